import { currencyDecimals } from '../../shared/currencies';
import { hasPayableNumber } from '../../shared/domain/accounts';
import type { Transaction } from '../../shared/domain/transactions';
import type { Micros } from '../../shared/money';
import { bankNow } from './bankClock';
import { newTransactionId, outsideCredit, record, type Books, type Touched } from './bookings';

/**
 * A payment that arrives from outside the bank (beyond the spec, for demos: docs/decisions/accounts.md
 * 'Simulated incoming payments'): FAST and PayNow into an SGD account, a telegraphic transfer (TT)
 * into any account that can receive funds. Booked as a SUCCESSFUL PayIn credit, a real ledger
 * entry: the balance moves and the transaction is listed at the next sync.
 */
export const INCOMING_METHODS = ['FAST', 'PAYNOW', 'TT'] as const;
export type IncomingMethod = (typeof INCOMING_METHODS)[number];

/** The transaction category each method books (spec-3 §3 Transaction category). */
export const INCOMING_CATEGORY: Record<IncomingMethod, string> = {
  FAST: 'FAST',
  PAYNOW: 'INWARD_PAYNOW',
  TT: 'TT',
};

export interface IncomingPayment {
  accountNumber: string;
  method: IncomingMethod;
  /** Micro-units of the account's currency, positive, within its decimals. */
  amount: Micros;
  /** Who pays; a demo payer when not given. */
  payerName?: string;
}

/** Books the payment; throws RangeError on a request no payer's bank sends. */
export function receiveIncomingPayment(books: Books, payment: IncomingPayment): Touched {
  const { amount, method } = payment;
  if (!INCOMING_METHODS.includes(method)) throw new RangeError(`not a payment method: ${method}`);
  const account = books.accounts.get(payment.accountNumber);
  if (!account) throw new RangeError(`there is no account ${payment.accountNumber}`);
  if (!hasPayableNumber(account))
    throw new RangeError(`a ${account.currency} account cannot receive funds`);
  if (method !== 'TT' && account.currency !== 'SGD')
    throw new RangeError(`${method} pays into SGD accounts only`);
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`not a positive amount in micro-units: ${amount}`);
  if (amount % 10 ** (6 - currencyDecimals(account.currency)) !== 0)
    throw new RangeError(`${amount} has more decimals than ${account.currency} has`);
  const payer = payment.payerName?.trim() || 'Demo Customer Pte Ltd';
  const at = new Date(bankNow()).toISOString();
  const id = newTransactionId();
  const transaction = outsideCredit(account, {
    id,
    type: 'PayIn',
    category: INCOMING_CATEGORY[method],
    amount,
    at,
    debtorName: payer,
    creditorName: books.scenario.company.name,
    description: `${method === 'PAYNOW' ? 'PayNow' : method} from ${payer}`,
    bankingReference: `IN${id.slice(3)}`,
  });
  return record(books, [transaction]);
}

/**
 * The checklist's firstTopUpCompleted: seeded, or any successful money in from outside (a PayIn
 * or a Topup credit) on the company's books.
 */
export function topUpCompleted(
  seeded: boolean,
  transactions: readonly Pick<Transaction, 'type' | 'status' | 'creditOrDebit'>[],
): boolean {
  return (
    seeded ||
    transactions.some(
      (t) =>
        t.status === 'SUCCESSFUL' &&
        t.creditOrDebit === 'CREDIT' &&
        (t.type === 'PayIn' || t.type === 'Topup'),
    )
  );
}
