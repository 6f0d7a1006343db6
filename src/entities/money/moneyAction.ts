import { CLIENT_MESSAGES, isApiError } from '../../api/ApiError';
import { isOfflineForMoney, newMoneyIntent, type MoneyIntent } from '../../api/client';
import type { CodeAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { CodeDelivery, CodeErrorDisplay, CodeMethod } from '../../shared/ui/VerifyCodeDialog';
import { failureOf, type MoneyFailure, type MoneyOutcome } from './failure';

/**
 * The one-time code of one money action, bound to what its dialog shows (`authorisation`): the
 * action supplies it (a transfer's code, an approval decision's code); the SMS reference and any
 * resend wait live inside it.
 */
export interface CodeSession {
  authorisation: CodeAuthorisation;
  send: () => Promise<CodeDelivery>;
  /** Answers the verified code's reference, which the request then carries. */
  verify: (method: CodeMethod, code: string) => Promise<string>;
  /** The text of a failed send or verify; `method`: the one the dialog used. */
  describe: (error: unknown, method?: CodeMethod) => CodeErrorDisplay;
}

/** The code step of an action that has one. */
export interface MoneyCodeStep<Q> {
  open: (authorisation: CodeAuthorisation) => CodeSession;
  /** The request carrying the verified code's reference (read when the code is verified). */
  withCode: (request: Q, method: CodeMethod, reference: string) => Q;
}

/**
 * One kind of money action: what it sends and how it reads the answer. The rest (busy guard,
 * offline refusal, the intent, the code step, the unknown outcome) is the protocol's.
 */
export interface MoneyActionOptions<Q, R> {
  /** The call to the bank, under the intent's idempotency key. */
  send: (request: Q, intent: MoneyIntent) => Promise<R>;
  /** The bank held it for approval (PendingCheck): nothing moved yet. */
  isHeld?: (result: R) => boolean;
  /** What a refusal shows; an unknown outcome must stay `retryable`. Default: failureOf. */
  describeFailure?: (error: unknown, request: Q) => MoneyFailure;
  /** The code step; asked for only while `codeRequired`. */
  code?: MoneyCodeStep<Q>;
  codeRequired?: boolean;
  /** Read once the code is verified: the request can no longer go (its quote ran out). */
  expired?: (request: Q) => boolean;
  /** The bank answered (done or held); the outcome is also kept in the state. */
  onAnswer?: (result: R, request: Q) => void;
  /** The intent ended without an answer: refused offline, stopped by `expired`, or a failure. */
  onRefused?: (why: MoneyNotice | MoneyFailure) => void;
  /** The offline refusal's text. Default: the client's offline message. */
  offlineText?: string;
  /** The notice when `expired` stops a request. */
  expiredText?: string;
}

/** A message where the action was started; nothing was sent. */
export interface MoneyNotice {
  kind: 'offline' | 'expired';
  message: string;
}

export interface MoneyState<Q, R> {
  /** From the click until the bank answers or the code step is left: nothing can start twice. */
  busy: boolean;
  /** The request is on its way to the bank. */
  submitting: boolean;
  notice: MoneyNotice | null;
  outcome: MoneyOutcome<R> | null;
  /** The open code step (null: no code dialog). */
  code: CodeSession | null;
  /** The request of the intent in hand (being confirmed, sent, or sent with no answer). */
  request: Q | null;
}

/** One user intent: its idempotency key, and the exact request sent under it (with its code reference). */
interface Attempt<Q> {
  fingerprint: string;
  intent: MoneyIntent;
  request: Q;
  authorisation: CodeAuthorisation | undefined;
  sent: Q | null;
}

export interface MoneyActionModel<Q, R> {
  getState: () => MoneyState<Q, R>;
  subscribe: (listener: () => void) => () => void;
  /** The action's options as they stand (a component passes them at each render). */
  configure: (options: MoneyActionOptions<Q, R>) => void;
  /** The user confirmed `request`, whose code authorises `authorisation`. */
  confirm: (request: Q, authorisation?: CodeAuthorisation) => void;
  codeVerified: (method: CodeMethod, reference: string) => void;
  codeClosed: () => void;
  /** Sends the request of an unknown outcome again, as it was, under the same key. */
  retry: () => void;
  dismissOutcome: () => void;
  /** Forget the intent (the user went back to change the form). */
  reset: () => void;
}

/** What the protocol takes from the client; tests give their own. */
export interface MoneyDeps {
  isOffline: () => boolean;
  newIntent: () => MoneyIntent;
}

const CLIENT: MoneyDeps = { isOffline: isOfflineForMoney, newIntent: newMoneyIntent };

/**
 * The money-action protocol (docs/architecture.md, docs/security.md): refused offline before
 * anything is sent; one intent (idempotency key) per user intent; a one-time code first when the
 * action asks for one, bound to what the dialog shows; then one call per intent. A retry of an
 * unknown outcome (no answer) resends the same request under the same key, so the bank returns
 * its first answer and moves nothing twice; any answer ends the intent. Plain state, so its
 * rules are tested in Node; useMoneyAction is the React side.
 */
export function createMoneyAction<Q, R>(
  initial: MoneyActionOptions<Q, R>,
  deps: MoneyDeps = CLIENT,
): MoneyActionModel<Q, R> {
  let options = initial;
  let state: MoneyState<Q, R> = {
    busy: false,
    submitting: false,
    notice: null,
    outcome: null,
    code: null,
    request: null,
  };
  const listeners = new Set<() => void>();
  let attempt: Attempt<Q> | null = null;
  // Set at once (state is for the screen): a second click in the same tick sees it.
  let busy = false;
  // One code session per authorisation, kept while the code step is left and reopened (a code
  // already sent stays valid); a verified code is spent.
  const sessions = new Map<string, CodeSession>();

  const set = (next: Partial<MoneyState<Q, R>>) => {
    state = { ...state, ...next, busy, request: attempt?.request ?? null };
    for (const listener of listeners) listener();
  };

  const release = () => {
    busy = false;
  };

  const submit = async (current: Attempt<Q>, request: Q) => {
    current.sent = request;
    set({ submitting: true });
    try {
      const result = await options.send(request, current.intent);
      attempt = null;
      release();
      set({
        submitting: false,
        outcome: { kind: options.isHeld?.(result) ? 'approval' : 'success', result },
      });
      options.onAnswer?.(result, current.request);
    } catch (error) {
      release();
      if (isApiError(error) && error.kind === 'offline') {
        // Refused before sending: the same request (and code) may go once back online.
        const notice: MoneyNotice = {
          kind: 'offline',
          message: options.offlineText ?? error.message,
        };
        set({ submitting: false, notice });
        options.onRefused?.(notice);
        return;
      }
      const failure = (options.describeFailure ?? failureOf)(error, current.request);
      if (!failure.retryable) attempt = null;
      set({ submitting: false, outcome: failure });
      options.onRefused?.(failure);
    }
  };

  const confirm = (request: Q, authorisation?: CodeAuthorisation) => {
    if (busy) return;
    const fingerprint = JSON.stringify(request);
    const pending = attempt;
    // The same request, sent before with no answer: sent again as it was, under its key (the
    // client lets an unanswered intent go again while the browser is online).
    if (pending?.fingerprint === fingerprint && pending.sent) {
      busy = true;
      set({ notice: null, outcome: null });
      void submit(pending, pending.sent);
      return;
    }
    const withCode = options.codeRequired && options.code;
    // A code authorises what its dialog shows: with nothing to show, nothing is authorised.
    if (withCode && !authorisation) return;
    if (deps.isOffline()) {
      const notice: MoneyNotice = {
        kind: 'offline',
        message: options.offlineText ?? CLIENT_MESSAGES.offline,
      };
      set({ notice, outcome: null });
      options.onRefused?.(notice);
      return;
    }
    busy = true;
    attempt = { fingerprint, intent: deps.newIntent(), request, authorisation, sent: null };
    if (withCode && authorisation) {
      const key = JSON.stringify(authorisation);
      const session = sessions.get(key) ?? withCode.open(authorisation);
      sessions.set(key, session);
      set({ notice: null, outcome: null, code: session });
    } else {
      set({ notice: null, outcome: null });
      void submit(attempt, request);
    }
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure: (next) => {
      options = next;
    },
    confirm,
    codeVerified: (method, reference) => {
      const current = attempt;
      if (state.code) sessions.delete(JSON.stringify(state.code.authorisation));
      if (!current || !options.code || options.expired?.(current.request)) {
        attempt = null;
        release();
        const notice: MoneyNotice = { kind: 'expired', message: options.expiredText ?? '' };
        set({ code: null, notice: options.expiredText ? notice : null });
        options.onRefused?.(notice);
        return;
      }
      set({ code: null });
      void submit(current, options.code.withCode(current.request, method, reference));
    },
    codeClosed: () => {
      // Nothing was sent: the next confirm is a new intent.
      attempt = null;
      release();
      set({ code: null });
    },
    retry: () => {
      const pending = attempt;
      set({ outcome: null });
      if (pending?.sent) confirm(pending.request, pending.authorisation);
    },
    dismissOutcome: () => set({ outcome: null }),
    reset: () => {
      attempt = null;
      set({ notice: null });
    },
  };
}
