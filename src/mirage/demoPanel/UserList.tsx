import { useEffect, useState } from 'react';
import type { MockBankControls } from '../mockBank';

function useSecondsTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function UserList({ controls }: { controls: MockBankControls }) {
  const now = useSecondsTick();
  const left = 30 - (Math.floor(now / 1000) % 30);
  return (
    <div className="mbp-section">
      <h3>Demo users</h3>
      <p className="mbp-muted">Password Demo@1234 · SMS and e-mail code 123456</p>
      <ul className="mbp-users">
        {controls.demoUsers().map((user) => (
          <li key={user.email}>
            <strong>{user.email}</strong> <span className="mbp-muted">{user.role}{user.note ? ` · ${user.note}` : ''}</span>
            {user.totpSecret && (
              <div className="mbp-totp">
                <span>
                  Authenticator secret <code>{user.totpSecret}</code>
                </span>
                <span>
                  Current code <code data-testid="mbp-totp-code">{controls.currentTotp(user.email)}</code> ({left}s)
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
