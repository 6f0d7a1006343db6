import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { markTutorialsViewed } from '../actions';
import { session } from '../../../api/session';
import { TOGGLES_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { TutorialSlides } from '../../../shared/ui/TutorialSlides';
import { failureText, nextAfterFirstRun } from '../finishFirstRun';
import { tutorialSlides } from '../tutorialSlides';

/**
 * The tutorial (spec-1 §2, §6; Settings > Tutorial): a few slides of what the product does, Skip
 * and Next, then Finish. Finishing or skipping tells the bank (tutorials-viewed), so the first
 * login's detour here happens once, and goes on where the status now leads.
 */
export function TutorialPage() {
  const { claims } = useSnapshot(session);
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const search = useSearch();
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(0);
  const [closing, setClosing] = useState<'skip' | 'finish' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (toggles === undefined || !claims) return <PageLoader />;

  const slides = tutorialSlides(isToggleOn(toggles, 'approvals', claims.email));

  const close = async (how: 'skip' | 'finish') => {
    setClosing(how);
    setFailure(null);
    try {
      await markTutorialsViewed();
      navigate(await nextAfterFirstRun(search), { replace: true });
    } catch (error) {
      setFailure(failureText(error));
      setClosing(null);
    }
  };

  return (
    <div className="ui-tutorial">
      <PageHeader title="Tutorial" subtitle="A quick look at what you can do here." />
      {failure && <Alert kind="error">{failure}</Alert>}
      <Card>
        <TutorialSlides
          slides={slides}
          index={index}
          onIndex={setIndex}
          onSkip={() => void close('skip')}
          onFinish={() => void close('finish')}
          busy={closing}
        />
      </Card>
      {/* spec-3 §2: the cards' own tutorial, /settings/tutorial/cards. */}
      <p className="ui-tutorial__more">
        <Link href={paths.settings.tutorialCards()}>How cards work</Link>
      </p>
    </div>
  );
}
