/**
 * spec-2 §4 Currency effects in the recipient form, and the country change rule of §4 Add
 * recipient: what the form writes into its other fields when the currency, account type or
 * country changes. recipientSchema refuses values that break these (what the bank receives).
 */
import type { RecipientContext, RecipientFormValues } from './types';

/** KRW sets +82; CNY forces CORPORATE; VND forces INDIVIDUAL unless the capability; BRL's CPF/CNPJ follow the account type. */
export function applyCurrencyEffects(
  values: RecipientFormValues,
  context: Pick<RecipientContext, 'vndCorporate'>,
): RecipientFormValues {
  const next = { ...values };
  if (next.currency === 'KRW') next.contactCountryCode = '+82';
  if (next.currency === 'CNY') next.accountType = 'CORPORATE';
  if (next.currency === 'VND' && !context.vndCorporate) next.accountType = 'INDIVIDUAL';
  if (next.currency === 'BRL') {
    if (next.accountType === 'INDIVIDUAL') next.identificationType = 'CPF';
    if (next.accountType === 'CORPORATE') next.identificationType = 'CNPJ';
  }
  return next;
}

/** A new country keeps the currency only when that country allows it (the corridor's list). */
export function changeCountry(
  values: RecipientFormValues,
  country: string,
  allowedCurrencies: readonly string[],
): RecipientFormValues {
  return {
    ...values,
    country,
    currency: allowedCurrencies.includes(values.currency) ? values.currency : '',
  };
}
