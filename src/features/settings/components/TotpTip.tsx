import { Link } from 'wouter';
import { useFeatureTip } from '../../../entities/featureTip/useFeatureTip';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';

export const TOTP_TIP_TITLE = 'Use an authenticator app';
export const TOTP_TIP_TEXT =
  'Codes from an app on your phone work without signal, and no one can redirect them as they can an SMS.';

/**
 * The Totp feature tip (spec-1 §3 Feature tips seen-flags; docs/decisions/settings.md
 * 'Authenticator setup'): to a user without an authenticator app, until it is seen (closed,
 * followed, or an app paired: the bank's seen flag).
 */
export function TotpTip({ shown }: { shown: boolean }) {
  const tip = useFeatureTip('Totp', shown);
  if (!shown || tip.seen !== false) return null;
  return (
    <Alert
      kind="info"
      title={TOTP_TIP_TITLE}
      actions={
        <>
          <Link
            href={paths.settings.authenticator()}
            className={buttonClassName({ variant: 'primary', size: 'sm' })}
            onClick={tip.markSeen}
          >
            Set up authenticator
          </Link>
          <Button size="sm" variant="ghost" onClick={tip.markSeen}>
            Not now
          </Button>
        </>
      }
    >
      {TOTP_TIP_TEXT}
    </Alert>
  );
}
