/**
 * Every rule of spec-2 §5 Recipient fields as one pure function over normalised values
 * (normalise.ts) and a context: the form (through recipientSchema) and the mock bank read the
 * same issues, each on its field, the field's first broken rule only.
 */
import { checkBank } from './bankRules';
import { isOneOf, IssueList } from './issues';
import { RECIPIENT_MESSAGES as M, RECIPIENT_PRODUCT_MESSAGES as P } from './messages';
import {
  checkAccountType,
  checkAddress,
  checkBrazilian,
  checkContact,
  checkEmailAndRelationship,
  checkName,
} from './personRules';
import { CURRENCY_RULES, type CurrencyRules } from './rules';
import {
  LOCAL_COUNTRY,
  OVERSEAS_CURRENCIES,
  SG_LOCAL_CURRENCIES,
  type RecipientContext,
  type RecipientFormValues,
  type RecipientIssue,
} from './types';

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
