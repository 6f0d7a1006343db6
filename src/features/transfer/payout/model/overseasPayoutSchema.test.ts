import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../../../shared/currencies';
import type { TransferLimit } from '../../../../shared/domain/fx';
import { corridorPurposes } from '../../../../shared/domain/purposes';
import { readForm } from '../../../../shared/forms/readForm';
import { anAccount, EUR_ACCOUNT as EUR, M, USD_ACCOUNT as USD } from '../../../../test/payouts';
import { buildRecipient } from '../../../../test/recipientRecords';
import { specConstant } from '../../../../test/spec';
import {
  emptyOverseasValues,
  overseasPayoutSchema,
  overseasSenders,
  overseasValuesFromDraft,
  recipientCanPayFee,
  type OverseasPayoutContext,
  type OverseasPayoutField,
  type OverseasPayoutSchema,
  type OverseasPayoutValues,
} from './overseasPayoutSchema';
import { overseasNotes } from './overseasNotes';
import {
  keepsRateReference,
  RATE_REFERENCE_ALWAYS,
  RATE_REFERENCE_FROM_SGD,
} from './rateReference';
import { transferTimeNote } from './transferTime';

const SGD = anAccount({ currentBalance: 20_000 * M });

/** The bank's overseas table (constants.tsv), as far as these cases need it. */
const LIMITS: Partial<Record<CurrencyCode, TransferLimit>> = {
  SGD: { currency: 'SGD', min: 1 * M, max: 500_000 * M },
  USD: { currency: 'USD', min: 1 * M, max: 500_000 * M },
  JPY: { currency: 'JPY', min: 100 * M, max: 45_000_000 * M },
};
const QUOTE = { referenceId: 'FXQ-1', bidRate: 742_311, validTo: '2030-01-01T00:00:00.000Z' };
const PURPOSES = corridorPurposes('USD');

function context(overrides: Partial<OverseasPayoutContext> = {}): OverseasPayoutContext {
  return {
    destination: 'USD',
    accounts: [SGD, USD],
    quote: QUOTE,
    limitOf: (currency) => LIMITS[currency],
    // The bank's flat fees: S$10, US$8.
    feeFor: () => 10 * M,
    purposes: PURPOSES,
    today: '2026-03-15',
    notificationOn: false,
    ...overrides,
  };
}

const values = (overrides: Partial<OverseasPayoutValues> = {}): OverseasPayoutValues => ({
  ...emptyOverseasValues([SGD]),
  sourceAmount: '1,000',
  purpose: 'IR016',
  ...overrides,
});
const check = (v: Partial<OverseasPayoutValues>, c: Partial<OverseasPayoutContext> = {}) =>
  readForm<OverseasPayoutSchema, OverseasPayoutField>(overseasPayoutSchema(context(c)), values(v));
const errorsOf = (v: Partial<OverseasPayoutValues>, c: Partial<OverseasPayoutContext> = {}) =>
  check(v, c).errors;

describe('the overseas draft', () => {
  it('derives what arrives at the quote, rounded down, and adds the fee to the total', () => {
    expect(check({ reference: ' Invoice  42 ' }).data).toEqual({
      senderAccountNo: SGD.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 1_000 * M,
      destinationAmount: 742_310_000,
      calcSourceAmtFromDestinationAmt: false,
      fee: 10 * M,
      chargeAt: 'DEBTOR',
      fxReferenceID: 'FXQ-1',
      rate: 742_311,
      quoteValidTo: '2030-01-01T00:00:00.000Z',
      reference: 'Invoice 42',
      purposeOfPayment: 'IR016',
      isTransferNotiEnabled: false,
      transferNotiRecipients: [],
      transferNotiRemarks: '',
      attachments: [],
    });
  });

  it('derives the sending amount, rounded up, when the receiving one is typed', () => {
    expect(
      check({ typedSide: 'target', sourceAmount: '', targetAmount: '742.31' }).data,
    ).toMatchObject({
      sourceAmount: 1_000 * M,
      destinationAmount: 742_310_000,
      calcSourceAmtFromDestinationAmt: true,
    });
  });

  it('takes the fee out of what arrives when the recipient pays it', () => {
    expect(check({ chargeByRecipient: true }).data).toMatchObject({
      sourceAmount: 1_000 * M,
      destinationAmount: 734_880_000,
      fee: 10 * M,
      chargeAt: 'CREDITOR',
    });
    // A typed receiving amount arrives whole: the fee is added to what is sent.
    expect(
      check({
        chargeByRecipient: true,
        typedSide: 'target',
        sourceAmount: '',
        targetAmount: '742.31',
      }).data,
    ).toMatchObject({ sourceAmount: 1_010 * M, destinationAmount: 742_310_000 });
  });

  it('pays one currency without a quote: no rate, no rate reference', () => {
    const draft = check(
      { senderAccount: USD.accountNumber, sourceAmount: '100' },
      { quote: null, feeFor: () => 8 * M },
    ).data;
    expect(draft).toMatchObject({ sourceAmount: 100 * M, destinationAmount: 100 * M, fee: 8 * M });
    expect(draft).not.toHaveProperty('rate');
    expect(draft).not.toHaveProperty('fxReferenceID');
  });

  it('comes back whole through the form values (Back from the review keeps everything)', () => {
    for (const v of [
      { chargeByRecipient: true },
      { typedSide: 'target' as const, sourceAmount: '', targetAmount: '742.31' },
    ]) {
      const draft = check(v).data;
      if (!draft) throw new Error('expected a draft');
      expect(check(overseasValuesFromDraft(draft, 'USD')).data).toEqual(draft);
    }
  });
});

/** A currency list of constants.tsv, sorted. */
const specCurrencies = (name: string) => specConstant(name).split(', ').toSorted();

describe('the rate reference', () => {
  it("lists the spec's currencies (constants.tsv)", () => {
    expect(RATE_REFERENCE_ALWAYS.toSorted()).toEqual(
      specCurrencies('rate_reference_always_currencies'),
    );
    expect(RATE_REFERENCE_FROM_SGD.toSorted()).toEqual(
      specCurrencies('rate_reference_sgd_sender_currencies'),
    );
  });

  it('goes always to IDR ... CNY, to USD ... CHF only from an SGD account', () => {
    expect(keepsRateReference('INR', 'SGD')).toBe(true);
    expect(keepsRateReference('INR', 'USD')).toBe(true);
    expect(keepsRateReference('USD', 'SGD')).toBe(true);
    expect(keepsRateReference('EUR', 'USD')).toBe(false);
    expect(keepsRateReference('NZD', 'SGD')).toBe(false);
  });

  it('stays out of the draft where it is not sent', () => {
    const draft = check(
      { senderAccount: EUR.accountNumber },
      { accounts: [EUR], destination: 'GBP' },
    ).data;
    expect(draft).toMatchObject({ rate: 742_311 });
    expect(draft).not.toHaveProperty('fxReferenceID');
  });
});

describe('amounts', () => {
  it("asks for an account: 'Please select an account'", () => {
    expect(errorsOf({ senderAccount: '' })).toEqual({ sourceAmount: 'Please select an account' });
  });

  it('waits for the rate and the fee, saying nothing', () => {
    expect(check({}, { quote: null })).toEqual({ data: undefined, errors: {} });
    expect(check({}, { feeFor: () => undefined })).toEqual({ data: undefined, errors: {} });
  });

  it("refuses more than the balance can pay with the fee: 'Amount exceeds available balance'", () => {
    expect(errorsOf({ sourceAmount: '19,990.01' })).toEqual({
      sourceAmount: 'Amount exceeds available balance',
    });
    expect(errorsOf({ sourceAmount: '19,990' })).toEqual({});
  });

  it("holds the overseas table on the sending side: 'Min amount ...', 'Max amount ...'", () => {
    // Each side against its own currency's row.
    expect(errorsOf({ sourceAmount: '0.99' })).toEqual({
      sourceAmount: 'Min amount for this transfer: S$1.00',
      targetAmount: 'Min amount for this transfer: US$1.00',
    });
    const rich = anAccount({ currentBalance: 1_000_000 * M });
    expect(errorsOf({ sourceAmount: '500,000.01' }, { accounts: [rich] })).toEqual({
      sourceAmount: 'Max amount for this transfer: S$500,000.00',
    });
  });

  it("says what the recipient would receive above the maximum: 'Actual amount recipient will receive is X, exceeding maximum limit of Y'", () => {
    const rich = anAccount({ currentBalance: 1_000_000 * M });
    const at = { accounts: [rich], quote: { ...QUOTE, bidRate: 1_200_000 } };
    expect(errorsOf({ sourceAmount: '450,000' }, at)).toEqual({
      targetAmount:
        'Actual amount recipient will receive is US$540,000.00, exceeding maximum limit of US$500,000.00',
    });
    expect(
      errorsOf({ typedSide: 'target', sourceAmount: '', targetAmount: '500,000.01' }, at),
    ).toEqual({ targetAmount: 'Max amount for this transfer: US$500,000.00' });
  });

  it("holds the receiving currency's minimum and its whole units", () => {
    // 1 SGD = 0.5 JPY: so that JP¥99 is more than S$1 and only the JPY minimum is at stake.
    const jpy = { destination: 'JPY' as const, quote: { ...QUOTE, bidRate: 500_000 } };
    expect(errorsOf({ typedSide: 'target', sourceAmount: '', targetAmount: '99' }, jpy)).toEqual({
      targetAmount: 'Min amount for this transfer: JP¥100',
    });
    expect(
      errorsOf({ typedSide: 'target', sourceAmount: '', targetAmount: '1000.5' }, jpy),
    ).toEqual({ targetAmount: 'JPY amounts are whole numbers. Please remove the decimal point.' });
  });

  it('lets the recipient pay the fee only while they still receive the minimum', () => {
    expect(recipientCanPayFee(1 * M, 1 * M)).toBe(true);
    expect(recipientCanPayFee(990_000, 1 * M)).toBe(false);
    expect(recipientCanPayFee(0, 0)).toBe(false);
    const reset = {
      chargeByRecipient:
        'The recipient cannot pay the fee on this amount, so the fee is charged to you.',
    };
    // S$10 less the S$10 fee is nothing; S$11.34 less it is US$0.99, under the US$1.00 minimum.
    expect(errorsOf({ sourceAmount: '10', chargeByRecipient: true })).toEqual(reset);
    expect(errorsOf({ sourceAmount: '11.34', chargeByRecipient: true })).toEqual(reset);
    expect(errorsOf({ sourceAmount: '11.35', chargeByRecipient: true })).toEqual({});
  });
});

describe('reference, purpose and invoice', () => {
  it('takes letters, digits and spaces only, 35 at most', () => {
    expect(errorsOf({ reference: 'Invoice-42' })).toEqual({
      reference: 'Acceptable characters: a-z A-Z 0-9 space',
    });
    expect(errorsOf({ reference: 'x'.repeat(36) })).toEqual({
      reference: '35 character limit is reached.',
    });
  });

  it("refuses a right-to-left override or a zero-width joiner with the list's text, never drops it", () => {
    for (const reference of ['Invoice\u202Efdp exe', 'Inv\u200D42'])
      expect(errorsOf({ reference })).toEqual({
        reference: 'Acceptable characters: a-z A-Z 0-9 space',
      });
  });

  it('needs a purpose of the corridor', () => {
    expect(errorsOf({ purpose: '' })).toEqual({ purpose: 'This field is required' });
    expect(errorsOf({ purpose: 'SUPP' })).toEqual({ purpose: 'This field is required' });
  });

  describe('INR with an invoice purpose', () => {
    const inr = {
      destination: 'INR' as const,
      purposes: corridorPurposes('INR'),
      quote: { ...QUOTE, bidRate: 61_250_000 },
    };
    const invoice = { purpose: 'IR014', invoiceDate: '2026-03-15', invoiceNumber: 'INV2026001' };

    it('sends the invoice date and number', () => {
      expect(check(invoice, inr).data).toMatchObject({
        purposeOfPayment: 'IR014',
        invoiceDate: '2026-03-15',
        invoiceNumber: 'INV2026001',
        fxReferenceID: 'FXQ-1',
      });
      // Another purpose: no invoice asked, none sent.
      const other = check({ ...invoice, purpose: 'IR001' }, inr).data;
      expect(other).not.toHaveProperty('invoiceDate');
      expect(other).not.toHaveProperty('invoiceNumber');
    });

    it('requires both, a date not in the future, a number of letters and digits up to 30', () => {
      expect(errorsOf({ purpose: 'IR016' }, inr)).toEqual({
        invoiceDate: 'This field is required',
        invoiceNumber: 'This field is required',
      });
      expect(errorsOf({ ...invoice, invoiceDate: '2026-03-16' }, inr)).toEqual({
        invoiceDate: 'The invoice date cannot be in the future.',
      });
      expect(errorsOf({ ...invoice, invoiceNumber: 'INV/2026' }, inr)).toEqual({
        invoiceNumber: 'Acceptable characters: a-z A-Z 0-9',
      });
      expect(errorsOf({ ...invoice, invoiceNumber: 'INV\u202E2026' }, inr)).toEqual({
        invoiceNumber: 'Acceptable characters: a-z A-Z 0-9',
      });
      expect(errorsOf({ ...invoice, invoiceNumber: '\uFEFFINV2026' }, inr)).toEqual({
        invoiceNumber: 'Acceptable characters: a-z A-Z 0-9',
      });
      expect(errorsOf({ ...invoice, invoiceNumber: 'A'.repeat(31) }, inr)).toEqual({
        invoiceNumber: '30 character limit is reached.',
      });
    });
  });
});

describe('sending accounts and notes', () => {
  it("are SGD and the recipient's currency", () => {
    expect(overseasSenders([SGD, USD, EUR], 'USD')).toEqual([SGD, USD]);
    expect(overseasSenders([SGD, USD, EUR], 'INR')).toEqual([SGD]);
  });

  it('say 1-3 days overseas, 3-4 days by telegraphic transfer, 24 hours locally', () => {
    const india = buildRecipient({
      recipientType: 'OVERSEAS',
      currency: 'INR',
      recipientCountry: 'IN',
      bankCtry: 'IN',
    });
    expect(transferTimeNote(india, 'SGD')).toBe(
      "It may take 1-3 days to reach the recipient's bank.",
    );
    expect(transferTimeNote({ ...india, currency: 'USD' }, 'SGD')).toBe(
      "This is a telegraphic transfer: it may take up to 3-4 days to reach the recipient's bank.",
    );
    expect(transferTimeNote(buildRecipient({ swiftCodeValue: 'OCBCSGSG' }), 'SGD')).toBe(
      "It may take up to 24 hours to reach the recipient's bank.",
    );
  });

  it('tell Korean recipients of the SMS, and IDR payouts above 100,000,000 of documents', () => {
    expect(overseasNotes('KRW', undefined)).toEqual([
      'Your recipient will receive an SMS asking them to upload supporting documents for this transfer.',
    ]);
    expect(overseasNotes('IDR', 100_000_000 * M)).toEqual([]);
    expect(overseasNotes('IDR', 100_000_001 * M)).toEqual([
      'Transfers above Rp100,000,000 may need supporting documents, and may take longer to arrive.',
    ]);
    expect(overseasNotes('USD', 100_000_001 * M)).toEqual([]);
  });
});
