import type { Account } from '../../src/shared/domain/accounts';
import type {
  Transaction,
  TransactionStatus,
  TransactionType,
} from '../../src/shared/domain/transactions';
import type { CurrencyCode } from '../../src/shared/currencies';

/** A small seeded generator (mulberry32): the same 100,000 transactions on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CURRENCIES: CurrencyCode[] = ['SGD', 'USD', 'EUR', 'GBP', 'JPY', 'HKD', 'AUD', 'CHF'];

/** Bid rates into SGD in millionths, near real ones, so SGD equivalents differ by currency. */
export const BENCH_RATES: Partial<Record<CurrencyCode, number>> = {
  SGD: 1_000_000,
  USD: 1_338_800,
  EUR: 1_448_200,
  GBP: 1_691_100,
  JPY: 8_912,
  HKD: 171_349,
  AUD: 879_050,
  CHF: 1_528_900,
};

/** The company's cards: taken in turn (not from the random stream, so the other fields stay as they were). */
export const BENCH_CARDS = [
  { nameOnCard: 'BENCH USER', cardNumber: '4242' },
  { nameOnCard: 'ALEX TAN', cardNumber: '1881' },
  { nameOnCard: 'MINA LIM', cardNumber: '5120' },
  { nameOnCard: 'SAM WONG', cardNumber: '7730' },
];

export const BENCH_ACCOUNTS: Account[] = CURRENCIES.map((currency, i) => ({
  accountNumber: `88516${4 + i}${String(1_000_000 + i).padStart(7, '0')}`,
  accountName: `${currency} account`,
  currency,
  currentBalance: 1_000_000_000_000,
  accountHolderName: 'Bench Trading Pte. Ltd.',
  bankName: 'Bench Bank',
  bankSwift: 'BENCSGSG',
  isDefaultAccount: i === 0,
  isLowAccountBalance: false,
  accountOrder: i,
}));

// Weighted like a real company's ledger: mostly card payments and payouts, few rewards.
const TYPES: [TransactionType, number][] = [
  ['Sales', 40],
  ['PayOut', 15],
  ['PayIn', 12],
  ['Exchange', 6],
  ['Transfer', 5],
  ['AtmWithdrawal', 4],
  ['Refund', 3],
  ['AdjustmentCredit', 2],
  ['AdjustmentDebit', 2],
  ['AccountFundingCredit', 3],
  ['MerchantRebate', 2],
  ['Cashback', 2],
  ['Referral', 1],
  ['Promotion', 1],
  ['P2P', 1],
  ['Topup', 1],
];
const STATUSES: [TransactionStatus, number][] = [
  ['SUCCESSFUL', 55],
  ['BOOKED', 25],
  ['PENDING', 6],
  ['IN_PROGRESS', 3],
  ['CA_PENDING', 1],
  ['FAILED', 4],
  ['REJECTED', 3],
  ['CANCELLED', 3],
];

function weighted<T>(items: [T, number][], r: number): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = r * total;
  for (const [item, w] of items) {
    if ((x -= w) < 0) return item;
  }
  return (items[items.length - 1] as [T, number])[0];
}

const CREDIT_TYPES = new Set<TransactionType>([
  'PayIn',
  'Refund',
  'AdjustmentCredit',
  'AccountFundingCredit',
  'MerchantRebate',
  'Cashback',
  'Referral',
  'Promotion',
  'Topup',
]);
const MERCHANTS = [
  'Grab',
  'Amazon Web Services',
  'Google Workspace',
  'Shopee',
  'Starbucks',
  'Singtel',
  'Zoom',
  'Lazada',
];
const PAYEES = [
  'Acme Supplies Pte. Ltd.',
  'Tan & Co LLP',
  'Lim Logistics',
  'Harbour Catering',
  'Orchard Prints',
];

/** `count` transactions over the year before `now`, newest last, with ids T0000000... */
export function generateTransactions(count: number, now = Date.now(), seed = 42): Transaction[] {
  const next = random(seed);
  const year = 365 * 86_400_000;
  const out: Transaction[] = [];
  for (let i = 0; i < count; i++) {
    const account = BENCH_ACCOUNTS[Math.floor(next() * BENCH_ACCOUNTS.length)] as Account;
    const type = weighted(TYPES, next());
    const status = weighted(STATUSES, next());
    const credit = CREDIT_TYPES.has(type);
    const amount = Math.round(next() * 5_000) * 1_000_000 + Math.round(next() * 100) * 10_000;
    const createdAt = new Date(now - year + Math.floor((i / count) * year)).toISOString();
    const card = type === 'Sales' || type === 'AtmWithdrawal' || type === 'Refund';
    const counterparty = card
      ? (MERCHANTS[i % MERCHANTS.length] as string)
      : (PAYEES[i % PAYEES.length] as string);
    out.push({
      displayReferenceId: `T${String(i).padStart(7, '0')}`,
      type,
      category: card ? 'CARD' : 'FAST',
      status,
      amount,
      currency: account.currency,
      creditOrDebit: credit ? 'CREDIT' : 'DEBIT',
      sourceCcy: account.currency,
      sourceAmt: amount,
      destinationCcy: account.currency,
      destinationAmt: amount,
      createdAt,
      bookingTimestamp: status === 'BOOKED' || status === 'SUCCESSFUL' ? createdAt : null,
      debtorName: credit ? counterparty : account.accountHolderName,
      creditorName: credit ? account.accountHolderName : counterparty,
      debtorAccountNumber: credit ? '0123456789' : account.accountNumber,
      creditorAccountNumber: credit ? account.accountNumber : '0123456789',
      vaAccountNumber: account.accountNumber,
      vaAccountName: account.accountName,
      ...(card
        ? {
            ...BENCH_CARDS[i % BENCH_CARDS.length],
            merchant: {
              parentCategory: 'Business',
              childCategory: 'Software',
              mcc: '5734',
              description: counterparty,
            },
          }
        : {}),
      exchangeRate: [],
      fees: 0,
      customerReference: `INV-${i}`,
      totalAttachments: i % 11 === 0 ? 1 : 0,
    });
  }
  return out;
}
