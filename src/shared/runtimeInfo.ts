import { proxy } from 'valtio';
import type { Role } from './domain/roles';

/**
 * What the running build knows about itself, set at start by main.tsx once config.json is read
 * (the page draws before that): whether the mock bank answers, and (in mock mode only) the demo
 * users the login page lists and the demo invitation it links. Plain data, so no mock code enters the main bundle.
 */
export interface DemoLogin {
  email: string;
  password: string;
  role: Role;
  secondFactor: 'SMS' | 'TOTP';
  note?: string;
}

/** Mock mode: the demo's live invitation, linked from the login page (issue 12). */
export interface DemoInvitation {
  email: string;
  code: string;
}

export interface RuntimeInfo {
  /** config.json has been read: until then `mock` and `apiBaseUrl` are not known yet. */
  configured: boolean;
  mock: boolean;
  /**
   * Mock mode: the in-page bank runs (it starts on first use), so a call no longer starts it. The
   * login page reads the maintenance notices only then: reading them would start the bank.
   */
  mockBankRunning: boolean;
  apiBaseUrl: string;
  /** config.json's card provider origin ('' none: card details cannot be shown). */
  cardProviderUrl: string;
  demoLogins: DemoLogin[];
  demoInvitation: DemoInvitation | null;
  requestFeatureUrl: string | undefined;
  /** config.json's perksUrl: the Rewards page's external Perks link (none: no link). */
  perksUrl: string | undefined;
  /** config.json's enablePhoneVerification: where signed-out visitors sign in (src/app/access.ts). */
  enablePhoneVerification: boolean;
  version: string;
}

export const runtimeInfo = proxy<RuntimeInfo>({
  configured: false,
  mock: false,
  mockBankRunning: false,
  apiBaseUrl: '',
  cardProviderUrl: '',
  demoLogins: [],
  demoInvitation: null,
  requestFeatureUrl: undefined,
  perksUrl: undefined,
  enablePhoneVerification: false,
  // env is absent outside Vite: the layout journey reads the route table in Node (Playwright).
  version: import.meta.env?.VITE_APP_VERSION ?? '0.1.0',
});
