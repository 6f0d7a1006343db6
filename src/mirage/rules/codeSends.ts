import { BankError } from '../types';
import type { SecurityState } from '../stores/security';

/**
 * How often one-time codes are sent (docs/decisions/security.md 'Security defaults the spec leaves open').
 * The same code (user, purpose, channel and binding) again after RESEND_SECONDS, the resend
 * countdown of spec-1 §9. A code for another amount or payee is a new request, not a resend, so
 * that hold alone let a script send codes without end (SMS cost, a flooded phone, more codes to
 * guess): at most MAX_SENDS codes per user and purpose in any SEND_WINDOW_MS, whatever their
 * channel or binding.
 */
export const RESEND_SECONDS = 179;
export const MAX_SENDS = 5;
export const SEND_WINDOW_MS = 10 * 60_000;

export const resendHeldText = (seconds: number): string =>
  `A new code was sent recently. You can ask for another one in ${seconds} seconds.`;
export const tooManySendsText = (minutes: number): string =>
  `Too many codes were sent. You can ask for a new code in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

const holdKeyOf = (email: string, purpose: string, channel: string, binding: string) =>
  binding ? `${email}|${purpose}|${channel}|${binding}` : `${email}|${purpose}|${channel}`;

/**
 * A code that was used ends its resend hold: the hold stops a flood of resends of a code still
 * waiting to be typed, not the next action (a transfer tried again after the bank failed it asks
 * for a new code for the same amount and payee). The 5-in-10-minutes cap still counts it.
 */
export function releaseHold(
  s: SecurityState,
  email: string,
  purpose: string,
  channel: string,
  binding: string,
): void {
  delete s.lastCodeSentAt[holdKeyOf(email, purpose, channel, binding)];
}

/**
 * Counts a code about to be sent, or throws 429 TOO_MANY_REQUEST saying when to ask again: of
 * the two limits, the one that lasts longer.
 */
export function takeSend(
  s: SecurityState,
  email: string,
  purpose: string,
  channel: string,
  binding: string,
): void {
  const now = Date.now();
  const holdKey = holdKeyOf(email, purpose, channel, binding);
  const windowKey = `${email}|${purpose}`;
  const holdLeft = (s.lastCodeSentAt[holdKey] ?? -Infinity) + RESEND_SECONDS * 1000 - now;
  const recent = (s.codeSends[windowKey] ?? []).filter((at) => now - at < SEND_WINDOW_MS);
  const oldest = recent.at(-MAX_SENDS);
  const windowLeft =
    recent.length >= MAX_SENDS && oldest !== undefined ? oldest + SEND_WINDOW_MS - now : 0;
  if (windowLeft > 0 && windowLeft >= holdLeft)
    throw new BankError(429, 'TOO_MANY_REQUEST', tooManySendsText(Math.ceil(windowLeft / 60_000)));
  if (holdLeft > 0)
    throw new BankError(429, 'TOO_MANY_REQUEST', resendHeldText(Math.ceil(holdLeft / 1000)));
  s.codeSends[windowKey] = [...recent, now];
  // Counts that ran out are dropped: with a key per e-mail, sign-ups and reset requests for
  // e-mails nobody owns would pile up in the state every request reads (issue 22).
  for (const [key, times] of Object.entries(s.codeSends))
    if (times.every((at) => now - at >= SEND_WINDOW_MS)) delete s.codeSends[key];
  // Holds that ran out are dropped: with a key per amount and payee they would pile up.
  for (const [key, at] of Object.entries(s.lastCodeSentAt))
    if (now - at >= RESEND_SECONDS * 1000) delete s.lastCodeSentAt[key];
  s.lastCodeSentAt[holdKey] = now;
}
