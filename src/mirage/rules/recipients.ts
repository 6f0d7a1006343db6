import type { NewRecipient } from '../../shared/contracts/recipients';
import {
  DUPLICATE_RECIPIENT_TEXT,
  recipientTypeForCountry,
  type Recipient,
} from '../../shared/domain/recipient';
import { recipientSchema } from '../../shared/domain/recipients/schema';
import type { RecipientFormValues } from '../../shared/domain/recipients/types';
import { BankError } from '../types';
import type { RecipientBook } from '../stores/recipients';

type Fields = Omit<Recipient, 'displayReferenceId'>;

/** Keeps a given value, drops an absent or blank one (the record leaves out what the form did not ask). */
const given = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value ? ({ [key]: value } as Record<K, string>) : {};

/**
 * The new-recipient form as the record the lists show (spec-2 §3): a recipient in Singapore is
 * LOCAL, any other OVERSEAS; the nickname is the name; SWIFT codes upper case.
 */
export function recipientFromForm(form: NewRecipient): Fields {
  const swift = form.swiftCodeValue?.toUpperCase();
  return {
    recipientType: recipientTypeForCountry(form.country),
    recipientNickName: form.name,
    recipientAccountName: form.name,
    recipientAccountNo: form.accountNumber,
    recipientBankName: form.bankName ?? '',
    currency: form.currency,
    recipientCountry: form.country,
    bankCtry: form.country,
    accountType: form.accountType,
    payoutPurpose: form.payoutPurpose ?? 'Transfers',
    ...given('recipientBankCode', form.bankCode ?? swift),
    ...given('swiftCodeValue', swift),
    ...given('bic', swift),
    ...given('intermediatoryBankSwiftCode', form.intermediatoryBankSwiftCode?.toUpperCase()),
    ...(form.routingCodeType ? { routingCodeType: form.routingCodeType } : {}),
    ...given('routingCodeValue', form.routingCodeValue),
    ...given('recipientContactCountryCode', form.contactCountryCode),
    ...given('recipientContactNumber', form.contactNumber),
    ...given('recipientAddress', form.address),
    ...given('recipientAddressLineTwo', form.addressLineTwo),
    ...given('recipientAddressLineThree', form.addressLineThree),
    ...given('recipientCity', form.city),
    ...given('recipientState', form.state),
    ...given('recipientPostal', form.postal),
    ...given('recipientEmail', form.email),
    ...given('recipientRelationship', form.relationship),
    ...(form.bankAccountType ? { recipientBankAccountType: form.bankAccountType } : {}),
    ...(form.identificationType ? { recipientIdentificationType: form.identificationType } : {}),
    ...given('recipientIdentificationValue', form.identificationValue),
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
 * too: it refuses what the form would, naming the field, whoever calls it. The duplicate check
 * stays assertNotDuplicate's (409, not a field rule). The company's own accounts are refused as
 * recipients.
 */
export function assertFieldRules(
  form: NewRecipient,
  context: { ownAccountNumbers: readonly string[]; vndCorporate: boolean },
): void {
  const result = recipientSchema({
    type: recipientTypeForCountry(form.country),
    ownAccountNumbers: context.ownAccountNumbers,
    vndCorporate: context.vndCorporate,
    purpose: form.payoutPurpose ?? 'Transfers',
  }).safeParse(form as Partial<RecipientFormValues>);
  const issue = result.success ? undefined : result.error.issues[0];
  if (issue)
    throw new BankError(400, 'INVALID_PARAM_ERROR', issue.message, {
      field: String(issue.path[0] ?? ''),
    });
}
