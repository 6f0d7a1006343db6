import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { Transaction } from '../../shared/domain/transactions';
import { call, type NodeBank, post, signIn, startNodeBank } from '../testingNode';
import { topUpCompleted } from './incomingPayments';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const accountOf = (currency: string): Account => {
  const found = bank.accounts().find((a) => a.currency === currency);
  if (!found) throw new Error(`no ${currency} account`);
  return found;
};

describe('a simulated incoming payment (the Demo panel’s bank control)', () => {
  it('books a PayNow payment as a SUCCESSFUL INWARD_PAYNOW PayIn: the balance moves and the list shows it', async () => {
    const sgd = accountOf('SGD');
    const before = sgd.currentBalance ?? 0;
    const touched = bank.receivePayment({
      accountNumber: sgd.accountNumber,
      method: 'PAYNOW',
      amount: 1_234_560_000,
      payerName: 'Acme Trading',
    });
    expect(touched.accounts[0]?.currentBalance).toBe(before + 1_234_560_000);
    expect(touched.transactions[0]).toMatchObject({
      type: 'PayIn',
      category: 'INWARD_PAYNOW',
      status: 'SUCCESSFUL',
      creditOrDebit: 'CREDIT',
      amount: 1_234_560_000,
      currency: 'SGD',
      debtorName: 'Acme Trading',
      vaAccountNumber: sgd.accountNumber,
      description: 'PayNow from Acme Trading',
    });
    const { accessToken } = await signIn('admin@demo.test');
    const accounts = (
      await call<{ accounts: Account[] }>('/v1/boom/accounts', { bearer: accessToken })
    ).body.accounts;
    expect(accounts.find((a) => a.accountNumber === sgd.accountNumber)?.currentBalance).toBe(
      before + 1_234_560_000,
    );
    const first = await post<{ transactions: Transaction[] }>('/v1/boom/transactions?pageSize=15', {
      bearer: accessToken,
      body: {},
    });
    expect(first.body.transactions[0]?.displayReferenceId).toBe(
      touched.transactions[0]?.displayReferenceId,
    );
  });

  it('books FAST and TT with their categories; TT reaches a USD account', () => {
    const sgd = accountOf('SGD');
    const usd = accountOf('USD');
    expect(
      bank.receivePayment({ accountNumber: sgd.accountNumber, method: 'FAST', amount: 5_000_000 })
        .transactions[0],
    ).toMatchObject({ category: 'FAST', debtorName: 'Demo Customer Pte Ltd' });
    const tt = bank.receivePayment({
      accountNumber: usd.accountNumber,
      method: 'TT',
      amount: 7_500_000,
    });
    expect(tt.transactions[0]).toMatchObject({ category: 'TT', currency: 'USD' });
    expect(tt.accounts[0]?.currentBalance).toBe((usd.currentBalance ?? 0) + 7_500_000);
  });

  it('refuses what no payer’s bank sends: PayNow to USD, anything to THB, no amount, too many decimals', () => {
    const usd = accountOf('USD').accountNumber;
    const thb = accountOf('THB').accountNumber;
    const jpy = accountOf('JPY').accountNumber;
    const sgd = accountOf('SGD').accountNumber;
    expect(() =>
      bank.receivePayment({ accountNumber: usd, method: 'PAYNOW', amount: 1_000_000 }),
    ).toThrow('PAYNOW pays into SGD accounts only');
    expect(() =>
      bank.receivePayment({ accountNumber: thb, method: 'TT', amount: 1_000_000 }),
    ).toThrow('a THB account cannot receive funds');
    expect(() => bank.receivePayment({ accountNumber: sgd, method: 'FAST', amount: 0 })).toThrow(
      'not a positive amount',
    );
    expect(() =>
      bank.receivePayment({ accountNumber: jpy, method: 'TT', amount: 1_500_000 }),
    ).toThrow('more decimals than JPY');
  });
});

describe("the checklist's firstTopUpCompleted", () => {
  const credit = { type: 'PayIn', status: 'SUCCESSFUL', creditOrDebit: 'CREDIT' } as const;
  it('follows the first successful money in when the company has not topped up', () => {
    expect(topUpCompleted(false, [])).toBe(false);
    expect(topUpCompleted(false, [{ ...credit, status: 'PENDING' }])).toBe(false);
    expect(topUpCompleted(false, [{ ...credit, type: 'PayOut', creditOrDebit: 'DEBIT' }])).toBe(
      false,
    );
    expect(topUpCompleted(false, [credit])).toBe(true);
    expect(topUpCompleted(false, [{ ...credit, type: 'Topup' }])).toBe(true);
    expect(topUpCompleted(true, [])).toBe(true);
  });
});
