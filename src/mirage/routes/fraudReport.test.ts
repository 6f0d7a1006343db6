import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportUnknownTransaction } from '../../shared/contracts/fraudReport';
import { buildPath } from '../../shared/contracts/contract';
import { defaultScenario } from '../scenarios/default';
import { call, signIn, startNodeBank, type NodeBank } from '../testingNode';

/** spec-3 §2, §7: the fraud report (rules/receipts.ts reportUnknown; docs/decisions/receipts.md 'Fraud report'). */

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const scenario = defaultScenario();
const SALE = scenario.transactions.find((t) => t.type === 'Sales')?.displayReferenceId ?? '';
const PAYOUT = scenario.transactions.find((t) => t.type === 'PayOut')?.displayReferenceId ?? '';

const token = async (email: string) => (await signIn(email)).accessToken;
const report = (bearer: string, transactionId: string) =>
  call<{ transactionId?: string; reportedAt?: string; code?: string; description?: string }>(
    buildPath(reportUnknownTransaction.path, { transactionId }),
    { method: 'POST', bearer },
  );

describe('fraud report', () => {
  it('reports a transaction the caller sees, once: a repeat answers the first time', async () => {
    const admin = await token('admin@demo.test');
    const first = await report(admin, SALE);
    expect(first.status).toBe(200);
    expect(first.body.transactionId).toBe(SALE);
    expect(Number.isNaN(Date.parse(first.body.reportedAt ?? ''))).toBe(false);
    bank.advanceClock(60_000);
    const again = await report(admin, SALE);
    expect(again.body).toEqual(first.body);
  });

  it('lets a general-role user report a card payment, and answers a payout as unknown (404)', async () => {
    const general = await token('general@demo.test');
    expect((await report(general, SALE)).status).toBe(200);
    const payout = await report(general, PAYOUT);
    const nothing = await report(general, 'TXN-NOPE');
    expect({ status: payout.status, code: payout.body.code }).toEqual({
      status: 404,
      code: 'RESOURCE_NOT_FOUND',
    });
    expect(payout.body).toEqual(nothing.body);
  });

  it('throttles new reports past 60 an hour per user (429); repeats are not counted', async () => {
    const finance = await token('finance@demo.test');
    const ids = scenario.transactions.slice(0, 61).map((t) => t.displayReferenceId);
    for (const id of ids.slice(0, 60)) expect((await report(finance, id)).status).toBe(200);
    expect((await report(finance, ids[0] ?? '')).status).toBe(200);
    const past = await report(finance, ids[60] ?? '');
    expect({ status: past.status, code: past.body.code }).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUEST',
    });
  });
});
