import type { RecipientField } from './types';

/**
 * Each recipient field's label, written for this product (the spec names the fields, not their
 * labels): the add-recipient form's, and the batch template's headers and table
 * (BATCH_COLUMN_LABELS), so a person meets one name for one field. The routing code's label names
 * its kind in the form (routingLabel, src/entities/recipient/recipientFormTexts.ts).
 */
export const RECIPIENT_FIELD_LABELS: Record<RecipientField, string> = {
  country: 'Country/Area',
  currency: 'Currency',
  name: 'Recipient name',
  contactCountryCode: 'Country code',
  contactNumber: 'Contact number',
  address: 'Address line 1',
  addressLineTwo: 'Address line 2',
  addressLineThree: 'Address line 3',
  city: 'City',
  state: 'State/Province',
  postal: 'Postal code',
  email: 'Email',
  relationship: 'Relationship to recipient',
  accountType: 'Account type',
  identificationType: 'Taxpayer ID type',
  identificationValue: 'Taxpayer registration number',
  bankAccountType: 'Bank account type',
  accountNumber: 'Account number',
  bankName: 'Bank name',
  routingCodeType: 'Routing code type',
  routingCodeValue: 'Routing code',
  swiftCodeValue: 'SWIFT code',
  bankCode: 'Bank code',
  intermediatoryBankSwiftCode: 'Intermediary bank SWIFT code',
};
