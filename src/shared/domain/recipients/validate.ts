/**
 * Every rule of spec-2 §5 Recipient fields as one pure function over normalised values
 * (normalise.ts) and a context: the form (through recipientSchema) and the mock bank read the
 * same issues, each on its field, the field's first broken rule only.
 */
import { z } from 'zod';
import {
  checkBankCode,
  checkLocalAccount,
  checkOverseasAccount,
  checkRouting,
  checkSwift,
} from './bankRules';
import { IssueList } from './issues';
import { RECIPIENT_MESSAGES as M, RECIPIENT_PRODUCT_MESSAGES as P } from './messages';
import {
  ADDRESS_LINE_MAX,
  BANK_NAME_MAX,
  CITY_STATE_MAX,
  CURRENCY_RULES,
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
  LOCAL_COUNTRY,
  OVERSEAS_CURRENCIES,
  SG_LOCAL_CURRENCIES,
  type RecipientContext,
  type RecipientField,
  type RecipientFormValues,
  type RecipientIssue,
} from './types';

/** Local names (spec-2 §5): letters, digits, space and / - ( ) . , ' (ASCII letters, docs/decisions.md). */
const NAME_CHARS = /^[A-Za-z0-9 /\-().,']*$/;
/** CNY names: letters, digits and . , ( ) _ ' / - and space (docs/decisions.md). */
const CNY_NAME_CHARS = /^[A-Za-z0-9 .,()_'/-]*$/;
/** The SWIFT character set: address lines, city, state, bank name travel in the payment message. */
const SWIFT_TEXT = /^[A-Za-z0-9 /\-?:().,'+]*$/;
const POSTAL_CHARS = /^[A-Za-z0-9 -]*$/;
const COUNTRY_CODE = /^\+[0-9]{1,4}$/;
const TAX_ID_CHARS = /^[0-9./-]*$/;
const emailShape = z.email();

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A free-text field: required or not, at most `max`, only `chars`. */
function checkText(
  list: IssueList,
  values: RecipientFormValues,
  field: RecipientField,
  rule: { required: boolean; max: number; chars?: RegExp; charsMessage?: string },
): void {
  const value = values[field];
  if (value === '') {
    if (rule.required) list.add(field, M.required);
    return;
  }
  if (value.length > rule.max) list.add(field, M.charLimit(rule.max));
  if (rule.chars && !rule.chars.test(value)) list.add(field, rule.charsMessage ?? '');
}

function checkCountryAndCurrency(
  list: IssueList,
  values: RecipientFormValues,
  context: RecipientContext,
) {
  const { country, currency } = values;
  if (country === '') list.add('country', M.required);
  else if (
    context.type === 'LOCAL'
      ? country !== LOCAL_COUNTRY
      : !/^[A-Z]{2}$/.test(country) || country === LOCAL_COUNTRY
  )
    list.add('country', P.selectValidCountry);
  if (currency === '') list.add('currency', M.required);
  else if (!isOneOf(context.type === 'LOCAL' ? SG_LOCAL_CURRENCIES : OVERSEAS_CURRENCIES, currency))
    list.add('currency', M.selectValidCurrency);
}

function checkName(
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

function checkAccountType(
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

function checkAddress(list: IssueList, values: RecipientFormValues, rules: CurrencyRules | null) {
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

function checkContact(list: IssueList, values: RecipientFormValues, rules: CurrencyRules | null) {
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

function checkEmailAndRelationship(
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
function checkBrazilian(list: IssueList, values: RecipientFormValues) {
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

function checkBank(
  list: IssueList,
  values: RecipientFormValues,
  context: RecipientContext,
  rules: CurrencyRules | null,
) {
  if (values.accountNumber === '') list.add('accountNumber', M.required);
  else if (rules === null) checkLocalAccount(list, values, context);
  else checkOverseasAccount(list, values, context, rules);

  if (rules?.routing) {
    if (values.routingCodeValue === '') list.add('routingCodeValue', M.required);
    else checkRouting(list, values, rules.routing);
    if (values.routingCodeType !== '' && values.routingCodeType !== rules.routing)
      list.add('routingCodeType', P.selectOption);
  }
  const swiftRequired = rules === null || rules.routing === null || context.telegraphic === true;
  if (values.swiftCodeValue === '') {
    if (swiftRequired) list.add('swiftCodeValue', M.required);
  } else {
    // A local recipient's bank is in Singapore whatever the country field says.
    const country = rules === null ? LOCAL_COUNTRY : values.country || null;
    checkSwift(list, 'swiftCodeValue', values.swiftCodeValue, country);
  }
  if (values.intermediatoryBankSwiftCode !== '')
    checkSwift(list, 'intermediatoryBankSwiftCode', values.intermediatoryBankSwiftCode, null);

  if (rules?.bankCodeLength) {
    if (values.bankCode === '') list.add('bankCode', M.required);
    else checkBankCode(list, values.bankCode, rules.bankCodeLength);
  } else if (values.bankCode.length > 11) list.add('bankCode', M.charLimit(11));
  else if (!/^[A-Z0-9]*$/.test(values.bankCode)) list.add('bankCode', M.alphanumericChars);

  if (!rules?.bankNameHidden) {
    const max =
      rules === null
        ? LOCAL.bankNameMax
        : context.telegraphic
          ? TELEGRAPHIC.bankNameMax
          : BANK_NAME_MAX;
    checkText(list, values, 'bankName', {
      required: rules !== null,
      max,
      ...(rules === null ? {} : { chars: SWIFT_TEXT, charsMessage: M.swiftTextChars }),
    });
  }
}

/** The rules of a local recipient (null) or of the overseas currency; undefined when the currency is unusable. */
export function rulesFor(
  values: Pick<RecipientFormValues, 'currency'>,
  context: RecipientContext,
): CurrencyRules | null | undefined {
  if (context.type === 'LOCAL')
    return isOneOf(SG_LOCAL_CURRENCIES, values.currency) ? null : undefined;
  return isOneOf(OVERSEAS_CURRENCIES, values.currency)
    ? CURRENCY_RULES[values.currency]
    : undefined;
}

/** Every refused field of normalised values, with the text to show; [] when the recipient may be added. */
export function recipientIssues(
  values: RecipientFormValues,
  context: RecipientContext,
): RecipientIssue[] {
  const list = new IssueList();
  checkCountryAndCurrency(list, values, context);
  const rules = rulesFor(values, context);
  // An unknown currency has no rules to read the other fields by: choose one first.
  if (rules === undefined) return list.issues;
  checkName(list, values, context, rules);
  checkAccountType(list, values, context, rules);
  checkBank(list, values, context, rules);
  checkAddress(list, values, rules);
  checkContact(list, values, rules);
  checkEmailAndRelationship(list, values, rules);
  if (rules?.brazilian) checkBrazilian(list, values);
  return list.issues;
}
