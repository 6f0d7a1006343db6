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
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { failureText, nextAfterFirstRun } from '../finishFirstRun';
import { tutorialSlides } from '../tutorialSlides';
import './TutorialPage.css';

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
  const slide = slides[Math.min(index, slides.length - 1)];
  if (!slide) return null;
  const last = index >= slides.length - 1;

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
    <div className="tutorial">
      <PageHeader title="Tutorial" subtitle="A quick look at what you can do here." />
      {failure && <Alert kind="error">{failure}</Alert>}
      <Card>
        <section className="tutorial__slide" aria-roledescription="slide" aria-live="polite">
          <p className="tutorial__step">
            Step {index + 1} of {slides.length}
          </p>
          <h2 className="tutorial__title">{slide.title}</h2>
          <p className="tutorial__body">{slide.body}</p>
          <ol className="tutorial__dots" aria-hidden>
            {slides.map((s, i) => (
              <li key={s.key} className={i === index ? 'tutorial__dot--current' : undefined} />
            ))}
          </ol>
        </section>
        <div className="tutorial__actions">
          <Button
            variant="ghost"
            loading={closing === 'skip'}
            disabled={closing !== null}
            onClick={() => void close('skip')}
          >
            Skip
          </Button>
          <div className="tutorial__steps">
            {index > 0 && (
              <Button disabled={closing !== null} onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            )}
            {last ? (
              <Button
                variant="primary"
                loading={closing === 'finish'}
                disabled={closing !== null}
                onClick={() => void close('finish')}
              >
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
      {/* spec-3 §2: the cards' own tutorial, /settings/tutorial/cards. */}
      <p className="tutorial__more">
        <Link href={paths.settings.tutorialCards()}>How cards work</Link>
      </p>
    </div>
  );
}
