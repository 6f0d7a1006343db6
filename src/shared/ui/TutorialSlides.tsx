import type { ReactNode } from 'react';
import { Button } from './Button';
import './TutorialSlides.css';

export type TutorialSlide = { key: string; title: string; body: ReactNode };

/**
 * A tutorial's slides with Skip, Back, Next and Finish (the first-run tutorial and the cards'
 * one, spec-3 §2): the step, the slide's title and text, dots for where it is. `busy` says which
 * of Skip and Finish is being sent, if either, so the buttons wait for it.
 */
export function TutorialSlides(props: {
  slides: readonly TutorialSlide[];
  index: number;
  onIndex: (index: number) => void;
  onSkip: () => void;
  onFinish: () => void;
  busy?: 'skip' | 'finish' | null;
}) {
  const { slides, index, onIndex, onSkip, onFinish, busy = null } = props;
  const slide = slides[Math.min(index, slides.length - 1)];
  if (!slide) return null;
  const last = index >= slides.length - 1;
  return (
    <>
      <section className="ui-tutorial__slide" aria-roledescription="slide" aria-live="polite">
        <p className="ui-tutorial__step">
          Step {index + 1} of {slides.length}
        </p>
        <h2 className="ui-tutorial__title">{slide.title}</h2>
        <p className="ui-tutorial__body">{slide.body}</p>
        <ol className="ui-tutorial__dots" aria-hidden>
          {slides.map((s, i) => (
            <li key={s.key} className={i === index ? 'ui-tutorial__dot--current' : undefined} />
          ))}
        </ol>
      </section>
      <div className="ui-tutorial__actions">
        <Button variant="ghost" loading={busy === 'skip'} disabled={busy !== null} onClick={onSkip}>
          Skip
        </Button>
        <div className="ui-tutorial__steps">
          {index > 0 && (
            <Button disabled={busy !== null} onClick={() => onIndex(index - 1)}>
              Back
            </Button>
          )}
          {last ? (
            <Button
              variant="primary"
              loading={busy === 'finish'}
              disabled={busy !== null}
              onClick={onFinish}
            >
              Finish
            </Button>
          ) : (
            <Button variant="primary" onClick={() => onIndex(index + 1)}>
              Next
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
