import { memo } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { paths } from '../../../shared/routing/paths';
import { runtimeInfo, type DemoLogin } from '../../../shared/runtimeInfo';
import { Button } from '../../../shared/ui/Button';

/**
 * Mock mode only: the demo users, so a demo or a first look needs no backend and no notes, and
 * the link of the demo's invitation (an invited member's sign-up).
 */
export const DemoLogins = memo(function DemoLogins({
  onPick,
}: {
  onPick: (login: DemoLogin) => void;
}) {
  const info = useSnapshot(runtimeInfo);
  if (!info.mock || info.demoLogins.length === 0) return null;
  return (
    <section className="demo-logins" aria-labelledby="demo-logins-title">
      <h2 id="demo-logins-title">Demo logins</h2>
      <p>
        Mock bank: password <code>Demo@1234</code>, SMS and email code <code>123456</code>.
      </p>
      <ul>
        {info.demoLogins.map((login) => (
          <li key={login.email}>
            <span>
              <strong>{login.email}</strong>
              <span className="demo-logins__meta">
                {ROLE_LABELS[login.role]}
                {login.secondFactor === 'TOTP' ? ' · authenticator app (see the Demo panel)' : ''}
                {login.note ? ` · ${login.note}` : ''}
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onPick(login)}
              aria-label={`Use ${login.email}`}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
      {info.demoInvitation && (
        <p className="demo-logins__invitation">
          <Link href={paths.onboarding.invite.accept(info.demoInvitation)}>
            Accept the demo invitation ({info.demoInvitation.email})
          </Link>
        </p>
      )}
    </section>
  );
});
