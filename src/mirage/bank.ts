import type { Role } from '../shared/domain/roles';
import type { KycStatus, TokenPair } from '../shared/domain/auth';
import { isOnboarded } from '../shared/domain/onboarding';
import { isToggleOn, type FeatureToggles } from '../shared/domain/toggles';
import type { Faults } from './faults';
import type { BankAnswer, BankHandler, BankRequest } from './router';
import { bankNow } from './rules/bankClock';
import type { BankView } from './rules/bankView';
import { corpIdOf, createdUsers, kycStatusOf, loadApplicants } from './rules/applicants';
import { settlePayouts } from './rules/payoutLedger';
import { disburseCashback } from './rules/rewards';
import { peopleOf, type Person } from './rules/approvalPolicy';
import { AccountBook } from './stores/accounts';
import { ThresholdBook } from './stores/thresholds';
import { ApprovalBook } from './stores/approvals';
import { AnswerBook } from './stores/idempotency';
import { PayoutBook } from './stores/payouts';
import { PolicyBook } from './stores/policies';
import { PreferenceBook } from './stores/preferences';
import { fileBytes } from './stores/receipts';
import { RecipientBook } from './stores/recipients';
import { TransactionBook } from './stores/transactions';
import type { CodeSubject } from './rules/oneTimeCodes';
import { issueToken, newSessionId, requireToken, type MockClaims } from './rules/tokens';
import { currentSecret } from './rules/userOverrides';
import { applyTeamChanges, seededTeam, type Changeable, type Seeded } from './rules/teamChanges';
import { BankError, type MockUser, type Scenario } from './types';

export interface CallRecord {
  method: string;
  path: string;
  at: number;
  /**
   * The body of a money call (one with an idempotency key) of at most CALL_BODY_MAX characters,
   * so tests can check what was sent; no other bodies are kept (passwords, codes, uploads).
   */
  body?: Record<string, unknown>;
}

/** How many calls the bank remembers (the oldest go first): its memory never grows with requests. */
export const CALLS_KEPT = 500;
/** The largest money-call body kept with its call, as JSON text (an attachment's is not). */
export const CALL_BODY_MAX = 8_192;

/**
 * Fields whose value is a secret: a body with one is never kept, whatever headers came with it (a
 * client may send an Idempotency-Key with a PIN or password call).
 */
const SECRET_FIELDS = new Set([
  'password',
  'newpassword',
  'currentpassword',
  'existingpassword',
  'pin',
  'existingpin',
  'otp',
  'totp',
  'cvv',
  'cvv2',
  'pan',
  'securitycode',
  'tokenid',
]);
const holdsSecret = (body: Record<string, unknown>): boolean =>
  Object.keys(body).some((key) => SECRET_FIELDS.has(key.toLowerCase()));

/** A body's size as JSON text; Infinity when it cannot be written (a cycle, too deep). */
function bodySize(body: Record<string, unknown>): number {
  try {
    return JSON.stringify(body).length;
  } catch {
    return Infinity;
  }
}

/**
 * The calls the bank received, for tests and the Demo panel: the last CALLS_KEPT, each with
 * method, path and time, and the body of a small money call. Bounded in the page and over HTTP,
 * where nothing else would empty it: at most CALLS_KEPT x CALL_BODY_MAX characters of bodies.
 */
export class CallLog {
  private records: CallRecord[] = [];

  record(req: BankRequest, at = Date.now()): void {
    const record: CallRecord = { method: req.method, path: req.path, at };
    if (
      req.headers['idempotency-key'] &&
      !holdsSecret(req.body) &&
      bodySize(req.body) <= CALL_BODY_MAX
    )
      record.body = req.body;
    this.records.push(record);
    if (this.records.length > CALLS_KEPT) this.records.splice(0, this.records.length - CALLS_KEPT);
  }

  /** Copies of the calls kept, oldest first. */
  list(): CallRecord[] {
    return this.records.map((c) => ({ ...c }));
  }

  clear(): void {
    this.records = [];
  }
}

/**
 * The contracts (by id or '<area>' prefix) an applicant who is not onboarded yet may call: their
 * own profile, status and toggles, onboarding and sign-up, the public notices, logout.
 */
const ONBOARDING_CALLS = [
  'kyc',
  'signUp',
  'profile.get',
  'profile.kycStatus',
  'settings.featureToggles',
  'maintenance',
  'auth',
];

/** The mock bank's state and the request plumbing every route shares. */
export class Bank implements BankView {
  readonly calls = new CallLog();
  // The scenario's data with the changes made since, one store an area (src/mirage/stores/).
  readonly accounts: AccountBook;
  /** Low-balance thresholds per account (docs/decisions/accounts.md 'Low-balance alert'). */
  readonly thresholds: ThresholdBook;
  readonly recipients: RecipientBook;
  readonly transactions: TransactionBook;
  readonly payouts: PayoutBook;
  readonly approvals: ApprovalBook;
  readonly policies: PolicyBook;
  readonly answers: AnswerBook;
  readonly preferences: PreferenceBook;
  private settling = false;
  /** The scenario's users (its team and the seeded applicants), indexed once: they never change. */
  private readonly seededUsers: readonly MockUser[];
  private readonly seededById: ReadonlyMap<string, MockUser>;
  private readonly seededByEmail: ReadonlyMap<string, MockUser>;
  private readonly seededTeam: ReadonlyMap<string, Seeded>;

  constructor(
    readonly scenario: Scenario,
    readonly faults: Faults,
    readonly basePath = '',
  ) {
    const settle = () => this.settle();
    this.thresholds = new ThresholdBook(scenario);
    this.accounts = new AccountBook(scenario, settle, (n) => this.thresholds.get(n));
    this.recipients = new RecipientBook(scenario);
    this.transactions = new TransactionBook(scenario, settle);
    this.payouts = new PayoutBook(scenario);
    this.approvals = new ApprovalBook(scenario);
    this.policies = new PolicyBook(scenario);
    this.answers = new AnswerBook(scenario);
    this.preferences = new PreferenceBook(scenario);
    // Uploaded files' bytes live as long as the bank that took them (docs/decisions/receipts.md).
    fileBytes.clear();
    this.seededUsers = [...scenario.users, ...(scenario.applicants?.users ?? [])];
    this.seededById = indexBy(this.seededUsers, (u) => u.userReferenceID);
    this.seededByEmail = indexBy(this.seededUsers, (u) => u.email.toLowerCase());
    // The scenario's own people: what the demo's reset brings back (rules/teamChanges.ts).
    const scenarioTeam = [...scenario.users, ...scenario.otherMembers];
    this.seededTeam = seededTeam(scenarioTeam);
    applyTeamChanges(scenarioTeam, this.seededTeam);
  }

  /**
   * The company's people whose role and suspension an admin changes (rules/teamChanges.ts): the
   * scenario's, and those who joined it by an invitation (a sign-up without an applicant company).
   */
  team(): Changeable[] {
    return [...this.scenario.users, ...this.scenario.otherMembers, ...this.joinedMembers()];
  }

  /** The company's people as approvers see them (rules/approvalPolicy.ts Person), joined members too. */
  people(): Person[] {
    return [
      ...peopleOf(this.scenario),
      ...this.joinedMembers().map((u) => ({
        userReferenceID: u.userReferenceID,
        name: u.profile.name,
        role: u.role,
        suspended: u.suspended,
      })),
    ];
  }

  /** Who joined the scenario's company by an invitation: sign-ups without an applicant company. */
  joinedMembers(): MockUser[] {
    return this.createdUsers().filter((u) => !u.corpID);
  }

  /** The users sign-ups created, read afresh, with the team's changes laid over them. */
  private createdUsers(): readonly MockUser[] {
    const users = createdUsers(this.scenario);
    applyTeamChanges(users, this.seededTeam);
    return users;
  }

  /**
   * Brings open payouts up to the bank's clock before accounts or transactions are read
   * (settlePayouts in payoutLedger.ts): a payout's status follows its age, and a returned one
   * credits its refund, so every read answers the current state; a month's cashback is credited
   * once the clock is past it (disburseCashback in rules/rewards.ts).
   */
  private settle(): void {
    if (this.settling) return;
    this.settling = true;
    try {
      const now = bankNow();
      if (Object.keys(this.payouts.open()).length > 0) settlePayouts(this, now);
      disburseCashback(this, now);
    } finally {
      this.settling = false;
    }
  }

  /** Reads every store again, after the demo's reset cleared them (stores/index.ts clearStores). */
  reload(): void {
    for (const book of [
      this.thresholds,
      this.accounts,
      this.recipients,
      this.transactions,
      this.payouts,
      this.approvals,
      this.policies,
      this.answers,
      this.preferences,
    ])
      book.reload();
    applyTeamChanges(this.team(), this.seededTeam);
  }

  /** The scenario's toggles with those set from tests or the console. */
  toggles(): FeatureToggles {
    return { ...this.scenario.toggles, ...this.preferences.toggles() };
  }

  isOn(toggle: string, user: Pick<MockUser, 'email'>): boolean {
    return isToggleOn(this.toggles(), toggle, user.email);
  }

  /**
   * A money call made at most once per idempotency key and user: a repeat with the same key gets
   * the first answer and moves nothing again; the same key for another request is refused with
   * 409 FX_TXN_STATUS_ALREADY_EXISTS. Only successful answers are kept: a refused call moved
   * nothing, so running it again is harmless (and lets a corrected retry through). Answers are
   * kept 24 hours (stores/idempotency.ts). A call without a key is refused (requireIdempotencyKey).
   */
  idempotent<T>(req: BankRequest, user: MockUser, run: () => T): T {
    const key = requireIdempotencyKey(req);
    const slot = `${user.userReferenceID}|${key}`;
    const fingerprint = `${req.method} ${req.path} ${JSON.stringify(req.body)}`;
    const first = this.answers.get(slot);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        throw new BankError(
          409,
          'FX_TXN_STATUS_ALREADY_EXISTS',
          'This idempotency key was already used for another request. Start a new request.',
        );
      }
      return first.body as T;
    }
    const result = run();
    this.answers.remember(slot, { fingerprint, body: result, at: Date.now() });
    return result;
  }

  /**
   * The user of the last bearer call the bank accepted: whose code a demo hint shows in a code
   * dialog of the signed-in app (a demo aid; never used for a decision).
   */
  lastSignedInEmail: string | null = null;

  /**
   * Everyone who can sign in: the scenario's users and those a sign-up created
   * (rules/applicants.ts). A sign-up on its way is no user (rules/signUps.ts): it is not read here.
   */
  allUsers(): MockUser[] {
    return [...this.seededUsers, ...this.createdUsers()];
  }

  /**
   * The lookups of every call (issue 22): the scenario's users by index, then the few users
   * sign-ups created; never the sign-ups on their way.
   */
  userByEmail(email: unknown): MockUser | undefined {
    const wanted = typeof email === 'string' ? email.trim().toLowerCase() : '';
    if (!wanted) return undefined;
    return (
      this.seededByEmail.get(wanted) ??
      this.createdUsers().find((u) => u.email.toLowerCase() === wanted)
    );
  }

  userById(sub: string): MockUser {
    const user =
      this.seededById.get(sub) ?? this.createdUsers().find((u) => u.userReferenceID === sub);
    if (!user)
      throw new BankError(
        401,
        'INVALID_ACCESS_TOKEN',
        'The user of this token is not known to the bank. Sign in again.',
      );
    return user;
  }

  /**
   * The user whose profile phone number is `phone`, compared by digits; 8 digits are a Singapore
   * number without its country code (+65).
   */
  userByPhone(phone: string): MockUser | undefined {
    const wanted = phoneDigits(phone);
    return wanted
      ? this.allUsers().find((u) => phoneDigits(u.profile.phoneNumber) === wanted)
      : undefined;
  }

  /**
   * A new session's tokens, or the next tokens of session `sid` (refresh). `accessTtlS`: a
   * shorter-lived access token (the deprecated phone login's).
   */
  tokenPair(user: MockUser, sid = newSessionId(), accessTtlS?: number): TokenPair {
    const corpID = corpIdOf(user, this.scenario);
    return {
      accessToken: issueToken(user, corpID, 'access', sid, accessTtlS),
      refreshToken: issueToken(user, corpID, 'refresh', sid),
    };
  }

  /** The KYC status of a user as the bank knows it now (an applicant's changes with onboarding). */
  kycOf(user: MockUser): KycStatus {
    return kycStatusOf(user, loadApplicants(this.scenario));
  }

  /** The company name a user signs in to: an applicant company's, or the scenario's. */
  companyNameOf(user: MockUser): string {
    const application = user.corpID
      ? loadApplicants(this.scenario).applications[user.corpID]
      : undefined;
    return application?.companyName ?? this.scenario.company.name;
  }

  /**
   * Until a user is fully onboarded (spec-1 §4) the bank answers only the calls of onboarding
   * (ONBOARDING_CALLS): an applicant company has no accounts, cards or team to read, and must not
   * reach the scenario company's. 403 ACCESS_RESOURCESES_DENIED otherwise.
   */
  requireOnboardedFor(contractId: string, user: MockUser): void {
    if (isOnboarded(user.role, this.kycOf(user))) return;
    if (
      ONBOARDING_CALLS.some(
        (prefix) => contractId === prefix || contractId.startsWith(`${prefix}.`),
      )
    )
      return;
    throw new BankError(
      403,
      'ACCESS_RESOURCESES_DENIED',
      'Your company is not onboarded yet: finish and submit your application first.',
    );
  }

  /** The signed-in user of an access token; 403 NO_PERMISSION_API for a role outside `roles`. */
  authorize(req: BankRequest, roles?: readonly Role[]): { claims: MockClaims; user: MockUser } {
    const claims = requireToken(req.headers.authorization);
    const user = this.userById(claims.sub);
    this.lastSignedInEmail = user.email;
    if (user.suspended)
      throw new BankError(
        403,
        'SUSPENDED_ACCOUNT',
        'This user is suspended: ask an admin of your company to reactivate it.',
      );
    if (roles && !roles.includes(user.role)) {
      throw new BankError(
        403,
        'NO_PERMISSION_API',
        `Your role (${user.role}) is not allowed to use this function.`,
      );
    }
    return { claims, user };
  }

  /**
   * Answers one request with a route's handler: the call log, injected faults, the required
   * headers, and typed errors as {code, description}. Every adapter (Mirage, HTTP) answers through it.
   */
  respond(req: BankRequest, handler: BankHandler): BankAnswer | Promise<BankAnswer> {
    this.calls.record(req);
    try {
      const fault = this.faults.take(req.path);
      if (fault)
        throw new BankError(
          fault.status,
          fault.code,
          `The demo panel made this call fail with ${fault.code}.`,
        );
      if (!req.headers['x-request-id'])
        throw new BankError(400, 'MISSING_REQUEST_ID', 'Every call needs an X-Request-Id header.');
      if (!req.headers['x-device-id'])
        throw new BankError(
          400,
          'INVALID_DEVICE_ID',
          'Every call needs an X-Device-Id header naming this browser.',
        );
      const result = handler(req);
      // A handler that builds a file in slices (the exports) answers later: the same answers.
      if (result instanceof Promise)
        return result.then((later: unknown) => answered(later), failedAnswer);
      return answered(result);
    } catch (error) {
      return failedAnswer(error);
    }
  }
}

const answered = (result: unknown): BankAnswer => ({
  status: 200,
  body: (result ?? {}) as object,
});

/** A refusal's answer; any other error is a bug in a handler, answered as a real server would. */
function failedAnswer(error: unknown): BankAnswer {
  if (error instanceof BankError)
    return {
      status: error.status,
      body: { code: error.code, description: error.description, ...error.extra },
    };
  console.error('mock bank handler failed', error);
  return {
    status: 500,
    body: {
      code: 'INTERNAL_SERVER_ERROR',
      description: 'The mock bank failed to answer this call.',
    },
  };
}

/**
 * The Idempotency-Key of a money call, or 400 MISSING_REQUEST_ID: without one a retry (a lost
 * answer, a double click, a replayed request) would move the money again, so the bank does not
 * run the call at all.
 */
export function requireIdempotencyKey(req: BankRequest): string {
  const key = req.headers['idempotency-key']?.trim();
  if (!key)
    throw new BankError(
      400,
      'MISSING_REQUEST_ID',
      'A money call needs an Idempotency-Key header, so that a retry cannot move money twice. Nothing was moved.',
    );
  return key;
}

/** Users by a key; the first of a key wins, as a scan in this order would find it. */
function indexBy(users: readonly MockUser[], key: (u: MockUser) => string): Map<string, MockUser> {
  const index = new Map<string, MockUser>();
  for (const user of users) if (!index.has(key(user))) index.set(key(user), user);
  return index;
}

/** A phone number's digits, with +65 before a Singapore number written without it (8 digits). */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 8 ? `65${digits}` : digits;
}

/** Whom a one-time code goes to, with the authenticator secret as it is now. */
export function codeSubject(user: MockUser): CodeSubject {
  return { email: user.email, fixedCode: user.fixedCode, totpSecret: currentSecret(user) };
}
