import { useRef, useState } from 'react';
import { CLIENT_MESSAGES, isApiError } from '../../api/ApiError';
import { isOfflineForMoney, newMoneyIntent, type MoneyIntent } from '../../api/client';
import { describeCodeFailure } from '../../api/codeFailures';
import { isUnknownOutcome, NO_ANSWER, NO_ANSWER_TITLE } from '../../api/unknownOutcome';
import { UNKNOWN_ERROR_CODE } from '../../api/errorCatalogue';
import { codeBindingOf, type CodeAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { CodeBinding } from '../../shared/domain/transfers';
import type { CodeMethod, VerifyCodeDialogProps } from '../../shared/ui/VerifyCodeDialog';
import { sendTransferCode, verifyTransferCode } from './actions';

export const TRANSFER_FAILED_TITLE = 'Transfer has failed!';
export const UNEXPECTED_ISSUE =
  'There is an unexpected issue with this transaction. Please try again later.';
/** Written for this product: the rate ran out while the code was being entered. */
export const RATE_EXPIRED_NOTICE =
  'The exchange rate has expired, so nothing was sent. Please refresh the rate and confirm again.';

export interface MoneyFailure {
  kind: 'failure';
  code: string;
  title: string;
  message: string;
  /** The outcome is unknown (no answer): 'Try again' resends the same request with the same key. */
  retryable: boolean;
}

export type MoneyOutcome<R> =
  { kind: 'success'; result: R } | { kind: 'approval'; result: R } | MoneyFailure;

/** What the bank said, as a failure the outcome modal shows (the catalogue's text when it has one). */
export function failureOf(error: unknown): MoneyFailure {
  if (!isApiError(error))
    return {
      kind: 'failure',
      code: UNKNOWN_ERROR_CODE,
      title: TRANSFER_FAILED_TITLE,
      message: UNEXPECTED_ISSUE,
      retryable: false,
    };
  if (isUnknownOutcome(error))
    return {
      kind: 'failure',
      code: error.code,
      title: NO_ANSWER_TITLE,
      message: NO_ANSWER,
      retryable: true,
    };
  // Codes the catalogue knows show their own text (BAD_FX_RATE_ERROR's ...); the rest the spec's failure text.
  const known =
    error.kind !== 'http' ||
    (error.code !== UNKNOWN_ERROR_CODE && error.code !== 'INTERNAL_SERVER_ERROR');
  return {
    kind: 'failure',
    code: error.code,
    title: TRANSFER_FAILED_TITLE,
    message: known ? error.message : UNEXPECTED_ISSUE,
    retryable: false,
  };
}

/** How one kind of money call is sent: exchange and internal transfer, or a payout. */
export interface MoneyAction<Q, R> {
  send: (request: Q, intent: MoneyIntent) => Promise<R>;
  /** The bank held it for approval (PendingCheck): nothing moved yet. */
  isHeld: (result: R) => boolean;
  /** The request carrying the verified code's reference in the field its method uses. */
  withCode: (request: Q, method: CodeMethod, reference: string) => Q;
  describeFailure?: (error: unknown) => MoneyFailure;
}

/** One user intent: its idempotency key, and the exact request sent under it (with its code reference). */
interface Attempt<Q> {
  fingerprint: string;
  intent: MoneyIntent;
  request: Q;
  /** What its code authorises: shown in the code dialog and bound to the code. */
  authorisation: CodeAuthorisation;
  sent: Q | null;
}

export interface ConfirmMoney<Q, R> {
  /** Busy from Confirm until the bank answers or the code step is left: Confirm cannot fire twice. */
  busy: boolean;
  submitting: boolean;
  /** A message on the review step (offline, rate expired); nothing was sent. */
  notice: string | null;
  outcome: MoneyOutcome<R> | null;
  codeDialog: VerifyCodeDialogProps<CodeMethod>;
  /** Confirm of `request`, whose code authorises `authorisation` (what the code dialog shows). */
  confirm: (request: Q, authorisation: CodeAuthorisation) => void;
  /** Sends the request of an unknown outcome again, with the same key. */
  retry: () => void;
  dismissOutcome: () => void;
  /** Forget the intent (the user went back to change the form). */
  reset: () => void;
}

export interface ConfirmMoneyOptions<Q, R> {
  codeRequired: boolean;
  authenticatorPreferred: boolean;
  /** The request's quote ran out while the code was entered: nothing is sent. */
  rateExpired: () => boolean;
  action: MoneyAction<Q, R>;
}

/**
 * Confirm of a money review step: refused offline before anything is sent; a one-time code first
 * when transfer2fa is on, bound to what the dialog shows; then one money call per intent. A retry
 * of an unknown outcome (no answer) reuses the key and the request, so the bank returns the first
 * answer and moves nothing twice; any answer ends the intent.
 */
export function useConfirmMoney<Q, R>(options: ConfirmMoneyOptions<Q, R>): ConfirmMoney<Q, R> {
  const [busy, setBusy] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<MoneyOutcome<R> | null>(null);
  // What the open code dialog authorises (null: closed); the code is bound to exactly this.
  const [codeFor, setCodeFor] = useState<CodeAuthorisation | null>(null);
  const busyRef = useRef(false);
  const attempt = useRef<Attempt<Q> | null>(null);
  const otpRefId = useRef<string | null>(null);
  // A money kind's action is fixed for the component's life; the rest is read at each render.
  const { action } = options;

  const release = () => {
    busyRef.current = false;
    setBusy(false);
  };

  const submit = async (current: Attempt<Q>, request: Q) => {
    current.sent = request;
    setSubmitting(true);
    try {
      const result = await action.send(request, current.intent);
      attempt.current = null;
      setOutcome({ kind: action.isHeld(result) ? 'approval' : 'success', result });
    } catch (error) {
      if (isApiError(error) && error.kind === 'offline') {
        // Refused before sending: the same request (and code) may go once back online.
        setNotice(error.message);
      } else {
        const failure = (action.describeFailure ?? failureOf)(error);
        if (!failure.retryable) attempt.current = null;
        setOutcome(failure);
      }
    } finally {
      setSubmitting(false);
      release();
    }
  };

  const start = (request: Q, authorisation: CodeAuthorisation) => {
    if (busyRef.current) return;
    setNotice(null);
    const fingerprint = JSON.stringify(request);
    const pending = attempt.current;
    // The same request, sent before with no answer: sent again as it was, under its key (the
    // client lets an unanswered intent go again while the browser is online).
    if (pending?.fingerprint === fingerprint && pending.sent) {
      busyRef.current = true;
      setBusy(true);
      void submit(pending, pending.sent);
      return;
    }
    if (isOfflineForMoney()) {
      setNotice(CLIENT_MESSAGES.offline);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    const next: Attempt<Q> = {
      fingerprint,
      intent: newMoneyIntent(),
      request,
      authorisation,
      sent: null,
    };
    attempt.current = next;
    if (options.codeRequired) setCodeFor(authorisation);
    else void submit(next, request);
  };

  // The code is bound to what the dialog shows; with the dialog closed there is nothing to bind.
  const bound = <T>(use: (binding: CodeBinding) => Promise<T>): Promise<T> =>
    codeFor
      ? use(codeBindingOf(codeFor))
      : Promise.reject(new Error('No transfer is waiting for a code.'));

  const codeDialog: VerifyCodeDialogProps<CodeMethod> = {
    open: codeFor !== null,
    authorises: codeFor,
    methods: options.authenticatorPreferred ? ['TOTP', 'SMS'] : ['SMS'],
    initialMethod: options.authenticatorPreferred ? 'TOTP' : 'SMS',
    onSend: () =>
      bound(async (binding) => {
        const sent = await sendTransferCode(binding);
        otpRefId.current = sent.otpRefId;
        return sent.delivery;
      }),
    onVerify: (method, code) =>
      bound((binding) => verifyTransferCode(method, code, binding, otpRefId.current)),
    onVerified: (method, reference) => {
      setCodeFor(null);
      const current = attempt.current;
      if (!current || options.rateExpired()) {
        setNotice(RATE_EXPIRED_NOTICE);
        release();
        return;
      }
      void submit(current, action.withCode(current.request, method, reference));
    },
    onClose: () => {
      setCodeFor(null);
      release();
    },
    describeError: describeCodeFailure,
  };

  return {
    busy,
    submitting,
    notice,
    outcome,
    codeDialog,
    confirm: start,
    retry: () => {
      const pending = attempt.current;
      setOutcome(null);
      if (pending?.sent) start(pending.request, pending.authorisation);
    },
    dismissOutcome: () => setOutcome(null),
    reset: () => {
      attempt.current = null;
      setNotice(null);
    },
  };
}
