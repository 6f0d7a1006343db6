import { z } from 'zod';
import { EXCHANGE_CURRENCIES, type CurrencyCode } from '../../shared/currencies';
import { ACCOUNT_NAME_MAX, LOW_BALANCE_MAX_UNITS } from '../../shared/domain/accounts';
import { amountFormatMessage } from '../../shared/domain/amountTexts';
import { formatMoney, MICROS_PER_UNIT, parseAmountInput } from '../../shared/money';
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

/**
 * The low-balance alert's amount (docs/decisions/accounts.md 'Low-balance alert'): required, an
 * amount of the account's currency (0 or more), at most a billion units.
 */
export const ALERT_MAX_MESSAGE = (currency: CurrencyCode) =>
  `The alert amount can be at most ${formatMoney(LOW_BALANCE_MAX_UNITS * MICROS_PER_UNIT, currency)}.`;

export function lowBalanceSchema(currency: CurrencyCode) {
  return z.object({
    amount: z.string().transform((text, ctx) => {
      const parsed = parseAmountInput(text, currency);
      if (!parsed.ok) {
        ctx.addIssue({
          code: 'custom',
          message:
            parsed.reason === 'empty' ? REQUIRED : amountFormatMessage(parsed.reason, currency),
        });
        return z.NEVER;
      }
      if (parsed.micros > LOW_BALANCE_MAX_UNITS * MICROS_PER_UNIT) {
        ctx.addIssue({ code: 'custom', message: ALERT_MAX_MESSAGE(currency) });
        return z.NEVER;
      }
      return parsed.micros;
    }),
  });
}
export type LowBalanceForm = z.input<ReturnType<typeof lowBalanceSchema>>;
export type LowBalanceValues = z.output<ReturnType<typeof lowBalanceSchema>>;
