import type { Role } from '../../shared/domain/roles';

/**
 * Where a sign-up is, kept in this tab's sessionStorage so that the steps survive a reload and
 * the back button, and what was typed stays: the e-mail, company and promo code, the phone
 * number, the ids of the codes sent and when a new code may be asked for. Never the password.
 * Gone with the tab; cleared when the account exists.
 */
export interface InvitationDetails {
  code: string;
  corporateName: string;
  corporateReferenceID: string;
  memberRole: Role;
}

export interface SignUpProgress {
  kind: 'admin' | 'member';
  email: string;
  corporateName: string;
  promoCode: string;
  emailOtpId: string;
  /** Epoch ms when another e-mail code may be asked for. */
  emailResendAt: number;
  emailVerified: boolean;
  passwordSet: boolean;
  phoneNumber: string;
  phoneOtpId: string;
  phoneResendAt: number;
  phoneVerified: boolean;
  /** The member's invitation, as verify-magic-code answered it. */
  invitation: InvitationDetails | null;
}

const KEY = 'signUp:v1';

const EMPTY: SignUpProgress = {
  kind: 'admin',
  email: '',
  corporateName: '',
  promoCode: '',
  emailOtpId: '',
  emailResendAt: 0,
  emailVerified: false,
  passwordSet: false,
  phoneNumber: '',
  phoneOtpId: '',
  phoneResendAt: 0,
  phoneVerified: false,
  invitation: null,
};

/** The sign-up of this tab, or null when none was started here. */
export function readProgress(): SignUpProgress | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null
      ? { ...EMPTY, ...(parsed as Partial<SignUpProgress>) }
      : null;
  } catch {
    return null;
  }
}

/** Starts a sign-up afresh (a new e-mail or invitation): what an earlier one held is dropped. */
export function startProgress(start: Partial<SignUpProgress>): SignUpProgress {
  const progress = { ...EMPTY, ...start };
  write(progress);
  return progress;
}

export function updateProgress(change: Partial<SignUpProgress>): SignUpProgress {
  const progress = { ...(readProgress() ?? EMPTY), ...change };
  write(progress);
  return progress;
}

export function clearProgress(): void {
  sessionStorage.removeItem(KEY);
}

function write(progress: SignUpProgress): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage blocked: the steps still work until the page is reloaded.
  }
}

/**
 * Why an invitation link did not work, for /accept-invite/invalid (the server's code, and the
 * e-mail and code a new code is asked for with).
 */
export interface InvitationFailure {
  email: string;
  code: string;
  errorCode: string;
  message: string;
}

const FAILURE_KEY = 'signUp:invitationFailure:v1';

export function rememberInvitationFailure(failure: InvitationFailure): void {
  try {
    sessionStorage.setItem(FAILURE_KEY, JSON.stringify(failure));
  } catch {
    // The invalid page then explains in general terms.
  }
}

export function readInvitationFailure(): InvitationFailure | null {
  try {
    const raw = sessionStorage.getItem(FAILURE_KEY);
    return raw ? (JSON.parse(raw) as InvitationFailure) : null;
  } catch {
    return null;
  }
}
