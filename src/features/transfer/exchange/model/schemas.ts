import { z } from 'zod';
import { EXCHANGE_CURRENCIES, type CurrencyCode } from '../../../../shared/currencies';
import type { Account } from '../../../../shared/domain/accounts';
import { maxAmountMessage, minAmountMessage } from '../../../../shared/domain/fx';
import {
  formatMoney,
  parseAmountInput,
  type AmountInputResult,
  type Micros,
} from '../../../../shared/money';
import { PENDING, readForm } from '../../../../shared/forms/readForm';
import { RATE_UNAVAILABLE } from '../../../../shared/quotes';
import {
  amountFormatMessage,
  deriveAmounts,
  INVALID_AMOUNT,
  minimumFor,
  type AmountSide,
} from '../../amounts';
import type { ApprovalOutlook } from './approvalOutlook';

/*
 * The exchange form's rules (spec-2 §4 Other rules, §5 Amounts) as one zod schema over a context:
 * the cached accounts, the live quote's rate and the bank's limits. The rules compare fields with
 * each other and with the context, so they are refinements of the whole form, each reported on
 * the field it is about; the amount not typed is derived with the bank's own arithmetic.
 */

/** Texts of spec-2 (messages.tsv), and the product's own where the spec has none (marked). */
export const TRANSFER_MESSAGES = {
  selectAccount: 'Please select an account',
  exceedsBalance: 'The amount entered is more than account balance',
  rateUnavailable: RATE_UNAVAILABLE,
  // Written for this product: the spec only says the two accounts must differ.
  sameAccount:
    'The sending and receiving accounts must be different. Please choose another account.',
  // Written for this product: the spec gives no wording for a malformed amount.
  invalidAmount: INVALID_AMOUNT,
} as const;

/*
 * Written for this product (the spec gives no wording): the review says before any code whether
 * the transfer will wait for an approver (spec-2 §4 Approval branch), so nobody is surprised by
 * the Request Approval dialog after entering a code.
 */
export function approvalNotice(outlook: ApprovalOutlook): string | null {
  switch (outlook.kind) {
    case 'required':
      return `This transfer needs approval: transfers above ${formatMoney(outlook.threshold, 'SGD')} go to an approver. After you confirm, it is sent for approval and made only once it is approved.`;
    case 'possible':
      return `This transfer is worth about ${formatMoney(outlook.estimate, 'SGD')}, close to the ${formatMoney(outlook.threshold, 'SGD')} above which transfers need approval. It may go to an approver after you confirm.`;
    case 'unknown':
      return 'We could not check whether this transfer needs approval. If it does, you can send it to an approver after you confirm.';
    case 'none':
      return null;
  }
}

// The limit texts live in shared/domain/fx.ts: the dashboard's calculator shows them too.
export { maxAmountMessage, minAmountMessage };

/** Written for this product (spec-2 §4: exchange only into the 9 currencies). */
export function notExchangeCurrencyMessage(currency: CurrencyCode): string {
  return `${currency} cannot be exchanged. Exchange is available for ${EXCHANGE_CURRENCIES.join(', ')}.`;
}

/** Written for this product (spec-2 §4: the sender is limited to SGD or the same currency). */
export function senderCurrencyMessage(sender: CurrencyCode, target: CurrencyCode): string {
  return `A ${sender} account can only send to another ${sender} account. To receive ${target}, send from an SGD account.`;
}

/** The form's values: the two accounts, and the amount as typed on the side the user typed. */
export interface ExchangeFormValues {
  senderAccount: string;
  receiverAccount: string;
  /** Which amount was typed; the other is derived (calcSourceAmtFromDestinationAmt when 'target'). */
  typedSide: AmountSide;
  /** The amount to send as typed, or '' while it is derived. */
  sourceAmount: string;
  /** The amount to receive as typed, or '' while it is derived. */
  targetAmount: string;
}

export type ExchangeField = 'senderAccount' | 'receiverAccount' | 'sourceAmount' | 'targetAmount';

/** The field of each side's amount. */
export const AMOUNT_FIELDS = {
  source: 'sourceAmount',
  target: 'targetAmount',
} as const satisfies Record<AmountSide, ExchangeField>;

/** What the rules are read against. */
export interface ExchangeContext {
  accounts: readonly Account[];
  /** The live quote's rate, or null when there is none to use (needed only when currencies differ). */
  rateMicros: number | null;
  /** Server limits (micro-units) per currency, when known: each side's maximum applies (as at the bank). */
  maxFor?: ((currency: CurrencyCode) => Micros | undefined) | undefined;
}

/** A valid form: the two accounts and both amounts, as the request carries them. */
export interface Exchange {
  sender: Account;
  receiver: Account;
  typedSide: AmountSide;
  source: Micros;
  target: Micros;
  /** The currencies differ: the request goes at the quote's rate. */
  needsQuote: boolean;
}

/**
 * Why the form cannot go on yet although nothing is wrong. Never shown (the spec has Continue
 * stay disabled, with no message): issues with these texts carry PENDING.
 */
export const PENDING_REASONS = {
  noSender: 'No sending account is chosen yet.',
  noReceiver: 'No receiving account is chosen yet.',
  noAmount: 'No amount is typed yet.',
  noRate: 'No rate to derive the other amount with yet.',
} as const;

export const exchangeFormSchema = z.object({
  senderAccount: z.string(),
  receiverAccount: z.string(),
  typedSide: z.enum(['source', 'target']),
  sourceAmount: z.string(),
  targetAmount: z.string(),
});

/** The amount as typed, on the side that was typed. */
export const typedAmount = (values: ExchangeFormValues): string =>
  values[AMOUNT_FIELDS[values.typedSide]];

const accountOf = (accounts: readonly Account[], accountNumber: string) =>
  accountNumber === '' ? undefined : accounts.find((a) => a.accountNumber === accountNumber);

/** The pair rules: two different accounts, and an exchange only between allowed currencies. */
function pairProblem(
  sender: Account,
  receiver: Account,
): { field: 'senderAccount' | 'receiverAccount'; message: string } | null {
  if (sender.accountNumber === receiver.accountNumber)
    return { field: 'receiverAccount', message: TRANSFER_MESSAGES.sameAccount };
  if (sender.currency === receiver.currency) return null;
  if (!EXCHANGE_CURRENCIES.includes(receiver.currency))
    return { field: 'receiverAccount', message: notExchangeCurrencyMessage(receiver.currency) };
  if (!EXCHANGE_CURRENCIES.includes(sender.currency))
    return { field: 'senderAccount', message: notExchangeCurrencyMessage(sender.currency) };
  if (sender.currency !== 'SGD')
    return {
      field: 'senderAccount',
      message: senderCurrencyMessage(sender.currency, receiver.currency),
    };
  return null;
}

/** What the values come to against the context, rules aside. */
export interface ExchangeReading {
  sender: Account | undefined;
  receiver: Account | undefined;
  /** Both accounts are chosen and may trade with each other. */
  pairOk: boolean;
  /** The pair needs a quote (different currencies, both allowed). */
  needsQuote: boolean;
  /** The typed amount read in its currency, once the pair is good. */
  typed: AmountInputResult | null;
  /** Both amounts, when the typed one reads and a rate (if needed) is there. */
  amounts: { source: Micros; target: Micros } | null;
}

/** The accounts the values name, the typed amount read, and the other amount derived from it. */
export function readExchange(
  values: ExchangeFormValues,
  context: ExchangeContext,
): ExchangeReading {
  const sender = accountOf(context.accounts, values.senderAccount);
  const receiver = accountOf(context.accounts, values.receiverAccount);
  if (!sender || !receiver || pairProblem(sender, receiver))
    return { sender, receiver, pairOk: false, needsQuote: false, typed: null, amounts: null };
  const needsQuote = sender.currency !== receiver.currency;
  const typedCurrency = values.typedSide === 'source' ? sender.currency : receiver.currency;
  const typed = parseAmountInput(typedAmount(values), typedCurrency);
  const amounts = typed.ok
    ? deriveAmounts({
        typedSide: values.typedSide,
        typed: typed.micros,
        sourceCurrency: sender.currency,
        targetCurrency: receiver.currency,
        rateMicros: needsQuote ? context.rateMicros : null,
      })
    : null;
  return { sender, receiver, pairOk: true, needsQuote, typed, amounts };
}

/**
 * The exchange form's schema over its context. Each problem is an issue on the field it is
 * about: the pair on the account it concerns, the typed amount's format on its own side, the
 * balance on the sending amount, the minimum and the maximum on whichever side is out of range.
 * What is merely missing (an account, the amount, the rate) is a PENDING issue, not shown. The
 * output is the transfer as the request carries it.
 */
export function exchangeSchema(context: ExchangeContext) {
  return exchangeFormSchema.transform((values, ctx): Exchange => {
    let valid = true;
    const report = (field: ExchangeField, message: string) => {
      valid = false;
      ctx.addIssue({ code: 'custom', path: [field], message, input: values });
    };
    const pending = (field: ExchangeField, message: string) => {
      valid = false;
      ctx.addIssue({ code: 'custom', path: [field], message, params: PENDING, input: values });
    };
    const reading = readExchange(values, context);
    const { sender, receiver, typed, amounts } = reading;
    const typedField = AMOUNT_FIELDS[values.typedSide];

    if (sender && receiver) {
      const problem = pairProblem(sender, receiver);
      if (problem) report(problem.field, problem.message);
    }
    if (!sender) {
      // spec-2 §5: an amount with no sending account is answered on the sending amount, whichever side was typed.
      if (typedAmount(values).trim() !== '')
        report('sourceAmount', TRANSFER_MESSAGES.selectAccount);
      pending('senderAccount', PENDING_REASONS.noSender);
    }
    if (!receiver) pending('receiverAccount', PENDING_REASONS.noReceiver);
    if (!sender || !receiver || !reading.pairOk || !typed) return z.NEVER;

    const typedCurrency = values.typedSide === 'source' ? sender.currency : receiver.currency;
    if (!typed.ok) {
      if (typed.reason === 'empty') pending(typedField, PENDING_REASONS.noAmount);
      else report(typedField, amountFormatMessage(typed.reason, typedCurrency));
      return z.NEVER;
    }
    if (!amounts) {
      // No rate yet: the typed side is still checked for its own minimum.
      const min = minimumFor(typedCurrency);
      if (typed.micros < min) report(typedField, minAmountMessage(min, typedCurrency));
      pending(typedField, PENDING_REASONS.noRate);
      return z.NEVER;
    }

    const sourceMin = minimumFor(sender.currency);
    const targetMin = minimumFor(receiver.currency);
    const sourceMax = context.maxFor?.(sender.currency);
    const targetMax = context.maxFor?.(receiver.currency);
    if (amounts.source < sourceMin)
      report('sourceAmount', minAmountMessage(sourceMin, sender.currency));
    else if (sender.currentBalance !== null && amounts.source > sender.currentBalance)
      report('sourceAmount', TRANSFER_MESSAGES.exceedsBalance);
    else if (sourceMax !== undefined && amounts.source > sourceMax)
      report('sourceAmount', maxAmountMessage(sourceMax, sender.currency));
    if (amounts.target < targetMin)
      report('targetAmount', minAmountMessage(targetMin, receiver.currency));
    else if (targetMax !== undefined && amounts.target > targetMax)
      report('targetAmount', maxAmountMessage(targetMax, receiver.currency));
    if (!valid) return z.NEVER;

    return {
      sender,
      receiver,
      typedSide: values.typedSide,
      source: amounts.source,
      target: amounts.target,
      needsQuote: reading.needsQuote,
    };
  });
}

export type ExchangeSchema = ReturnType<typeof exchangeSchema>;

/** What the form shows while it is edited: the schema's verdict, and the amounts it reads. */
export interface ExchangeCheck {
  /** The message on each field (pending issues are not shown). */
  errors: Partial<Record<ExchangeField, string>>;
  /** Both amounts, even when a rule refuses them (the derived side is shown either way). */
  amounts: { source: Micros; target: Micros } | null;
  needsQuote: boolean;
  /** The schema's output, when the form is valid. */
  exchange: Exchange | undefined;
  valid: boolean;
}

/** The form checked now, synchronously: the same schema as its resolver (shared/forms/readForm). */
export function checkExchange(values: ExchangeFormValues, context: ExchangeContext): ExchangeCheck {
  const { data, errors } = readForm<ExchangeSchema, ExchangeField>(exchangeSchema(context), values);
  const { amounts, needsQuote } = readExchange(values, context);
  return { errors, amounts, needsQuote, exchange: data, valid: data !== undefined };
}
