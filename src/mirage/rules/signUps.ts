import type { KycStatus, UserStatus } from '../../shared/domain/auth';
import type { Role } from '../../shared/domain/roles';
import { buildUser, DEMO_CODE } from '../builders/users';
import { BankError, type Invitation, type MockUser, type Scenario, type SignUp } from '../types';
import { signUpsStore, type SignUpsState } from '../stores/signUps';
import { loadApplicants, updateApplicants, type ApplicantsState } from './applicants';
import type { BankRequest } from '../router';
import { checkTries, clientOf, takeTry, type TryLimit } from './clientTries';
import type { CodeSubject } from './oneTimeCodes';

/**
 * The rules of a sign-up on its way (docs/decisions/sign-up.md 'Sign-up and invitations'): the
 * records live in their own store (stores/signUps.ts), by e-mail in lower case, apart from the
 * users the bank looks up on every call. Before the account exists there is no token: each step
 * finds the sign-up by its e-mail (or by its code's id) and checks that the browser (X-Device-Id)
 * is the one that did the step before, and that the step before was done.
 */

export const emailKey = (email: string): string => email.trim().toLowerCase();

export type { SignUpsState } from '../stores/signUps';

/**
 * How long a sign-up lasts (docs/decisions/sign-up.md 'Throttles before sign-in'): one not
 * finished a day after it started is dropped, and so is a finished one (its account answers
 * EMAIL_ALREADY_REGISTERED from then on).
 */
export const SIGN_UP_TTL_MS = 24 * 60 * 60_000;
/** At most this many sign-ups are kept: beyond, the oldest goes first. */
export const MAX_SIGN_UPS = 1_000;

/**
 * Sign-ups one client may start in an hour (docs/decisions/sign-up.md 'Throttles before sign-in'):
 * register-email tells a registered e-mail (the spec's EMAIL_ALREADY_REGISTERED text) and e-mails
 * a code, so every try counts, whatever its answer.
 */
export const SIGN_UP_TRIES: TryLimit = {
  purpose: 'register-email',
  max: 10,
  text: (wait) => `Too many sign-up attempts in a short time. You can try again in ${wait}.`,
};

const isCurrent = (signUp: SignUp, now: number) => now - signUp.startedAt < SIGN_UP_TTL_MS;

/** The sign-ups of this scenario started in the last day. */
export function loadSignUps(scenario: Scenario): SignUpsState {
  const stored = signUpsStore.load();
  const now = Date.now();
  const byEmail =
    stored?.scenario === scenario.name
      ? Object.fromEntries(Object.entries(stored.byEmail).filter(([, s]) => isCurrent(s, now)))
      : {};
  return { scenario: scenario.name, byEmail };
}

/**
 * Reads the sign-ups, lets `change` edit them, and writes them back without those past their
 * day, and at most MAX_SIGN_UPS (the oldest started go first).
 */
export function updateSignUps<T>(scenario: Scenario, change: (s: SignUpsState) => T): T {
  const state = loadSignUps(scenario);
  const result = change(state);
  const kept = Object.values(state.byEmail)
    .toSorted((a, b) => a.startedAt - b.startedAt)
    .slice(-MAX_SIGN_UPS);
  signUpsStore.save({
    scenario: state.scenario,
    byEmail: Object.fromEntries(kept.map((s) => [s.email, s])),
  });
  return result;
}

/** Whom a sign-up code goes to: the e-mail (not yet anyone's), with the demo's fixed code. */
export const signUpSubject = (email: string): CodeSubject => ({
  email: emailKey(email),
  fixedCode: DEMO_CODE,
  totpSecret: null,
});

/**
 * The demo's promo codes (spec-1 §8 names INVALID_CODE and CODE_EXPIRED 'Promo code expired' at
 * registration; the codes themselves are ours). Compared without case.
 */
export const DEMO_PROMO_CODES: Readonly<Record<string, 'valid' | 'expired'>> = {
  WELCOME50: 'valid',
  SPRING2025: 'expired',
};

/** The promo code as kept (upper case), or a refusal; none given is fine. */
export function checkPromoCode(code: string | undefined): string | null {
  const wanted = code?.trim().toUpperCase() ?? '';
  if (!wanted) return null;
  const status = DEMO_PROMO_CODES[wanted];
  if (status === 'expired') throw new BankError(400, 'CODE_EXPIRED', 'Promo code expired');
  if (status !== 'valid')
    throw new BankError(
      400,
      'INVALID_CODE',
      'This promo code is not valid. Check it, or leave the field empty.',
    );
  return wanted;
}

export const isLive = (invitation: Invitation, now = Date.now()): boolean =>
  invitation.status === 'live' && invitation.expiresAt > now;

/** A live invitation to `email`: its owner joins that company instead of registering a new one. */
export function liveInvitationOf(state: ApplicantsState, email: string): Invitation | undefined {
  return Object.values(state.invitations).find(
    (i) => emailKey(i.email) === emailKey(email) && isLive(i),
  );
}

/**
 * The invitation of `code` for `email`, or why it cannot be used (docs/decisions/sign-up.md
 * 'Sign-up and invitations'): a code that is not this e-mail's is INVALID_CODE, whatever invitation it is;
 * an expired one may be renewed (update-magic-code), so it says INVITATION_CANCELLED_RESEND.
 */
export function usableInvitation(state: ApplicantsState, email: string, code: string): Invitation {
  const invitation = findInvitation(state, email, code);
  switch (invitation.status) {
    case 'accepted':
      throw new BankError(
        409,
        'ACCOUNT_ALREADY_CREATED',
        'This invitation was already accepted: log in with its e-mail address.',
      );
    case 'cancelled':
      throw new BankError(
        410,
        'INVITATION_CANCELLED',
        'This invitation was cancelled by the company. Ask its admin for a new one.',
      );
    case 'revoked':
      throw new BankError(
        410,
        'INVITATION_REVOKED',
        'This invitation was revoked by the company. Ask its admin for a new one.',
      );
    case 'cancelled-resend':
      throw expiredInvitation();
    case 'live':
      if (!isLive(invitation)) throw expiredInvitation();
      return invitation;
  }
}

const expiredInvitation = () =>
  new BankError(
    410,
    'INVITATION_CANCELLED_RESEND',
    'This invitation code has expired. Ask for a new code (update-magic-code): it is e-mailed to the same address.',
  );

/** The invitation of `code` when it was sent to `email` (any status), else 400 INVALID_CODE. */
export function findInvitation(state: ApplicantsState, email: string, code: string): Invitation {
  const invitation = state.invitations[code.trim()];
  if (!invitation || emailKey(invitation.email) !== emailKey(email))
    throw new BankError(
      400,
      'INVALID_CODE',
      'This invitation code does not match this e-mail address. Open the link of the invitation e-mail again.',
    );
  return invitation;
}

const tooManyInvitationCodes = (wait: string) =>
  `Too many wrong invitation codes were tried. You can try again in ${wait}: open the link of the invitation e-mail.`;

/**
 * Wrong invitation codes (INVALID_CODE) allowed in an hour, per invitation (its e-mail) and per
 * client (docs/decisions/sign-up.md 'Throttles before sign-in'): beyond, verify-magic-code and
 * update-magic-code answer 429 TOO_MANY_REQUEST, even to the right code, until the hour ends.
 */
export const INVITATION_TRIES_PER_EMAIL: TryLimit = {
  purpose: 'invitation-code-email',
  max: 5,
  text: tooManyInvitationCodes,
};
export const INVITATION_TRIES_PER_CLIENT: TryLimit = {
  purpose: 'invitation-code-client',
  max: 10,
  text: tooManyInvitationCodes,
};

/**
 * Runs `use` (which finds the invitation of `email` and a code) unless this e-mail or this
 * client has tried too many wrong codes; a wrong code (INVALID_CODE) counts for both.
 */
export function guessLimited<T>(req: BankRequest, email: string, use: () => T): T {
  const client = clientOf(req);
  checkTries(client, INVITATION_TRIES_PER_CLIENT);
  checkTries(emailKey(email), INVITATION_TRIES_PER_EMAIL);
  try {
    return use();
  } catch (error) {
    if (error instanceof BankError && error.code === 'INVALID_CODE') {
      takeTry(client, INVITATION_TRIES_PER_CLIENT);
      takeTry(emailKey(email), INVITATION_TRIES_PER_EMAIL);
    }
    throw error;
  }
}

/** How long a renewed invitation code lasts (as the seeded one). */
export const INVITATION_DAYS = 14;

/** A new invitation code: 8 letters and digits without the ones read alike (0/O, 1/I). */
export function newInvitationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const notStarted = () =>
  new BankError(
    404,
    'RESOURCE_NOT_FOUND',
    'No sign-up for this e-mail address was started in this browser. Start again from the first step.',
  );

/**
 * The sign-up of `email` made by this browser, not finished: 404 RESOURCE_NOT_FOUND when there
 * is none (or another browser's, or of the other kind), 409 ACCOUNT_ALREADY_CREATED once it
 * created the account.
 */
export function requireSignUp(
  state: SignUpsState,
  email: string,
  deviceId: string,
  kind: SignUp['kind'],
): SignUp {
  const signUp = state.byEmail[emailKey(email)];
  if (!signUp || signUp.deviceId !== deviceId || signUp.kind !== kind) throw notStarted();
  if (signUp.completedAt !== null)
    throw new BankError(
      409,
      'ACCOUNT_ALREADY_CREATED',
      'The account of this sign-up was already created. Log in instead.',
    );
  return signUp;
}

/** The step before was not done: 404 RESOURCE_NOT_FOUND saying which. */
export function stepMissing(what: string): BankError {
  return new BankError(404, 'RESOURCE_NOT_FOUND', `${what} Continue from that step.`);
}

/** A fresh sign-up record of this browser. */
export function startSignUp(
  email: string,
  deviceId: string,
  start: Pick<SignUp, 'kind' | 'corporateName' | 'promoCode' | 'invitationCode'>,
): SignUp {
  return {
    email: emailKey(email),
    deviceId,
    ...start,
    emailOtpId: null,
    emailVerified: false,
    password: null,
    phoneNumber: null,
    phoneOtpId: null,
    phoneVerified: false,
    startedAt: Date.now(),
    completedAt: null,
  };
}

/** Everyone with an e-mail at the bank: users (scenario, seeded applicants, sign-ups) and the listed colleagues. */
export function isRegistered(
  scenario: Scenario,
  users: readonly MockUser[],
  email: string,
): boolean {
  const wanted = emailKey(email);
  return (
    users.some((u) => emailKey(u.email) === wanted) ||
    scenario.otherMembers.some((m) => emailKey(m.email) === wanted)
  );
}

function nextUserNumber(scenario: Scenario, users: readonly MockUser[]): number {
  const refs = [...users, ...scenario.otherMembers].map((u) =>
    Number(/^USR-(\d+)$/.exec(u.userReferenceID)?.[1] ?? 0),
  );
  return Math.max(0, ...refs) + 1;
}

/** A new applicant company's id, after the seeded ones (CORP-APPL-0006 ...). */
export function nextApplicantCorpId(state: ApplicantsState): string {
  const numbers = Object.keys(state.applications).map((id) =>
    Number(/^CORP-APPL-(\d+)$/.exec(id)?.[1] ?? 0),
  );
  return `CORP-APPL-${String(Math.max(0, ...numbers) + 1).padStart(4, '0')}`;
}

/** A new admin's status: an applicant company with nothing started (spec-1 §4: onboarding starts). */
const NEW_ADMIN_KYC: KycStatus = {
  kycStatus: 'KYCStatusUnknown',
  companyKycStatus: 'unknown',
  nonAdminUserStatus: 'UserStatusUnknown',
  tutorialsViewed: false,
  tmDataPopulated: false,
};

/** A member joins an approved company; until the bank approves the member, not onboarded. */
const memberKyc = (status: UserStatus): KycStatus => ({
  kycStatus: 'KYCStatusAccepted',
  companyKycStatus: 'ACCEPTED',
  nonAdminUserStatus: status,
  tutorialsViewed: false,
  tmDataPopulated: true,
});

export interface NewUser {
  email: string;
  password: string;
  phoneNumber: string;
  role: Role;
  company: { corpID: string; name: string; address: string };
  /** Set for an applicant company's admin (rules/applicants.ts); absent: the scenario's company. */
  application?: string;
  userStatus: UserStatus;
}

/**
 * A user made by a sign-up, built as the scenario's are (builders/users.ts buildUser): the
 * demo's second factor (code 123456), first login ahead. The name is not asked at sign-up (the
 * onboarding forms ask it): until then the profile shows the e-mail's name part.
 */
export function signUpUser(
  scenario: Scenario,
  users: readonly MockUser[],
  spec: NewUser,
): MockUser {
  const namePart = spec.email.split('@')[0] ?? spec.email;
  const built = buildUser(
    {
      email: spec.email,
      role: spec.role,
      isFirstLogin: true,
      kyc: spec.application ? NEW_ADMIN_KYC : memberKyc(spec.userStatus),
      ...(spec.application ? { application: spec.application } : {}),
    },
    nextUserNumber(scenario, users),
    { firstName: namePart, lastName: '', phone: spec.phoneNumber },
    spec.company,
  );
  return {
    ...built,
    password: spec.password,
    profile: { ...built.profile, name: namePart },
  };
}

/** The demo panel's view of the invitations and of the members waiting for the bank. */
export interface InvitationView {
  email: string;
  code: string;
  role: Role;
  status: Invitation['status'];
  expired: boolean;
}

export function invitationsOf(scenario: Scenario): InvitationView[] {
  return Object.values(loadApplicants(scenario).invitations).map((i) => ({
    email: i.email,
    code: i.code,
    role: i.role,
    status: i.status,
    expired: i.status === 'live' && !isLive(i),
  }));
}

export interface MemberView {
  email: string;
  userStatus: UserStatus;
}

export function membersOf(scenario: Scenario): MemberView[] {
  return Object.values(loadApplicants(scenario).members).map((m) => ({
    email: m.email,
    userStatus: m.userStatus,
  }));
}

/**
 * The bank's review of an invited member's details (the demo panel): only a member whose details
 * were submitted is decided. Applicant companies are never approved here (docs/decisions/sign-up.md
 * 'Sign-up and invitations').
 */
export function decideMember(scenario: Scenario, email: string, approve: boolean): void {
  updateApplicants(scenario, (s) => {
    const member = s.members[emailKey(email)];
    if (member?.userStatus !== 'UserStatusSubmitted')
      throw new Error(`No submitted member application for ${email}`);
    member.userStatus = approve ? 'UserStatusApproved' : 'UserStatusRejected';
  });
}
