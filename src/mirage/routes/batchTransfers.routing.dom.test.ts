import { afterEach, expect, it } from 'vitest';
import { getBatchTransfer } from '../../shared/contracts/batchTransfers';
import { buildPath } from '../../shared/contracts/contract';
import type { MockBankControls } from '../mockBankControls';
import { signIn, startTestBank } from '../testing';
import { batchRow, preparedBatch, summary } from '../testingBatches';
import { call } from '../testingCalls';

let bank: MockBankControls | null = null;
afterEach(() => bank?.shutdown());

it('in the page (Mirage) too, GET :id/summary and :id/template win over a row :id/:txnId', async () => {
  bank = startTestBank();
  const bearer = (await signIn('admin@demo.test')).accessToken;
  const main = bank.accounts().find((a) => a.accountName === 'Main account');
  const { id } = await preparedBatch(bearer, [
    batchRow({ recipientId: 'RCP-0002', amount: '5.00', senderAccountNumber: main?.accountNumber }),
  ]);
  expect(await summary(bearer, id)).toMatchObject({
    status: 200,
    body: { batchReferenceId: id, transferCount: 1 },
  });
  expect(
    await call(buildPath(getBatchTransfer.path, { id: 'LOCAL', txnId: 'template' }), { bearer }),
  ).toMatchObject({ status: 200, body: { kind: 'LOCAL' } });
  expect(
    await call(buildPath(getBatchTransfer.path, { id, txnId: 'BTX-000001-0001' }), { bearer }),
  ).toMatchObject({ status: 200, body: { transfer: { line: 2, status: 'VALID' } } });
});
