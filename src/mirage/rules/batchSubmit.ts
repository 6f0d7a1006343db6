import type { CurrencyCode } from '../../shared/currencies';
import { codeBindingOf } from '../../shared/domain/codeAuthorisation';
import { payoutAmountsAt, payoutCallOf } from '../../shared/domain/payouts';
import type { Recipient } from '../../shared/domain/recipient';
import { collapseSpaces } from '../../shared/text/spaces';
import { sumMicros } from '../../shared/money';
import { batchesStore } from '../stores/batches';
import type { Touched } from './bookings';
import {
  BankError,
  type HeldBatch,
  type HeldBatchTransfer,
  type MockApproval,
  type MockUser,
} from '../types';
import { bankNow } from './bankClock';
import type { BankView } from './bankView';
import { pricedGroup, pricingOf, type PricedRow } from './batchPricing';
import { BATCH_TEXTS, batchOf, inputOf, load, refuse, update, type BatchActor } from './batchStore';
import { batchWire } from './batchTransfers';
import { localFee, remittanceFee } from './fees';
import { assertNotPaused } from './maintenance';
import { holdForApproval, PAYOUT_PURPOSE } from './moneyCalls';
import { consumeVerifiedCode } from './oneTimeCodes';
import { assertDailyLimits, recordPayoutDay } from './payoutDays';
import { executePayouts, insufficientFund } from './payoutExecution';
import { bidRate } from './rates';
import { bindingText } from './transfers';

/**
 * Submitting a batch and paying it (docs/decisions/batch-transfers.md 'One submit per sender
 * account', 'A batch held for approval'): one sender account's valid rows under a code bound to
 * the batch, its revision and the total, paid as a payout each or held as one approval request,
 * and a held group paid when its request is accepted.
 */

/**
 * The recipient a row pays: its saved one (still there), or for a row with full details a
 * recipient saved for it, an identical saved one reused (docs/decisions/batch-transfers.md).
 */
function savedPayee(
  bank: BankView,
  held: Pick<HeldBatchTransfer, 'recipientId' | 'details'>,
): Recipient {
  if (held.recipientId) {
    const found = bank.recipients.get(held.recipientId);
    if (!found)
      throw new BankError(
        404,
        'RECIPIENT_NOT_FOUND',
        `The recipient ${held.recipientId} was deleted: edit or delete its transfers.`,
      );
    return found;
  }
  const details = held.details as Omit<Recipient, 'displayReferenceId'>;
  return bank.recipients.duplicateOf(details) ?? bank.recipients.add(details);
}

const heldTransfer = (p: PricedRow): HeldBatchTransfer => {
  const input = inputOf(p.row);
  const { displayReferenceId, ...details } = p.payee;
  return {
    transferReferenceId: p.row.id,
    recipientId: input.recipientId ? displayReferenceId : '',
    ...(input.recipientId ? {} : { details }),
    amount: p.destination,
    currency: p.destinationCurrency,
    reference: collapseSpaces(input.reference),
    purposeOfPayment: input.purposeOfPayment,
  };
};

/** Pays priced rows, each its own payout, booked together; the accounts and transactions touched. */
function payRows(
  bank: BankView,
  rows: readonly { held: HeldBatchTransfer; priced: Omit<PricedRow, 'row' | 'payee'> }[],
  from: NonNullable<ReturnType<BankView['accounts']['get']>>,
): { touched: Touched; ids: Map<string, string> } {
  // Every recipient first: a deleted one refuses the group before anything moves.
  const payees = rows.map((r) => savedPayee(bank, r.held));
  const touched = executePayouts(
    bank,
    rows.map(({ held, priced }, i) => ({
      call: priced.call,
      from,
      recipient: payees[i] as Recipient,
      source: priced.source,
      destination: priced.destination,
      destinationCurrency: priced.destinationCurrency,
      rate: priced.rate,
      fee: priced.fee,
      chargeAt: 'DEBTOR' as const,
      customerMessage: held.reference || undefined,
      purposeOfPayment: held.purposeOfPayment || undefined,
      attachments: 0,
    })),
  );
  // One debit a row, in the rows' order.
  const ids = new Map(
    rows.map(({ held }, i) => [
      held.transferReferenceId,
      touched.transactions[i]?.displayReferenceId ?? '',
    ]),
  );
  return { touched, ids };
}

export interface SubmitBody {
  otpRefID?: string | undefined;
  totpRefID?: string | undefined;
  sourceCurrency: CurrencyCode;
  senderAccountNumber: string;
}

/**
 * Submits one sender account's valid rows (the handler wraps it in bank.idempotent): not while
 * a maintenance window pauses batches; the summary's revision and prices must hold; the group's
 * total within the day's limit and the account's balance; the code bound to the batch, its
 * revision, the account and the total debit, consumed once; then the approval policy on the
 * group's total holds it as one request, or each row is paid as its own payout.
 */
export function submitGroup(
  bank: BankView,
  actor: BatchActor,
  id: string,
  body: SubmitBody,
  now: number,
) {
  assertNotPaused(bank.scenario.maintenance, 'batchTransfer');
  const { user } = actor;
  const state = load(bank.scenario);
  const batch = batchOf(state, actor, id);
  const summary = batch.summary;
  if (!summary || summary.revision !== batch.revision)
    throw new BankError(409, 'BATCH_CHANGED', BATCH_TEXTS.changed);
  if (now > summary.pricedUntil) throw refuse('BATCH_PRICE_EXPIRED', BATCH_TEXTS.priceExpired);
  const pricing = pricingOf(bank, user, now, summary.rates);
  const from = pricing.accounts.get(body.senderAccountNumber);
  if (!from)
    throw refuse('VA_NOT_AVAILABLE', `The account ${body.senderAccountNumber} is not available.`);
  if (from.currency !== body.sourceCurrency)
    throw refuse(
      'INVALID_PARAM_ERROR',
      `The account ${from.accountNumber} holds ${from.currency}, not ${body.sourceCurrency}.`,
      { field: 'sourceCurrency' },
    );
  const priced = pricedGroup(bank, pricing, batch, from.accountNumber);
  if (priced.length === 0) throw refuse('BATCH_NOTHING_TO_SUBMIT', BATCH_TEXTS.nothingToSubmit);
  const source = sumMicros(priced.map((p) => p.source));
  const fee = sumMicros(priced.map((p) => p.fee));
  const totalDebit = source + fee;
  const day = assertDailyLimits(user.userReferenceID, from, 'REMITTANCE', source, true, now);
  if ((from.currentBalance ?? 0) < totalDebit) throw insufficientFund();
  if (bank.isOn('transfer2fa', user)) {
    const binding = codeBindingOf({
      kind: 'batch',
      batchReferenceId: batch.id,
      revision: batch.revision,
      transferCount: priced.length,
      amount: totalDebit,
      currency: from.currency,
      from: { name: from.accountName, number: from.accountNumber },
      totals: [],
    });
    consumeVerifiedCode(
      user.email,
      body.otpRefID || body.totpRefID || '',
      PAYOUT_PURPOSE,
      bindingText(binding),
    );
  }
  const held = priced.map(heldTransfer);
  const currencies = new Set(priced.map((p) => p.destinationCurrency));
  const [onlyCurrency] = currencies;
  const request = holdForApproval(
    bank,
    user,
    {
      kind: 'batch',
      senderAccount: from.accountNumber,
      senderAccountName: from.accountName,
      sourceCurrency: from.currency,
      sourceAmount: source,
      receiverAccount: '',
      receiverName: BATCH_TEXTS.batchName(priced.length),
      targetCurrency: currencies.size === 1 && onlyCurrency ? onlyCurrency : from.currency,
      targetAmount: null,
      fee,
      fixedSide: 'source',
      batchReferenceId: batch.id,
      transferCount: priced.length,
      batch: { batchReferenceId: batch.id, transfers: held },
    },
    'payout',
    day.priorUnapproved,
  );
  const mark = (ids: Map<string, string> | null, approvalId?: string) => {
    for (const p of priced) {
      p.row.status = 'SUBMITTED';
      const txn = ids?.get(p.row.id);
      if (txn) p.row.transactionReferenceId = txn;
      if (approvalId) p.row.approvalReferenceId = approvalId;
    }
    if (batch.rows.every((r) => r.status === 'SUBMITTED')) batch.status = 'SUBMITTED';
    batchesStore.save(state);
  };
  if (request) {
    recordPayoutDay(day, true);
    mark(null, request.referenceId);
    return {
      approvalStatus: 'PendingCheck' as const,
      referenceID: request.referenceId,
      transferCount: priced.length,
      transactionReferenceIds: [],
      totalDebit,
      approvers: request.approvers,
      approvalLayers: request.approvalLayers,
      batch: batchWire(batch),
      touched: { accounts: [], transactions: [] },
    };
  }
  const paid = payRows(
    bank,
    priced.map((p, i) => ({ held: held[i] as HeldBatchTransfer, priced: p })),
    from,
  );
  recordPayoutDay(day, false);
  mark(paid.ids);
  return {
    approvalStatus: 'NotRequired' as const,
    referenceID: batch.id,
    transferCount: priced.length,
    transactionReferenceIds: paid.touched.transactions.map((t) => t.displayReferenceId),
    totalDebit,
    batch: batchWire(batch),
    touched: paid.touched,
  };
}

/**
 * An accepted batch request (routes/approvals.ts execute): not while batches are paused; each
 * held transfer priced again at approval time (what arrives stays; the sender's side follows the
 * rate, spec-2 §4), the group's total within the balance; then the approver's code, then every
 * payout. Short of anything, nothing moves and the request stays pending.
 */
export function executeHeldBatch(
  bank: BankView,
  approver: MockUser,
  request: MockApproval,
  held: HeldBatch,
  consumeCode: () => void,
): { request: MockApproval; touched: Touched } {
  assertNotPaused(bank.scenario.maintenance, 'batchTransfer');
  const from = bank.accounts.get(request.senderAccount);
  if (!from)
    throw refuse('VA_NOT_AVAILABLE', 'The sending account of this request is no longer available.');
  const now = bankNow();
  const rows = held.transfers.map((t) => {
    const payee = t.recipientId
      ? savedPayee(bank, t)
      : ({ displayReferenceId: '', ...t.details } as Recipient);
    const call = payoutCallOf(payee, bank.isOn('p2p', approver));
    const rate = bidRate(from.currency, t.currency, now);
    const countryCode = call === 'REMITTANCE' ? payee.bankCtry : 'SG';
    const feeRequest = {
      senderAmount: 0,
      senderCurrency: from.currency,
      destinationCountryCode: countryCode,
      destinationAmount: t.amount,
      calculateSourceAmtFromDestAmt: true,
    };
    const { fee } = call === 'REMITTANCE' ? remittanceFee(feeRequest) : localFee(feeRequest);
    const amounts = payoutAmountsAt(
      rate,
      'destination',
      t.amount,
      fee,
      'DEBTOR',
      from.currency,
      t.currency,
    );
    return {
      held: t,
      priced: {
        call,
        sourceCurrency: from.currency,
        destinationCurrency: t.currency,
        rate,
        source: amounts.source,
        destination: amounts.destination,
        fee,
      },
    };
  });
  const source = sumMicros(rows.map((r) => r.priced.source));
  const fee = sumMicros(rows.map((r) => r.priced.fee));
  if ((from.currentBalance ?? 0) < source + fee) throw insufficientFund();
  consumeCode();
  const paid = payRows(bank, rows, from);
  update(bank.scenario, (state) => {
    const batch = state.batches[held.batchReferenceId];
    for (const row of batch?.rows ?? []) {
      const txn = paid.ids.get(row.id);
      if (txn) row.transactionReferenceId = txn;
    }
  });
  return { request: { ...request, sourceAmount: source, fee }, touched: paid.touched };
}
