import { describe, expect, it } from 'vitest';
import { buildRecipient } from '../../test/recipientRecords';
import { LOCAL_RECIPIENT, overseasRecipient } from '../../test/recipients';
import {
  BATCH_ROW_TEXTS,
  checkBatchRow,
  emptyBatchRow,
  parseBatchAmount,
  toBatchRowInput,
} from './batchRows';
import type { BatchCheckContext, BatchColumn, BatchRowInput } from './batchTransfers';

const SGD_ACCOUNT = '885164000001';
const USD_ACCOUNT = '885164000002';

const CONTEXT: BatchCheckContext = {
  recipients: [
    buildRecipient({ displayReferenceId: 'RCP-LOCAL' }),
    buildRecipient({
      displayReferenceId: 'RCP-US',
      recipientType: 'OVERSEAS',
      recipientAccountName: 'Jane Doe',
      recipientAccountNo: '000123456789',
      currency: 'USD',
      recipientCountry: 'US',
      bankCtry: 'US',
      routingCodeType: 'ACH',
      routingCodeValue: '021000021',
    }),
    buildRecipient({ displayReferenceId: 'RCP-MCA', currency: 'MCA' }),
    buildRecipient({ displayReferenceId: 'RCP-OLD', currency: 'XYZ' }),
  ],
  accounts: [
    { accountNumber: SGD_ACCOUNT, currency: 'SGD' },
    { accountNumber: USD_ACCOUNT, currency: 'USD' },
  ],
  limits: { SGD: { min: 10_000, max: 50_000_000_000 } },
};

const row = (values: Partial<BatchRowInput>): BatchRowInput => ({
  ...emptyBatchRow(),
  recipientId: 'RCP-LOCAL',
  amount: '1,250.50',
  senderAccountNumber: SGD_ACCOUNT,
  ...values,
});

/** The errors of a row by column; {} when valid. */
const errorsOf = (values: Partial<BatchRowInput>, context = CONTEXT) =>
  Object.fromEntries(
    checkBatchRow(row(values), context).errors.map((e) => [e.field, e.message]),
  ) as Partial<Record<BatchColumn, string>>;

describe('parseBatchAmount', () => {
  it('reads grouped and plain amounts exactly, in micro-units', () => {
    expect(parseBatchAmount('1,250.50', 'SGD')).toBe(1_250_500_000);
    expect(parseBatchAmount(' 1250 ', 'SGD')).toBe(1_250_000_000);
    expect(parseBatchAmount('0.29', 'SGD')).toBe(290_000);
    expect(parseBatchAmount('1,000,000', 'JPY')).toBe(1_000_000_000_000);
  });

  it('refuses more decimals than the currency has, and what is not an amount', () => {
    expect(parseBatchAmount('10.5', 'JPY')).toBeNull();
    expect(parseBatchAmount('10.505', 'SGD')).toBeNull();
    expect(parseBatchAmount('12,50', 'SGD')).toBeNull();
    expect(parseBatchAmount('-5', 'SGD')).toBeNull();
    expect(parseBatchAmount('1e3', 'SGD')).toBeNull();
    expect(parseBatchAmount('', 'SGD')).toBeNull();
  });
});

describe('toBatchRowInput', () => {
  it('fills every column, trims, and writes a number as its text', () => {
    const input = toBatchRowInput({ recipientId: '  RCP-1 ', amount: 12.5 });
    expect(input).toEqual({ ...emptyBatchRow(), recipientId: 'RCP-1', amount: '12.5' });
  });
});

describe('checkBatchRow: the recipient', () => {
  it('accepts a saved recipient and answers what the row pays', () => {
    expect(checkBatchRow(row({}), CONTEXT)).toEqual({
      errors: [],
      recipientName: 'Marina Supplies',
      currency: 'SGD',
      amount: 1_250_500_000,
      senderAccountNumber: SGD_ACCOUNT,
    });
  });

  it('accepts a local recipient by its full details', () => {
    const check = checkBatchRow(row({ recipientId: '', ...LOCAL_RECIPIENT }), CONTEXT);
    expect(check.errors).toEqual([]);
    expect(check.recipientName).toBe("Tan Ah Kow (Pte.) Ltd, O'Neil/Sons");
  });

  it('accepts an overseas recipient by its full details, with a purpose', () => {
    const details = overseasRecipient('USD');
    const check = checkBatchRow(
      row({ recipientId: '', ...details, purposeOfPayment: 'IR014', amount: '500' }),
      CONTEXT,
    );
    expect(check.errors).toEqual([]);
    expect(check.currency).toBe('USD');
  });

  it('refuses a row with both a saved recipient and details', () => {
    expect(errorsOf({ name: 'Someone' })).toEqual({ recipientId: BATCH_ROW_TEXTS.recipientBoth });
    expect(BATCH_ROW_TEXTS.recipientBoth).toBe(
      "Please give either a saved recipient's ID or the recipient's details, not both.",
    );
  });

  it('refuses a row with neither', () => {
    expect(errorsOf({ recipientId: '' })).toEqual({
      recipientId: "Please give a saved recipient's ID, or the recipient's details.",
    });
  });

  it('refuses an id that names no saved recipient', () => {
    expect(errorsOf({ recipientId: 'RCP-NONE' })).toEqual({
      recipientId: 'No saved recipient has this ID.',
    });
  });

  it('refuses a saved recipient the bank no longer pays', () => {
    expect(errorsOf({ recipientId: 'RCP-OLD' })).toEqual({
      recipientId: 'Transfer in XYZ is currently unavailable.',
    });
  });

  it('puts the recipient rules of the currency on their columns', () => {
    const details = overseasRecipient('GBP');
    expect(
      errorsOf({ recipientId: '', ...details, name: '', routingCodeValue: '6016', amount: '10' }),
    ).toEqual({
      name: 'This field is required',
      routingCodeValue: 'SORT code should be 6 digits.',
    });
  });

  it("refuses the company's own account as a recipient", () => {
    expect(
      errorsOf({ recipientId: '', ...LOCAL_RECIPIENT, accountNumber: SGD_ACCOUNT }).accountNumber,
    ).toBe(
      'This is your own YouBiz account. Please use Exchange/Internal Transfer feature instead.',
    );
  });
});

describe('checkBatchRow: the sender account', () => {
  it('requires one', () => {
    expect(errorsOf({ senderAccountNumber: '' })).toEqual({
      senderAccountNumber: 'This field is required',
    });
  });

  it("refuses one that is not the company's", () => {
    expect(errorsOf({ senderAccountNumber: '885164999999' })).toEqual({
      senderAccountNumber: 'This is not one of your accounts.',
    });
  });

  it('refuses an overseas row from an account in another currency than SGD', () => {
    expect(
      errorsOf({
        recipientId: '',
        ...overseasRecipient('EUR'),
        senderAccountNumber: USD_ACCOUNT,
        purposeOfPayment: 'IR014',
      }),
    ).toEqual({
      senderAccountNumber: 'Remitting to EUR from other currency accounts will be available soon',
    });
  });

  it('refuses a local row converted from an account other than SGD', () => {
    expect(errorsOf({ senderAccountNumber: USD_ACCOUNT })).toEqual({
      senderAccountNumber:
        'Exchange is only possible from an SGD account or between accounts of the same currency.',
    });
  });

  it("pays an MCA recipient in the sender account's currency", () => {
    const check = checkBatchRow(
      row({ recipientId: 'RCP-MCA', senderAccountNumber: USD_ACCOUNT }),
      CONTEXT,
    );
    expect(check.errors).toEqual([]);
    expect(check.currency).toBe('USD');
  });
});

describe('checkBatchRow: the amount', () => {
  it('requires one', () => {
    expect(errorsOf({ amount: '' })).toEqual({ amount: 'This field is required' });
  });

  it('refuses what does not read as an amount', () => {
    expect(errorsOf({ amount: 'ten' })).toEqual({
      amount: 'Please enter a valid amount, for example 100.00.',
    });
  });

  it("refuses more decimals than the recipient's currency has", () => {
    expect(errorsOf({ amount: '10.505' })).toEqual({
      amount: 'SGD amounts can have at most 2 decimal places.',
    });
  });

  it('holds the minimum of the limits', () => {
    expect(errorsOf({ amount: '0.001' }).amount).toBe(
      'SGD amounts can have at most 2 decimal places.',
    );
    expect(
      errorsOf({ amount: '5' }, { ...CONTEXT, limits: { SGD: { min: 10_000_000, max: 1e12 } } }),
    ).toEqual({ amount: 'Min amount for this transfer: S$10.00' });
  });

  it('holds the maximum of the limits', () => {
    expect(errorsOf({ amount: '50,000.01' })).toEqual({
      amount: 'Max amount for this transfer: S$50,000.00',
    });
  });

  it('holds the S$200,000 cap without the local integration', () => {
    const context = { ...CONTEXT, limits: {}, localIntegrationOn: false };
    expect(errorsOf({ amount: '200,000.01' }, context)).toEqual({
      amount: 'Maximum amount for transfer is S$200,000.00.',
    });
    expect(errorsOf({ amount: '200,000.01' }, { ...context, localIntegrationOn: true })).toEqual(
      {},
    );
  });
});

describe('checkBatchRow: reference, purpose and e-mails', () => {
  it("refuses a local reference's other characters and its length", () => {
    expect(errorsOf({ reference: 'Invoice #12' })).toEqual({
      reference: "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +",
    });
    expect(errorsOf({ reference: 'A'.repeat(31) })).toEqual({
      reference: '30 character limit is reached.',
    });
  });

  it('refuses an overseas reference with punctuation', () => {
    expect(
      errorsOf({ recipientId: 'RCP-US', purposeOfPayment: 'IR014', reference: 'Inv. 12' }),
    ).toEqual({ reference: 'Acceptable characters: a-z A-Z 0-9 space' });
  });

  it('requires an overseas purpose, and one of the list', () => {
    expect(errorsOf({ recipientId: 'RCP-US' })).toEqual({
      purposeOfPayment: 'This field is required',
    });
    expect(errorsOf({ recipientId: 'RCP-US', purposeOfPayment: 'SALA' })).toEqual({
      purposeOfPayment: 'SALA is not a purpose of payment for an overseas transfer.',
    });
  });

  it('refuses a local purpose off the list', () => {
    expect(errorsOf({ purposeOfPayment: 'IR014' })).toEqual({
      purposeOfPayment: 'IR014 is not a purpose of payment for a local transfer.',
    });
    expect(errorsOf({ purposeOfPayment: 'SALA' })).toEqual({});
  });

  it('refuses an INR invoice purpose, which needs an invoice', () => {
    expect(
      errorsOf({ recipientId: '', ...overseasRecipient('INR'), purposeOfPayment: 'IR014' }),
    ).toEqual({
      purposeOfPayment:
        'This purpose needs an invoice date and number: please pay it as a single transfer.',
    });
  });

  it('takes up to 5 e-mails split by ;', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => `${n}@example.com`);
    expect(errorsOf({ paymentAdviceEmails: five.join('; ') })).toEqual({});
    expect(errorsOf({ paymentAdviceEmails: [...five, 'f@example.com'].join(';') })).toEqual({
      paymentAdviceEmails: 'You have reached the maximum of 5 recipients',
    });
  });

  it('refuses an e-mail that is not one, too long, or repeated', () => {
    expect(errorsOf({ paymentAdviceEmails: 'a@example.com; nope' })).toEqual({
      paymentAdviceEmails: 'Please enter a valid email address.',
    });
    expect(errorsOf({ paymentAdviceEmails: `${'a'.repeat(70)}@example.com` })).toEqual({
      paymentAdviceEmails: '75 character limit is reached.',
    });
    expect(errorsOf({ paymentAdviceEmails: 'a@example.com;A@Example.com' })).toEqual({
      paymentAdviceEmails: 'You have already entered this email. Please enter a different one.',
    });
  });

  it('reports every broken column at once, in column order, and pays nothing', () => {
    const check = checkBatchRow(
      row({ amount: 'x', senderAccountNumber: '', paymentAdviceEmails: 'bad' }),
      CONTEXT,
    );
    expect(check.errors.map((e) => e.field)).toEqual([
      'amount',
      'senderAccountNumber',
      'paymentAdviceEmails',
    ]);
    expect(check.currency).toBeNull();
    expect(check.amount).toBeNull();
  });
});
