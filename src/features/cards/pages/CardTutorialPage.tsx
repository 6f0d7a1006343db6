import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../../api/session';
import { mayManageCards } from '../../../shared/domain/cards';
import { paths } from '../../../shared/routing/paths';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TutorialSlides } from '../../../shared/ui/TutorialSlides';
import { CARD_TUTORIAL_TEXTS } from '../texts';
import { cardTutorialSlides } from '../tutorial';

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
  const done = () => navigate(paths.cards.list());

  return (
    <div className="ui-tutorial">
      <PageHeader title={CARD_TUTORIAL_TEXTS.title} subtitle={CARD_TUTORIAL_TEXTS.subtitle} />
      <Card>
        <TutorialSlides
          slides={slides}
          index={index}
          onIndex={setIndex}
          onSkip={done}
          onFinish={done}
        />
      </Card>
    </div>
  );
}
