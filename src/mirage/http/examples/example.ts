import type { Account } from '../../../shared/domain/accounts';
import type { CallOptions } from '../../testingCalls';

/**
 * One valid request of a contract, for the contract test (contractTest.test.ts): sent to the bank
 * over HTTP, its answer is validated against the OpenAPI document.
 */
export interface Example {
  params?: Record<string, string>;
  /** Query values as the URL carries them: strings. */
  query?: Record<string, string>;
  body?: unknown;
  /**
   * How the call authenticates when not with the admin's access token: a step token (pre-MFA,
   * refresh), the device's basic credentials, or nothing; and the device it comes from.
   */
  auth?: Pick<CallOptions, 'bearer' | 'basic' | 'deviceId'>;
}

/** What examples may refer to, as the bank holds it when the example runs. */
export interface Fixtures {
  /** The admin's access token (admin@demo.test, signed in with an SMS code). */
  token: string;
  accounts: Account[];
  /** Sets a feature toggle of the bank, as the demo panel or a test would (a call behind one). */
  setToggle: (name: string, value: boolean) => void;
}

/** Valid requests by contract id; an example may first prepare what it needs (a code, a held transfer). */
export type Examples = Record<string, (f: Fixtures) => Example | Promise<Example>>;
