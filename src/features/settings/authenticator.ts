import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { isApiError } from '../../api/ApiError';
import { describeCodeFailure, guardCodeLock } from '../../api/codeFailures';
import { getProfile } from '../../api/profile';
import { markCalloutSeen } from '../../api/settings';
import {
  deleteTotpSecret,
  generateTotpSecret,
  sendManageEmailCode,
  sendManageSmsCode,
  verifyManageEmailCode,
  verifyManageSmsCode,
  verifyTotp,
} from '../../api/twoFactor';
import { oneTimeCodeField } from '../../shared/forms/codeSchema';
import { REQUIRED } from '../../shared/forms/fieldTexts';
import { syncNow } from '../../sync/syncEngine';

/**
 * Settings › Set up authenticator (spec-3 §2 Route list: /settings/setup-authenticator, its steps
 * verify-sms-otp, verify-email-otp and pair-device; spec-1 §7 Second factor management;
 * docs/decisions/settings.md 'Authenticator setup'). Each change takes the password and a fresh
 * code of the factor the user has now, as the bank requires (docs/decisions/auth.md 'Managing the
 * second factor'): without an app, an SMS code of this session; with one, a current code of it;
 * adding one, an e-mail code of this session too. No call here answers tokens.
 * The spec gives no texts for these pages: these are the product's own, the code failures the
 * catalogue's (describeCodeFailure).
 */

export const AUTHENTICATOR_ON =
  'Your authenticator app is on. Sign-ins and payments now ask for a code from it.';
export const AUTHENTICATOR_REMOVED =
  'Your authenticator app was removed. Sign-ins and payments now ask for a code by SMS.';
/** The pending secret lives 10 minutes in this session (the bank's INVALID_PARAMETER). */
export const SECRET_EXPIRED =
  'This key is no longer waiting to be paired (it is kept 10 minutes). Start again to get a new one.';

export const passwordStepSchema = z.object({
  password: z.string().check(z.minLength(1, REQUIRED)),
});
export type PasswordStepForm = z.input<typeof passwordStepSchema>;

export const removalSchema = z.object({
  password: z.string().check(z.minLength(1, REQUIRED)),
  code: oneTimeCodeField,
});
export type RemovalForm = z.input<typeof removalSchema>;
export type RemovalValues = z.output<typeof removalSchema>;

/** A step-up code of one channel: the code sent (and when another may be asked for), its verification. */
interface StepCode {
  sent: { otpId: string; resendAt: number } | null;
  /** The verified step: generate-totp-secret consumes it once. */
  verified: string | null;
}

export type StepChannel = 'SMS' | 'EMAIL';

/**
 * What the steps carry from one page to the next, in memory only (never stored): the password
 * until the secret is generated, the SMS and e-mail steps, then the secret until it is paired.
 */
interface SetupFlow {
  password: string | null;
  steps: Record<StepChannel, StepCode>;
  pending: { secret: string; otpauthUri: string } | null;
  /** Said once on the start page after a change. */
  outcome: 'paired' | 'removed' | null;
  /** The bank refused the password after the code steps: the start page says so and asks again. */
  passwordRefusal: string | null;
  /** Where the codes go: the last four digits of the phone, and the e-mail address. */
  phoneLastFour: string;
  email: string;
}

const NO_STEPS: Record<StepChannel, StepCode> = {
  SMS: { sent: null, verified: null },
  EMAIL: { sent: null, verified: null },
};
const EMPTY_FLOW: SetupFlow = {
  password: null,
  steps: NO_STEPS,
  pending: null,
  outcome: null,
  passwordRefusal: null,
  phoneLastFour: '',
  email: '',
};
let flow: SetupFlow = { ...EMPTY_FLOW };

export function readFlow(): Readonly<SetupFlow> {
  return flow;
}

/** Forgets the steps (cancel, done, or a new start). */
export function resetFlow(outcome: SetupFlow['outcome'] = null): void {
  flow = { ...EMPTY_FLOW, outcome };
}

/** Reads the outcome of the last change once, and forgets it. */
export function takeOutcome(): SetupFlow['outcome'] {
  const { outcome } = flow;
  flow = { ...flow, outcome: null };
  return outcome;
}

/** Where the start page says a refusal: at the password, or above the form. */
export type StepFailure =
  | { field: 'password'; message: string }
  | { field: 'code'; lines: string[] }
  | { field: null; lines: string[]; expired?: boolean };

/**
 * A refused step: a wrong password (ACCOUNT_LOCK_WARNING: the bank's text and the countdown to
 * the lock) at the password; a wrong code at the code, with the catalogue's texts; a secret no
 * longer pending above the form, with a way to start again; anything else its catalogue text.
 */
export function describeStepFailure(error: unknown, method: StepChannel | 'TOTP'): StepFailure {
  if (isApiError(error) && error.kind === 'http') {
    if (error.code === 'ACCOUNT_LOCK_WARNING' && /password/i.test(error.description ?? ''))
      return { field: 'password', message: error.description ?? error.message };
    if (error.code === 'INVALID_PARAMETER')
      return { field: null, lines: [SECRET_EXPIRED], expired: true };
  }
  const said = describeCodeFailure(error, method);
  if (isApiError(error) && error.kind === 'http' && error.status === 400)
    return { field: 'code', lines: said.lines };
  return { field: null, lines: said.lines };
}

interface AuthenticatorStatus {
  /** Undefined until the bank answers. */
  on: boolean | undefined;
  /** The last four digits of the phone SMS codes go to. */
  phoneLastFour: string;
  /** The address e-mail codes go to. */
  email: string;
  failed: boolean;
}

/** Whether the user has an authenticator app now: the bank's profile, read online. */
export function useAuthenticatorStatus(): AuthenticatorStatus & {
  set: (on: boolean) => void;
  reload: () => void;
} {
  const [status, setStatus] = useState<AuthenticatorStatus>({
    on: undefined,
    phoneLastFour: '',
    email: '',
    failed: false,
  });
  const load = useCallback((live: () => boolean = () => true) => {
    getProfile().then(
      (profile) =>
        live() &&
        setStatus({
          on: profile.authenticatorAppPreference,
          phoneLastFour: profile.phoneNumber.slice(-4),
          email: profile.email,
          failed: false,
        }),
      () => live() && setStatus((s) => ({ ...s, failed: true })),
    );
  }, []);
  useEffect(() => {
    let live = true;
    load(() => live);
    return () => {
      live = false;
    };
  }, [load]);
  return {
    ...status,
    set: (on) => setStatus((s) => ({ ...s, on })),
    reload: () => {
      setStatus((s) => ({ ...s, failed: false }));
      load();
    },
  };
}

/** Both code steps are verified (and not yet spent): the password alone is asked again. */
export function codeStepsDone(): boolean {
  return flow.steps.SMS.verified !== null && flow.steps.EMAIL.verified !== null;
}

/**
 * Step 1: the password, kept in memory until the secret is generated. Code steps the bank did
 * not spend (the password was refused after them) are kept: the user is not asked again.
 */
export function startSetup(password: string, to: { phoneLastFour: string; email: string }): void {
  flow = { ...EMPTY_FLOW, ...to, password, steps: codeStepsDone() ? flow.steps : NO_STEPS };
}

/** The bank refused the password after the code steps: back to step 1, the steps kept. */
export function refusePassword(message: string): void {
  flow = { ...EMPTY_FLOW, steps: flow.steps, passwordRefusal: message };
}

/** Reads the refusal of the password once, and forgets it. */
export function takePasswordRefusal(): string | null {
  const { passwordRefusal } = flow;
  flow = { ...flow, passwordRefusal: null };
  return passwordRefusal;
}

function setStep(channel: StepChannel, step: Partial<StepCode>): void {
  flow = { ...flow, steps: { ...flow.steps, [channel]: { ...flow.steps[channel], ...step } } };
}

/** Steps 2 and 3: sends the SMS or e-mail code ('Resend code' asks again). */
export async function sendStepCode(channel: StepChannel): Promise<void> {
  const sent = await guardCodeLock(() =>
    channel === 'SMS' ? sendManageSmsCode() : sendManageEmailCode(),
  );
  setStep(channel, {
    sent: { otpId: sent.otpId, resendAt: Date.now() + sent.resendInSeconds * 1000 },
  });
}

const firstSends: Partial<Record<StepChannel, Promise<void>>> = {};

/** A step's first code: one per visit, however often the page mounts (React's development mode). */
export function sendFirstStepCode(channel: StepChannel): Promise<void> {
  firstSends[channel] ??= sendStepCode(channel).finally(() => {
    delete firstSends[channel];
  });
  return firstSends[channel];
}

/**
 * Steps 2 and 3: checks the code. After the e-mail step, the last, asks for the secret with the
 * password and both steps.
 */
export async function verifyStepCode(channel: StepChannel, code: string): Promise<void> {
  // A code typed before the first one's answer came back waits for it.
  await firstSends[channel];
  const sent = flow.steps[channel].sent;
  if (!sent) throw new Error('No code was sent');
  const verified = await guardCodeLock(() =>
    channel === 'SMS'
      ? verifyManageSmsCode(sent.otpId, code)
      : verifyManageEmailCode(sent.otpId, code),
  );
  setStep(channel, { verified });
  if (channel === 'EMAIL') await generateWithVerifiedSteps();
}

/**
 * Asks for the secret with the password and the verified steps. A wrong password leaves the
 * steps unspent (the bank checks the password first): the start page asks again and comes back.
 */
export async function generateWithVerifiedSteps(): Promise<void> {
  const { password, steps } = flow;
  if (password === null || steps.SMS.verified === null || steps.EMAIL.verified === null)
    throw new Error('The steps are not complete');
  const proof = { password, otpId: steps.SMS.verified, emailOtpId: steps.EMAIL.verified };
  const pending = await guardCodeLock(() => generateTotpSecret(proof));
  flow = { ...flow, password: null, steps: NO_STEPS, pending };
}

/** Step 3: a code from the app pairs the secret; the cached profile and the tip follow. */
export async function pairApp(code: string): Promise<void> {
  await guardCodeLock(() => verifyTotp(code));
  resetFlow('paired');
  afterChange();
  // Whoever paired an app has no need of the tip that suggests one.
  markCalloutSeen('Totp').catch(() => undefined);
}

/** Removes the app with the password and a current code of it. */
export async function removeApp(values: RemovalValues): Promise<void> {
  await guardCodeLock(() => deleteTotpSecret({ password: values.password, totp: values.code }));
  resetFlow('removed');
  afterChange();
}

/** The cached profile says which factor the transfers and approvals offer first. */
function afterChange(): void {
  void syncNow(['profile']);
}

/** The secret as an app's manual entry shows it: groups of four. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
