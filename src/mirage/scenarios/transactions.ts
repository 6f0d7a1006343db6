import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import {
  FAILED_PAYOUT_REASONS,
  type CreditOrDebit,
  type Transaction,
  type TransactionStatus,
  type TransactionType,
} from '../../shared/domain/transactions';
import { cashbackOf } from '../../shared/domain/rewards';
import { targetForSource, type Micros } from '../../shared/money';
import { midRate } from '../rules/rates';
import { cashbackCredit, cashbackDue } from '../rules/rewards';
import { newestFirst } from '../builders/transactions';
import { MERCHANTS } from './merchants';
import type { Rng } from '../builders/random';

/**
 * Generated transaction history (spec-3 §3 Transaction): every list-layer type and every detail
 * status, over the last `days` days before `now`. Exchanges and internal transfers are two
 * records (debit and credit leg) sharing a groupId, as the bank books them. Plain records: the
 * 'large' scenario builds 100,000 of them.
 */
export interface CardSeed {
  nameOnCard: string;
  /** Last 4 digits. */
  cardNumber: string;
  accountNumber: string;
}

export interface HistoryContext {
  companyName: string;
  accounts: Account[];
  cards: CardSeed[];
  counterparties: string[];
}

export interface HistoryOptions {
  count: number;
  days: number;
  now: number;
  /** Distinguishes the ids of separate batches (default data and the large scenario's extra). */
  idPrefix: string;
}

type SingleType = Exclude<TransactionType, 'Exchange' | 'SmartExchange' | 'Transfer'>;

interface Kind {
  /** undefined: either way. */
  dir?: CreditOrDebit;
  categories: readonly string[];
  card?: boolean;
  /** Range in SGD, whole units; converted to the account's currency. */
  range: [number, number];
  /** Only on SGD accounts (rewards are paid in SGD). */
  sgdOnly?: boolean;
}

const SINGLE: Record<SingleType, Kind> = {
  PayIn: {
    dir: 'CREDIT',
    categories: ['FAST', 'INWARD_PAYNOW', 'ACT', 'TT'],
    range: [200, 60_000],
  },
  PayOut: { dir: 'DEBIT', categories: ['FAST', 'ACT', 'Remittance', 'TT'], range: [100, 40_000] },
  Sales: { dir: 'DEBIT', categories: [''], card: true, range: [3, 2_500] },
  AtmWithdrawal: { dir: 'DEBIT', categories: [''], card: true, range: [50, 800] },
  Topup: { dir: 'CREDIT', categories: ['FAST', 'INWARD_PAYNOW'], range: [1_000, 50_000] },
  Refund: { dir: 'CREDIT', categories: ['TxnType_Refund'], card: true, range: [5, 600] },
  AdjustmentCredit: {
    dir: 'CREDIT',
    categories: ['BALANCE_ADJUSTMENT'],
    card: true,
    range: [1, 200],
  },
  AdjustmentDebit: {
    dir: 'DEBIT',
    categories: ['BALANCE_ADJUSTMENT'],
    card: true,
    range: [1, 200],
  },
  AccountFundingCredit: { dir: 'CREDIT', categories: [''], card: true, range: [100, 5_000] },
  MerchantRebate: { dir: 'CREDIT', categories: [''], card: true, range: [1, 80] },
  Cashback: { dir: 'CREDIT', categories: ['CASHBACK'], range: [5, 300], sgdOnly: true },
  Referral: { dir: 'CREDIT', categories: [''], range: [50, 50], sgdOnly: true },
  Promotion: { dir: 'CREDIT', categories: [''], range: [10, 100], sgdOnly: true },
  P2P: { categories: ['P2P'], range: [20, 3_000] },
  Unknown: { categories: [''], range: [1, 500] },
};

/** How often each type occurs (two-leg types count once per pair). */
const WEIGHTS: [TransactionType, number][] = [
  ['Sales', 90],
  ['PayIn', 45],
  ['PayOut', 45],
  ['Exchange', 20],
  ['Transfer', 12],
  ['SmartExchange', 4],
  ['AtmWithdrawal', 10],
  ['Topup', 10],
  ['Refund', 8],
  ['AdjustmentCredit', 5],
  ['AdjustmentDebit', 5],
  ['AccountFundingCredit', 8],
  ['MerchantRebate', 6],
  ['Cashback', 6],
  ['Referral', 3],
  ['Promotion', 3],
  ['P2P', 8],
  ['Unknown', 3],
];
const TWO_LEG: readonly TransactionType[] = ['Exchange', 'SmartExchange', 'Transfer'];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

const PROCESSING: readonly TransactionStatus[] = ['PENDING', 'IN_PROGRESS', 'CA_PENDING'];
const SETTLED: readonly TransactionStatus[] = [
  'SUCCESSFUL',
  'SUCCESSFUL',
  'SUCCESSFUL',
  'SUCCESSFUL',
  'SUCCESSFUL',
  'BOOKED',
  'BOOKED',
];
const FAILED: readonly TransactionStatus[] = ['REJECTED', 'CANCELLED', 'FAILED'];
const PURPOSES = ['SUPP', 'SALA', 'RENT', 'OTHR', 'TAXS', 'SUPP'];
/** The spec's failed-payout reasons, and now and then a code the app does not know (its default reason). */
const REASONS: readonly string[] = [...FAILED_PAYOUT_REASONS, 'UNFORESEEN'];
const REMIT_CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP', 'AUD', 'HKD', 'JPY'];
const DAY_MS = 86_400_000;

function pickType(rng: Rng): TransactionType {
  let roll = rng.int(1, TOTAL_WEIGHT);
  for (const [type, weight] of WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return type;
  }
  return 'Sales';
}

/** Recent records may still be processing; older ones settled, a few failed or cancelled. */
function statusFor(rng: Rng, ageMs: number): TransactionStatus {
  if (ageMs < 3 * DAY_MS && rng.chance(0.5)) return rng.pick(PROCESSING);
  return rng.chance(0.1) ? rng.pick(FAILED) : rng.pick(SETTLED);
}

const isCompleted = (s: TransactionStatus) => s === 'SUCCESSFUL' || s === 'BOOKED';

export class HistoryGenerator {
  private readonly sgdMain: Account;
  private readonly byCurrency = new Map<CurrencyCode, Account[]>();
  private readonly payable: Account[];
  private serial = 0;

  constructor(
    private readonly ctx: HistoryContext,
    private readonly rng: Rng,
    private readonly options: HistoryOptions,
  ) {
    const main = ctx.accounts.find((a) => a.isDefaultAccount) ?? ctx.accounts[0];
    if (!main) throw new Error('a transaction history needs at least one account');
    this.sgdMain = main;
    for (const a of ctx.accounts)
      this.byCurrency.set(a.currency, [...(this.byCurrency.get(a.currency) ?? []), a]);
    // THB accounts cannot receive funds from outside (spec-3 §2): only exchanges reach them.
    const others = ctx.accounts.filter((a) => a.currency !== 'THB' && a !== main);
    this.payable = [main, main, main, main, ...others];
  }

  generate(): Transaction[] {
    const out: Transaction[] = [];
    // Every type at least once, then by weight.
    const firstRound = WEIGHTS.map(([type]) => type);
    while (out.length < this.options.count) {
      const type = firstRound.shift() ?? pickType(this.rng);
      // The last place cannot hold a pair: a leg is never left without its partner.
      out.push(
        ...this.make(
          out.length === this.options.count - 1 && TWO_LEG.includes(type) ? 'Sales' : type,
        ),
      );
    }
    // The drawn Cashback records kept their place in the draws (so every other record is as it
    // was); the months' credits are worked out from the purchases instead (seededCashback).
    const kept = out.filter((t) => t.type !== 'Cashback');
    return [...kept, ...this.seededCashback(kept)].toSorted(newestFirst);
  }

  /**
   * The history's cashback as the bank works it out (docs/decisions/rewards.md 'Cashback
   * accrual', 'Cashback disbursement'): per account and month before the current one, the month's
   * completed card purchases' cashbackAmt less its refunds', never below zero, credited at 00:00
   * UTC on the 1st of the next month and naming the month; none for a month with nothing to
   * credit. No random draw; ids `<prefix>CB<yyyymm><account's index>`, the same on every run.
   */
  private seededCashback(history: readonly Transaction[]): Transaction[] {
    const current = new Date(this.options.now).toISOString().slice(0, 7);
    return cashbackDue(history, '', current).flatMap(({ accountNumber, month, amount }) => {
      const index = this.ctx.accounts.findIndex((a) => a.accountNumber === accountNumber);
      const account = this.ctx.accounts[index];
      if (!account) return [];
      const id = `${this.options.idPrefix}CB${month.replace('-', '')}${String(index).padStart(2, '0')}`;
      return [cashbackCredit(account, month, amount, this.ctx.companyName, id)];
    });
  }

  private nextId(): string {
    this.serial += 1;
    return `${this.options.idPrefix}${String(this.serial).padStart(7, '0')}`;
  }

  private when(): { createdAt: string; ageMs: number; at: number } {
    // A tenth in the last three days: recent activity, some of it still processing.
    const ageMs = this.rng.int(60_000, (this.rng.chance(0.1) ? 3 : this.options.days) * DAY_MS);
    const at = this.options.now - ageMs;
    return { createdAt: new Date(at).toISOString(), ageMs, at };
  }

  /** An amount in `currency` from a range in SGD, at the mid rate, in the currency's decimals. */
  private amountIn(currency: CurrencyCode, [min, max]: [number, number]): Micros {
    const sgd = this.rng.int(min * 100, max * 100) * 10_000;
    return Math.max(
      targetForSource(sgd, midRate('SGD', currency), currency),
      currency === 'JPY' ? 1_000_000 : 10_000,
    );
  }

  private make(type: TransactionType): Transaction[] {
    if (type === 'Exchange' || type === 'SmartExchange' || type === 'Transfer')
      return this.legs(type);
    return [this.single(type)];
  }

  private single(type: SingleType): Transaction {
    const kind = SINGLE[type];
    const rng = this.rng;
    const card = kind.card && this.ctx.cards.length > 0 ? rng.pick(this.ctx.cards) : undefined;
    const account = card
      ? (this.ctx.accounts.find((a) => a.accountNumber === card.accountNumber) ?? this.sgdMain)
      : kind.sgdOnly
        ? this.sgdMain
        : rng.pick(this.payable);
    const dir = kind.dir ?? (rng.chance(0.5) ? 'CREDIT' : 'DEBIT');
    const { createdAt, ageMs } = this.when();
    const status = statusFor(rng, ageMs);
    const amount = this.amountIn(account.currency, kind.range);
    const merchant = card ? rng.pick(MERCHANTS) : undefined;
    const other =
      merchant?.description ??
      (type === 'Topup' ? this.ctx.companyName : rng.pick(this.ctx.counterparties));
    const otherAccount =
      type === 'P2P'
        ? `885164${String(rng.int(0, 999_999)).padStart(6, '0')}`
        : String(rng.int(100_000_000, 9_999_999_999));
    const category = rng.pick(kind.categories);
    const t = this.record({
      type,
      category,
      status,
      amount,
      account,
      dir,
      createdAt,
      counterparty: other,
      counterpartyAccount: card ? '' : otherAccount,
    });
    if (card) {
      t.nameOnCard = card.nameOnCard;
      t.cardNumber = card.cardNumber;
      t.merchant = merchant;
      t.description = merchant?.description;
      // Each completed card purchase and refund earns or takes back its 1 % (rules/rewards.ts).
      if ((type === 'Sales' || type === 'Refund') && isCompleted(status))
        t.cashbackAmt = cashbackOf(amount, account.currency);
    }
    if (type === 'PayOut') this.payoutDetails(t, category);
    if (type === 'Referral') t.description = 'Referral reward';
    if (type === 'Promotion') t.description = 'Promo code reward';
    if (rng.chance(0.08))
      t.note = rng.pick([
        'Client dinner',
        'Q3 campaign',
        'Reimbursed',
        'Check with finance',
        'Office supplies',
      ]);
    return t;
  }

  private payoutDetails(t: Transaction, category: string): void {
    const rng = this.rng;
    t.purposeOfPayment = rng.pick(PURPOSES);
    t.customerMessage = `Invoice INV-${rng.int(1000, 9999)}`;
    t.customerReference = `REF${rng.int(100_000, 999_999)}`;
    t.bankingReference = `BR${rng.int(10_000_000, 99_999_999)}`;
    t.chargeAt = 'DEBTOR';
    t.totalAttachments = rng.int(0, 2);
    if (category === 'Remittance' || category === 'TT') {
      t.fees = rng.int(10, 25) * 1_000_000;
      if (t.currency === 'SGD') {
        const to = rng.pick(REMIT_CURRENCIES);
        const rate = midRate('SGD', to);
        t.destinationCcy = to;
        t.destinationAmt = targetForSource(t.amount, rate, to);
        t.exchangeRate = [{ sourceCcy: 'SGD', destinationCcy: to, exchangeRate: rate }];
      }
    }
    if (!isCompleted(t.status) && FAILED.includes(t.status)) t.reasonCode = rng.pick(REASONS);
  }

  /** An exchange (SGD into another currency) or an internal transfer (between the SGD accounts). */
  private legs(type: 'Exchange' | 'SmartExchange' | 'Transfer'): Transaction[] {
    const rng = this.rng;
    const sgd = this.byCurrency.get('SGD') ?? [this.sgdMain];
    let from = this.sgdMain;
    let to: Account;
    if (type === 'Transfer') {
      const other = sgd.find((a) => a !== this.sgdMain);
      to = other ?? this.sgdMain;
      if (other && rng.chance(0.3)) [from, to] = [other, this.sgdMain];
    } else {
      to = rng.pick(this.ctx.accounts.filter((a) => a.currency !== 'SGD'));
    }
    if (to === from) return [this.single('Unknown')];
    const { createdAt, ageMs } = this.when();
    const status = statusFor(rng, ageMs);
    const source = this.amountIn(
      from.currency,
      type === 'Transfer' ? [500, 30_000] : [100, 20_000],
    );
    const rate = midRate(from.currency, to.currency);
    const target = targetForSource(source, rate, to.currency);
    const groupId = `GRP-${this.options.idPrefix}${this.serial + 1}`;
    const common = { type, category: '', status, createdAt, counterparty: this.ctx.companyName };
    const debit = this.record({
      ...common,
      amount: source,
      account: from,
      dir: 'DEBIT',
      counterpartyAccount: to.accountNumber,
    });
    const credit = this.record({
      ...common,
      amount: target,
      account: to,
      dir: 'CREDIT',
      counterpartyAccount: from.accountNumber,
    });
    for (const leg of [debit, credit]) {
      Object.assign(leg, {
        sourceCcy: from.currency,
        sourceAmt: source,
        destinationCcy: to.currency,
        destinationAmt: target,
        groupId,
      });
      leg.exchangeRate = [
        { sourceCcy: from.currency, destinationCcy: to.currency, exchangeRate: rate },
      ];
    }
    debit.creditorName = credit.vaAccountName;
    credit.debtorName = debit.vaAccountName;
    return [debit, credit];
  }

  private record(r: {
    type: TransactionType;
    category: string;
    status: TransactionStatus;
    amount: Micros;
    account: Account;
    dir: CreditOrDebit;
    createdAt: string;
    counterparty: string;
    counterpartyAccount: string;
  }): Transaction {
    const { account, dir } = r;
    const company = this.ctx.companyName;
    const booked = isCompleted(r.status)
      ? new Date(Date.parse(r.createdAt) + this.rng.int(1, 240) * 60_000).toISOString()
      : null;
    return {
      displayReferenceId: this.nextId(),
      type: r.type,
      category: r.category,
      status: r.status,
      amount: r.amount,
      currency: account.currency,
      creditOrDebit: dir,
      sourceCcy: account.currency,
      sourceAmt: r.amount,
      destinationCcy: account.currency,
      destinationAmt: r.amount,
      createdAt: r.createdAt,
      bookingTimestamp: booked,
      debtorName: dir === 'DEBIT' ? company : r.counterparty,
      creditorName: dir === 'DEBIT' ? r.counterparty : company,
      debtorAccountNumber: dir === 'DEBIT' ? account.accountNumber : r.counterpartyAccount,
      creditorAccountNumber: dir === 'DEBIT' ? r.counterpartyAccount : account.accountNumber,
      vaAccountNumber: account.accountNumber,
      vaAccountName: account.accountName,
      exchangeRate: [],
      fees: 0,
      totalAttachments: 0,
    };
  }
}

export function generateHistory(
  ctx: HistoryContext,
  rng: Rng,
  options: HistoryOptions,
): Transaction[] {
  return new HistoryGenerator(ctx, rng, options).generate();
}
