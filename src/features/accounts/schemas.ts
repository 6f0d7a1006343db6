import { z } from 'zod';
import { EXCHANGE_CURRENCIES, type CurrencyCode } from '../../shared/currencies';
import { ACCOUNT_NAME_MAX } from '../../shared/domain/accounts';
import { cleanText } from '../../shared/text/cleanText';
import { limitNotice } from '../../shared/domain/limitNotice';

/** spec-3 §5: 'This field is required' is the general required-field text. */
export const REQUIRED = 'This field is required';
/** docs/decisions/ui.md: the field stops at n characters and says so ('{n} character limit is reached.'). */
export const NAME_LIMIT_REACHED = limitNotice(ACCOUNT_NAME_MAX);
/** spec-3 §5 / §8: the bank's conflict on a rename (or a new account) with a name in use. */
export const NAME_EXISTS = 'Account name already exists';

/**
 * Account name: cleaned (no control, bidi or zero-width character) and trimmed, then required and
 * at most 30 characters (spec-3 §5), so what cannot be seen neither fills nor lengthens a name.
 * The field keeps what was typed; only the submitted value is cleaned.
 */
export const accountNameField = z
  .string()
  .overwrite(cleanText)
  .min(1, REQUIRED)
  .max(ACCOUNT_NAME_MAX, NAME_LIMIT_REACHED);

export const renameSchema = z.object({ accountName: accountNameField });
export type RenameForm = z.input<typeof renameSchema>;
export type RenameValues = z.output<typeof renameSchema>;

/** The currencies a company can open an account in: the 9 exchange currencies (spec-2 §9). */
export const ACCOUNT_CURRENCIES: readonly CurrencyCode[] = EXCHANGE_CURRENCIES;

export const addAccountSchema = z.object({
  currency: z
    .string()
    .min(1, REQUIRED)
    .refine((c) => (ACCOUNT_CURRENCIES as readonly string[]).includes(c), REQUIRED)
    .transform((c) => c as CurrencyCode),
  accountName: accountNameField,
});
export type AddAccountForm = z.input<typeof addAccountSchema>;
export type AddAccountValues = z.output<typeof addAccountSchema>;
