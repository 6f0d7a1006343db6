import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../../api/session';
import { mayManageCards } from '../../../shared/domain/cards';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { CARD_TUTORIAL_TEXTS } from '../texts';
import { cardTutorialSlides } from '../tutorial';
import './CardTutorialPage.css';

/**
 * /settings/tutorial/cards (spec-3 §2 Route list): slides on cards with Skip, Back, Next and
 * Finish, as the product's tutorial has; Skip and Finish go to the cards. Nothing is sent: the
 * first-run tutorial's tutorials-viewed is not about this one.
 */
export function CardTutorialPage() {
  const role = useSnapshot(session).claims?.role;
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(0);
  const slides = cardTutorialSlides(role !== undefined && mayManageCards(role));
  const slide = slides[Math.min(index, slides.length - 1)];
  if (!slide) return null;
  const last = index >= slides.length - 1;
  const done = () => navigate(paths.cards.list());

  return (
    <div className="card-tutorial">
      <PageHeader title={CARD_TUTORIAL_TEXTS.title} subtitle={CARD_TUTORIAL_TEXTS.subtitle} />
      <Card>
        <section className="card-tutorial__slide" aria-roledescription="slide" aria-live="polite">
          <p className="card-tutorial__step">
            Step {index + 1} of {slides.length}
          </p>
          <h2 className="card-tutorial__title">{slide.title}</h2>
          <p className="card-tutorial__body">{slide.body}</p>
          <ol className="card-tutorial__dots" aria-hidden>
            {slides.map((s, i) => (
              <li key={s.key} className={i === index ? 'card-tutorial__dot--current' : undefined} />
            ))}
          </ol>
        </section>
        <div className="card-tutorial__actions">
          <Button variant="ghost" onClick={done}>
            Skip
          </Button>
          <div className="card-tutorial__steps">
            {index > 0 && <Button onClick={() => setIndex(index - 1)}>Back</Button>}
            {last ? (
              <Button variant="primary" onClick={done}>
                Finish
              </Button>
            ) : (
              <Button variant="primary" onClick={() => setIndex(index + 1)}>
                Next
              </Button>
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}
