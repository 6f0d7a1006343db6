import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { readDemoCode, type DemoCodeMethod, type DemoCodeSubject } from '../demoCodes';
import { runtimeInfo } from '../runtimeInfo';
import './DemoCodeHint.css';

const LEADS: Record<DemoCodeMethod, string> = {
  SMS: 'The SMS code sent to',
  EMAIL: 'The e-mail code sent to',
  TOTP: 'The authenticator app of',
};

/**
 * Inside a code dialog, in mock mode only: the code the demo user would receive now, clearly
 * marked as a demo aid. Authenticator codes change every 30 s, so it re-reads every second.
 */
export function DemoCodeHint({
  method,
  subject,
}: {
  method: DemoCodeMethod;
  subject?: DemoCodeSubject;
}) {
  const info = useSnapshot(runtimeInfo);
  const [, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!info.mock) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [info.mock]);
  if (!info.mock) return null;
  const demo = readDemoCode(method, subject ?? {});
  if (!demo) return null;
  return (
    <aside className="demo-code-hint" aria-label="Demo only">
      <span className="demo-code-hint__badge">Demo only · mock bank</span>
      <span>
        {LEADS[method]} {demo.email} {method === 'TOTP' ? 'shows' : 'is'}{' '}
        <code className="demo-code-hint__code" data-testid="demo-code">
          {demo.code}
        </code>
        {demo.secondsLeft !== undefined && ` (next code in ${demo.secondsLeft} s)`}
      </span>
    </aside>
  );
}
