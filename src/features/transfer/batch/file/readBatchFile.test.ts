import { afterEach, describe, expect, it } from 'vitest';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../../db/userDatabase';
import { stopBatchWorker } from './batchWorker';
import { readBatchFile } from './readBatchFile';
import { recallMapping, rememberMapping, REMEMBERED_MAX } from './rememberedMappings';
import { TEST_TEMPLATE } from './templateFixture';

const csv = (text: string, name = 'june.csv') => new File([text], name, { type: 'text/csv' });

afterEach(async () => {
  stopBatchWorker();
  await deleteAllCacheDatabases();
});

describe('readBatchFile', () => {
  it('maps the template headers by themselves and answers the rows with their lines', async () => {
    const result = await readBatchFile(
      csv(
        'Recipient ID,Amount,Sender account,Notes\r\nRCP-1,"1,250.50",001,x\r\n\r\nRCP-2,5,001,y',
      ),
      { template: TEST_TEMPLATE },
    );
    expect(result.kind).toBe('rows');
    if (result.kind !== 'rows') return;
    expect(result.fileName).toBe('june.csv');
    expect(result.mapping).toEqual({
      recipientId: 'Recipient ID',
      amount: 'Amount',
      senderAccountNumber: 'Sender account',
    });
    expect(result.rows.map((row) => [row.line, row.input.recipientId, row.input.amount])).toEqual([
      [2, 'RCP-1', '1,250.50'],
      [4, 'RCP-2', '5'],
    ]);
  });

  it('asks for a mapping when a needed column does not map, proposing what does', async () => {
    const file = csv('Payee,Pay,Debit account\r\nRCP-1,10,001');
    const result = await readBatchFile(file, { template: TEST_TEMPLATE });
    expect(result).toMatchObject({
      kind: 'needsMapping',
      headers: ['Payee', 'Pay', 'Debit account'],
      suggested: { senderAccountNumber: 'Debit account' },
      remembered: false,
      missing: ['name', 'accountNumber', 'bankName', 'amount'],
    });
    const mapped = await readBatchFile(file, {
      template: TEST_TEMPLATE,
      mapping: { recipientId: 'Payee', amount: 'Pay', senderAccountNumber: 'Debit account' },
    });
    expect(mapped.kind === 'rows' && mapped.rows[0]?.input).toMatchObject({
      recipientId: 'RCP-1',
      amount: '10',
      senderAccountNumber: '001',
    });
  });

  it('proposes the mapping this user confirmed for the same headers', async () => {
    const file = csv('Payee,Pay,Debit account\r\nRCP-1,10,001');
    const result = await readBatchFile(file, {
      template: TEST_TEMPLATE,
      recall: async (headers) =>
        headers.includes('Pay')
          ? { recipientId: 'Payee', amount: 'Pay', reference: 'Gone' }
          : undefined,
    });
    expect(result).toMatchObject({
      kind: 'needsMapping',
      suggested: { recipientId: 'Payee', amount: 'Pay' },
      remembered: true,
    });
    expect(result.kind === 'needsMapping' && result.suggested.reference).toBeUndefined();
  });

  it('passes a refusal through whole', async () => {
    expect(await readBatchFile(csv('', 'empty.csv'), { template: TEST_TEMPLATE })).toEqual({
      kind: 'refused',
      reason: 'EMPTY',
      message:
        'This file is empty. Add a header row and one row per transfer, then upload it again.',
    });
  });
});

describe('remembered mappings', () => {
  it("keeps a confirmed mapping in the user's cache by the headers, any order or case", async () => {
    expect(await recallMapping(['Pay'])).toBeUndefined();
    await openUserDatabase({ corpID: 'c1', sub: 'u1' });
    await rememberMapping(['Pay', 'Payee'], { amount: 'Pay', recipientId: 'Payee' });
    expect(await recallMapping(['payee', 'PAY'])).toEqual({ amount: 'Pay', recipientId: 'Payee' });
    expect(await recallMapping(['Pay'])).toBeUndefined();
    // Another user's cache holds none of it.
    await openUserDatabase({ corpID: 'c1', sub: 'u2' });
    expect(await recallMapping(['Pay', 'Payee'])).toBeUndefined();
  });

  it(`keeps the newest ${REMEMBERED_MAX}`, async () => {
    await openUserDatabase({ corpID: 'c1', sub: 'u1' });
    for (let i = 0; i <= REMEMBERED_MAX; i++) await rememberMapping([`H${i}`], { amount: `H${i}` });
    expect(await recallMapping(['H0'])).toBeUndefined();
    expect(await recallMapping(['H1'])).toEqual({ amount: 'H1' });
    expect(await recallMapping([`H${REMEMBERED_MAX}`])).toEqual({ amount: `H${REMEMBERED_MAX}` });
  });
});
