import type { NewRecipient } from '../../shared/contracts/recipients';
import {
  DUPLICATE_RECIPIENT_TEXT,
  recipientTypeForCountry,
  type Recipient,
} from '../../shared/domain/recipient';
import { recipientSchema, type RecipientDraft } from '../../shared/domain/recipients/schema';
import type { RecipientFormValues } from '../../shared/domain/recipients/types';
import { BankError } from '../types';
import type { RecipientBook } from '../stores/recipients';

type Fields = Omit<Recipient, 'displayReferenceId'>;

/** Keeps a given value, drops an absent or blank one (the record leaves out what the form did not ask). */
const given = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value ? ({ [key]: value } as Record<K, string>) : {};

/**
 * The record the lists show (spec-2 §3), built from the rules' draft (recipientSchema's output:
 * only the fields the currency's form shows, normalised), never from the body as sent: a field the
 * currency's rules do not read is not stored. A recipient in Singapore is LOCAL, any other
 * OVERSEAS; the nickname is the name; codes upper case. The account type and payout purpose are
 * the body's (enums the contract checked).
 */
export function recipientFromDraft(
  draft: RecipientDraft,
  form: Pick<NewRecipient, 'accountType' | 'payoutPurpose'>,
): Fields {
  const swift = draft.swiftCodeValue;
  return {
    recipientType: recipientTypeForCountry(draft.country),
    recipientNickName: draft.name,
    recipientAccountName: draft.name,
    recipientAccountNo: draft.accountNumber,
    recipientBankName: draft.bankName,
    currency: draft.currency,
    recipientCountry: draft.country,
    bankCtry: draft.country,
    accountType: form.accountType,
    payoutPurpose: form.payoutPurpose ?? 'Transfers',
    ...given('recipientBankCode', draft.bankCode || swift),
    ...given('swiftCodeValue', swift),
    ...given('bic', swift),
    ...given('intermediatoryBankSwiftCode', draft.intermediatoryBankSwiftCode),
    ...(draft.routingCodeValue ? { routingCodeType: draft.routingCodeType } : {}),
    ...given('routingCodeValue', draft.routingCodeValue),
    ...given('recipientContactCountryCode', draft.contactNumber ? draft.contactCountryCode : ''),
    ...given('recipientContactNumber', draft.contactNumber),
    ...given('recipientAddress', draft.address),
    ...given('recipientAddressLineTwo', draft.addressLineTwo),
    ...given('recipientAddressLineThree', draft.addressLineThree),
    ...given('recipientCity', draft.city),
    ...given('recipientState', draft.state),
    ...given('recipientPostal', draft.postal),
    ...given('recipientEmail', draft.email),
    ...given('recipientRelationship', draft.relationship),
    ...(draft.bankAccountType ? { recipientBankAccountType: draft.bankAccountType } : {}),
    ...(draft.identificationType ? { recipientIdentificationType: draft.identificationType } : {}),
    ...given('recipientIdentificationValue', draft.identificationValue),
  };
}

/**
 * spec-2 §4 Add recipient: the duplicate check and the add both refuse a recipient the company
 * already has (isSameRecipient) with 409 RECORD_ALREADY_EXISTS and the spec's text, so a client
 * that skips the check (or races another user) still cannot keep two.
 */
export function assertNotDuplicate(recipients: RecipientBook, candidate: Fields): void {
  if (recipients.duplicateOf(candidate))
    throw new BankError(409, 'RECORD_ALREADY_EXISTS', DUPLICATE_RECIPIENT_TEXT);
}

/**
 * The per-currency field rules of the add form (src/shared/domain/recipients/), run by the bank
 * too: it refuses what the form would, naming the field, whoever calls it, and answers the rules'
 * draft, which is what the bank stores (recipientFromDraft). The duplicate check stays
 * assertNotDuplicate's (409, not a field rule). The company's own accounts are refused as
 * recipients.
 */
export function assertFieldRules(
  form: NewRecipient,
  context: { ownAccountNumbers: readonly string[]; vndCorporate: boolean },
): RecipientDraft {
  const result = recipientSchema({
    type: recipientTypeForCountry(form.country),
    ownAccountNumbers: context.ownAccountNumbers,
    vndCorporate: context.vndCorporate,
    purpose: form.payoutPurpose ?? 'Transfers',
  }).safeParse(form as Partial<RecipientFormValues>);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new BankError(400, 'INVALID_PARAM_ERROR', issue?.message ?? 'The recipient is not valid.', {
    field: String(issue?.path[0] ?? ''),
  });
}
