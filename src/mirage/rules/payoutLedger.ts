import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import { senderTotal, type ChargeAt, type PayoutCall } from '../../shared/domain/payouts';
import type { Recipient } from '../../shared/domain/recipient';
import type { Transaction, TransactionStatus } from '../../shared/domain/transactions';
import type { Micros } from '../../shared/money';
import { FLAT_PAYOUT_FEE } from './fees';
import type { PayoutBook } from '../stores/payouts';
import { newTransactionId, record, type Books, type Touched } from './bookings';

/** The books a payout moves, with the payouts on their way (the Bank has them). */
export type PayoutBooks = Books & { readonly payouts: PayoutBook };

/**
 * A payout in the bank's books (docs/decisions/payouts.md 'Payouts'): one debit of type PayOut for the
 * amount plus the fee (unless the recipient pays it), which then moves PENDING -> IN_PROGRESS ->
 * SUCCESSFUL as the bank's clock passes its times; a returned one fails instead and credits the
 * amount back less the processing fee of a return.
 */

/** Under a minute old a payout is PENDING, then IN_PROGRESS, and settled at three minutes. */
export const PAYOUT_PENDING_MS = 60_000;
export const PAYOUT_SETTLED_MS = 180_000;

/** What a return costs: the flat payout fee of the sender's currency (0 for one not listed). */
export const returnProcessingFee = (currency: CurrencyCode): Micros =>
  FLAT_PAYOUT_FEE[currency] ?? 0;

/** The status of a payout `ageMs` old that is not returned. */
export function payoutStatusAt(ageMs: number): TransactionStatus {
  if (ageMs < PAYOUT_PENDING_MS) return 'PENDING';
  if (ageMs < PAYOUT_SETTLED_MS) return 'IN_PROGRESS';
  return 'SUCCESSFUL';
}

const CATEGORY: Record<PayoutCall, string> = {
  FAST: 'FAST',
  ACT: 'ACT',
  P2P: 'P2P',
  REMITTANCE: 'Remittance',
};

export interface PayoutBooking {
  call: PayoutCall;
  from: Account;
  recipient: Recipient;
  /** The amount sent, in the sender's currency; the fee is charged beside it unless CREDITOR. */
  source: Micros;
  destination: Micros;
  destinationCurrency: CurrencyCode;
  /** 1 source = rate / 1e6 destination. */
  rate: number;
  fee: Micros;
  chargeAt: ChargeAt;
  customerMessage?: string | undefined;
  purposeOfPayment?: string | undefined;
  attachments: number;
  /** The company's name: the debtor of every payout. */
  company: string;
  /** The demo panel's 'return' failure: the recipient's bank will send it back. */
  returns: boolean;
}

/** Books the payout's one debit (PENDING, dated by the bank's clock) and opens its lifecycle. */
export function bookPayout(books: PayoutBooks, b: PayoutBooking, now: number): Touched {
  return bookPayouts(books, [b], now);
}

/**
 * Books payouts at once (a batch's group): each its own debit, in order, with one write of the
 * ledger and of the open payouts, so a group of 1,000 costs what one payout does.
 */
export function bookPayouts(
  books: PayoutBooks,
  bookings: readonly PayoutBooking[],
  now: number,
): Touched {
  const debits = bookings.map((b) => payoutDebit(b, now));
  const touched = record(books, debits);
  books.payouts.openMany(
    Object.fromEntries(
      debits.map((d, i) => [d.displayReferenceId, { returns: bookings[i]?.returns ?? false }]),
    ),
  );
  return touched;
}

function payoutDebit(b: PayoutBooking, now: number): Transaction {
  const createdAt = new Date(now).toISOString();
  const debit: Transaction = {
    displayReferenceId: newTransactionId(),
    type: 'PayOut',
    category: CATEGORY[b.call],
    status: 'PENDING',
    amount: senderTotal(b.source, b.fee, b.chargeAt),
    currency: b.from.currency,
    creditOrDebit: 'DEBIT',
    sourceCcy: b.from.currency,
    sourceAmt: b.source,
    destinationCcy: b.destinationCurrency,
    destinationAmt: b.destination,
    createdAt,
    bookingTimestamp: null,
    debtorName: b.company,
    creditorName: b.recipient.recipientAccountName,
    debtorAccountNumber: b.from.accountNumber,
    creditorAccountNumber: b.recipient.recipientAccountNo,
    vaAccountNumber: b.from.accountNumber,
    vaAccountName: b.from.accountName,
    exchangeRate: [
      { sourceCcy: b.from.currency, destinationCcy: b.destinationCurrency, exchangeRate: b.rate },
    ],
    fees: b.fee,
    chargeAt: b.chargeAt,
    groupId: `GRP-${crypto.randomUUID()}`,
    description: `Transfer to ${b.recipient.recipientAccountName}`,
    totalAttachments: b.attachments,
    ...(b.customerMessage ? { customerMessage: b.customerMessage } : {}),
    ...(b.purposeOfPayment ? { purposeOfPayment: b.purposeOfPayment } : {}),
  };
  return debit;
}

/** The refund of a returned payout: its amount less the processing fee, to the sender account. */
function refundOf(payout: Transaction, at: string): Transaction {
  const fee = returnProcessingFee(payout.sourceCcy);
  return {
    ...payout,
    displayReferenceId: newTransactionId(),
    type: 'Refund',
    category: 'Return',
    status: 'SUCCESSFUL',
    amount: Math.max(0, payout.sourceAmt - fee),
    creditOrDebit: 'CREDIT',
    createdAt: at,
    bookingTimestamp: at,
    fees: fee,
    totalAttachments: 0,
    description: `Return of the transfer to ${payout.creditorName}`,
  };
}

/**
 * Every open payout brought to its status at `now` (the bank's clock). One that reached the end
 * of IN_PROGRESS is final: SUCCESSFUL, or (returned) FAILED with reasonCode RETURN and its refund
 * booked at that moment. Called by the Bank before accounts or transactions are read.
 */
export function settlePayouts(books: PayoutBooks, now: number): void {
  for (const [id, plan] of Object.entries(books.payouts.open())) {
    const payout = books.transactions.get(id);
    if (!payout) {
      books.payouts.set(id, null);
      continue;
    }
    const created = Date.parse(payout.createdAt);
    const status = payoutStatusAt(now - created);
    if (status !== 'SUCCESSFUL') {
      if (payout.status !== status) books.transactions.replace({ ...payout, status });
      continue;
    }
    const settledAt = new Date(created + PAYOUT_SETTLED_MS).toISOString();
    if (plan.returns) {
      books.transactions.replace({ ...payout, status: 'FAILED', reasonCode: 'RETURN' });
      record(books, [refundOf(payout, settledAt)]);
    } else {
      books.transactions.replace({ ...payout, status, bookingTimestamp: settledAt });
    }
    books.payouts.set(id, null);
  }
}
