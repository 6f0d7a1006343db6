/**
 * The bank side of a recipient: account number, routing code, SWIFT codes and bank code
 * (spec-2 §3 Recipient classification, §5 Recipient fields).
 */
import {
  gbIbanSortCode,
  IFSC_SHAPE,
  isIbanShaped,
  isValidAbaRouting,
  isValidIban,
  SWIFT_SHAPE,
  swiftCountry,
} from './checksums';
import { businessAccountCurrency, DBS_ACCOUNT_LENGTHS, isDbsBank } from './classification';
import { checkText, SWIFT_TEXT, type IssueList } from './issues';
import { RECIPIENT_MESSAGES as M, RECIPIENT_PRODUCT_MESSAGES as P } from './messages';
import {
  BANK_NAME_MAX,
  BRL_BRANCH_CODE_LENGTH,
  INR_HDFC_ACCOUNT_LENGTH,
  LOCAL,
  ROUTING,
  TELEGRAPHIC,
  type CurrencyRules,
} from './rules';
import {
  LOCAL_COUNTRY,
  type RecipientContext,
  type RecipientField,
  type RecipientFormValues,
  type RoutingCodeType,
} from './types';

const ALPHANUMERIC = /^[A-Z0-9]*$/;
const DIGITS = /^[0-9]*$/;

/** A SWIFT code's own rules: 8 or 11 characters, its shape, and (when given) its country. */
export function checkSwift(
  list: IssueList,
  field: RecipientField,
  swift: string,
  country: string | null,
): void {
  if (!ALPHANUMERIC.test(swift) || (swift.length !== 8 && swift.length !== 11))
    list.add(field, M.swiftLength);
  else if (!SWIFT_SHAPE.test(swift)) list.add(field, P.swiftInvalid);
  else if (country !== null && swiftCountry(swift) !== country)
    list.add(field, M.swiftCountry(country));
}

/** spec-2 §5 Local account number: 34 letters and digits (digits only in the simple form), not one's own, the DBS prefix rule. */
export function checkLocalAccount(
  list: IssueList,
  values: RecipientFormValues,
  context: RecipientContext,
): void {
  const account = values.accountNumber;
  if (account.length > LOCAL.accountMax) list.add('accountNumber', M.charLimit(LOCAL.accountMax));
  if (context.digitsOnlyAccountNumber && !DIGITS.test(account))
    list.add('accountNumber', P.digitsChars);
  if (!ALPHANUMERIC.test(account)) list.add('accountNumber', M.alphanumericChars);
  if (context.ownAccountNumbers?.includes(account)) list.add('accountNumber', M.ownAccount);
  if (!isDbsBank(values.bankCode, values.swiftCodeValue)) return;
  const prefixCurrency = businessAccountCurrency(account);
  if (prefixCurrency === null) return;
  if (values.currency === 'MCA') list.add('currency', M.selectValidCurrency);
  else if (prefixCurrency !== values.currency)
    list.add('accountNumber', M.wrongCurrency(values.currency));
  if (!DBS_ACCOUNT_LENGTHS.includes(account.length)) list.add('accountNumber', P.dbsLength);
}

const isHdfc = (values: RecipientFormValues) =>
  values.routingCodeValue.startsWith('HDFC') || values.swiftCodeValue.startsWith('HDFC');

/** spec-2 §5 Overseas account number: the currency's (or the telegraphic route's) limit and format. */
export function checkOverseasAccount(
  list: IssueList,
  values: RecipientFormValues,
  context: RecipientContext,
  rules: CurrencyRules,
): void {
  const account = values.accountNumber;
  const max = context.telegraphic ? TELEGRAPHIC.accountMax : rules.accountMax;
  if (account.length > max) list.add('accountNumber', M.charLimit(max));
  if (!ALPHANUMERIC.test(account)) list.add('accountNumber', M.alphanumericChars);
  if (context.ownAccountNumbers?.includes(account)) list.add('accountNumber', M.ownAccount);
  const format = rules.accountFormat;
  if (format === 'gbp') {
    if (!/^[0-9]{8}$/.test(account) && !isValidIban(account))
      list.add('accountNumber', M.gbpAccount);
  } else if (format !== 'any') {
    const national =
      DIGITS.test(account) && account.length >= format.min && account.length <= format.max;
    if (!national && !isValidIban(account, format.country))
      list.add('accountNumber', P.ibanOrNational(format.min, format.max));
  } else if (isIbanShaped(account)) {
    // An IBAN of any country carries its check digits (ISO 13616), whatever the currency.
    if (!isValidIban(account)) list.add('accountNumber', P.iban);
  } else if (values.currency === 'INR' && isHdfc(values)) {
    if (account.length !== INR_HDFC_ACCOUNT_LENGTH) list.add('accountNumber', P.hdfcLength);
  } else if (account.length < rules.accountMin)
    list.add('accountNumber', P.minLength(rules.accountMin));
}

/** The local routing code of the currency (spec-2 §5 Routing code lengths), and GBP's IBAN match. */
export function checkRouting(
  list: IssueList,
  values: RecipientFormValues,
  type: Exclude<RoutingCodeType, 'SWIFT'>,
): void {
  const code = values.routingCodeValue;
  if (type === 'IFSC') {
    if (!IFSC_SHAPE.test(code)) list.add('routingCodeValue', P.ifsc);
    return;
  }
  const { label } = ROUTING[type];
  const length =
    type === 'BRANCH_CODE' && values.currency === 'BRL'
      ? BRL_BRANCH_CODE_LENGTH
      : ROUTING[type].length;
  if (code.length !== length || !DIGITS.test(code))
    list.add('routingCodeValue', P.routingLength(label, length));
  else if (type === 'ACH' && !isValidAbaRouting(code)) list.add('routingCodeValue', P.achChecksum);
  else if (
    type === 'SORT' &&
    values.accountNumber.length === 22 &&
    isValidIban(values.accountNumber) &&
    gbIbanSortCode(values.accountNumber) !== code
  )
    list.add('routingCodeValue', M.sortMismatch);
}

/** A required bank code of 3 or 4 digits (spec-2 §5). */
export function checkBankCode(list: IssueList, code: string, length: 3 | 4): void {
  if (code.length !== length || !DIGITS.test(code))
    list.add('bankCode', P.routingLength(ROUTING.BANK.label, length));
}

/** Every bank-side field: account number, routing code, SWIFT codes, bank code and bank name. */
export function checkBank(
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
