import { describe, expect, it } from 'vitest';
import { BATCH_COLUMNS } from '../../../../shared/domain/batchTransfers';
import { applyMapping, autoMapping, fitMapping, headersSignature, missingColumns } from './columns';
import { TEST_TEMPLATE } from './templateFixture';

describe('autoMapping', () => {
  it('maps the template headers and the raw keys, ignoring case, spaces and marks', () => {
    expect(
      autoMapping(
        [
          '  recipient id ',
          'AMOUNT',
          'senderAccountNumber',
          'Reference *',
          'payment_advice_emails',
        ],
        TEST_TEMPLATE,
      ),
    ).toEqual({
      recipientId: '  recipient id ',
      amount: 'AMOUNT',
      senderAccountNumber: 'senderAccountNumber',
      reference: 'Reference *',
      paymentAdviceEmails: 'payment_advice_emails',
    });
  });

  it('maps a few common other names, the first header winning', () => {
    expect(
      autoMapping(
        ['Beneficiary name', 'IBAN', 'Payment amount', 'From account', 'Memo', 'Value'],
        TEST_TEMPLATE,
      ),
    ).toEqual({
      name: 'Beneficiary name',
      accountNumber: 'IBAN',
      amount: 'Payment amount',
      senderAccountNumber: 'From account',
      reference: 'Memo',
    });
    // Synonyms of a column the template does not offer map to nothing.
    expect(autoMapping(['SWIFT'], TEST_TEMPLATE)).toEqual({});
  });
});

const keys = (mapping: Parameters<typeof missingColumns>[0]) =>
  missingColumns(mapping, TEST_TEMPLATE).map((column) => column.key);

describe('missingColumns', () => {
  it('needs the required columns, and the recipient details without a recipient id', () => {
    expect(keys({})).toEqual([
      'name',
      'accountNumber',
      'bankName',
      'amount',
      'senderAccountNumber',
    ]);
    expect(keys({ recipientId: 'ID', amount: 'A' })).toEqual(['senderAccountNumber']);
    expect(keys({ recipientId: 'ID', amount: 'A', senderAccountNumber: 'S' })).toEqual([]);
  });
});

describe('fitMapping, applyMapping and headersSignature', () => {
  it('keeps only headers the file has, and reads unmapped columns as empty', () => {
    const headers = ['Pay', 'Who', 'Note'];
    const mapping = fitMapping(
      { amount: 'Pay', recipientId: 'Who', reference: 'Gone' },
      headers,
      TEST_TEMPLATE,
    );
    expect(mapping).toEqual({ recipientId: 'Who', amount: 'Pay' });
    const [row] = applyMapping(headers, [{ line: 7, cells: [' 12.50 ', 'r-1'] }], mapping);
    expect(row?.line).toBe(7);
    expect(row?.input.amount).toBe('12.50');
    expect(row?.input.recipientId).toBe('r-1');
    expect(row?.input.reference).toBe('');
    expect(Object.keys(row?.input ?? {})).toEqual([...BATCH_COLUMNS]);
  });

  it('names the same headers alike in any order and case', () => {
    expect(headersSignature(['Pay', 'Who'])).toBe(headersSignature(['who ', 'PAY']));
    expect(headersSignature(['Pay', 'Who'])).not.toBe(headersSignature(['Pay', 'Whom']));
  });
});
