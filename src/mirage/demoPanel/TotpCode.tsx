import type { MockBankControls } from '../mockBankControls';
import { useTick } from './useTick';

/** What the user's authenticator app shows now, with the seconds until the next code. */
export function TotpCode({ controls, email }: { controls: MockBankControls; email: string }) {
  const now = useTick();
  const left = 30 - (Math.floor(now / 1000) % 30);
  return (
    <span>
      Current code <code data-testid="mbp-totp-code">{controls.currentTotp(email)}</code>{' '}
      <span className="mbp-muted">({left} s left)</span>
    </span>
  );
}
