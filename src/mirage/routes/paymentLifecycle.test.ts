import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { Recipient } from '../../shared/domain/recipient';
import type { Transaction } from '../../shared/domain/transactions';
import { toMicros } from '../../shared/money';
import { type NodeBank, post, restartNodeBank, signIn, startNodeBank } from '../testingNode';
import { pay, payoutRequest, recipientsOf, withPayoutCode } from '../testingPayments';

let bank: NodeBank;
let bearer = '';
let fast: Recipient;
beforeEach(async () => {
  bank = await startNodeBank();
  bearer = (await signIn('admin@demo.test')).accessToken;
  const found = (await recipientsOf(bearer)).find(
    (r) =>
      r.recipientType === 'LOCAL' &&
      r.currency === 'SGD' &&
      !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
  );
  if (!found) throw new Error('no FAST recipient');
  fast = found;
});
afterEach(() => bank.shutdown());

const MINUTE = 60_000;
const main = (): Account => {
  const found = bank.accounts().find((a) => a.accountName === 'Main account');
  if (!found) throw new Error('no main account');
  return found;
};
const balance = () => main().currentBalance ?? 0;

/** A FAST payout of `amount` from the main account; answers the booked debit. */
async function payFast(amount: number): Promise<Transaction> {
  const body = await withPayoutCode(bearer, payoutRequest(main(), fast, amount), main(), fast);
  const answer = await pay(bearer, 'FAST', body);
  expect(answer.status).toBe(200);
  const [debit] = answer.body.touched.transactions;
  if (!debit) throw new Error('no debit booked');
  return debit;
}

/** The transaction as the bank reads it now (paging by ids, as the transactions page does). */
async function read(id: string): Promise<Transaction | undefined> {
  const answer = await post<{ transactions: Transaction[] }>('/v1/boom/transactions-paging', {
    bearer,
    body: { referenceIds: [id] },
  });
  return answer.body.transactions[0];
}

/** The first page of the account's payouts and refunds with a list status, newest first. */
async function listed(status: 'Completed' | 'Processing' | 'Cancelled'): Promise<string[]> {
  const answer = await post<{ displayReferenceIds: string[] }>(
    '/v1/boom/transactions?pageSize=100',
    {
      bearer,
      body: {
        vaNumbers: [main().accountNumber],
        transactionType: ['PayOut', 'Refund'],
        status: [status],
      },
    },
  );
  return answer.body.displayReferenceIds;
}

describe('a payout on the bank clock', () => {
  it('is PENDING for a minute, IN_PROGRESS until three, then SUCCESSFUL with its booking time', async () => {
    const debit = await payFast(toMicros('250.00'));
    expect((await read(debit.displayReferenceId))?.status).toBe('PENDING');
    expect(await listed('Processing')).toContain(debit.displayReferenceId);
    bank.advanceClock(MINUTE);
    expect((await read(debit.displayReferenceId))?.status).toBe('IN_PROGRESS');
    bank.advanceClock(2 * MINUTE - 1000);
    expect((await read(debit.displayReferenceId))?.status).toBe('IN_PROGRESS');
    bank.advanceClock(1000);
    expect(await read(debit.displayReferenceId)).toMatchObject({
      status: 'SUCCESSFUL',
      bookingTimestamp: new Date(Date.parse(debit.createdAt) + 3 * MINUTE).toISOString(),
    });
    expect(await listed('Completed')).toContain(debit.displayReferenceId);
    expect(await listed('Processing')).not.toContain(debit.displayReferenceId);
  });

  it('dates a payout by the bank clock and keeps the clock across a restart', async () => {
    bank.advanceClock(10 * MINUTE);
    const before = bank.bankTime();
    const debit = await payFast(toMicros('10.00'));
    expect(Date.parse(debit.createdAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(debit.createdAt) - Date.now()).toBeGreaterThan(9 * MINUTE);
    bank.advanceClock(MINUTE);
    bank = await restartNodeBank(bank);
    expect((await read(debit.displayReferenceId))?.status).toBe('IN_PROGRESS');
  });

  it('never moves the clock back', () => {
    const before = bank.bankTime();
    bank.advanceClock(-5 * MINUTE);
    expect(bank.bankTime()).toBeGreaterThanOrEqual(before);
    expect(bank.bankTime() - before).toBeLessThan(MINUTE);
  });
});

describe('the next payout fails (spec-2 §8)', () => {
  it('RECIPIENT_NOT_FOUND, BAD_FX_RATE_ERROR and INSUFFICIENT_FUND refuse the next payout only, moving nothing', async () => {
    const cases = [
      ['RECIPIENT_NOT_FOUND', 404],
      ['BAD_FX_RATE_ERROR', 400],
      ['INSUFFICIENT_FUND', 400],
    ] as const;
    for (const [failure, status] of cases) {
      const before = balance();
      bank.faults.failNextPayout(failure);
      expect(bank.faults.state().payoutFailure).toBe(failure);
      const body = await withPayoutCode(
        bearer,
        payoutRequest(main(), fast, toMicros('20.00')),
        main(),
        fast,
      );
      expect(await pay(bearer, 'FAST', body)).toMatchObject({ status, body: { code: failure } });
      expect(balance()).toBe(before);
      expect(bank.faults.state().payoutFailure).toBeNull();
    }
    expect((await payFast(toMicros('20.00'))).status).toBe('PENDING');
  });

  it('BAD_FX_RATE_ERROR says the funds were not deducted, in the spec words', async () => {
    bank.faults.failNextPayout('BAD_FX_RATE_ERROR');
    const body = await withPayoutCode(bearer, payoutRequest(main(), fast, 1_000_000), main(), fast);
    expect((await pay(bearer, 'FAST', body)).body.description).toBe(
      'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.',
    );
  });

  it('RETURN: accepted, then failed while in progress with reason RETURN, and refunded less the processing fee', async () => {
    const before = balance();
    bank.faults.failNextPayout('RETURN');
    const debit = await payFast(toMicros('250.00'));
    expect(balance()).toBe(before - toMicros('250.00'));
    bank.advanceClock(2 * MINUTE);
    expect((await read(debit.displayReferenceId))?.status).toBe('IN_PROGRESS');
    bank.advanceClock(MINUTE);
    expect(await read(debit.displayReferenceId)).toMatchObject({
      status: 'FAILED',
      reasonCode: 'RETURN',
    });
    expect(await listed('Cancelled')).toContain(debit.displayReferenceId);
    const [refundId] = await listed('Completed');
    const refund = await read(refundId ?? '');
    // S$250.00 back less the processing fee of a return in SGD, S$10.00.
    expect(refund).toMatchObject({
      type: 'Refund',
      creditOrDebit: 'CREDIT',
      status: 'SUCCESSFUL',
      amount: toMicros('240.00'),
      fees: toMicros('10.00'),
      currency: 'SGD',
      groupId: debit.groupId,
      createdAt: new Date(Date.parse(debit.createdAt) + 3 * MINUTE).toISOString(),
    });
    expect(balance()).toBe(before - toMicros('10.00'));
  });

  it('can be cancelled, and is cleared with the other faults', () => {
    bank.faults.failNextPayout('RETURN');
    bank.faults.failNextPayout(null);
    expect(bank.faults.state().payoutFailure).toBeNull();
    bank.faults.failNextPayout('INSUFFICIENT_FUND');
    bank.faults.clear();
    expect(bank.faults.state().payoutFailure).toBeNull();
  });
});
