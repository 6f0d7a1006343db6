import { CURRENCY_CODES, type CurrencyCode } from '../../shared/currencies';
import {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityKind,
  type ActivityRecord,
} from '../../shared/domain/activity';
import { ROLE_LABELS, isRole } from '../../shared/domain/roles';
import type { BankRequest } from '../router';
import { addActivity, activityOf, type StoredActivity } from '../stores/activity';
import type { MockUser } from '../types';
import { corpIdOf } from './applicants';
import { loadCards } from './cards';
import type { BankView } from './bankView';
import { bankNow } from './bankClock';
import { RESET_PURPOSE } from './resetRequests';
import { codeOwner } from './oneTimeCodes';
import type { Changeable } from './teamChanges';
import { bearerToken, verifyToken } from './tokens';

/**
 * The activity log (issue 24; docs/decisions/activity.md 'One recorder after the answer'): the
 * bank records what a person did in ONE place, after a call that did it answered 2xx
 * (bankRoutes.ts wraps the handlers of the contracts below), rather than in every rule. Each entry
 * maps a contract id to what its call did, read from the parsed request, the answer and the
 * session: never a password, code or token.
 */

/** What the recorder may use of the Bank, beside BankView. */
export interface ActivityBank extends BankView {
  userById(sub: string): MockUser;
  team(): Changeable[];
}

/** A call as the recorder sees it, after its handler answered. */
export interface AnsweredCall {
  req: BankRequest;
  params: Record<string, unknown>;
  body: Record<string, unknown>;
  answer: Record<string, unknown>;
  /** What `before` read before the handler ran (a member's old role ...). */
  before: unknown;
  bank: ActivityBank;
}

/** What a call did: null when it did nothing worth recording (nobody invited, a remarks edit). */
export interface Described {
  action: ActivityAction;
  detail?: string;
  amount?: ActivityRecord['amount'];
  /** Who did it when the call carries no access token (sign-in, reset, joining). */
  actor?: MockUser;
  device?: string;
}

export interface Recorder {
  /** Reads what the call will change, before its handler runs. */
  before?: (call: Omit<AnsweredCall, 'answer' | 'before'>) => unknown;
  describe: (call: AnsweredCall) => Described | null;
}

// --- Reading a request or answer of any shape ---

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const currencyOf = (v: unknown): CurrencyCode | undefined =>
  (CURRENCY_CODES as readonly unknown[]).includes(v) ? (v as CurrencyCode) : undefined;
const roleLabel = (v: unknown): string => (isRole(v) ? ROLE_LABELS[v] : str(v));

function amountOf(micros: unknown, currency: unknown): ActivityRecord['amount'] {
  const code = currencyOf(currency);
  return Number.isSafeInteger(micros) && code
    ? { micros: micros as number, currency: code }
    : undefined;
}

/** The user of an access token the bank signed (a new session's, in a sign-in's answer). */
function userOfToken(bank: ActivityBank, token: unknown): MockUser | undefined {
  const claims = typeof token === 'string' ? verifyToken(token, 'access') : null;
  if (!claims) return undefined;
  try {
    return bank.userById(claims.sub);
  } catch {
    return undefined;
  }
}

/**
 * A short name of the browser from its user agent ('Chrome on macOS'), as a sign-in's device:
 * the browser and the system only, never the whole header (it may be long, and says more than
 * an admin needs). What it cannot tell reads 'Unknown device'.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (!ua.trim()) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Browser';
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  if (!system) return browser === 'Browser' ? 'Unknown device' : browser;
  return `${browser} on ${system}`;
}

// --- What each call did ---

/** A sign-in: the new session's user, and the device it came from. */
const signedIn = (call: AnsweredCall, token: unknown): Described | null => {
  const actor = userOfToken(call.bank, token);
  return actor
    ? { action: 'signedIn', actor, device: deviceLabel(call.req.headers['user-agent']) }
    : null;
};

/** A transfer's or payout's answer: sent, or held for approval. */
function sent(call: AnsweredCall, currency: unknown, detail: string): Described {
  const held = call.answer.approvalStatus !== 'NotRequired';
  return {
    action: held ? 'sentForApproval' : 'moneySent',
    detail,
    amount: amountOf(call.answer.sourceAmount, currency),
  };
}

function payout(call: AnsweredCall): Described {
  const recipient = call.bank.recipients.get(str(call.body.recipientDisplayReferenceID));
  const to = recipient ? recipient.recipientAccountName || recipient.recipientNickName : '';
  return sent(call, call.body.sourceCurrency, to ? `Payout to ${to}` : 'Payout');
}

/** An approval request as an approver's or requester's answer gives it. */
function request(call: AnsweredCall, action: ActivityAction): Described {
  const r = obj(call.answer.request);
  const to = str(r.receiverName);
  return {
    action,
    detail: `${str(r.requesterName)}'s request${to ? ` to ${to}` : ''}`,
    amount: amountOf(r.sourceAmount, r.sourceCurrency),
  };
}

/** The name of an approval policy, from the answer or the request (the policy calls' shapes). */
const policyName = (call: AnsweredCall): string =>
  str(obj(call.answer.policy).policyName) ||
  str(call.answer.policyName) ||
  str(call.body.policyName) ||
  str(call.before);

const memberName = (call: AnsweredCall): string => str(obj(call.answer.member).name);

/** A card as its answer names it: '•••• 4821 (Roy Harber)'. */
function cardDetail(card: unknown): string {
  const c = obj(card);
  const holder = str(obj(c.holder).name);
  return `•••• ${str(c.panTail)}${holder ? ` (${holder})` : ''}`;
}

/** A card control: the card from the answer. */
const cardChange = (action: ActivityAction): Recorder => ({
  describe: (call) => ({ action, detail: cardDetail(call.answer.card) }),
});

/** A PIN call answers nothing: the card is read before (never the PIN). */
const pinChange = (action: ActivityAction): Recorder => ({
  before: ({ bank, params }) =>
    loadCards(bank.scenario).cards.find((c) => c.id === params.id)?.panTail,
  describe: (call) => ({ action, detail: `•••• ${str(call.before)}` }),
});

/**
 * Every call the log records, by contract id. Ids without a contract yet (the approval policy
 * calls another part of issue 24 adds) are kept: their entries apply once the bank answers them.
 */
export const ACTIVITY_RECORDERS: Readonly<Record<string, Recorder>> = {
  // Signed in only when no code is asked for (a remembered browser); else after the code.
  'auth.login': {
    describe: (call) =>
      call.answer.otpRequired === false ? signedIn(call, call.answer.jwtToken) : null,
  },
  'twoFactor.verifyMfaOtp': { describe: (call) => signedIn(call, call.answer.accessToken) },
  'phoneLogin.login': { describe: (call) => signedIn(call, call.answer.accessToken) },

  'password.change': { describe: () => ({ action: 'passwordChanged' }) },
  'password.reset': {
    // No session: whose reset code it was.
    describe: (call) => {
      const email = codeOwner(str(obj(call.body.verifyOtp).otpId), RESET_PURPOSE);
      const actor = email ? call.bank.allUsers().find((u) => u.email === email) : undefined;
      return actor ? { action: 'passwordReset', actor } : null;
    },
  },

  'twoFactor.verifyTotp': { describe: () => ({ action: 'authenticatorPaired' }) },
  'twoFactor.deleteTotpSecret': { describe: () => ({ action: 'authenticatorRemoved' }) },

  'team.role': {
    before: ({ bank, body }) =>
      bank.team().find((m) => m.userReferenceID === body.modifyUserReferenceID)?.role,
    describe: (call) => ({
      action: 'roleChanged',
      detail: `${memberName(call)}: ${roleLabel(call.before)} → ${roleLabel(obj(call.answer.member).role)}`,
    }),
  },
  'team.suspend': {
    describe: (call) => ({
      action: 'memberSuspended',
      detail: `${memberName(call)}: ${str(call.body.reason).trim()}`,
    }),
  },
  'team.unsuspend': {
    describe: (call) => ({ action: 'memberReactivated', detail: memberName(call) }),
  },

  'team.invite': {
    describe: (call) => {
      const pending = new Set(
        (Array.isArray(call.answer.pendingEmailList) ? call.answer.pendingEmailList : []).map((e) =>
          str(e).toLowerCase(),
        ),
      );
      const invited = (Array.isArray(call.body.invitations) ? call.body.invitations : [])
        .map(obj)
        .filter((i) => pending.has(str(i.email).trim().toLowerCase()))
        .map((i) => `${str(i.email).trim()} as ${roleLabel(i.role)}`);
      return invited.length ? { action: 'invited', detail: invited.join(', ') } : null;
    },
  },
  'team.inviteUpdate': {
    describe: (call) => ({
      action: call.body.status === 'cancelled' ? 'invitationCancelled' : 'invitationRevoked',
      detail: str(call.answer.email),
    }),
  },
  'team.inviteResend': {
    describe: (call) => ({ action: 'invitationResent', detail: str(call.answer.email) }),
  },
  // The join flow's last step creates the member's user and signs them in.
  'signUp.setPasswordMc': {
    describe: (call) => {
      const actor = userOfToken(call.bank, call.answer.accessToken);
      return actor
        ? {
            action: 'invitationAccepted',
            actor,
            detail: `Joined as ${roleLabel(actor.role)}`,
            device: deviceLabel(call.req.headers['user-agent']),
          }
        : null;
    },
  },

  'approvals.createPolicy': {
    describe: (call) => ({ action: 'policyCreated', detail: policyName(call) }),
  },
  'approvals.updatePolicy': {
    describe: (call) => ({ action: 'policyChanged', detail: policyName(call) }),
  },
  'approvals.deletePolicy': {
    // The answer names only the id: the name is read before the policy goes.
    before: ({ bank, params }) => bank.policies.list().find((p) => p.id === params.id)?.policyName,
    describe: (call) => ({ action: 'policyDeleted', detail: policyName(call) }),
  },

  // An exchange names its currencies; an internal transfer its accounts (one currency).
  'transfers.submit': {
    describe: (call) => {
      const { body } = call;
      if (body.sourceCurrency !== undefined)
        return sent(
          call,
          body.sourceCurrency,
          `Exchange ${str(body.sourceCurrency)} → ${str(body.targetCurrency)}`,
        );
      const from = call.bank.accounts.get(body.sellAccount);
      const to = call.bank.accounts.get(body.buyAccount);
      return sent(call, from?.currency, `Internal transfer${to ? ` to ${to.accountName}` : ''}`);
    },
  },
  'payments.sendLocal': { describe: payout },
  'payments.sendAct': { describe: payout },
  'payments.sendP2p': { describe: payout },
  'payments.sendRemittance': { describe: payout },

  // A held transfer submitted by its requester; a later edit of its remarks is not recorded.
  'approvals.remarks': {
    before: ({ bank, params }) => bank.approvals.get(str(params.referenceId))?.status,
    describe: (call) => (call.before === 'PendingCheck' ? request(call, 'requestSubmitted') : null),
  },
  'approvals.decide': {
    describe: (call) =>
      request(
        call,
        obj(call.answer.request).status === 'Rejected' ? 'requestRejected' : 'requestApproved',
      ),
  },
  'approvals.cancel': { describe: (call) => request(call, 'requestCancelled') },

  // Cards (issue 25): who created, froze, opened or changed which card; a PIN call names the card.
  'cards.create': cardChange('cardCreated'),
  'cards.activate': cardChange('cardActivated'),
  'cards.lock': cardChange('cardLocked'),
  'cards.unlock': cardChange('cardUnlocked'),
  'cards.suspend': cardChange('cardSuspended'),
  'cards.unsuspend': cardChange('cardUnsuspended'),
  'cards.editLimit': {
    describe: (call) => {
      const card = obj(call.answer.card);
      return {
        action: 'cardLimitChanged',
        detail: cardDetail(card),
        amount: amountOf(card.spendingLimit, obj(card.linkedAccount).currency),
      };
    },
  },
  'cards.editMerchants': cardChange('cardMerchantsChanged'),
  'cards.changePin': pinChange('cardPinChanged'),
  'cards.resetPin': pinChange('cardPinReset'),
};

/** The user of the call's access token, when it has a valid one. */
function caller(bank: ActivityBank, req: BankRequest): MockUser | undefined {
  return userOfToken(bank, bearerToken(req.headers.authorization));
}

/**
 * Records what an answered call did, in its actor's company. A money call replayed with the same
 * Idempotency-Key (it moved nothing again) is not recorded twice.
 */
export function recordActivity(
  contractId: string,
  call: AnsweredCall,
  at = bankNow(),
): StoredActivity | null {
  const recorder = ACTIVITY_RECORDERS[contractId];
  const described = recorder?.describe(call);
  if (!described) return null;
  const actor = described.actor ?? caller(call.bank, call.req);
  if (!actor) return null;
  const corpID = corpIdOf(actor, call.bank.scenario);
  const key = call.req.headers['idempotency-key'];
  const replayKey = key ? `${actor.userReferenceID}|${key}` : undefined;
  if (replayKey && activityOf(corpID).some((r) => r.replayKey === replayKey)) return null;
  const kind: ActivityKind = ACTIVITY_ACTIONS[described.action].kind;
  return addActivity(corpID, {
    at: new Date(at).toISOString(),
    kind,
    action: described.action,
    actorId: actor.userReferenceID,
    actorName: actor.profile.name,
    detail: described.detail ?? '',
    ...(described.device ? { device: described.device } : {}),
    ...(described.amount ? { amount: described.amount } : {}),
    ...(replayKey ? { replayKey } : {}),
  });
}

export interface ActivityFilter {
  person?: string;
  kind?: ActivityKind;
  pageSize: number;
  before?: string;
}

/** A record as answered: without the key it is kept with. */
function withoutKey(stored: StoredActivity): ActivityRecord {
  const record: StoredActivity = { ...stored };
  delete record.replayKey;
  return record;
}

/** The sequence number of a record id ('ACT-000042' -> 42); NaN for another text. */
const seqOf = (id: string): number => Number(/^ACT-(\d+)$/.exec(id)?.[1] ?? NaN);

/** A page of a company's log, newest first, after the record `before` (its id). */
export function activityPage(
  corpID: string,
  filter: ActivityFilter,
): { records: ActivityRecord[]; nextBefore: string | null } {
  const matching = activityOf(corpID).filter(
    (r) =>
      (!filter.person || r.actorId === filter.person) && (!filter.kind || r.kind === filter.kind),
  );
  // Older than the cursor by the records' sequence: a pruned cursor still pages on.
  const cursor = filter.before ? seqOf(filter.before) : Infinity;
  const older = matching.filter((r) => seqOf(r.id) < cursor);
  const page = older.slice(0, filter.pageSize);
  const more = older.length > filter.pageSize;
  return {
    records: page.map(withoutKey),
    nextBefore: more ? (page.at(-1)?.id ?? null) : null,
  };
}
