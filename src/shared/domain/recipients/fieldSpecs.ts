/**
 * What the add-recipient form shows for a currency: each field's presence, whether it is
 * required and the length at which it stops taking input (docs/decisions/ui.md: '{n} character
 * limit is reached.'). Read from the same rule table as recipientSchema, so the form's asterisks
 * and limits are the rules the schema applies.
 */
import {
  ADDRESS_LINE_MAX,
  BANK_NAME_MAX,
  BRL_BRANCH_CODE_LENGTH,
  CITY_STATE_MAX,
  EMAIL_MAX,
  LOCAL,
  POSTAL_MAX,
  RELATIONSHIP_MAX,
  ROUTING,
  TAX_ID,
  TELEGRAPHIC,
} from './rules';
import type { RecipientContext, RecipientField } from './types';
import { rulesFor } from './validate';

export interface FieldSpec {
  shown: boolean;
  required: boolean;
  max: number;
}

const SWIFT_MAX = 11;
/** '+' and up to 4 digits. */
const COUNTRY_CODE_MAX = 5;

const field = (shown: boolean, required: boolean, max: number): FieldSpec => ({
  shown,
  required: shown && required,
  max,
});

/** Each field of the form for `currency`; undefined while the currency is not one the context allows. */
export function recipientFieldSpecs(
  currency: string,
  context: RecipientContext,
): Record<RecipientField, FieldSpec> | undefined {
  const rules = rulesFor({ currency }, context);
  if (rules === undefined) return undefined;
  const overseas = rules !== null;
  const telegraphic = overseas && context.telegraphic === true;
  const routing = rules?.routing ?? null;
  const routingMax =
    routing === null
      ? 0
      : routing === 'BRANCH_CODE' && currency === 'BRL'
        ? BRL_BRANCH_CODE_LENGTH
        : ROUTING[routing].length;
  const brazilian = rules?.brazilian ?? false;
  return {
    country: field(true, true, 2),
    currency: field(true, true, 3),
    name: field(
      true,
      true,
      rules === null ? LOCAL.nameMax : telegraphic ? TELEGRAPHIC.nameMax : rules.nameMax,
    ),
    // Also required once a contact number is typed; KRW's is set to +82 (spec-2 §4).
    contactCountryCode: field(
      true,
      rules?.contact === 'required' && currency !== 'KRW',
      COUNTRY_CODE_MAX,
    ),
    contactNumber: field(true, rules?.contact === 'required', rules?.contactMax ?? 17),
    address: field(true, rules?.addressRequired ?? false, ADDRESS_LINE_MAX),
    addressLineTwo: field(true, false, ADDRESS_LINE_MAX),
    addressLineThree: field(true, false, ADDRESS_LINE_MAX),
    city: field(true, rules?.cityRequired ?? false, CITY_STATE_MAX),
    state: field(true, rules?.stateRequired ?? false, CITY_STATE_MAX),
    postal: field(true, rules?.postalRequired ?? false, POSTAL_MAX),
    email: field(overseas, rules?.emailRequired ?? false, EMAIL_MAX),
    relationship: field(rules?.relationshipRequired ?? false, true, RELATIONSHIP_MAX),
    accountType: field(overseas, true, 10),
    // Set from the account type (spec-2 §4): shown, never typed.
    identificationType: field(brazilian, false, 4),
    identificationValue: field(brazilian, true, TAX_ID.max),
    bankAccountType: field(brazilian, true, 8),
    accountNumber: field(
      true,
      true,
      rules === null ? LOCAL.accountMax : telegraphic ? TELEGRAPHIC.accountMax : rules.accountMax,
    ),
    bankName: field(
      !(rules?.bankNameHidden ?? false),
      overseas,
      rules === null ? LOCAL.bankNameMax : telegraphic ? TELEGRAPHIC.bankNameMax : BANK_NAME_MAX,
    ),
    routingCodeType: field(routing !== null, false, 14),
    routingCodeValue: field(routing !== null, true, routingMax),
    swiftCodeValue: field(true, !overseas || routing === null || telegraphic, SWIFT_MAX),
    bankCode: field(
      (rules?.bankCodeLength ?? null) !== null,
      true,
      rules?.bankCodeLength ?? SWIFT_MAX,
    ),
    intermediatoryBankSwiftCode: field(overseas, false, SWIFT_MAX),
  };
}
