import {
  IDENTIFICATION_TYPES,
  LOCAL_COUNTRY,
  RECIPIENT_CURRENCIES,
  ROUTING_CODE_TYPES,
  type IdentificationType,
  type RecipientCurrency,
  type RoutingCodeType,
} from './recipients/types';
import type { Role } from './roles';
import { PAYMENT_ROLES } from './roles';

/**
 * spec-2 §3 Recipient, as the bank lists it. The per-currency field rules of the add form live in
 * src/shared/domain/recipients/ (one zod schema per rule set); this file is the record and the
 * rules every list and the bank share.
 */

// spec-2 §3 Supported recipient currencies: one list, kept with the field rules.
export { RECIPIENT_CURRENCIES, type RecipientCurrency };

export const RECIPIENT_TYPES = ['LOCAL', 'OVERSEAS', 'UNKNOWN_RECIPIENT'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
/** The two lists (spec-2 §2 Recipient lists); UNKNOWN_RECIPIENT shows in neither. */
export type RecipientListType = Exclude<RecipientType, 'UNKNOWN_RECIPIENT'>;

export const RECIPIENT_ACCOUNT_TYPES = ['INDIVIDUAL', 'CORPORATE', 'UNKNOWN_ACCOUNT_TYPE'] as const;
export type RecipientAccountType = (typeof RECIPIENT_ACCOUNT_TYPES)[number];

export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVING', 'UNKNOWN_BANK_ACCOUNT_TYPE'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

// Routing code and BRL tax id kinds: one list each, kept with the field rules.
export { ROUTING_CODE_TYPES, IDENTIFICATION_TYPES, type RoutingCodeType, type IdentificationType };

export const PAYOUT_PURPOSES = ['Transfers', 'Claims'] as const;
export type PayoutPurpose = (typeof PAYOUT_PURPOSES)[number];

export { LOCAL_COUNTRY };

/** spec-2 §3 Recipient. Optional fields are those a currency's form does not ask for. */
export interface Recipient {
  displayReferenceId: string;
  recipientType: RecipientType;
  recipientNickName: string;
  recipientAccountName: string;
  recipientAccountNo: string;
  recipientBankName: string;
  recipientBankCode?: string;
  bic?: string;
  routingCodeType?: RoutingCodeType;
  routingCodeValue?: string;
  swiftCodeValue?: string;
  intermediatoryBankSwiftCode?: string;
  /** A recipient currency, MCA, or one the bank no longer pays out in (the row is dimmed). */
  currency: string;
  /** ISO 3166 alpha-2, like bankCtry. */
  recipientCountry: string;
  bankCtry: string;
  recipientContactNumber?: string;
  recipientContactCountryCode?: string;
  recipientAddress?: string;
  recipientAddressLineTwo?: string;
  recipientAddressLineThree?: string;
  recipientCity?: string;
  recipientState?: string;
  recipientPostal?: string;
  recipientEmail?: string;
  recipientRelationship?: string;
  accountType: RecipientAccountType;
  recipientBankAccountType?: BankAccountType;
  recipientIdentificationType?: IdentificationType;
  recipientIdentificationValue?: string;
  payoutPurpose: PayoutPurpose;
}

/** docs/decisions/roles.md Roles: adding and deleting a recipient (deleted for all users) is for payment-capable roles. */
export const RECIPIENT_MANAGER_ROLES: readonly Role[] = PAYMENT_ROLES;

export const recipientTypeForCountry = (country: string): RecipientListType =>
  country.toUpperCase() === LOCAL_COUNTRY ? 'LOCAL' : 'OVERSEAS';

/** Account numbers compare without spaces, dashes and case (an IBAN is often written in groups). */
export const normalisedAccountNumber = (accountNumber: string): string =>
  accountNumber.replace(/[\s-]/g, '').toUpperCase();

/**
 * docs/decisions/recipients.md 'Recipient and transfer rules the spec leaves open': a recipient already
 * exists when one of the same type has the same currency and the same account number (compared
 * without spaces, dashes and case). Another bank with the same number is rare enough that the
 * product asks the user to check their input rather than keep two rows that look the same.
 */
export function isSameRecipient(
  a: Pick<Recipient, 'recipientType' | 'currency' | 'recipientAccountNo'>,
  b: Pick<Recipient, 'recipientType' | 'currency' | 'recipientAccountNo'>,
): boolean {
  return (
    a.recipientType === b.recipientType &&
    a.currency === b.currency &&
    normalisedAccountNumber(a.recipientAccountNo) === normalisedAccountNumber(b.recipientAccountNo)
  );
}

/** Exact text of messages.tsv duplicate_recipient (spec-2 §4 Add recipient). */
export const DUPLICATE_RECIPIENT_TEXT = 'Recipient already exists. Please check your input.';

const isRecipientCurrency = (currency: string): currency is RecipientCurrency =>
  (RECIPIENT_CURRENCIES as readonly string[]).includes(currency);

/**
 * Why a recipient row is dimmed and cannot be picked (spec-2 §2 Recipient lists), as the notice
 * texts of spec-2 §8 word it, or null when it can be paid. VND pays individuals only unless the
 * VND corporate capability is on; CNY pays companies only (spec-2 §4 Currency effects).
 */
export function unavailableReason(
  recipient: Pick<Recipient, 'currency' | 'accountType'>,
  options: { vndCorporate?: boolean } = {},
): string | null {
  if (!isRecipientCurrency(recipient.currency))
    return `Transfer in ${recipient.currency} is currently unavailable.`;
  if (
    recipient.currency === 'VND' &&
    recipient.accountType !== 'INDIVIDUAL' &&
    !options.vndCorporate
  )
    return 'Transferring to VND is currently only available for individual accounts';
  if (recipient.currency === 'CNY' && recipient.accountType !== 'CORPORATE')
    return 'Transferring to CNY is currently only available for corporate accounts';
  return null;
}
