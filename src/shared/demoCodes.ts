/**
 * Mock mode only: the one-time code a demo user would receive now, so a code dialog can show it
 * (the Demo panel sits behind a modal dialog's backdrop and cannot be read while one is open).
 * The mock bank registers a reader when it starts; with a real backend nothing is registered,
 * and nothing is ever shown.
 */
export type DemoCodeMethod = 'SMS' | 'EMAIL' | 'TOTP';

/** Whose code: a token the bank issued (the pre-MFA token at login), else the signed-in user. */
export interface DemoCodeSubject {
  token?: string | undefined;
}

export interface DemoCode {
  email: string;
  code: string;
  /** Authenticator codes: seconds until the app shows the next one. */
  secondsLeft?: number;
}

export type DemoCodeReader = (method: DemoCodeMethod, subject: DemoCodeSubject) => DemoCode | null;

let reader: DemoCodeReader | null = null;

export function registerDemoCodeReader(next: DemoCodeReader | null): void {
  reader = next;
}

export function readDemoCode(
  method: DemoCodeMethod,
  subject: DemoCodeSubject = {},
): DemoCode | null {
  return reader ? reader(method, subject) : null;
}
