import * as z from 'zod/mini';
import {
  BANK_ACCOUNT_TYPES,
  IDENTIFICATION_TYPES,
  PAYOUT_PURPOSES,
  RECIPIENT_ACCOUNT_TYPES,
  RECIPIENT_CURRENCIES,
  RECIPIENT_TYPES,
  ROUTING_CODE_TYPES,
} from '../domain/recipient';
import { TAX_ID } from '../domain/recipients/rules';
import { ACCESS_ERRORS, defineContract } from './contract';
import { freeTextField, requiredReferenceField, textField } from './fields';

/**
 * spec-2 §7 Recipients (/boom/v2/payouts/recipients): list, add, delete (for all users), detail
 * and the duplicate check. Who may call which, the duplicate rule and the per-currency field
 * rules stay with the bank (src/mirage/routes/recipients.ts) and answer with their own codes.
 */

const opt = <T extends z.ZodMiniType>(schema: T) => z.optional(schema);

/** spec-2 §3 Recipient, as the bank sends it. Currency is text: a row may carry one no longer paid out in. */
export const recipientRecordSchema = z.object({
  displayReferenceId: z.string(),
  recipientType: z.enum(RECIPIENT_TYPES),
  recipientNickName: z.string(),
  recipientAccountName: z.string(),
  recipientAccountNo: z.string(),
  recipientBankName: z.string(),
  recipientBankCode: opt(z.string()),
  bic: opt(z.string()),
  routingCodeType: opt(z.enum(ROUTING_CODE_TYPES)),
  routingCodeValue: opt(z.string()),
  swiftCodeValue: opt(z.string()),
  intermediatoryBankSwiftCode: opt(z.string()),
  currency: z.string(),
  recipientCountry: z.string(),
  bankCtry: z.string(),
  recipientContactNumber: opt(z.string()),
  recipientContactCountryCode: opt(z.string()),
  recipientAddress: opt(z.string()),
  recipientAddressLineTwo: opt(z.string()),
  recipientAddressLineThree: opt(z.string()),
  recipientCity: opt(z.string()),
  recipientState: opt(z.string()),
  recipientPostal: opt(z.string()),
  recipientEmail: opt(z.string()),
  recipientRelationship: opt(z.string()),
  accountType: z.enum(RECIPIENT_ACCOUNT_TYPES),
  recipientBankAccountType: opt(z.enum(BANK_ACCOUNT_TYPES)),
  recipientIdentificationType: opt(z.enum(IDENTIFICATION_TYPES)),
  recipientIdentificationValue: opt(z.string()),
  payoutPurpose: z.enum(PAYOUT_PURPOSES),
});

/** ISO 3166 alpha-2, upper case. */
const countryField = z.string().check(z.regex(/^[A-Z]{2}$/));
/** A SWIFT/BIC has 8 or 11 characters; its rules (country at 5-6) are the per-currency schema's. */
const swiftField = textField(11);

/**
 * spec-2 §3 New-recipient form, plus the address parts and purpose the Recipient record keeps.
 * Only the shape and the outer limits of constants.tsv are checked here: the per-currency rules
 * are recipientSchema(context) of src/shared/domain/recipients/, which the bank runs on add and
 * dupcheck (assertFieldRules, src/mirage/rules/recipients.ts) and whose draft it stores. Fields
 * with a list of acceptable characters (spec-2 §5) arrive as sent, not cleaned, so the rules
 * refuse an invisible character instead of dropping it; e-mail and relationship, without a
 * list, are cleaned here.
 */
export const newRecipientSchema = z.object({
  country: countryField,
  currency: z.enum(RECIPIENT_CURRENCIES),
  // recipient_name_max_other: 255, the longest of the per-currency limits.
  name: textField(255).check(z.minLength(1)),
  contactCountryCode: opt(textField(6)),
  contactNumber: opt(textField(20)),
  // recipient_address_line_max: 35 a line; recipient_postal_max: 15.
  address: opt(textField(35)),
  addressLineTwo: opt(textField(35)),
  addressLineThree: opt(textField(35)),
  city: opt(textField()),
  state: opt(textField()),
  postal: opt(textField(15)),
  email: opt(freeTextField(100)),
  relationship: opt(freeTextField()),
  accountType: z.enum(['INDIVIDUAL', 'CORPORATE']),
  identificationType: opt(z.enum(IDENTIFICATION_TYPES)),
  // The rules' longest tax id (a CNPJ may be typed with its punctuation).
  identificationValue: opt(textField(TAX_ID.max)),
  bankAccountType: opt(z.enum(['CHECKING', 'SAVING'])),
  // overseas_account_number_max_other: 50, the longest of the per-currency limits.
  accountNumber: textField(50).check(z.minLength(1)),
  // bank_name_max_local_form: 255.
  bankName: opt(textField()),
  routingCodeType: opt(z.enum(ROUTING_CODE_TYPES)),
  routingCodeValue: opt(textField(34)),
  swiftCodeValue: opt(swiftField),
  bankCode: opt(textField(34)),
  intermediatoryBankSwiftCode: opt(swiftField),
  payoutPurpose: opt(z.enum(PAYOUT_PURPOSES)),
});
export type NewRecipient = z.output<typeof newRecipientSchema>;

const AREA_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'] as const;

export const listRecipients = defineContract({
  id: 'recipients.list',
  method: 'GET',
  path: '/boom/v2/payouts/recipients',
  summary:
    'spec-2 §7 Recipients: every recipient of the company, local and overseas, for the roles that may transfer',
  auth: 'bearer',
  answer: z.object({ recipients: z.array(recipientRecordSchema) }),
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API'],
});

export const addRecipient = defineContract({
  id: 'recipients.add',
  method: 'POST',
  path: '/boom/v2/payouts/recipients',
  summary:
    'spec-2 §7 Recipients: adds a recipient from the new-recipient form (payment-capable roles); a duplicate is refused',
  auth: 'bearer',
  // The bank also runs the per-currency field rules here and in dupcheck (assertFieldRules).
  body: newRecipientSchema,
  answer: z.object({ recipient: recipientRecordSchema }),
  errors: [...AREA_ERRORS, 'RECORD_ALREADY_EXISTS'],
});

export const deleteRecipient = defineContract({
  id: 'recipients.delete',
  method: 'DELETE',
  path: '/boom/v2/payouts/recipients',
  summary:
    'spec-2 §7 Recipients: deletes a recipient for all users of the company (payment-capable roles)',
  auth: 'bearer',
  body: z.object({ recipientDisplayReferenceID: requiredReferenceField }),
  answer: z.object({}),
  errors: [...AREA_ERRORS, 'RECIPIENT_NOT_FOUND'],
});

export const recipientDetail = defineContract({
  id: 'recipients.detail',
  method: 'GET',
  path: '/boom/v2/payouts/recipients/detail/:id',
  summary: 'spec-2 §7 Recipients: one recipient by its displayReferenceId',
  auth: 'bearer',
  params: z.object({ id: requiredReferenceField }),
  answer: z.object({ recipient: recipientRecordSchema }),
  errors: [...AREA_ERRORS, 'RECIPIENT_NOT_FOUND'],
});

export const checkDuplicateRecipient = defineContract({
  id: 'recipients.dupcheck',
  method: 'POST',
  path: '/boom/v2/payouts/recipients/dupcheck',
  summary:
    'spec-2 §7 Recipients, §4 Add recipient: the duplicate check before an add (skipped for Claims); a duplicate is refused',
  auth: 'bearer',
  body: newRecipientSchema,
  answer: z.object({}),
  errors: [...AREA_ERRORS, 'RECORD_ALREADY_EXISTS'],
});

export const RECIPIENT_CONTRACTS = [
  listRecipients,
  addRecipient,
  deleteRecipient,
  recipientDetail,
  checkDuplicateRecipient,
];
