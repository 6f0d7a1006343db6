/**
 * One zod schema per rule set (spec-2 §5 Recipient fields): `recipientSchema(context)` reads the
 * new-recipient form's values, cleans and trims every field, and refuses with the spec's texts,
 * each issue on its field's path. The add-recipient form uses it through zodResolver; the mock
 * bank parses the request body with the same schema and refuses what the form would.
 */
import { z } from 'zod';
import { cleanText } from '../../text/cleanText';
import { findDuplicate } from './duplicates';
import { recipientFieldSpecs } from './fieldSpecs';
import { RECIPIENT_MESSAGES } from './messages';
import { normaliseRecipient } from './normalise';
import {
  RECIPIENT_FIELDS,
  type AccountType,
  type BankAccountType,
  type IdentificationType,
  type RecipientContext,
  type RecipientCurrency,
  type RecipientFormValues,
  type RecipientType,
  type RoutingCodeType,
} from './types';
import { recipientIssues, rulesFor } from './validate';

/** A recipient the rules accept, as it is sent: codes set, fields the currency does not use empty. */
export interface RecipientDraft extends Omit<
  RecipientFormValues,
  'currency' | 'accountType' | 'bankAccountType' | 'identificationType' | 'routingCodeType'
> {
  type: RecipientType;
  currency: RecipientCurrency;
  accountType: AccountType | '';
  bankAccountType: BankAccountType | '';
  identificationType: IdentificationType | '';
  routingCodeType: RoutingCodeType;
}

const shape = Object.fromEntries(
  RECIPIENT_FIELDS.map((field) => [field, z.string().optional()]),
) as Record<(typeof RECIPIENT_FIELDS)[number], z.ZodOptional<z.ZodString>>;

/**
 * Only the fields the currency's form shows, each as its rules read it: a field with a list of
 * acceptable characters passed it; one without (relationship, a local bank name) is cleaned
 * (cleanText). What the form does not show for this currency is left empty, whatever was sent.
 */
function shownValues(values: RecipientFormValues, context: RecipientContext): RecipientFormValues {
  const specs = recipientFieldSpecs(values.currency, context);
  const out = {} as RecipientFormValues;
  for (const field of RECIPIENT_FIELDS)
    out[field] = specs?.[field].shown ? cleanText(values[field]) : '';
  return out;
}

/** The accepted values with the currency effects of spec-2 §4 written in. */
function toDraft(values: RecipientFormValues, context: RecipientContext): RecipientDraft {
  const rules = rulesFor(values, context) ?? null;
  const brazilian = rules?.brazilian ?? false;
  // The codes a currency sets itself (spec-2 §4) are written in; the rest is what the form shows.
  const shown = shownValues(values, context);
  return {
    ...shown,
    type: context.type,
    currency: values.currency as RecipientCurrency,
    accountType: values.accountType as AccountType | '',
    contactCountryCode: values.currency === 'KRW' ? '+82' : shown.contactCountryCode,
    identificationType: brazilian ? (values.accountType === 'CORPORATE' ? 'CNPJ' : 'CPF') : '',
    bankAccountType: brazilian ? (values.bankAccountType as BankAccountType) : '',
    routingCodeType: rules?.routing ?? 'SWIFT',
  };
}

/**
 * The new-recipient form's schema for a context (local or overseas, telegraphic route, the VND
 * corporate capability, the company's own accounts, the recipients there are and the payout
 * purpose). Its input is the form's text fields (a missing one is ''); its output the
 * RecipientDraft to send. Currency and country are values, not context: one schema serves the
 * form while the user changes them.
 */
export function recipientSchema(context: RecipientContext) {
  return z.object(shape).transform((raw, ctx): RecipientDraft => {
    const values = normaliseRecipient(raw);
    const issues = recipientIssues(values, context);
    for (const issue of issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [issue.field],
        input: raw[issue.field],
      });
    if (issues.length > 0) return z.NEVER;
    const draft = toDraft(values, context);
    // spec-2 §4 Add recipient: a recipient the rules accept may still be there already.
    const existing = context.existingRecipients ?? [];
    if (findDuplicate(draft, existing, context.purpose ?? 'Transfers')) {
      const message = RECIPIENT_MESSAGES.duplicate;
      ctx.addIssue({ code: 'custom', message, path: ['accountNumber'], input: raw.accountNumber });
      return z.NEVER;
    }
    return draft;
  });
}

export type RecipientSchema = ReturnType<typeof recipientSchema>;
