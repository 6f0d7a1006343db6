import { ROLE_LABELS } from '../../shared/domain/roles';
import type { MockBankControls } from '../mockBankControls';
import { TotpCode } from './TotpCode';

/** The demo users with everything needed to sign in as them. */
export function UserList({ controls }: { controls: MockBankControls }) {
  const users = controls.demoUsers();
  return (
    <section className="mbp-section" aria-labelledby="mbp-users-title">
      <h3 id="mbp-users-title">Demo users</h3>
      {users.length === 0 && <p className="mbp-muted">This scenario has no users.</p>}
      <ul className="mbp-users">
        {users.map((user) => (
          <li key={user.email} className="mbp-user">
            <strong className="mbp-email">{user.email}</strong>
            <span className="mbp-muted">
              {ROLE_LABELS[user.role]}
              {/* Said from the second factor itself, as the login page's list says it. */}
              {user.secondFactor === 'TOTP' ? ' · authenticator app' : ''}
              {user.note ? ` · ${user.note}` : ''}
            </span>
            <span>
              Password <code>{user.password}</code>
              {user.smsCode && (
                <>
                  {' '}
                  · SMS/e-mail code <code>{user.smsCode}</code>
                </>
              )}
            </span>
            {user.totpSecret && (
              <>
                <span>
                  Authenticator secret <code className="mbp-secret">{user.totpSecret}</code>
                </span>
                <TotpCode controls={controls} email={user.email} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
