/**
 * What ApiError reads a code's text from. The whole error catalogue (errorCatalogue.ts, 21 kB of
 * texts) is not in the entry bundle: the login page shows only the texts of its own calls'
 * failures, and those come after a call. So this module holds what the first screen shows before
 * any call (the lock texts of /login?forced_logout=true&reason=..., and the default), and the
 * catalogue, once loaded, installs itself here. Every ApiError of a bank's answer is built after
 * the catalogue has loaded (client.ts awaits it first), and every signed-in page has it
 * (SignedInApp imports it), so an error built by a feature's code reads it too.
 */

export type Severity = 'error' | 'warning';

export interface CatalogueEntry {
  /** Title of a modal or alert, when the spec gives one ('Transfer has failed!'). */
  title?: string;
  message: string;
  /** Where the spec gives several texts for one condition. */
  alternatives?: string[];
  /**
   * The spec's text for this code on the login call only (RESOURCE_NOT_FOUND: 'Incorrect email
   * and/or password...'); every other call shows `message` (features/auth/loginFailure.ts).
   */
  loginMessage?: string;
  severity: Severity;
  area: string;
  fromSpec: boolean;
}

/** A missing code (an answer without one) gets the default entry, this code's. */
export const UNKNOWN_ERROR_CODE = 'Unknown API error code';

/** The entries the first screen may show before any call (and the catalogue has them too). */
export const FIRST_SCREEN_ERRORS = {
  MFA_RESOURCES_DENIED: {
    message:
      'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
    severity: 'error',
    area: 'auth',
    fromSpec: true,
  },
  ACCOUNT_LOCKED: {
    message:
      'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
    severity: 'error',
    area: 'auth',
    fromSpec: true,
  },
  ACCOUNT_PERMANENT_LOCKED: {
    message:
      'Your account has been locked for security reasons. Please contact Customer Service to unlock it.',
    severity: 'error',
    area: 'auth',
    fromSpec: false,
  },
  [UNKNOWN_ERROR_CODE]: {
    title: 'Something went wrong',
    message: 'Please try again later',
    severity: 'warning',
    area: 'general',
    fromSpec: false,
  },
} as const satisfies Record<string, CatalogueEntry>;

let catalogue: Readonly<Record<string, CatalogueEntry>> = FIRST_SCREEN_ERRORS;

/** The whole catalogue, from now on (errorCatalogue.ts calls it as it loads). */
export function installErrorCatalogue(whole: Readonly<Record<string, CatalogueEntry>>): void {
  catalogue = whole;
}

/**
 * The entry for a code: the whole catalogue's once loaded, else the first screen's; an unknown or
 * missing code gets the default.
 */
export function errorEntry(code: string | undefined): CatalogueEntry {
  return (
    (code === undefined ? undefined : catalogue[code]) ?? FIRST_SCREEN_ERRORS[UNKNOWN_ERROR_CODE]
  );
}
