/**
 * What the add-recipient form reads around the rules of src/shared/domain/recipients/: the
 * country and currency choices, the context the schema is built over, which fields the currency
 * effects set, and the bank's request. No field rule lives here.
 */
import type { NewRecipient } from '../../shared/contracts/recipients';
import { routeIn, type Corridor } from '../../shared/domain/corridors';
import { applyCurrencyEffects } from '../../shared/domain/recipients/effects';
import type { FieldSpec } from '../../shared/domain/recipients/fieldSpecs';
import { countryName } from '../../shared/domain/recipients/messages';
import type { RecipientDraft } from '../../shared/domain/recipients/schema';
import {
  ACCOUNT_TYPES,
  DEFAULT_RECIPIENT_CURRENCY,
  LOCAL_COUNTRY,
  OVERSEAS_CURRENCIES,
  RECIPIENT_FIELDS,
  SG_LOCAL_CURRENCIES,
  type AccountType,
  type PayoutPurpose,
  type RecipientContext,
  type RecipientField,
  type RecipientFormValues,
  type RecipientType,
} from '../../shared/domain/recipients/types';

/**
 * The currencies `corridors` (the bank's, src/db/payoutConfig.ts) pay to `country` that the
 * recipient rules know: a currency the app has no rules for could not be checked, so it is not
 * offered (docs/decisions/payouts.md 'Payout corridors and fees').
 */
const corridorCurrencies = (corridors: readonly Corridor[], country: string): string[] =>
  (corridors.find((c) => c.country === country)?.currencies ?? [])
    .map((c) => c.currency)
    .filter((c) => (OVERSEAS_CURRENCIES as readonly string[]).includes(c));

/** Local recipients are in Singapore; overseas ones in a corridor country (Singapore is none). */
export function countryChoices(type: RecipientType, corridors: readonly Corridor[]): string[] {
  if (type === 'LOCAL') return [LOCAL_COUNTRY];
  return corridors
    .map((c) => c.country)
    .filter((country) => country !== LOCAL_COUNTRY && corridorCurrencies(corridors, country).length)
    .toSorted((a, b) => countryName(a).localeCompare(countryName(b), 'en'));
}

/** The currencies a recipient in `country` may hold: Singapore's local list, or the corridor's. */
export function currencyChoices(
  type: RecipientType,
  country: string,
  corridors: readonly Corridor[],
): string[] {
  if (type === 'LOCAL') return [...SG_LOCAL_CURRENCIES];
  return corridorCurrencies(corridors, country);
}

/** The corridor pays this currency by telegraphic transfer: the SWIFT-field limits apply. */
export const isTelegraphic = (
  type: RecipientType,
  country: string,
  currency: string,
  corridors: readonly Corridor[],
): boolean => type === 'OVERSEAS' && routeIn(corridors, country, currency) === 'TT';

/** An empty form, Singapore dollars for a local recipient, then the values given. */
export function initialRecipientValues(
  type: RecipientType,
  given: Partial<RecipientFormValues> = {},
): RecipientFormValues {
  const empty = Object.fromEntries(RECIPIENT_FIELDS.map((f) => [f, ''])) as RecipientFormValues;
  const local =
    type === 'LOCAL' ? { country: LOCAL_COUNTRY, currency: DEFAULT_RECIPIENT_CURRENCY } : {};
  return { ...empty, ...local, ...given };
}

/**
 * The values the rules read: a field the currency does not show is read as empty (a value typed
 * before the currency changed stays in the form, ready if the user changes back, but is neither
 * checked nor sent).
 */
export function shownValues(
  values: RecipientFormValues,
  specs: Record<RecipientField, FieldSpec> | undefined,
): RecipientFormValues {
  if (!specs) return values;
  const out = { ...values };
  for (const field of RECIPIENT_FIELDS) if (!specs[field].shown) out[field] = '';
  return out;
}

/**
 * A field the currency effects write (spec-2 §4: KRW's country code, BRL's taxpayer id type),
 * shown read-only. Found by asking applyCurrencyEffects, not by knowing the rules: the field is
 * set when the effects overwrite a value put in it.
 */
export function setByEffects(
  values: RecipientFormValues,
  context: Pick<RecipientContext, 'vndCorporate'>,
  field: RecipientField,
): boolean {
  const probe = '\u0000';
  return applyCurrencyEffects({ ...values, [field]: probe }, context)[field] !== probe;
}

/** The account types the currency effects leave as chosen (CNY: Corporate; VND: Individual unless the capability). */
export function allowedAccountTypes(
  values: RecipientFormValues,
  context: Pick<RecipientContext, 'vndCorporate'>,
): AccountType[] {
  return ACCOUNT_TYPES.filter(
    (type) => applyCurrencyEffects({ ...values, accountType: type }, context).accountType === type,
  );
}

/** The claims variant saves only a change (spec-2 §2): a field differs from the initial values. */
export const differsFrom = (values: RecipientFormValues, initial: RecipientFormValues): boolean =>
  RECIPIENT_FIELDS.some((field) => values[field].trim() !== initial[field].trim());

/**
 * docs/decisions/recipients.md 'Add-recipient form': the local form does not ask for the account type (it
 * only matters for VND and CNY), but the bank's record needs one; a business pays businesses.
 */
export const LOCAL_ACCOUNT_TYPE: AccountType = 'CORPORATE';

const given = <K extends keyof NewRecipient>(key: K, value: string) =>
  value === '' ? {} : { [key]: value };

/** The bank's request for an accepted recipient: empty fields left out, the purpose added. */
export function toNewRecipient(draft: RecipientDraft, purpose: PayoutPurpose): NewRecipient {
  return {
    country: draft.country,
    currency: draft.currency,
    name: draft.name,
    accountType: draft.accountType === '' ? LOCAL_ACCOUNT_TYPE : draft.accountType,
    accountNumber: draft.accountNumber,
    routingCodeType: draft.routingCodeType,
    payoutPurpose: purpose,
    ...given('contactCountryCode', draft.contactCountryCode),
    ...given('contactNumber', draft.contactNumber),
    ...given('address', draft.address),
    ...given('addressLineTwo', draft.addressLineTwo),
    ...given('addressLineThree', draft.addressLineThree),
    ...given('city', draft.city),
    ...given('state', draft.state),
    ...given('postal', draft.postal),
    ...given('email', draft.email),
    ...given('relationship', draft.relationship),
    ...(draft.identificationType === '' ? {} : { identificationType: draft.identificationType }),
    ...given('identificationValue', draft.identificationValue),
    ...(draft.bankAccountType === '' ? {} : { bankAccountType: draft.bankAccountType }),
    ...given('bankName', draft.bankName),
    ...given('routingCodeValue', draft.routingCodeValue),
    ...given('swiftCodeValue', draft.swiftCodeValue),
    ...given('bankCode', draft.bankCode),
    ...given('intermediatoryBankSwiftCode', draft.intermediatoryBankSwiftCode),
  };
}
