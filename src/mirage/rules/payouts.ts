import type * as z from 'zod/mini';
import { currencyDecimals, isCurrencyCode, type CurrencyCode } from '../../shared/currencies';
import type { paymentRequestSchema } from '../../shared/contracts/payments';
import type { Account } from '../../shared/domain/accounts';
import { localIsoDay } from '../../shared/dates';
import { corridorOf } from '../../shared/domain/corridors';
import { maxAmountMessage, minAmountMessage } from '../../shared/domain/fx';
import {
  contentFitsType,
  contentMismatchMessage,
  headOfBase64,
  safeFileName,
} from '../../shared/domain/fileContent';
import { fileExtension } from '../../shared/domain/uploads';
import {
  actualAmountExceedsMessage,
  ATTACHMENT_BYTES_MAX,
  ATTACHMENT_SIZE_TEXT,
  ATTACHMENT_TYPE_TEXT,
  ATTACHMENT_TYPES,
  exceedsLocalSgdCap,
  INVOICE_NUMBER_CHARS_TEXT,
  INVOICE_NUMBER_MAX,
  INVOICE_NUMBER_PATTERN,
  LOCAL_SGD_CAP_TEXT,
  payoutAmountsAt,
  payoutCallOf,
  payoutReferenceRule,
  remitFromOtherSoonText,
  type PayoutCall,
} from '../../shared/domain/payouts';
import { invoiceRequired, notAPurposeText, OVERSEAS_PURPOSES } from '../../shared/domain/purposes';
import { unavailableReason, type Recipient } from '../../shared/domain/recipient';
import { INTERNAL_TRANSFER_RATE, MIN_TRANSFER_AMOUNT } from '../../shared/domain/transfers';
import { formatMoney, type Micros } from '../../shared/money';
import { BankError } from '../types';
import { localFee, remittanceFee } from './fees';
import type { AccountBook } from '../stores/accounts';
import { recipientNotFound, type RecipientBook } from '../stores/recipients';
import { decodedLength } from './kycUploads';
import { transferLimit } from './limits';
import { isRemittable } from './rates';
import { assertTradable, quotedRate } from './transfers';

/**
 * The bank's rules of a payout request (spec-2 §3-5, §8; docs/decisions/payouts.md 'Payouts'), in the
 * order the payment handler applies them after role, idempotency key and contract: recipient,
 * call, sender account, currencies, amounts and limits, fee, rate, reference, purpose and
 * invoice. Funds, the code and the approval policy follow in the handler; nothing here moves money.
 */

export type PaymentBody = z.output<typeof paymentRequestSchema>;

export interface PricedPayout {
  call: PayoutCall;
  recipient: Recipient;
  from: Account;
  destinationCurrency: CurrencyCode;
  /** 1 source = rate / 1e6 destination; 1e6 in one currency. */
  rate: number;
  source: Micros;
  destination: Micros;
  fee: Micros;
}

/** What the rules need beside the books: the caller's toggles and whose quotes are good. */
export interface PayoutContext {
  accounts: AccountBook;
  recipients: RecipientBook;
  owner: string;
  p2pOn: boolean;
  localIntegrationOn: boolean;
  /** The bank's time, for the invoice date. */
  now: number;
}

const invalid = (field: string, description: string) =>
  new BankError(400, 'INVALID_PARAM_ERROR', description, { field });

/** 404 RECIPIENT_NOT_FOUND for a recipient deleted (for all users) or never there. */
export function payoutRecipient(recipients: RecipientBook, id: string): Recipient {
  const recipient = recipients.get(id);
  if (!recipient) throw recipientNotFound(id);
  return recipient;
}

/** The call must be the recipient's (payoutCallOf), and the recipient one the bank pays. */
export function assertCallFits(recipient: Recipient, call: PayoutCall, p2pOn: boolean): void {
  const expected = payoutCallOf(recipient, p2pOn);
  if (call !== expected)
    throw invalid(
      'recipientDisplayReferenceID',
      expected === 'REMITTANCE'
        ? 'This recipient is overseas: send a remittance (sendPayment).'
        : `A payout to this recipient goes by ${expected}, not ${call}.`,
    );
  const reason = unavailableReason(recipient);
  if (reason) throw invalid('recipientDisplayReferenceID', reason);
  if (call !== 'REMITTANCE') return;
  const corridor = corridorOf(recipient.bankCtry);
  if (!corridor?.currencies.some((c) => c.currency === recipient.currency))
    throw invalid(
      'recipientDisplayReferenceID',
      `The product does not send ${recipient.currency} to ${recipient.bankCtry}.`,
    );
}

/** The sender account: known (VA_NOT_AVAILABLE), in the stated currency. */
export function senderAccount(accounts: AccountBook, body: PaymentBody): Account {
  const from = accounts.get(body.senderAccountNo);
  if (!from)
    throw new BankError(
      400,
      'VA_NOT_AVAILABLE',
      `The account ${body.senderAccountNo} is not available.`,
    );
  if (from.currency !== body.sourceCurrency)
    throw invalid(
      'sourceCurrency',
      `The account ${from.accountNumber} holds ${from.currency}, not ${body.sourceCurrency}.`,
    );
  return from;
}

/**
 * The recipient's currency; an MCA recipient (a multi-currency account) receives the sender's
 * currency (docs/decisions/payouts.md 'Payouts').
 */
export function destinationCurrencyOf(recipient: Recipient, body: PaymentBody): CurrencyCode {
  const expected = recipient.currency === 'MCA' ? body.sourceCurrency : recipient.currency;
  if (body.destinationCurrency !== expected || !isCurrencyCode(expected))
    throw invalid(
      'destinationCurrency',
      `This recipient receives ${expected}, not ${body.destinationCurrency}.`,
    );
  return expected;
}

/** An amount in its currency's decimals: whole units for JPY, IDR, VND and KRW. */
function assertWhole(amount: Micros, currency: CurrencyCode): void {
  const decimals = currencyDecimals(currency);
  if (amount % 10 ** (6 - decimals) !== 0)
    throw new BankError(
      400,
      'INVALID_TRANSACTION_AMOUNT',
      decimals === 0
        ? `${currency} amounts are whole numbers.`
        : `${currency} amounts have at most ${decimals} decimals.`,
    );
}

export function assertWholeAmounts(body: PaymentBody, destination: CurrencyCode): void {
  assertWhole(body.sourceTxnAmount, body.sourceCurrency);
  assertWhole(body.remittanceFee, body.sourceCurrency);
  assertWhole(body.destinationTxnAmount, destination);
}

const tooLarge = (description: string) =>
  new BankError(400, 'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT', description);

/**
 * spec-2 §5 Amounts, §9: the local table for a local payout, the overseas one for a remittance,
 * on both sides; the S$200,000 cap of an SGD local payout without the local integration.
 */
export function assertPayoutLimits(
  call: PayoutCall,
  source: { amount: Micros; currency: CurrencyCode },
  destination: { amount: Micros; currency: CurrencyCode },
  localIntegrationOn: boolean,
): void {
  const kind = call === 'REMITTANCE' ? 'overseas' : 'local';
  const [sourceLimit, destinationLimit] = [source, destination].map((s) =>
    transferLimit(s.currency, kind),
  );
  for (const [side, limit] of [
    [source, sourceLimit],
    [destination, destinationLimit],
  ] as const) {
    const min = limit?.min ?? MIN_TRANSFER_AMOUNT;
    if (side.amount < min)
      throw new BankError(400, 'INVALID_TRANSACTION_AMOUNT', minAmountMessage(min, side.currency));
  }
  if (
    call !== 'REMITTANCE' &&
    exceedsLocalSgdCap(source.currency, source.amount, localIntegrationOn)
  )
    throw tooLarge(LOCAL_SGD_CAP_TEXT);
  if (sourceLimit && source.amount > sourceLimit.max)
    throw tooLarge(maxAmountMessage(sourceLimit.max, source.currency));
  if (destinationLimit && destination.amount > destinationLimit.max)
    throw tooLarge(
      actualAmountExceedsMessage(destination.amount, destinationLimit.max, destination.currency),
    );
}

/** The fee the bank charges for this payout (the fee calls' prices, src/mirage/rules/fees.ts). */
export function assertBankFee(call: PayoutCall, recipient: Recipient, body: PaymentBody): Micros {
  const request = {
    senderAmount: body.sourceTxnAmount,
    senderCurrency: body.sourceCurrency,
    destinationCountryCode: call === 'REMITTANCE' ? recipient.bankCtry : 'SG',
    destinationAmount: body.destinationTxnAmount,
    calculateSourceAmtFromDestAmt: body.calcSourceAmtFromDestinationAmt,
  };
  const { fee } = call === 'REMITTANCE' ? remittanceFee(request) : localFee(request);
  if (body.remittanceFee !== fee)
    throw invalid(
      'remittanceFee',
      `The fee of this payout is ${formatMoney(fee, body.sourceCurrency)}, not ${formatMoney(body.remittanceFee, body.sourceCurrency)}. Reload the fee and try again.`,
    );
  return fee;
}

/**
 * The rate of the payout: 1:1 in one currency; across currencies a live quote the user holds for
 * exactly this pair, whatever the call. A local payout converts like an exchange (from SGD into one
 * of the nine, spec-2 §4); a remittance pays out from SGD in any currency the bank quotes.
 */
export function payoutRate(
  body: PaymentBody,
  destination: CurrencyCode,
  owner: string,
  remittance: boolean,
): number {
  if (body.sourceCurrency === destination) return INTERNAL_TRANSFER_RATE;
  if (!remittance) assertTradable(body.sourceCurrency, destination);
  else if (body.sourceCurrency !== 'SGD' || !isRemittable(destination))
    throw new BankError(400, 'FX_TXN_STATUS_NOT_TRADABLE', remitFromOtherSoonText(destination));
  return quotedRate(body.fxReferenceID || undefined, owner, body.sourceCurrency, destination);
}

/** Both amounts as the bank derives them from the typed side: the client's must be the same. */
export function assertAmountsAt(
  rate: number,
  fee: Micros,
  body: PaymentBody,
  destination: CurrencyCode,
): { source: Micros; destination: Micros } {
  const fixed = body.calcSourceAmtFromDestinationAmt ? 'destination' : 'source';
  const typed = fixed === 'destination' ? body.destinationTxnAmount : body.sourceTxnAmount;
  const bank = payoutAmountsAt(
    rate,
    fixed,
    typed,
    fee,
    body.chargeAt,
    body.sourceCurrency,
    destination,
  );
  if (
    bank.source !== body.sourceTxnAmount ||
    bank.destination !== body.destinationTxnAmount ||
    body.toAmount !== body.destinationTxnAmount
  )
    throw new BankError(
      400,
      'FX_TXN_STATUS_AMOUNT',
      `At this rate and fee ${formatMoney(bank.source, body.sourceCurrency)} sends ${formatMoney(bank.destination, destination)}; the request says ${formatMoney(body.sourceTxnAmount, body.sourceCurrency)} and ${formatMoney(body.destinationTxnAmount, destination)}.`,
    );
  return bank;
}

/** spec-2 §5 Reference: the characters and length this recipient and call allow. */
export function assertReference(
  recipient: Recipient,
  call: PayoutCall,
  currency: CurrencyCode,
  reference: string | undefined,
): void {
  if (!reference) return;
  const rule = payoutReferenceRule(recipient, call, currency);
  if (!rule.pattern.test(reference)) throw invalid('customerMessage', rule.charsText);
  if (reference.length > rule.max)
    throw invalid(
      'customerMessage',
      `The reference to this recipient is limited to ${rule.max} characters.`,
    );
}

const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
};

/**
 * spec-2 §5: a remittance names a purpose of the overseas list; an INR payout with an invoice
 * purpose names an invoice date (not in the future) and number (letters and digits, up to 30).
 */
export function assertPurposeAndInvoice(
  call: PayoutCall,
  currency: CurrencyCode,
  body: PaymentBody,
  now: number,
): void {
  const purpose = body.purposeOfPayment ?? '';
  if (call === 'REMITTANCE' && !OVERSEAS_PURPOSES.some((p) => p.code === purpose))
    throw invalid(
      'purposeOfPayment',
      purpose
        ? notAPurposeText(purpose, 'overseas')
        : 'An overseas transfer needs a purpose of payment.',
    );
  const required = invoiceRequired(currency, purpose);
  if (required && !body.invoiceDate)
    throw invalid('invoiceDate', `An INR payout for ${purpose} needs the invoice date.`);
  if (required && !body.invoiceNumber)
    throw invalid('invoiceNumber', `An INR payout for ${purpose} needs the invoice number.`);
  if (body.invoiceDate && (!isRealDay(body.invoiceDate) || body.invoiceDate > localIsoDay(now)))
    throw invalid('invoiceDate', 'The invoice date must be a date, and not in the future.');
  const number = body.invoiceNumber;
  if (number && (!INVOICE_NUMBER_PATTERN.test(number) || number.length > INVOICE_NUMBER_MAX))
    throw invalid('invoiceNumber', INVOICE_NUMBER_CHARS_TEXT);
}

/**
 * spec-2 §5 Attachments, as the form checks them and more (issue 22): each of the listed types by
 * its name (read as safeFileName keeps it: no path, control or bidi character), at most 5 MB by
 * its content, and its first bytes those of that type (a 'report.pdf' of HTML or an executable is
 * refused). INVALID_PARAM_ERROR on fileBufferList.
 */
export function assertAttachments(files: PaymentBody['fileBufferList']): void {
  for (const file of files ?? []) {
    const name = safeFileName(file.fileName);
    const extension = fileExtension(name);
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(extension))
      throw invalid('fileBufferList', ATTACHMENT_TYPE_TEXT);
    const size = decodedLength(file.bufferFile);
    if (size !== null && size > ATTACHMENT_BYTES_MAX)
      throw invalid('fileBufferList', ATTACHMENT_SIZE_TEXT);
    const head = size === null ? null : headOfBase64(file.bufferFile);
    if (!head || !contentFitsType(head, extension))
      throw invalid('fileBufferList', contentMismatchMessage(name, extension));
  }
}

/** Every rule of a payout request but funds, code and approval, in the handler's order. */
export function pricePayout(ctx: PayoutContext, call: PayoutCall, body: PaymentBody): PricedPayout {
  const recipient = payoutRecipient(ctx.recipients, body.recipientDisplayReferenceID);
  assertCallFits(recipient, call, ctx.p2pOn);
  const from = senderAccount(ctx.accounts, body);
  const destinationCurrency = destinationCurrencyOf(recipient, body);
  assertWholeAmounts(body, destinationCurrency);
  assertPayoutLimits(
    call,
    { amount: body.sourceTxnAmount, currency: body.sourceCurrency },
    { amount: body.destinationTxnAmount, currency: destinationCurrency },
    ctx.localIntegrationOn,
  );
  const fee = assertBankFee(call, recipient, body);
  const rate = payoutRate(body, destinationCurrency, ctx.owner, call === 'REMITTANCE');
  const { source, destination } = assertAmountsAt(rate, fee, body, destinationCurrency);
  assertReference(recipient, call, destinationCurrency, body.customerMessage);
  assertPurposeAndInvoice(call, destinationCurrency, body, ctx.now);
  assertAttachments(body.fileBufferList);
  return { call, recipient, from, destinationCurrency, rate, source, destination, fee };
}
