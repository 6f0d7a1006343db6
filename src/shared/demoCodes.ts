/**
 * Mock mode only: the one-time code a demo user would receive now, so a code dialog can show it
 * (the Demo panel sits behind a modal dialog's backdrop and cannot be read while one is open).
 * The mock bank registers a reader when it starts; with a real backend nothing is registered,
 * and nothing is ever shown.
 */
export type DemoCodeMethod = 'SMS' | 'EMAIL' | 'TOTP';

/**
 * Whose code: a token the bank issued (the pre-MFA token at login), or the phone number a code
 * was sent to (the deprecated phone login), else the signed-in user.
 */
export interface DemoCodeSubject {
  token?: string | undefined;
  phoneNumber?: string | undefined;
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

/** A demo user's phone number, for the deprecated phone login's demo aid (mock mode only). */
export interface DemoPhone {
  email: string;
  phoneNumber: string;
}

let phoneReader: (() => DemoPhone[]) | null = null;

export function registerDemoPhoneReader(next: (() => DemoPhone[]) | null): void {
  phoneReader = next;
}

/** The demo users' phone numbers once the mock bank runs; none with a real backend. */
export function readDemoPhones(): DemoPhone[] {
  return phoneReader ? phoneReader() : [];
}
