import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadState, updateState } from '../stores/security';
import { SEND_WINDOW_MS, takeSend } from './codeSends';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the send counts', () => {
  it('codes sent to many e-mails do not grow the security state: counts whose 10 minutes ran out are dropped', () => {
    for (let i = 0; i < 50; i++)
      updateState((s) => takeSend(s, `probe${i}@acme.test`, 'sign-up-email', 'EMAIL', ''));
    expect(Object.keys(loadState().codeSends)).toHaveLength(50);
    vi.setSystemTime(Date.now() + SEND_WINDOW_MS);
    updateState((s) => takeSend(s, 'jane@acme.test', 'sign-up-email', 'EMAIL', ''));
    expect(Object.keys(loadState().codeSends)).toEqual(['jane@acme.test|sign-up-email']);
  });
});
