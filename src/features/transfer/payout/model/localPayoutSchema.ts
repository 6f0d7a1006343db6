import { z } from 'zod';
import type { CurrencyCode } from '../../../../shared/currencies';
import type { Account } from '../../../../shared/domain/accounts';
import type { TransferLimit } from '../../../../shared/domain/fx';
import { exceedsLocalSgdCap, localReferenceRule } from '../../../../shared/domain/payouts';
import { LOCAL_PURPOSES } from '../../../../shared/domain/purposes';
import type { Recipient } from '../../../../shared/domain/recipient';
import { SG_LOCAL_CURRENCIES } from '../../../../shared/domain/recipients/types';
import { microsToInput } from '../../amounts';
import { type Micros } from '../../../../shared/money';
import { limitNotice } from '../../../../shared/domain/limitNotice';
import { fieldIssues } from '../../../../shared/forms/readForm';
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
import { PAYOUT_MESSAGES as M } from './messages';

/*
 * The local payout's details (spec-2 §5 Amounts; Reference, purpose, message; Notification and
 * attachments) as one zod schema over a context: the sending accounts, the recipient, the toggles,
 * the bank's local limits and the fee. Each problem is an issue on its field; what is merely
 * still coming (the fee for the amount typed) is PENDING, not shown. The output is the draft the
 * review shows and Transfer Now sends.
 */

/**
 * The accounts a local payout may come from: the recipient's currency; for an MCA recipient any
 * account in a currency Singapore accounts are held in (docs/decisions/payouts.md 'Payout details and
 * review': it receives what is sent).
 */
export function localSenders(accounts: readonly Account[], recipient: Recipient): Account[] {
  if (recipient.currency === 'MCA')
    return accounts.filter((a) => (SG_LOCAL_CURRENCIES as readonly string[]).includes(a.currency));
  return accounts.filter((a) => a.currency === recipient.currency);
}

export interface LocalPayoutValues extends AdviceValues {
  senderAccount: string;
  /** The amount as typed. */
  amount: string;
  reference: string;
  /** A code of LOCAL_PURPOSES, or '' for none. */
  purpose: string;
}

export type LocalPayoutField = 'senderAccount' | 'amount' | 'reference' | 'purpose' | AdviceField;

export interface LocalPayoutContext {
  recipient: Recipient;
  /** The accounts it may pay from (localSenders). */
  accounts: readonly Account[];
  /** Toggle dbsLocalTtIntegration: reference and purpose required, no S$200,000 cap. */
  integrationOn: boolean;
  /** Toggle transferNotification: the payment-advice section is offered. */
  notificationOn: boolean;
  /** The bank's local limits table. */
  limitOf: (currency: CurrencyCode) => TransferLimit | undefined;
  /** The bank's fee for this amount, once known. */
  feeFor: (currency: CurrencyCode, amount: Micros) => Micros | undefined;
}

export const localPayoutFormSchema = z.object({
  senderAccount: z.string(),
  amount: z.string(),
  reference: z.string(),
  purpose: z.string(),
  ...adviceFormFields,
});

/** The form's first values: the first sending account (the bank's order), nothing typed. */
export function emptyLocalValues(senders: readonly Account[]): LocalPayoutValues {
  return {
    senderAccount: senders[0]?.accountNumber ?? '',
    amount: '',
    reference: '',
    purpose: '',
    ...emptyAdvice(),
  };
}

/** The form's values again from a draft (Back from the review keeps everything). */
export function localValuesFromDraft(draft: PayoutDraft): LocalPayoutValues {
  return {
    senderAccount: draft.senderAccountNo,
    amount: microsToInput(draft.sourceAmount, draft.sourceCurrency),
    reference: draft.reference,
    purpose: draft.purposeOfPayment,
    ...adviceValuesFrom(draft),
  };
}

export function localPayoutSchema(context: LocalPayoutContext) {
  return localPayoutFormSchema.transform((values, ctx): PayoutDraft => {
    const issues = fieldIssues<LocalPayoutField>(ctx, values);
    const { report } = issues;

    const sender = context.accounts.find((a) => a.accountNumber === values.senderAccount);
    let amount: Micros | undefined;
    let fee: Micros | undefined;
    if (!sender) {
      // spec-2 §5: an amount with no account is answered on the amount.
      report(values.amount.trim() === '' ? 'senderAccount' : 'amount', M.selectAccount);
    } else {
      const currency = sender.currency;
      const read = readAmount(values.amount, currency);
      if (!read.ok) report('amount', read.message);
      else {
        amount = read.micros;
        fee = context.feeFor(currency, amount);
        const limit = context.limitOf(currency);
        // Net of the fee: what leaves the account is the amount and the fee (spec-2 §5 Amounts).
        const owed = amount + (fee ?? 0);
        const problem =
          belowMinimum(amount, currency, limit) ??
          (sender.currentBalance !== null && owed > sender.currentBalance
            ? M.exceedsBalance
            : null) ??
          (exceedsLocalSgdCap(currency, amount, context.integrationOn) ? M.maxSgd200k : null) ??
          aboveMaximum(amount, currency, limit);
        if (problem) report('amount', problem);
        if (fee === undefined) report('amount', FEE_PENDING, true);
      }
    }

    const reference = collapsedText(values.reference);
    const rule = localReferenceRule(context.recipient, sender?.currency ?? 'SGD');
    if (reference === '') {
      if (context.integrationOn) report('reference', M.required);
    } else if (!rule.pattern.test(reference)) report('reference', rule.charsText);
    else if (reference.length > rule.max) report('reference', limitNotice(rule.max));

    if (values.purpose === '') {
      if (context.integrationOn) report('purpose', M.required);
    } else if (!LOCAL_PURPOSES.some((p) => p.code === values.purpose))
      report('purpose', M.required);

    const advice = readAdvice(values, context.notificationOn, report);
    if (!issues.valid || !sender || amount === undefined || fee === undefined || !advice)
      return z.NEVER;
    return {
      senderAccountNo: sender.accountNumber,
      sourceCurrency: sender.currency,
      sourceAmount: amount,
      destinationAmount: amount,
      calcSourceAmtFromDestinationAmt: false,
      fee,
      chargeAt: 'DEBTOR',
      reference,
      purposeOfPayment: values.purpose,
      ...advice,
    };
  });
}

export type LocalPayoutSchema = ReturnType<typeof localPayoutSchema>;
