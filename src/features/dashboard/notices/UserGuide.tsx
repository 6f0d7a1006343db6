import { BookOpen, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import type { Role } from '../../../shared/domain/roles';
import { Button } from '../../../shared/ui/Button';
import { Carousel } from '../../../shared/ui/Carousel';
import { guideSlidesFor } from './guideSlides';
import { NOTICE_TEXTS } from './texts';
import './notices.css';

/** The user guide above the tiles (spec-3 §2): its slides for the role, and a close button. */
export function UserGuide({ role, onClose }: { role: Role; onClose: () => void }) {
  const titleId = useId();
  return (
    <section className="dash-guide" aria-labelledby={titleId}>
      <div className="dash-guide__head">
        <h2 id={titleId} className="dash-guide__title">
          {NOTICE_TEXTS.userGuide}
        </h2>
        <button
          type="button"
          className="dash-notice__close"
          aria-label="Close the user guide"
          onClick={onClose}
        >
          <X aria-hidden />
        </button>
      </div>
      <Carousel
        label="User guide slides"
        slides={guideSlidesFor(role).map((slide) => ({
          id: slide.id,
          content: (
            <div className="dash-guide__slide">
              <h3>{slide.title}</h3>
              <p>{slide.text}</p>
            </div>
          ),
        }))}
      />
    </section>
  );
}

/** The right panel's guide button; after the guide closed, the tooltip that says it reopens it. */
export function GuideButton({
  tip,
  onOpen,
  onDismissTip,
  buttonRef,
}: {
  tip: boolean;
  onOpen: () => void;
  onDismissTip: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const tipId = useId();
  return (
    <div className="dash-guide-button">
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        icon={<BookOpen aria-hidden />}
        aria-describedby={tip ? tipId : undefined}
        onClick={onOpen}
      >
        {NOTICE_TEXTS.userGuide}
      </Button>
      {tip && (
        <div className="dash-guide-tip">
          <span id={tipId} role="status">
            {NOTICE_TEXTS.userGuideTooltip}
          </span>
          <button type="button" className="dash-guide-tip__dismiss" onClick={onDismissTip}>
            Got it
          </button>
        </div>
      )}
    </div>
  );
}
