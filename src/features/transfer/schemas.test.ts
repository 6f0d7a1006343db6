import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import { toMicros } from '../../shared/money';
import { deriveAmounts, microsToInput } from './amounts';
import { checkExchangeForm, TRANSFER_MESSAGES, type ExchangeFormInput } from './schemas';

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
/** 1 SGD = 0.742311 USD */
const RATE = 742_311;

function check(overrides: Partial<ExchangeFormInput>) {
  return checkExchangeForm({
    sender: SGD,
    receiver: USD,
    typedSide: 'source',
    typedText: '100',
    rateMicros: RATE,
    ...overrides,
  });
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

describe('checkExchangeForm', () => {
  it('accepts 100.00 SGD to USD and derives 74.23 USD', () => {
    const result = check({});
    expect(result.valid).toBe(true);
    expect(result.needsQuote).toBe(true);
    expect(result.amounts).toEqual({ source: 100_000_000, target: 74_230_000 });
    expect(result.errors).toEqual({});
  });

  it('refuses an amount above the sending balance with the spec text', () => {
    const result = check({ typedText: '1000.01' });
    expect(result.valid).toBe(false);
    expect(result.errors.source).toBe('The amount entered is more than account balance');
  });

  it('checks the balance against the derived sending amount when the receiving amount is typed', () => {
    // 742.32 USD needs 1000.0121... SGD, rounded up to 1000.02, above the 1000.00 balance.
    const result = check({ typedSide: 'target', typedText: '742.32' });
    expect(result.amounts?.source).toBe(1_000_020_000);
    expect(result.errors.source).toBe(TRANSFER_MESSAGES.exceedsBalance);
  });

  it('refuses the same account on both sides', () => {
    const result = check({ receiver: SGD });
    expect(result.valid).toBe(false);
    expect(result.errors.receiver).toBe(
      'The sending and receiving accounts must be different. Please choose another account.',
    );
  });

  it('refuses less than 0.01 on the typed side and on the derived side', () => {
    expect(check({ typedText: '0' }).errors.source).toBe('Min amount for this transfer: S$0.01');
    // 0.01 SGD buys 0.0074 USD, which rounds down to 0.00.
    expect(check({ typedText: '0.01' }).errors.target).toBe(
      'Min amount for this transfer: US$0.01',
    );
    expect(check({ typedText: '0.02' }).valid).toBe(true);
  });

  it('refuses a currency outside the 9 exchange currencies', () => {
    const result = check({ receiver: IDR });
    expect(result.errors.receiver).toBe(
      'IDR cannot be exchanged. Exchange is available for SGD, USD, EUR, GBP, JPY, HKD, AUD, CHF, THB.',
    );
    expect(result.needsQuote).toBe(false);
  });

  it('allows an exchange only from SGD, but a same-currency transfer from any account', () => {
    const result = check({ sender: USD, receiver: SGD });
    expect(result.errors.sender).toBe(
      'A USD account can only send to another USD account. To receive SGD, send from an SGD account.',
    );
    const internal = check({ sender: SGD, receiver: SGD2, rateMicros: null, typedText: '10' });
    expect(internal).toMatchObject({
      valid: true,
      needsQuote: false,
      amounts: { source: 10_000_000, target: 10_000_000 },
    });
  });

  it('refuses a decimal point in a zero-decimal currency and keeps the message specific', () => {
    const result = check({
      receiver: JPY,
      typedSide: 'target',
      typedText: '1000.5',
      rateMicros: 112_345_678,
    });
    expect(result.errors.target).toBe(
      'JPY amounts are whole numbers. Please remove the decimal point.',
    );
    expect(result.valid).toBe(false);
  });

  it('refuses a third decimal and text that is not an amount', () => {
    expect(check({ typedText: '10.555' }).errors.source).toBe(
      'SGD amounts can have at most 2 decimal places.',
    );
    expect(check({ typedText: '12abc' }).errors.source).toBe(
      'Please enter a valid amount, for example 100.00.',
    );
    expect(check({ typedText: '-5' }).errors.source).toBe(
      'Please enter a valid amount, for example 100.00.',
    );
  });

  it('is invalid without a message while nothing is typed', () => {
    expect(check({ typedText: '' })).toMatchObject({ valid: false, errors: {} });
    expect(check({ sender: undefined, typedText: '' })).toMatchObject({ valid: false, errors: {} });
    expect(check({ sender: undefined, typedText: '  ' })).toMatchObject({
      valid: false,
      errors: {},
    });
  });

  it("says 'Please select an account' on the sending amount when an amount is entered with no sending account (spec-2 §5)", () => {
    expect(TRANSFER_MESSAGES.selectAccount).toBe('Please select an account');
    expect(check({ sender: undefined })).toMatchObject({
      valid: false,
      amounts: null,
      errors: { source: 'Please select an account' },
    });
    expect(check({ sender: undefined, receiver: undefined })).toMatchObject({
      valid: false,
      errors: { source: 'Please select an account' },
    });
    // Whichever side was typed, and even before the amount is a valid one.
    expect(check({ sender: undefined, typedSide: 'target', typedText: '74.23' }).errors).toEqual({
      source: 'Please select an account',
    });
    expect(check({ sender: undefined, typedText: '12abc' }).errors).toEqual({
      source: 'Please select an account',
    });
  });

  it('is invalid without a rate when currencies differ', () => {
    expect(check({ rateMicros: null })).toMatchObject({
      valid: false,
      amounts: null,
      needsQuote: true,
      errors: {},
    });
  });

  it('applies the server maximum of each side', () => {
    const result = check({
      typedText: '50',
      maxFor: (c) => (c === 'SGD' ? 40_000_000 : undefined),
    });
    expect(result.errors.source).toBe('Max amount for this transfer: S$40.00');
    // 100 SGD buys 74.23 USD, above a 70 USD maximum.
    expect(check({ maxFor: (c) => (c === 'USD' ? 70_000_000 : undefined) }).errors.target).toBe(
      'Max amount for this transfer: US$70.00',
    );
  });

  it('lets the bank judge a balance it could not give', () => {
    expect(check({ sender: account('885164000009', 'SGD', null) }).valid).toBe(true);
  });
});
