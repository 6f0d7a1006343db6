/**
 * The add-recipient form's texts. RECIPIENT_FORM_SPEC_TEXTS are the spec's (messages.tsv, as
 * written); the labels and titles below them are written for this product (the spec names the
 * fields, not their labels).
 */
import { ROUTING } from '../../shared/domain/recipients/rules';
import { RECIPIENT_MESSAGES } from '../../shared/domain/recipients/messages';
import { RECIPIENT_FIELD_LABELS } from '../../shared/domain/recipients/labels';
import type { RoutingCodeType } from '../../shared/domain/recipients/types';

export const RECIPIENT_FORM_SPEC_TEXTS = {
  addLocal: 'Add Local Recipient',
  addOverseas: 'Add Overseas Recipient',
  sectionCountry: 'Country/Area and Currency',
  sectionRecipient: 'Recipient Details',
  sectionAccount: 'Account Details',
  next: 'Next',
  back: 'Back',
  confirm: 'Confirm',
  cancel: 'Cancel',
  duplicate: RECIPIENT_MESSAGES.duplicate,
  failureTitle: 'Something Went Wrong!',
  addFailure: 'Sorry, the recipient cannot be added. Please try again later.',
  individual: 'Individual',
  corporate: 'Corporate',
  checking: 'Checking',
  saving: 'Saving',
} as const;

export const RECIPIENT_FORM_TEXTS = {
  save: 'Save',
  /** The local confirmation; the overseas one is the form's review step (spec-2 §2). */
  confirmTitle: 'Confirm recipient details',
  reviewTitle: 'Review recipient details',
  confirmIntro: 'Please check the details. This is what the bank will keep for this recipient.',
  selectCountry: 'Select a country/area',
  selectCurrency: 'Select a currency',
  selectCountryFirst: 'Select a country/area first',
  chooseCurrency: "Choose the currency to see the recipient's fields.",
  multiCurrency: 'Multi-currency account',
  /** The local form's bank picker (SingaporeBankField). */
  bank: 'Bank',
  selectBank: 'Select a bank',
  otherBank: 'Other bank',
  swiftFromBank: 'The SWIFT code is filled in from the bank you picked.',
} as const;

// Each field's label: kept with the recipient rules, as the batch template's headers use them too.
export { RECIPIENT_FIELD_LABELS };

export const routingLabel = (type: RoutingCodeType | null | undefined): string =>
  type && type !== 'SWIFT' ? ROUTING[type].label : RECIPIENT_FIELD_LABELS.routingCodeValue;

/** How the select options and the confirmation name a code. */
export const OPTION_LABELS: Readonly<Record<string, string>> = {
  INDIVIDUAL: RECIPIENT_FORM_SPEC_TEXTS.individual,
  CORPORATE: RECIPIENT_FORM_SPEC_TEXTS.corporate,
  CHECKING: RECIPIENT_FORM_SPEC_TEXTS.checking,
  SAVING: RECIPIENT_FORM_SPEC_TEXTS.saving,
};
