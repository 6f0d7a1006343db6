import { RUNTIME_CONFIG_CACHE } from '../shared/offlineCaches';
import { apiOrigin } from '../shared/securityHeaders';
import { fetchStaticJson } from './client';

/** public/config.json: read at start, so one build can talk to the mock bank or a real backend. */
export interface RuntimeConfig {
  /** Base URL of the bank's API; '' means the web app's own origin. */
  apiBaseUrl: string;
  /** true: start the in-page mock bank (the shipped default). */
  mock: boolean;
  /** Mock scenario name (default 'default'). */
  mockScenario?: string;
  /** External form for 'Request a Feature' (email and company are appended). */
  requestFeatureUrl?: string;
  /** Rewards › Perks: the partners' offers, an external page (spec-3 §2 Other screens). */
  perksUrl?: string;
  /**
   * The enablePhoneVerification toggle as it stands before sign-in (the bank's toggle call needs
   * a signed-in user): on, signed-out visitors of a signed-in page go to the deprecated phone
   * login instead of /login. Off unless config.json says true.
   */
  enablePhoneVerification: boolean;
  /**
   * The card provider's origin (its validate call: a card's details, docs/decisions/cards.md
   * 'Card details behind a code'); '' when none is configured, and then no card's details can be
   * shown. The page's policy lets the app call it (shared/securityHeaders.ts).
   */
  cardProviderUrl: string;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // Kept for offline use as soon as it is read (the service worker may not control this page yet).
  const raw = await fetchStaticJson<Partial<RuntimeConfig>>(url, { keepIn: RUNTIME_CONFIG_CACHE });
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json is not an object');
  return {
    apiBaseUrl: typeof raw.apiBaseUrl === 'string' ? raw.apiBaseUrl.replace(/\/+$/, '') : '',
    mock: raw.mock !== false,
    mockScenario: typeof raw.mockScenario === 'string' ? raw.mockScenario : 'default',
    requestFeatureUrl:
      typeof raw.requestFeatureUrl === 'string' ? raw.requestFeatureUrl : undefined,
    perksUrl: typeof raw.perksUrl === 'string' ? raw.perksUrl : undefined,
    enablePhoneVerification: raw.enablePhoneVerification === true,
    cardProviderUrl: apiOrigin(raw.cardProviderUrl) ?? '',
  };
}
