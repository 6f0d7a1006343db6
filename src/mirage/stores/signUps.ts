import type { SignUp } from '../types';
import { persisted } from './persisted';

/**
 * The sign-ups on their way (issue 22), by e-mail in lower case: apart from the onboarding
 * records (stores/applicants.ts), which the bank reads on every signed-in call to find the user;
 * an unfinished sign-up is not a user, and a flood of them must not slow every call. Bounded:
 * rules/signUps.ts drops a sign-up a day after it started, and keeps at most MAX_SIGN_UPS.
 */
export interface SignUpsState {
  scenario: string;
  byEmail: Record<string, SignUp>;
}

export const SIGN_UPS_KEY = 'mockbank:signUps';

/** Null until a sign-up starts. */
export const signUpsStore = persisted<SignUpsState | null>(SIGN_UPS_KEY, () => null, {
  version: 1,
});
