import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../../../shared/currencies';
import type { Account } from '../../../../shared/domain/accounts';
import { isPending } from '../../../../shared/forms/readForm';
import { toMicros } from '../../../../shared/money';
import { deriveAmounts, microsToInput } from '../../amounts';
import {
  checkExchange,
  exchangeSchema,
  PENDING_REASONS,
  TRANSFER_MESSAGES,
  type ExchangeContext,
  type ExchangeFormValues,
} from './schemas';

function account(
  accountNumber: string,
  currency: CurrencyCode,
  balance: string | null = '1000',
): Account {
  return {
    accountNumber,
    accountName: `${currency} account`,
    currency,
    currentBalance: balance === null ? null : toMicros(balance),
    accountHolderName: 'Demo Pte Ltd',
    bankName: 'Bank',
    bankSwift: 'BANKSGSG',
    isDefaultAccount: false,
    isLowAccountBalance: false,
    accountOrder: 0,
  };
}

const SGD = account('885164000001', 'SGD', '1000');
const SGD2 = account('885164000002', 'SGD', '50');
const USD = account('885165000001', 'USD', '500');
const JPY = account('885166000001', 'JPY', '100000');
const IDR = account('885167000001', 'IDR', '100000');
const NO_BALANCE = account('885164000009', 'SGD', null);
const ACCOUNTS = [SGD, SGD2, USD, JPY, IDR, NO_BALANCE];
/** 1 SGD = 0.742311 USD */
const RATE = 742_311;

/** 100 typed on the sending side, from the SGD account to the USD one. */
const VALUES: ExchangeFormValues = {
  senderAccount: SGD.accountNumber,
  receiverAccount: USD.accountNumber,
  typedSide: 'source',
  sourceAmount: '100',
  targetAmount: '',
};

/** The typed amount on one side (the other, derived, holds nothing). */
const typed = (side: 'source' | 'target', text: string): Partial<ExchangeFormValues> =>
  side === 'source'
    ? { typedSide: side, sourceAmount: text, targetAmount: '' }
    : { typedSide: side, sourceAmount: '', targetAmount: text };

function parse(values: Partial<ExchangeFormValues>, context: Partial<ExchangeContext> = {}) {
  return exchangeSchema({ accounts: ACCOUNTS, rateMicros: RATE, ...context }).safeParse({
    ...VALUES,
    ...values,
  });
}

/** The messages the form shows, by field (pending issues left out). */
function shown(result: ReturnType<typeof parse>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.filter((i) => !isPending(i)).map((i) => [i.path.join('.'), i.message]),
  );
}

/** What is still missing, by field: the pending issues, never shown. */
function pending(result: ReturnType<typeof parse>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.filter((i) => isPending(i)).map((i) => [i.path.join('.'), i.message]),
  );
}

describe('deriveAmounts', () => {
  it('derives the receiving amount rounded down, as the bank books it', () => {
    // 100 x 0.742311 = 74.2311 -> 74.23
    expect(
      deriveAmounts({
        typedSide: 'source',
        typed: toMicros('100'),
        sourceCurrency: 'SGD',
        targetCurrency: 'USD',
        rateMicros: RATE,
      }),
    ).toEqual({
      source: 100_000_000,
      target: 74_230_000,
    });
  });

  it('derives the sending amount rounded up when the receiving amount is typed', () => {
    // 74.23 / 0.742311 = 99.99986... -> 100.00
    expect(
      deriveAmounts({
        typedSide: 'target',
        typed: toMicros('74.23'),
        sourceCurrency: 'SGD',
        targetCurrency: 'USD',
        rateMicros: RATE,
      }),
    ).toEqual({
      source: 100_000_000,
      target: 74_230_000,
    });
  });

  it('moves the same amount between accounts of one currency, without a rate', () => {
    expect(
      deriveAmounts({
        typedSide: 'target',
        typed: 5_000_000,
        sourceCurrency: 'SGD',
        targetCurrency: 'SGD',
        rateMicros: null,
      }),
    ).toEqual({
      source: 5_000_000,
      target: 5_000_000,
    });
  });

  it('has nothing to show for different currencies without a rate', () => {
    expect(
      deriveAmounts({
        typedSide: 'source',
        typed: 5_000_000,
        sourceCurrency: 'SGD',
        targetCurrency: 'USD',
        rateMicros: null,
      }),
    ).toBeNull();
  });

  it('puts amounts back into an input with the currency decimals and no grouping', () => {
    expect(microsToInput(1_234_500_000, 'SGD')).toBe('1234.50');
    expect(microsToInput(1_234_000_000, 'JPY')).toBe('1234');
  });
});

describe('exchangeSchema', () => {
  it('accepts 100.00 SGD to USD and gives the exchange with 74.23 USD derived', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      sender: SGD,
      receiver: USD,
      typedSide: 'source',
      source: 100_000_000,
      target: 74_230_000,
      needsQuote: true,
    });
  });

  it('refuses an amount above the sending balance with the spec text', () => {
    expect(shown(parse(typed('source', '1000.01')))).toEqual({
      sourceAmount: 'The amount entered is more than account balance',
    });
  });

  it('checks the balance against the derived sending amount when the receiving amount is typed', () => {
    // 742.32 USD needs 1000.0121... SGD, rounded up to 1000.02, above the 1000.00 balance.
    expect(shown(parse(typed('target', '742.32')))).toEqual({
      sourceAmount: TRANSFER_MESSAGES.exceedsBalance,
    });
  });

  it('refuses the same account on both sides, on the receiving account', () => {
    expect(shown(parse({ receiverAccount: SGD.accountNumber }))).toEqual({
      receiverAccount:
        'The sending and receiving accounts must be different. Please choose another account.',
    });
  });

  it('refuses less than 0.01 on the typed side and on the derived side', () => {
    // 0 sent is 0 received: both sides are below their minimum.
    expect(shown(parse(typed('source', '0')))).toEqual({
      sourceAmount: 'Min amount for this transfer: S$0.01',
      targetAmount: 'Min amount for this transfer: US$0.01',
    });
    // 0.01 SGD buys 0.0074 USD, which rounds down to 0.00.
    expect(shown(parse(typed('source', '0.01')))).toEqual({
      targetAmount: 'Min amount for this transfer: US$0.01',
    });
    expect(parse(typed('source', '0.02')).success).toBe(true);
  });

  it('refuses a receiving currency outside the 9 exchange currencies', () => {
    expect(shown(parse({ receiverAccount: IDR.accountNumber }))).toEqual({
      receiverAccount:
        'IDR cannot be exchanged. Exchange is available for SGD, USD, EUR, GBP, JPY, HKD, AUD, CHF, THB.',
    });
  });

  it('refuses a sending currency outside the 9 exchange currencies, on the sending account', () => {
    expect(
      shown(parse({ senderAccount: IDR.accountNumber, receiverAccount: USD.accountNumber })),
    ).toEqual({
      senderAccount:
        'IDR cannot be exchanged. Exchange is available for SGD, USD, EUR, GBP, JPY, HKD, AUD, CHF, THB.',
    });
  });

  it('allows an exchange only from SGD, but a same-currency transfer from any account', () => {
    expect(
      shown(parse({ senderAccount: USD.accountNumber, receiverAccount: SGD.accountNumber })),
    ).toEqual({
      senderAccount:
        'A USD account can only send to another USD account. To receive SGD, send from an SGD account.',
    });
    const internal = parse(
      { receiverAccount: SGD2.accountNumber, ...typed('source', '10') },
      { rateMicros: null },
    );
    expect(internal.data).toMatchObject({
      needsQuote: false,
      source: 10_000_000,
      target: 10_000_000,
    });
  });

  it('refuses a decimal point in a zero-decimal currency, on the side it was typed', () => {
    const result = parse(
      { receiverAccount: JPY.accountNumber, ...typed('target', '1000.5') },
      { rateMicros: 112_345_678 },
    );
    expect(shown(result)).toEqual({
      targetAmount: 'JPY amounts are whole numbers. Please remove the decimal point.',
    });
  });

  it('refuses a third decimal and text that is not an amount', () => {
    expect(shown(parse(typed('source', '10.555')))).toEqual({
      sourceAmount: 'SGD amounts can have at most 2 decimal places.',
    });
    expect(shown(parse(typed('source', '12abc')))).toEqual({
      sourceAmount: 'Please enter a valid amount, for example 100.00.',
    });
    expect(shown(parse(typed('source', '-5')))).toEqual({
      sourceAmount: 'Please enter a valid amount, for example 100.00.',
    });
  });

  it('is invalid without a message while nothing is typed or no account is chosen', () => {
    const empty = parse(typed('source', ''));
    expect(empty.success).toBe(false);
    expect(shown(empty)).toEqual({});
    expect(pending(empty)).toEqual({ sourceAmount: PENDING_REASONS.noAmount });
    expect(shown(parse({ senderAccount: '', ...typed('source', '') }))).toEqual({});
    expect(shown(parse({ senderAccount: '', ...typed('source', '  ') }))).toEqual({});
    expect(pending(parse({ senderAccount: '', ...typed('source', '') }))).toEqual({
      senderAccount: PENDING_REASONS.noSender,
    });
    // No receiving account: nothing to say yet, even with an amount typed.
    const noReceiver = parse({ receiverAccount: '' });
    expect(noReceiver.success).toBe(false);
    expect(shown(noReceiver)).toEqual({});
    expect(pending(noReceiver)).toEqual({ receiverAccount: PENDING_REASONS.noReceiver });
  });

  it('takes an account that is not among the accounts as not chosen', () => {
    expect(pending(parse({ receiverAccount: '885199999999' }))).toEqual({
      receiverAccount: PENDING_REASONS.noReceiver,
    });
  });

  it("says 'Please select an account' on the sending amount when an amount is entered with no sending account (spec-2 §5)", () => {
    expect(TRANSFER_MESSAGES.selectAccount).toBe('Please select an account');
    expect(shown(parse({ senderAccount: '' }))).toEqual({
      sourceAmount: 'Please select an account',
    });
    expect(shown(parse({ senderAccount: '', receiverAccount: '' }))).toEqual({
      sourceAmount: 'Please select an account',
    });
    // Whichever side was typed, and even before the amount is a valid one.
    expect(shown(parse({ senderAccount: '', ...typed('target', '74.23') }))).toEqual({
      sourceAmount: 'Please select an account',
    });
    expect(shown(parse({ senderAccount: '', ...typed('source', '12abc') }))).toEqual({
      sourceAmount: 'Please select an account',
    });
  });

  it('is invalid without a rate when currencies differ, and still checks the typed minimum', () => {
    const noRate = parse({}, { rateMicros: null });
    expect(noRate.success).toBe(false);
    expect(shown(noRate)).toEqual({});
    expect(pending(noRate)).toEqual({ sourceAmount: PENDING_REASONS.noRate });
    expect(shown(parse(typed('target', '0'), { rateMicros: null }))).toEqual({
      targetAmount: 'Min amount for this transfer: US$0.01',
    });
  });

  it('applies the server maximum of each side', () => {
    expect(
      shown(
        parse(typed('source', '50'), {
          maxFor: (c) => (c === 'SGD' ? 40_000_000 : undefined),
        }),
      ),
    ).toEqual({ sourceAmount: 'Max amount for this transfer: S$40.00' });
    // 100 SGD buys 74.23 USD, above a 70 USD maximum.
    expect(shown(parse({}, { maxFor: (c) => (c === 'USD' ? 70_000_000 : undefined) }))).toEqual({
      targetAmount: 'Max amount for this transfer: US$70.00',
    });
  });

  it('lets the bank judge a balance it could not give', () => {
    expect(parse({ senderAccount: NO_BALANCE.accountNumber }).success).toBe(true);
  });
});

describe('checkExchange', () => {
  const context: ExchangeContext = { accounts: ACCOUNTS, rateMicros: RATE };

  it('shows the derived amounts even when a rule refuses them', () => {
    const check = checkExchange({ ...VALUES, ...typed('target', '742.32') }, context);
    expect(check).toMatchObject({
      valid: false,
      needsQuote: true,
      amounts: { source: 1_000_020_000, target: 742_320_000 },
      errors: { sourceAmount: TRANSFER_MESSAGES.exceedsBalance },
      exchange: undefined,
    });
  });

  it('has no amounts when the typed one does not read, and no message for what is missing', () => {
    expect(checkExchange({ ...VALUES, ...typed('source', '12abc') }, context)).toMatchObject({
      amounts: null,
      errors: { sourceAmount: TRANSFER_MESSAGES.invalidAmount },
    });
    expect(checkExchange(VALUES, { ...context, rateMicros: null })).toMatchObject({
      valid: false,
      amounts: null,
      needsQuote: true,
      errors: {},
    });
  });

  it('needs no quote for one currency or a pair that may not trade', () => {
    expect(
      checkExchange({ ...VALUES, receiverAccount: SGD2.accountNumber }, context).needsQuote,
    ).toBe(false);
    expect(
      checkExchange({ ...VALUES, receiverAccount: IDR.accountNumber }, context).needsQuote,
    ).toBe(false);
  });

  it('gives the exchange when valid', () => {
    expect(checkExchange(VALUES, context)).toMatchObject({
      valid: true,
      errors: {},
      exchange: { sender: SGD, receiver: USD, source: 100_000_000, target: 74_230_000 },
    });
  });
});
