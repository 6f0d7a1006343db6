import {
  CARD_DECLINE_TEXT,
  CARD_PAYMENT_KINDS,
  MERCHANT_CATEGORIES,
  type CardDeclineReason,
  type CardPaymentKind,
  type MerchantCategory,
} from '../../shared/domain/cards';
import { currencyDecimals, isCurrencyCode, type CurrencyCode } from '../../shared/currencies';
import type { Merchant, Transaction } from '../../shared/domain/transactions';
import { sourceForTarget, targetForSource, type Micros } from '../../shared/money';
import { cardsStore, type CardAuthorisationResult, type CardDecline } from '../stores/cards';
import type { CardRecord } from '../types';
import { bankNow } from './bankClock';
import { newTransactionId, record } from './bookings';
import { loadCards, monthOf, spentInMonth } from './cards';
import type { BankView } from './bankView';
import { bidRate } from './rates';
import { cashbackOf } from '../../shared/domain/rewards';

/**
 * The mock bank's card network (beyond the spec, as the Airwallex sandbox offers by API;
 * docs/decisions/cards.md 'Card payments the bank authorises'): a merchant's authorisation of a
 * card payment, approved against the card's status, its holder's suspension, the merchant
 * restriction, the monthly limit and the linked account's funds, or declined with the reason.
 * An approval moves the linked account and books the transaction; a decline moves nothing and is
 * kept with the card.
 */

export interface CardAuthorisation {
  cardId: string;
  merchant: { name: string; categoryCode: string; country?: string };
  /** Micro-units of `currency`, positive, within the currency's decimals. */
  amount: Micros;
  currency: CurrencyCode;
  /** 'purchase' when not given. */
  kind?: CardPaymentKind;
  /** The network's id of this authorisation: a retry with the same id is answered, not booked again. */
  authorisationId?: string;
}

export type { CardAuthorisationResult, CardDecline };

/** A card keeps its last 50 declines; the bank remembers the last 200 authorisation ids (retries come within minutes; every id is in the stored cards). */
export const DECLINES_KEPT = 50;
export const AUTHORISATIONS_KEPT = 200;

/** ATMs' merchant category code (cash disbursements, ISO 18245). */
export const ATM_MCC = '6011';

/**
 * The bank's merchant category of a merchant category code (ISO 18245): the seeded merchants'
 * codes, then the ranges and codes of each category. A code in none of them (cash at an ATM,
 * say) belongs to no category: a card allowed listed categories only declines it.
 */
const CATEGORY_CODES: Record<MerchantCategory, readonly (string | [number, number])[]> = {
  // Airlines, car rental, hotels (3000-3999), travel agencies, cruise lines, timeshares.
  TRAVEL: [[3000, 3999], '4411', '4511', '4722', '7011', '7012', '7512', '7519'],
  TRANSPORT: ['4111', '4112', '4121', '4131', '4789', '5541', '5542', '7523', '7538', '5983'],
  TECH: ['4816', '5045', '5734', '5817', '5818', '7372', '7379'],
  FOOD: ['5811', '5812', '5813', '5814'],
  GROCERY: ['5411', '5422', '5441', '5451', '5462', '5499'],
  MARKETING: ['7311', '7319', '7333', '7338'],
  OFFICE: ['5021', '5044', '5111', '5732', '5943', '5978'],
  UTILITY: ['4814', '4899', '4900'],
};

export function merchantCategoryOf(mcc: string): MerchantCategory | undefined {
  const n = Number(mcc);
  for (const [category, codes] of Object.entries(CATEGORY_CODES) as [
    MerchantCategory,
    (typeof CATEGORY_CODES)[MerchantCategory],
  ][])
    if (codes.some((c) => (typeof c === 'string' ? c === mcc : n >= c[0] && n <= c[1])))
      return category;
  return undefined;
}

/** What the transactions page shows under a category, for the common codes (the seeded merchants'). */
const CHILD_CATEGORIES: Record<string, string> = {
  '3075': 'Airlines',
  '4121': 'Taxi & rideshare',
  '4814': 'Telecommunications',
  '5411': 'Supermarkets',
  '5541': 'Fuel',
  '5732': 'Electronics',
  '5734': 'Software',
  '5812': 'Restaurants',
  '5814': 'Coffee shops',
  '5943': 'Stationery',
  [ATM_MCC]: 'ATM',
  '7011': 'Hotels',
  '7311': 'Advertising',
  '7372': 'Cloud services',
  '7523': 'Parking',
};

/** The merchant data a card transaction carries (spec-3 §3 Transaction merchant). */
function merchantOf(name: string, mcc: string): Merchant {
  const category = merchantCategoryOf(mcc);
  const parent = MERCHANT_CATEGORIES.find((c) => c.code === category)?.label;
  return {
    description: name,
    mcc,
    parentCategory: parent ?? (mcc === ATM_MCC ? 'Cash' : 'Other'),
    childCategory: CHILD_CATEGORIES[mcc] ?? '',
  };
}

/** A misuse of the control (not a decline): an amount or kind the network would never send. */
function checkRequest(request: CardAuthorisation): void {
  if (!CARD_PAYMENT_KINDS.includes(request.kind ?? 'purchase'))
    throw new RangeError(`not a card payment kind: ${String(request.kind)}`);
  const { amount } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`not a positive amount in micro-units: ${amount}`);
  if (
    isCurrencyCode(request.currency) &&
    amount % 10 ** (6 - currencyDecimals(request.currency)) !== 0
  )
    throw new RangeError(`${amount} has more decimals than ${request.currency} has`);
  if (!request.merchant?.name?.trim()) throw new RangeError('the merchant has no name');
  if (!/^\d{4}$/.test(request.merchant.categoryCode ?? ''))
    throw new RangeError(`not a merchant category code: ${request.merchant?.categoryCode}`);
}

/** The first reason a purchase or withdrawal is declined, before any amount is looked at. */
function statusDecline(card: CardRecord, holderSuspended: boolean): CardDeclineReason | null {
  if (card.status === 'NOT_ACTIVATED') return 'not_activated';
  if (card.status === 'LOCKED') return 'locked';
  if (card.status === 'SUSPENDED') return 'suspended';
  if (holderSuspended) return 'holder_suspended';
  return null;
}

function categoryDecline(card: CardRecord, mcc: string): CardDeclineReason | null {
  if (card.merchants.type === 'NO_RESTRICTION') return null;
  const category = merchantCategoryOf(mcc);
  return category && card.merchants.categories.includes(category) ? null : 'category';
}

/**
 * Authorises one card payment (docs/decisions/cards.md 'Card payments the bank authorises').
 * A purchase or an ATM withdrawal is declined when the card is not activated, locked or
 * suspended, its holder is suspended, the bank has no rate for the currency, the merchant's
 * category is not allowed, the month's spend would pass the limit (reaching it exactly is
 * allowed), or the linked account is short; else the account is debited (converted at the bank's
 * rate, rounded up) and a Sales or AtmWithdrawal transaction booked. A refund is credited whatever
 * the card's state (converted, rounded down) as a Refund transaction, and lowers the month's spend.
 * Throws only on a request no network sends (an unknown card, a bad amount or code).
 */
export function authoriseCardPayment(
  bank: BankView,
  request: CardAuthorisation,
): CardAuthorisationResult {
  checkRequest(request);
  const kind = request.kind ?? 'purchase';
  const authorisationId = request.authorisationId ?? `AUTH-${crypto.randomUUID()}`;
  const fingerprint = JSON.stringify([
    request.cardId,
    kind,
    request.amount,
    request.currency,
    request.merchant.name,
    request.merchant.categoryCode,
  ]);
  const state = loadCards(bank.scenario);
  const earlier = state.authorisations?.[authorisationId];
  if (earlier) {
    if (earlier.request !== fingerprint)
      throw new RangeError(`authorisation ${authorisationId} was used for another payment`);
    return earlier.result;
  }
  const card = state.cards.find((c) => c.id === request.cardId);
  if (!card) throw new RangeError(`there is no card ${request.cardId}`);

  const now = bankNow();
  const result = decide(bank, card, { ...request, kind, authorisationId }, now);
  const authorisations = { ...state.authorisations };
  authorisations[authorisationId] = { request: fingerprint, result };
  const ids = Object.keys(authorisations);
  for (const id of ids.slice(0, Math.max(0, ids.length - AUTHORISATIONS_KEPT)))
    delete authorisations[id];
  state.authorisations = authorisations;
  if (!result.approved) {
    const decline: CardDecline = {
      authorisationId,
      at: new Date(now).toISOString(),
      kind,
      reason: result.reason,
      merchant: request.merchant.name,
      categoryCode: request.merchant.categoryCode,
      amount: request.amount,
      currency: request.currency,
    };
    state.declines = {
      ...state.declines,
      [card.id]: [decline, ...(state.declines?.[card.id] ?? [])].slice(0, DECLINES_KEPT),
    };
  }
  cardsStore.save(state);
  return result;
}

/** Decides and, when approved, books: `card` takes its new spend (its store is saved by the caller). */
function decide(
  bank: BankView,
  card: CardRecord,
  request: CardAuthorisation & { kind: CardPaymentKind; authorisationId: string },
  now: number,
): CardAuthorisationResult {
  const { kind, authorisationId } = request;
  const decline = (reason: CardDeclineReason): CardAuthorisationResult => ({
    authorisationId,
    approved: false,
    kind,
    reason,
    description: CARD_DECLINE_TEXT[reason],
  });
  const account = bank.accounts.get(card.accountNumber);
  if (!account) throw new RangeError(`card ${card.id} has no account ${card.accountNumber}`);
  const holderSuspended = bank
    .people()
    .some((p) => p.userReferenceID === card.holderUserReferenceID && p.suspended);
  const debit = kind !== 'refund';
  if (debit) {
    const stopped = statusDecline(card, holderSuspended);
    if (stopped) return decline(stopped);
  }
  const paid = request.currency;
  // 1 account currency = rate / 1e6 payment currency for a debit; the other way for a refund.
  let rate = 1_000_000;
  if (paid !== account.currency) {
    try {
      rate = debit ? bidRate(account.currency, paid, now) : bidRate(paid, account.currency, now);
    } catch {
      return decline('currency');
    }
  }
  const billed = debit
    ? sourceForTarget(request.amount, rate, account.currency)
    : targetForSource(request.amount, rate, account.currency);
  const spent = spentInMonth(card, now);
  if (debit) {
    const refused =
      categoryDecline(card, request.merchant.categoryCode) ??
      (spent + billed > card.spendingLimit ? 'limit' : null) ??
      ((account.currentBalance ?? 0) < billed ? 'funds' : null);
    if (refused) return decline(refused);
  }

  const at = new Date(now).toISOString();
  const merchant = merchantOf(request.merchant.name.trim(), request.merchant.categoryCode);
  const company = bank.scenario.company.name;
  const converted = paid !== account.currency;
  const transaction: Transaction = {
    displayReferenceId: newTransactionId(),
    type: kind === 'purchase' ? 'Sales' : kind === 'atm' ? 'AtmWithdrawal' : 'Refund',
    category: kind === 'refund' ? 'TxnType_Refund' : '',
    status: 'SUCCESSFUL',
    amount: billed,
    currency: account.currency,
    creditOrDebit: debit ? 'DEBIT' : 'CREDIT',
    sourceCcy: debit ? account.currency : paid,
    sourceAmt: debit ? billed : request.amount,
    destinationCcy: debit ? paid : account.currency,
    destinationAmt: debit ? request.amount : billed,
    createdAt: at,
    bookingTimestamp: at,
    debtorName: debit ? company : merchant.description,
    creditorName: debit ? merchant.description : company,
    debtorAccountNumber: debit ? account.accountNumber : '',
    creditorAccountNumber: debit ? '' : account.accountNumber,
    vaAccountNumber: account.accountNumber,
    vaAccountName: account.accountName,
    nameOnCard: card.nameOnCard,
    cardNumber: card.panTail,
    exchangeRate: converted
      ? [
          {
            sourceCcy: debit ? account.currency : paid,
            destinationCcy: debit ? paid : account.currency,
            exchangeRate: rate,
          },
        ]
      : [],
    fees: 0,
    totalAttachments: 0,
    description: merchant.description,
    merchant,
    bankingReference: authorisationId,
    // docs/decisions/rewards.md 'Cashback accrual': a purchase earns 1 %, a refund takes its back.
    ...(kind === 'atm' ? {} : { cashbackAmt: cashbackOf(billed, account.currency) }),
  };
  record(bank, [transaction]);
  card.spentAmount = debit ? spent + billed : Math.max(0, spent - billed);
  card.spentMonth = monthOf(now);
  card.updatedAt = now;
  return {
    authorisationId,
    approved: true,
    kind,
    transactionId: transaction.displayReferenceId,
    billedAmount: billed,
    billedCurrency: account.currency,
  };
}

/** A card as the demo panel and tests pick it: no more than the app's card list shows. */
export interface CardForPayments {
  id: string;
  type: CardRecord['type'];
  status: CardRecord['status'];
  panTail: string;
  nameOnCard: string;
  currency: CurrencyCode;
  spendingLimit: Micros;
  spentAmount: Micros;
  /** The card's last declines, newest first. */
  declines: CardDecline[];
}

export function cardsForPayments(bank: BankView): CardForPayments[] {
  const state = loadCards(bank.scenario);
  const now = bankNow();
  return state.cards.map((c) => ({
    id: c.id,
    type: c.type,
    status: c.status,
    panTail: c.panTail,
    nameOnCard: c.nameOnCard,
    currency: bank.accounts.get(c.accountNumber)?.currency ?? 'SGD',
    spendingLimit: c.spendingLimit,
    spentAmount: spentInMonth(c, now),
    declines: state.declines?.[c.id] ?? [],
  }));
}
