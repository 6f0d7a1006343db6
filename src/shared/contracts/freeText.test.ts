import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createAccount, renameAccount } from './accounts';
import { approvalActionSchema, saveApprovalRemarks } from './approvals';
import { MAX_FREE_TEXT } from './fields';
import { transactionFilterSchema } from './transactions';
import { exchangeRequestSchema } from './transfers';

// What the client sends and the bank reads are both the contract's parse of the body.
const HIDDEN = '\u202E\u200B\u2066\u0007';

describe('free text in the contracts is cleaned before its length is checked', () => {
  it('account names: create and rename', () => {
    expect(
      z.parse(createAccount.body, { currency: 'EUR', accountName: `${HIDDEN}EU ops${HIDDEN}` }),
    ).toEqual({ currency: 'EUR', accountName: 'EU ops' });
    expect(
      z.parse(renameAccount.body, {
        accountNumber: '885164000001',
        accountName: `Payroll${'\u200B'.repeat(MAX_FREE_TEXT)}`,
      }),
    ).toEqual({ accountNumber: '885164000001', accountName: 'Payroll' });
  });

  it('remarks keep their line breaks', () => {
    expect(z.parse(saveApprovalRemarks.body, { remarks: `${HIDDEN}Paid\r\ntwice` })).toEqual({
      remarks: 'Paid\ntwice',
    });
    expect(
      z.parse(approvalActionSchema, {
        actionStatus: 'Rejected',
        remarks: `a${'\uFEFF'.repeat(600)}`,
      }),
    ).toMatchObject({ remarks: 'a' });
  });

  it('transfer messages and transaction filters', () => {
    const exchange = z.parse(exchangeRequestSchema, {
      senderAccount: '885164000001',
      sourceCurrency: 'SGD',
      sourceAmount: 1_000_000,
      receiverAccount: '885164000002',
      targetCurrency: 'USD',
      targetAmount: 740_000,
      customerMessage: `${HIDDEN}Invoice 7`,
      purposeOfPayment: 'Supplier\tpayment\u200F',
    });
    expect(exchange).toMatchObject({
      customerMessage: 'Invoice 7',
      purposeOfPayment: 'Supplier payment',
    });
    expect(z.parse(transactionFilterSchema, { cardHolderName: `${HIDDEN}Ada\u202C` })).toEqual({
      cardHolderName: 'Ada',
    });
  });
});
