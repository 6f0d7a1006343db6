import { typeLabelOf } from '../../shared/domain/transactionLabels';
import {
  type TransactionType,
  listStatusOf,
  signedAmount,
  type ListStatus,
  type Transaction,
  type TransactionStatus,
} from '../../shared/domain/transactions';
import { formatMoney } from '../../shared/money';
import type { BadgeTone } from '../../shared/ui/Badge';

export interface StatusDisplay {
  label: ListStatus;
  tone: BadgeTone;
  /** Cancelled amounts are dimmed (spec-3 §4). */
  dimmed: boolean;
  /** Processing shows a warning badge on the type icon. */
  warning: boolean;
  /** What the status means, as the badge's tooltip and the detail's note. */
  meaning: string;
}

const STATUS_DISPLAY: Record<ListStatus, StatusDisplay> = {
  Completed: {
    label: 'Completed',
    tone: 'success',
    dimmed: false,
    warning: false,
    meaning: 'The bank has completed it.',
  },
  Processing: {
    label: 'Processing',
    tone: 'warning',
    dimmed: false,
    warning: true,
    meaning: 'Not completed yet; the bank is still working on it.',
  },
  Cancelled: {
    label: 'Cancelled',
    tone: 'neutral',
    dimmed: true,
    warning: false,
    meaning: 'It did not go through.',
  },
};

export function statusDisplayOf(status: TransactionStatus): StatusDisplay {
  return STATUS_DISPLAY[listStatusOf(status)];
}

/** '+S$1,250.00' for money in, '-S$1,250.00' for money out (spec-3 §4: a green plus for positive). */
export function amountText(t: Pick<Transaction, 'amount' | 'creditOrDebit' | 'currency'>): string {
  return formatMoney(signedAmount(t), t.currency, { sign: 'always' });
}

/**
 * The other party, as the list's To/From column (spec-3 §2) and the dashboard's recent
 * transactions name it. A card movement's other party is its merchant in both directions: the
 * shop paid for a sale, the shop that refunded for a refund (spec-3 §3 gives card transactions a
 * merchant; the debtor of a refund may be the card scheme rather than the shop). Otherwise it is
 * who paid (money in) or who was paid (money out); the description or the type label when the
 * bank names no one.
 */
export function counterpartyOf(t: Transaction): { direction: 'From' | 'To'; name: string } {
  const incoming = t.creditOrDebit === 'CREDIT';
  const name = t.merchant?.description || (incoming ? t.debtorName : t.creditorName);
  return {
    direction: incoming ? 'From' : 'To',
    name: name || t.description || typeLabelOf(t.type),
  };
}

/** The types that move money between two of the company's own accounts, booked as two legs. */
const OWN_MOVES: readonly TransactionType[] = ['Transfer', 'Exchange', 'SmartExchange'];

/** An exchange or internal transfer, as each of its two legs tells it from its own fields. */
export interface OwnMove {
  from: string;
  to: string;
  /** What left `from` and what reached `to`, as 'S$100.00' and 'US$74.33'. */
  sent: string;
  received: string;
  /** Which leg this row is: the money leaving `from` or the money reaching `to`. */
  leg: 'sent' | 'received';
  /** An exchange: the other leg's amount under the row's own, 'US$74.33 received'. */
  otherLeg: string | null;
}

/**
 * How a ledger row reads (Transactions, Recent Transactions and the detail alike): the company
 * account it belongs to, then 'To' or 'From' the other side; an exchange or internal transfer
 * reads as one move from one account to the other, whichever leg the row is. Everything comes
 * from the row itself (both legs carry the source and destination amounts and name both
 * accounts), so pairing needs no query and holds when a filter shows one leg only.
 */
export interface LedgerRow {
  account: string;
  headline: string;
  move: OwnMove | null;
}

export function ownMoveOf(t: Transaction): OwnMove | null {
  if (!OWN_MOVES.includes(t.type) || !t.groupId) return null;
  const out = t.creditOrDebit === 'DEBIT';
  const from = out ? t.vaAccountName : t.debtorName;
  const to = out ? t.creditorName : t.vaAccountName;
  if (!from || !to) return null;
  const sent = formatMoney(t.sourceAmt, t.sourceCcy);
  const received = formatMoney(t.destinationAmt, t.destinationCcy);
  const converted = t.sourceCcy !== t.destinationCcy;
  return {
    from,
    to,
    sent,
    received,
    leg: out ? 'sent' : 'received',
    otherLeg: converted ? (out ? `${received} received` : `${sent} sent`) : null,
  };
}

export function ledgerRowOf(t: Transaction): LedgerRow {
  const move = ownMoveOf(t);
  if (move) return { account: t.vaAccountName, headline: `${move.from} → ${move.to}`, move };
  const party = counterpartyOf(t);
  return { account: t.vaAccountName, headline: `${party.direction} ${party.name}`, move: null };
}
