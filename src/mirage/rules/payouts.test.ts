import { describe, expect, it } from 'vitest';
import { assertPurposeAndInvoice, type PaymentBody } from './payouts';

/**
 * The INR invoice rule, on the rule itself: over HTTP an INR remittance stops at its quote (the
 * bank quotes the nine exchange currencies only), before this rule is reached.
 */
const NOW = Date.parse('2026-11-25T12:00:00');
const body = (extra: Partial<PaymentBody>): PaymentBody => ({
  recipientDisplayReferenceID: 'RCP-0012',
  senderAccountNo: '885164302117',
  sourceCurrency: 'SGD',
  sourceTxnAmount: 100_000_000,
  destinationCurrency: 'INR',
  destinationTxnAmount: 6_000_000_000,
  toAmount: 6_000_000_000,
  remittanceFee: 10_000_000,
  chargeAt: 'DEBTOR',
  calcSourceAmtFromDestinationAmt: false,
  purposeOfPayment: 'IR014',
  ...extra,
});
const refusal = (b: PaymentBody, currency: 'INR' | 'USD' = 'INR') => {
  try {
    assertPurposeAndInvoice('REMITTANCE', currency, b, NOW);
    return null;
  } catch (error) {
    const { code, description, extra } = error as {
      code: string;
      description: string;
      extra: { field?: string };
    };
    return { code, field: extra.field, description };
  }
};

const dated = (invoiceDate: string) => refusal(body({ invoiceDate, invoiceNumber: 'A1' }));
const numbered = (invoiceNumber: string) =>
  refusal(body({ invoiceDate: '2026-11-01', invoiceNumber }));

describe('INR invoice date and number (spec-2 §5)', () => {
  it('needs both for an INR payout with an invoice purpose', () => {
    expect(refusal(body({ invoiceNumber: 'INV001' }))).toEqual({
      code: 'INVALID_PARAM_ERROR',
      field: 'invoiceDate',
      description: 'An INR payout for IR014 needs the invoice date.',
    });
    expect(refusal(body({ invoiceDate: '2026-11-20' }))).toEqual({
      code: 'INVALID_PARAM_ERROR',
      field: 'invoiceNumber',
      description: 'An INR payout for IR014 needs the invoice number.',
    });
    expect(refusal(body({ invoiceDate: '2026-11-25', invoiceNumber: 'INV001' }))).toBeNull();
  });

  it('needs neither for another purpose or another currency', () => {
    expect(refusal(body({ purposeOfPayment: 'IR001' }))).toBeNull();
    expect(refusal(body({ destinationCurrency: 'USD' }), 'USD')).toBeNull();
  });

  it('refuses a date in the future or no date at all, and a number with other characters or over 30', () => {
    const badDate = {
      code: 'INVALID_PARAM_ERROR',
      field: 'invoiceDate',
      description: 'The invoice date must be a date, and not in the future.',
    };
    expect(dated('2026-11-26')).toEqual(badDate);
    expect(dated('2026-02-30')).toEqual(badDate);
    const badNumber = {
      code: 'INVALID_PARAM_ERROR',
      field: 'invoiceNumber',
      description: 'Acceptable characters: a-z A-Z 0-9',
    };
    expect(numbered('INV-001')).toEqual(badNumber);
    expect(numbered('A'.repeat(31))).toEqual(badNumber);
    expect(numbered('A'.repeat(30))).toBeNull();
  });
});
