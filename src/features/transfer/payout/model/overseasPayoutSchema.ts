import { z } from 'zod';
import type { CurrencyCode } from '../../../../shared/currencies';
import type { Account } from '../../../../shared/domain/accounts';
import {
  maxAmountMessage,
  minAmountMessage,
  type TransferLimit,
} from '../../../../shared/domain/fx';
import {
  actualAmountExceedsMessage,
  INVOICE_NUMBER_MAX,
  INVOICE_NUMBER_PATTERN,
  OVERSEAS_REFERENCE_RULE,
  payoutAmountsAt,
  senderTotal,
  type ChargeAt,
} from '../../../../shared/domain/payouts';
import type { CorridorPurpose } from '../../../../shared/domain/purposes';
import { fieldIssues } from '../../../../shared/forms/readForm';
import type { Micros } from '../../../../shared/money';
import { limitNotice } from '../../../../shared/domain/limitNotice';
import { microsToInput, type AmountSide } from '../../amounts';
import { minimumFor } from '../../amounts';
import {
  adviceFormFields,
  adviceValuesFrom,
  emptyAdvice,
  readAdvice,
  type AdviceField,
  type AdviceValues,
} from './adviceRules';
import { aboveMaximum, belowMinimum, collapsedText, FEE_PENDING, readAmount } from './amountRules';
import type { PayoutDraft } from './draft';
import { PAYOUT_MESSAGES as M, PAYOUT_PRODUCT_MESSAGES as P } from './messages';
import { keepsRateReference } from './rateReference';
import { trimSpaces } from '../../../../shared/text/spaces';

/*
 * The overseas remittance's details (spec-2 §4 Other rules, §5) as one zod schema over a context:
 * the sending accounts, the quote, the bank's overseas limits, the fee, the corridor's purposes.
 * Amounts are typed on one side and derived on the other at the quote's rate with the bank's own
 * functions; the fee is the sender's unless the recipient pays it. The output is the draft.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The quote the amounts are priced at. */
export interface PricingQuote {
  referenceId: string;
  /** 1 sending currency = bidRate / 1e6 receiving currency. */
  bidRate: number;
  validTo: string;
}

export interface OverseasPayoutValues extends AdviceValues {
  senderAccount: string;
  /** Which amount was typed; the other is derived (calcSourceAmtFromDestinationAmt when 'target'). */
  typedSide: AmountSide;
  sourceAmount: string;
  targetAmount: string;
  /** isChargeByRecipient: the fee comes out of what the recipient gets (chargeAt CREDITOR). */
  chargeByRecipient: boolean;
  reference: string;
  purpose: string;
  invoiceDate: string;
  invoiceNumber: string;
}

export type OverseasPayoutField =
  | 'senderAccount'
  | 'sourceAmount'
  | 'targetAmount'
  | 'chargeByRecipient'
  | 'reference'
  | 'purpose'
  | 'invoiceDate'
  | 'invoiceNumber'
  | AdviceField;

/** The field of each side's amount. */
export const OVERSEAS_AMOUNT_FIELDS = {
  source: 'sourceAmount',
  target: 'targetAmount',
} as const satisfies Record<AmountSide, OverseasPayoutField>;

/** spec-2 §2 Overseas form: the sender is an SGD account or one in the recipient's currency. */
export function overseasSenders(accounts: readonly Account[], destination: string): Account[] {
  return accounts.filter((a) => a.currency === 'SGD' || a.currency === destination);
}

/** Both amounts at the rate before any fee: the typed side as typed, the other as the bank books it. */
export interface BaseAmounts {
  source: Micros;
  target: Micros;
}

export interface ChargedAmounts extends BaseAmounts {
  /** What leaves the sending account (senderTotal). */
  total: Micros;
}

/**
 * Both amounts with the fee and the sender's total, as the bank derives them (payoutAmountsAt,
 * senderTotal; spec-2 §4: the sender's total is the amount plus the fee, unless the recipient
 * pays it). When the recipient pays and the sending amount was typed, the fee comes out of it
 * before the rate; when the receiving amount was typed, it is added to the sending one.
 */
export function chargedAmounts(
  typedSide: AmountSide,
  typed: Micros,
  fee: Micros,
  chargeAt: ChargeAt,
  sourceCurrency: CurrencyCode,
  destination: CurrencyCode,
  rateMicros: number,
): ChargedAmounts {
  const fixed = typedSide === 'target' ? 'destination' : 'source';
  const { source, destination: target } = payoutAmountsAt(
    rateMicros,
    fixed,
    typed,
    fee,
    chargeAt,
    sourceCurrency,
    destination,
  );
  return { source, target, total: senderTotal(source, fee, chargeAt) };
}

/** Both amounts before any fee (what the fee call prices). */
export function baseAmounts(
  typedSide: AmountSide,
  typed: Micros,
  sourceCurrency: CurrencyCode,
  destination: CurrencyCode,
  rateMicros: number,
): BaseAmounts {
  const at = chargedAmounts(typedSide, typed, 0, 'DEBTOR', sourceCurrency, destination, rateMicros);
  return { source: at.source, target: at.target };
}

/** spec-2 §4: the recipient can pay the fee only if they still receive more than 0 and the minimum. */
export const recipientCanPayFee = (received: Micros, minimum: Micros): boolean =>
  received > 0 && received >= minimum;

export interface OverseasReading {
  sender: Account | undefined;
  /** The typed amount read in its currency. */
  typed: ReturnType<typeof readAmount> | null;
  /** Both amounts before the fee, once the typed one reads and a rate is there. */
  base: BaseAmounts | null;
  /** The rate the amounts use: 1 for one currency, the quote's otherwise (null while none). */
  rateMicros: number | null;
}

/** The sending account, the typed amount and the amounts before the fee (for the fee call). */
export function readOverseas(
  values: OverseasPayoutValues,
  accounts: readonly Account[],
  destination: CurrencyCode,
  quote: PricingQuote | null,
): OverseasReading {
  const sender = accounts.find((a) => a.accountNumber === values.senderAccount);
  if (!sender) return { sender, typed: null, base: null, rateMicros: null };
  const rateMicros = sender.currency === destination ? 1_000_000 : (quote?.bidRate ?? null);
  const typedCurrency = values.typedSide === 'source' ? sender.currency : destination;
  const typed = readAmount(values[OVERSEAS_AMOUNT_FIELDS[values.typedSide]], typedCurrency);
  const base =
    typed.ok && rateMicros !== null
      ? baseAmounts(values.typedSide, typed.micros, sender.currency, destination, rateMicros)
      : null;
  return { sender, typed, base, rateMicros };
}

export interface OverseasPayoutContext {
  /** The recipient's currency (a payable one: the form refuses the others before). */
  destination: CurrencyCode;
  /** The accounts it may pay from (overseasSenders). */
  accounts: readonly Account[];
  /** The live quote; null while there is none (unused when the currencies are the same). */
  quote: PricingQuote | null;
  /** The bank's overseas limits table. */
  limitOf: (currency: CurrencyCode) => TransferLimit | undefined;
  /** The bank's fee for these amounts before the fee, once known. */
  feeFor: (base: BaseAmounts) => Micros | undefined;
  /** The corridor's purposes (the purpose-of-payment call). */
  purposes: readonly CorridorPurpose[];
  /** Today, YYYY-MM-DD in local time: an invoice date may not be later. */
  today: string;
  /** Toggle transferNotification. */
  notificationOn: boolean;
}

/** Written for this product, never shown: no rate to derive the other amount with yet. */
export const RATE_PENDING = 'No rate to derive the other amount with yet.';

export const overseasPayoutFormSchema = z.object({
  senderAccount: z.string(),
  typedSide: z.enum(['source', 'target']),
  sourceAmount: z.string(),
  targetAmount: z.string(),
  chargeByRecipient: z.boolean(),
  reference: z.string(),
  purpose: z.string(),
  invoiceDate: z.string(),
  invoiceNumber: z.string(),
  ...adviceFormFields,
});

/** The form's first values: the first sending account (the bank's order), nothing typed. */
export function emptyOverseasValues(senders: readonly Account[]): OverseasPayoutValues {
  return {
    senderAccount: senders[0]?.accountNumber ?? '',
    typedSide: 'source',
    sourceAmount: '',
    targetAmount: '',
    chargeByRecipient: false,
    reference: '',
    purpose: '',
    invoiceDate: '',
    invoiceNumber: '',
    ...emptyAdvice(),
  };
}

/**
 * The form's values again from a draft (Back from the review): the side that was typed, as it
 * was; the other side is derived again at the new quote. Recipient pays: the typed sending amount
 * is the one sent; a typed receiving amount is what arrives.
 */
export function overseasValuesFromDraft(
  draft: PayoutDraft,
  destination: CurrencyCode,
): OverseasPayoutValues {
  const typedSide: AmountSide = draft.calcSourceAmtFromDestinationAmt ? 'target' : 'source';
  return {
    senderAccount: draft.senderAccountNo,
    typedSide,
    sourceAmount:
      typedSide === 'source' ? microsToInput(draft.sourceAmount, draft.sourceCurrency) : '',
    targetAmount: typedSide === 'target' ? microsToInput(draft.destinationAmount, destination) : '',
    chargeByRecipient: draft.chargeAt === 'CREDITOR',
    reference: draft.reference,
    purpose: draft.purposeOfPayment,
    invoiceDate: draft.invoiceDate ?? '',
    invoiceNumber: draft.invoiceNumber ?? '',
    ...adviceValuesFrom(draft),
  };
}

export function overseasPayoutSchema(context: OverseasPayoutContext) {
  const { destination } = context;
  return overseasPayoutFormSchema.transform((values, ctx): PayoutDraft => {
    const issues = fieldIssues<OverseasPayoutField>(ctx, values);
    const { report } = issues;
    const typedField = OVERSEAS_AMOUNT_FIELDS[values.typedSide];
    const chargeAt: ChargeAt = values.chargeByRecipient ? 'CREDITOR' : 'DEBTOR';
    const { sender, typed, base, rateMicros } = readOverseas(
      values,
      context.accounts,
      destination,
      context.quote,
    );

    let charged: ChargedAmounts | undefined;
    let fee: Micros | undefined;
    if (!sender) {
      report(values[typedField].trim() === '' ? 'senderAccount' : typedField, M.selectAccount);
    } else if (typed && !typed.ok) {
      report(typedField, typed.message);
    } else if (!base || rateMicros === null) {
      report(typedField, RATE_PENDING, true);
    } else {
      fee = context.feeFor(base);
      if (fee === undefined) report('sourceAmount', FEE_PENDING, true);
      else {
        charged = chargedAmounts(
          values.typedSide,
          base[values.typedSide],
          fee,
          chargeAt,
          sender.currency,
          destination,
          rateMicros,
        );
        const source = sender.currency;
        const sourceLimit = context.limitOf(source);
        const sourceProblem =
          belowMinimum(charged.source, source, sourceLimit) ??
          (sender.currentBalance !== null && charged.total > sender.currentBalance
            ? M.exceedsBalance
            : null) ??
          aboveMaximum(charged.source, source, sourceLimit);
        if (sourceProblem) report('sourceAmount', sourceProblem);

        const targetLimit = context.limitOf(destination);
        const targetMin = targetLimit?.min ?? minimumFor(destination);
        if (chargeAt === 'CREDITOR' && !recipientCanPayFee(charged.target, targetMin))
          report('chargeByRecipient', P.chargeByRecipientReset);
        else if (source !== destination) {
          if (charged.target < targetMin)
            report('targetAmount', minAmountMessage(targetMin, destination));
          else if (targetLimit && charged.target > targetLimit.max)
            report(
              'targetAmount',
              values.typedSide === 'target'
                ? maxAmountMessage(targetLimit.max, destination)
                : actualAmountExceedsMessage(charged.target, targetLimit.max, destination),
            );
        }
      }
    }

    const reference = collapsedText(values.reference);
    const rule = OVERSEAS_REFERENCE_RULE;
    if (!rule.pattern.test(reference)) report('reference', rule.charsText);
    else if (reference.length > rule.max) report('reference', limitNotice(rule.max));

    const purpose = context.purposes.find((p) => p.code === values.purpose);
    if (!purpose) report('purpose', M.required);
    // Trimmed only: its list refuses an invisible character (spec-2 §5).
    const invoiceNumber = trimSpaces(values.invoiceNumber);
    if (purpose?.invoiceRequired) {
      if (!ISO_DAY.test(values.invoiceDate)) report('invoiceDate', M.required);
      else if (values.invoiceDate > context.today) report('invoiceDate', P.invoiceDateFuture);
      if (invoiceNumber === '') report('invoiceNumber', M.required);
      else if (!INVOICE_NUMBER_PATTERN.test(invoiceNumber))
        report('invoiceNumber', M.invoiceNumberChars);
      else if (invoiceNumber.length > INVOICE_NUMBER_MAX)
        report('invoiceNumber', limitNotice(INVOICE_NUMBER_MAX));
    }

    const advice = readAdvice(values, context.notificationOn, report);
    if (!issues.valid || !sender || !charged || fee === undefined || !purpose || !advice)
      return z.NEVER;
    const quote = sender.currency === destination ? null : context.quote;
    return {
      senderAccountNo: sender.accountNumber,
      sourceCurrency: sender.currency,
      sourceAmount: charged.source,
      destinationAmount: charged.target,
      calcSourceAmtFromDestinationAmt: values.typedSide === 'target',
      fee,
      chargeAt,
      ...(quote
        ? {
            ...(keepsRateReference(destination, sender.currency)
              ? { fxReferenceID: quote.referenceId }
              : {}),
            rate: quote.bidRate,
            quoteValidTo: quote.validTo,
          }
        : {}),
      reference,
      purposeOfPayment: purpose.code,
      ...(purpose.invoiceRequired ? { invoiceDate: values.invoiceDate, invoiceNumber } : {}),
      ...advice,
    };
  });
}

export type OverseasPayoutSchema = ReturnType<typeof overseasPayoutSchema>;
