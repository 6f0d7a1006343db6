/**
 * The person side of a recipient (spec-2 §5 Recipient fields): name, account type, address,
 * contact number, e-mail, relationship and BRL's taxpayer number and bank account type.
 */
import { z } from 'zod';
import { checkText, isOneOf, SWIFT_TEXT, type IssueList } from './issues';
import { RECIPIENT_MESSAGES as M, RECIPIENT_PRODUCT_MESSAGES as P } from './messages';
import {
  ADDRESS_LINE_MAX,
  CITY_STATE_MAX,
  EMAIL_MAX,
  LAST_NAME_MIN,
  LOCAL,
  POSTAL_MAX,
  RELATIONSHIP_MAX,
  TAX_ID,
  TELEGRAPHIC,
  type CurrencyRules,
} from './rules';
import {
  ACCOUNT_TYPES,
  BANK_ACCOUNT_TYPES,
  type RecipientContext,
  type RecipientFormValues,
} from './types';

/** Local names (spec-2 §5): letters, digits, space and / - ( ) . , ' (ASCII letters, docs/decisions/recipients.md). */
const NAME_CHARS = /^[A-Za-z0-9 /\-().,']*$/;
/** CNY names: letters, digits and . , ( ) _ ' / - and space (docs/decisions/recipients.md). */
const CNY_NAME_CHARS = /^[A-Za-z0-9 .,()_'/-]*$/;
const POSTAL_CHARS = /^[A-Za-z0-9 -]*$/;
const COUNTRY_CODE = /^\+[0-9]{1,4}$/;
const TAX_ID_CHARS = /^[0-9./-]*$/;
const emailShape = z.email();

export function checkName(
  list: IssueList,
  values: RecipientFormValues,
  context: RecipientContext,
  rules: CurrencyRules | null,
) {
  const cny = rules?.nameCharset === 'cny';
  const max =
    rules === null ? LOCAL.nameMax : context.telegraphic ? TELEGRAPHIC.nameMax : rules.nameMax;
  checkText(list, values, 'name', {
    required: true,
    max,
    chars: cny ? CNY_NAME_CHARS : NAME_CHARS,
    charsMessage: cny ? P.cnyNameChars : P.nameChars,
  });
  if (rules?.fullName && values.accountType === 'INDIVIDUAL' && values.name !== '') {
    const words = values.name.split(/\s+/);
    if (words.length < 2 || (words.at(-1)?.length ?? 0) < LAST_NAME_MIN)
      list.add('name', P.fullName);
  }
}

export function checkAccountType(
  list: IssueList,
  values: RecipientFormValues,
  context: RecipientContext,
  rules: CurrencyRules | null,
) {
  const { accountType } = values;
  if (accountType === '') {
    if (rules !== null) list.add('accountType', M.required);
    return;
  }
  if (!isOneOf(ACCOUNT_TYPES, accountType)) list.add('accountType', P.selectOption);
  else if (rules?.accountTypes === 'CORPORATE' && accountType !== 'CORPORATE')
    list.add('accountType', M.cnyCorporateOnly);
  else if (
    rules?.accountTypes === 'INDIVIDUAL' &&
    !context.vndCorporate &&
    accountType !== 'INDIVIDUAL'
  )
    list.add('accountType', M.vndIndividualOnly);
}

export function checkAddress(
  list: IssueList,
  values: RecipientFormValues,
  rules: CurrencyRules | null,
) {
  const swiftText = { chars: SWIFT_TEXT, charsMessage: M.swiftTextChars };
  checkText(list, values, 'address', {
    required: rules?.addressRequired ?? false,
    max: ADDRESS_LINE_MAX,
    ...swiftText,
  });
  checkText(list, values, 'addressLineTwo', {
    required: false,
    max: ADDRESS_LINE_MAX,
    ...swiftText,
  });
  checkText(list, values, 'addressLineThree', {
    required: false,
    max: ADDRESS_LINE_MAX,
    ...swiftText,
  });
  checkText(list, values, 'city', {
    required: rules?.cityRequired ?? false,
    max: CITY_STATE_MAX,
    ...swiftText,
  });
  checkText(list, values, 'state', {
    required: rules?.stateRequired ?? false,
    max: CITY_STATE_MAX,
    ...swiftText,
  });
  checkText(list, values, 'postal', {
    required: rules?.postalRequired ?? false,
    max: POSTAL_MAX,
    chars: POSTAL_CHARS,
    charsMessage: P.postalChars,
  });
}

export function checkContact(
  list: IssueList,
  values: RecipientFormValues,
  rules: CurrencyRules | null,
) {
  const korean = values.currency === 'KRW';
  checkText(list, values, 'contactNumber', {
    required: rules?.contact === 'required',
    max: rules?.contactMax ?? 17,
    chars: korean ? /^[0-9+]*$/ : /^[0-9]*$/,
    charsMessage: korean ? P.krwContactChars : P.digitsChars,
  });
  const code = values.contactCountryCode;
  if (korean) {
    if (code !== '' && code !== '+82') list.add('contactCountryCode', P.krwContactCountryCode);
  } else if (code === '') {
    if (values.contactNumber !== '') list.add('contactCountryCode', M.required);
  } else if (!COUNTRY_CODE.test(code)) list.add('contactCountryCode', P.contactCountryCode);
}

export function checkEmailAndRelationship(
  list: IssueList,
  values: RecipientFormValues,
  rules: CurrencyRules | null,
) {
  const korean = values.currency === 'KRW';
  const { email } = values;
  if (email === '') {
    if (rules?.emailRequired) list.add('email', M.required);
  } else if (email.length > EMAIL_MAX) list.add('email', M.charLimit(EMAIL_MAX));
  else if (!emailShape.safeParse(email).success) list.add('email', korean ? M.krwEmail : M.email);
  checkText(list, values, 'relationship', {
    required: rules?.relationshipRequired ?? false,
    max: RELATIONSHIP_MAX,
  });
}

/** BRL: taxpayer number (CPF for individuals, CNPJ for corporates) and the bank account type. */
export function checkBrazilian(list: IssueList, values: RecipientFormValues) {
  const corporate = values.accountType === 'CORPORATE';
  checkText(list, values, 'identificationValue', {
    required: true,
    max: TAX_ID.max,
    chars: TAX_ID_CHARS,
    charsMessage: P.taxIdChars,
  });
  const min = corporate ? TAX_ID.corporateMin : TAX_ID.individualMin;
  if (values.identificationValue !== '' && values.identificationValue.length < min)
    list.add('identificationValue', P.minLength(min));
  const expected = corporate ? 'CNPJ' : 'CPF';
  if (values.identificationType !== '' && values.identificationType !== expected)
    list.add('identificationType', P.identificationType);
  if (values.bankAccountType === '') list.add('bankAccountType', M.required);
  else if (!isOneOf(BANK_ACCOUNT_TYPES, values.bankAccountType))
    list.add('bankAccountType', P.selectOption);
}
