import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getBatchTemplate, getBatchTransfer } from '../../shared/contracts/batchTransfers';
import { buildPath } from '../../shared/contracts/contract';
import type { Account } from '../../shared/domain/accounts';
import type { ApprovalAction } from '../../shared/domain/approvals';
import { toBatchCsv } from '../../shared/domain/batchFile';
import { BATCH_COLUMNS, type BatchRowInput } from '../../shared/domain/batchTransfers';
import { codeBindingOf, decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { Recipient } from '../../shared/domain/recipient';
import { batchesStore } from '../stores/batches';
import {
  batchCode,
  batchRow,
  openBatch,
  preparedBatch,
  readBatch,
  submit,
  submitFirstGroup,
  summary,
  upload,
  validate,
  type GroupAnswer,
} from '../testingBatches';
import { call, payoutReference, post, signIn, startNodeBank, type NodeBank } from '../testingNode';
import { isFastRecipient, recipientsOf } from '../testingPayments';
import { US_EXAMPLE_DETAILS } from '../rules/batchTemplate';

let bank: NodeBank;
let admin = '';
let recipients: Recipient[] = [];
beforeEach(async () => {
  bank = await startNodeBank();
  admin = (await signIn('admin@demo.test')).accessToken;
  recipients = await recipientsOf(admin);
});
afterEach(async () => {
  await bank.shutdown();
});

const account = (name: string): Account => {
  const found = bank.accounts().find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
};
const MAIN = () => account('Main account');
const balance = (name: string) => account(name).currentBalance ?? 0;

/** A local SGD recipient at a bank other than DBS (FAST, free), and a US one (a remittance). */
const fast = () => recipients.find(isFastRecipient) as Recipient;
const usUsd = () =>
  recipients.find((r) => r.recipientType === 'OVERSEAS' && r.bankCtry === 'US') as Recipient;

/** A row paying `amount` to the FAST recipient from the main account. */
const toFast = (amount: string, extra: Partial<BatchRowInput> = {}) =>
  batchRow({
    recipientId: fast().displayReferenceId,
    amount,
    senderAccountNumber: MAIN().accountNumber,
    ...extra,
  });

const refusal = (status: number, code: string, description?: string) => ({
  status,
  body: expect.objectContaining({ code, ...(description ? { description } : {}) }),
});

const path = (template: string, params: Record<string, string>) => buildPath(template, params);

/** 1,000 rows as CSV, built once (the 1,000-row tests share it). */
let thousand = '';
beforeAll(() => {
  const row = batchRow({ recipientId: 'RCP-0001', amount: '1.00', senderAccountNumber: '1' });
  thousand = toBatchCsv(Array.from({ length: 1000 }, () => row));
});

describe('who may use batch transfers', () => {
  it('refuses a role that may not pay (accountant, general) with 403 NO_PERMISSION_API', async () => {
    for (const email of ['accountant@demo.test', 'general@demo.test']) {
      const bearer = (await signIn(email)).accessToken;
      expect(
        await post('/boom/v3/payouts/batch-transfer/file/upload-url', {
          bearer,
          body: { fileName: 'a.csv', fileType: 'csv', fileSize: 10 },
        }),
      ).toEqual(refusal(403, 'NO_PERMISSION_API'));
      expect(await call(path(getBatchTemplate.path, { id: 'LOCAL' }), { bearer })).toEqual(
        refusal(403, 'NO_PERMISSION_API'),
      );
    }
  });

  it('refuses everyone with 403 NO_PERMISSION_API while the batchTransfer toggle is off', async () => {
    bank.setToggle('batchTransfer', false);
    expect(await call(path(getBatchTemplate.path, { id: 'LOCAL' }), { bearer: admin })).toEqual(
      refusal(403, 'NO_PERMISSION_API', 'Batch transfers are not enabled for your company.'),
    );
  });

  it("answers another company's batch, and an unknown id, as BATCH_NOT_FOUND", async () => {
    const { id } = await preparedBatch(admin, [toFast('5.00')]);
    expect((await readBatch(admin, id)).status).toBe(200);
    batchesStore.update((state) => {
      const batch = state?.batches[id];
      if (batch) batch.corpID = 'CORP-OTHER-0001';
    });
    const notFound = refusal(
      404,
      'BATCH_NOT_FOUND',
      'There is no such batch in your company. It may have been deleted.',
    );
    expect(await readBatch(admin, id)).toEqual(notFound);
    expect(await summary(admin, id)).toEqual(notFound);
    expect(await readBatch(admin, 'BATCH-999999')).toEqual(notFound);
  });
});

describe('the template', () => {
  it('LOCAL leaves out the columns only overseas currencies use; OVERSEAS has them all', async () => {
    const local = await call<{
      columns: { key: string; required: string }[];
      maxTransfers: number;
    }>(path(getBatchTemplate.path, { id: 'LOCAL' }), { bearer: admin });
    const keys = local.body.columns.map((c) => c.key);
    expect(keys).toContain('swiftCodeValue');
    expect(keys).not.toContain('routingCodeValue');
    expect(keys).not.toContain('intermediatoryBankSwiftCode');
    expect(local.body.columns.find((c) => c.key === 'amount')?.required).toBe('required');
    expect(local.body.maxTransfers).toBe(1000);
    const overseas = await call<{ columns: { key: string }[] }>(
      path(getBatchTemplate.path, { id: 'OVERSEAS' }),
      { bearer: admin },
    );
    expect(overseas.body.columns.map((c) => c.key)).toEqual([...BATCH_COLUMNS]);
  });
});

describe('the template examples', () => {
  it.each(['LOCAL', 'OVERSEAS'])(
    '%s: its example rows pass the bank’s check as they are',
    async (kind) => {
      const template = await call<{ exampleRows: BatchRowInput[] }>(
        path(getBatchTemplate.path, { id: kind }),
        { bearer: admin },
      );
      const { id, batch } = await preparedBatch(
        admin,
        template.body.exampleRows.map((r) => batchRow(r)),
      );
      const { transfers } = (await readBatch(admin, id)).body;
      expect(transfers.flatMap((t) => t.errors)).toEqual([]);
      expect(batch).toMatchObject({ validCount: 2, invalidCount: 0 });
    },
  );
});

describe('the upload', () => {
  it('holds at most 10 open batches a company: the 11th is 429 TOO_MANY_REQUEST', async () => {
    for (let i = 0; i < 10; i++) await openBatch(admin);
    expect(
      await post('/boom/v3/payouts/batch-transfer/file/upload-url', {
        bearer: admin,
        body: { fileName: 'a.csv', fileType: 'csv', fileSize: 10 },
      }),
    ).toEqual(refusal(429, 'TOO_MANY_REQUEST'));
  });

  it("refuses another user's signed URL, and a forged signature, with 403", async () => {
    const target = await openBatch(admin);
    const finance = (await signIn('finance@demo.test')).accessToken;
    const csv = toBatchCsv([toFast('5.00')]);
    expect(await upload(finance, target, csv)).toEqual(
      refusal(403, 'NO_PERMISSION_API', 'This upload URL is not valid for you. Ask for a new one.'),
    );
    const forged = { ...target, uploadUrl: target.uploadUrl.replace(/.{4}$/, '0000') };
    expect(await upload(admin, forged, csv)).toEqual(refusal(403, 'NO_PERMISSION_API'));
  });

  it('takes one upload within 5 minutes: a second, or a late one, is BATCH_UPLOAD_EXPIRED', async () => {
    const csv = toBatchCsv([toFast('5.00')]);
    const target = await openBatch(admin);
    expect((await upload(admin, target, csv)).status).toBe(200);
    const expired = refusal(
      400,
      'BATCH_UPLOAD_EXPIRED',
      'This upload URL has expired or was used already. Ask for a new one.',
    );
    expect(await upload(admin, target, csv)).toEqual(expired);
    const late = await openBatch(admin);
    bank.advanceClock(5 * 60_000 + 1000);
    expect(await upload(admin, late, csv)).toEqual(expired);
  });

  it('refuses an empty file with BATCH_EMPTY_FILE', async () => {
    const target = await openBatch(admin);
    expect(await upload(admin, target, BATCH_COLUMNS.join(','))).toEqual(
      refusal(
        400,
        'BATCH_EMPTY_FILE',
        'The file has no transfers. Add at least one row under the header.',
      ),
    );
  });

  it('refuses a malformed file with BATCH_MALFORMED_FILE, naming the line', async () => {
    const target = await openBatch(admin);
    const csv = `${toBatchCsv([toFast('5.00')])}\r\nRCP-1,5`;
    expect(await upload(admin, target, csv)).toEqual(
      refusal(
        400,
        'BATCH_MALFORMED_FILE',
        `Line 3: This line has 2 cells; the header has ${BATCH_COLUMNS.length}.`,
      ),
    );
  });

  it('accepts 1,000 rows and refuses 1,001 with BATCH_TOO_MANY_TRANSFERS', async () => {
    const ok = await openBatch(admin);
    const accepted = await upload(admin, ok, thousand);
    expect(accepted).toMatchObject({
      status: 200,
      body: { batch: { status: 'UPLOADED', transferCount: 1000 } },
    });
    const over = await openBatch(admin);
    const lastLine = thousand.slice(thousand.lastIndexOf('\r\n'));
    expect(await upload(admin, over, thousand + lastLine)).toEqual(
      refusal(
        400,
        'BATCH_TOO_MANY_TRANSFERS',
        'The file has 1,001 transfers: a batch takes at most 1,000. Split it into smaller files.',
      ),
    );
  });

  it('reads a body over 1 MB over HTTP only with a valid upload signature', async () => {
    const long = 'A'.repeat(400);
    const rows = Array.from({ length: 1000 }, () =>
      batchRow({ recipientId: 'RCP-0001', name: long, address: long, city: long, state: long }),
    );
    const csv = toBatchCsv(rows);
    expect(csv.length).toBeGreaterThan(1_048_576);
    const target = await openBatch(admin);
    const forged = { ...target, uploadUrl: target.uploadUrl.replace(/.{4}$/, '0000') };
    // Not read past 1 MB: the route answers as if no body came.
    expect(await upload(admin, forged, csv)).toEqual({
      status: 400,
      body: {
        code: 'INVALID_PARAM_ERROR',
        description: 'content: expected string',
        field: 'content',
      },
    });
    expect(await upload(admin, target, csv)).toMatchObject({ status: 200 });
  });
});

describe("the bank's check of every row", () => {
  it('validate before an upload is BATCH_NOT_UPLOADED', async () => {
    const target = await openBatch(admin);
    expect(await validate(admin, target.batchReferenceId)).toEqual(
      refusal(400, 'BATCH_NOT_UPLOADED', 'No file was uploaded to this batch yet.'),
    );
  });

  it("gives each row its verdict: the payout's rules on their fields, in file order", async () => {
    const { batch, id } = await preparedBatch(admin, [
      toFast('5.00', { reference: 'INV 1' }),
      toFast('', { reference: 'Invoice #2' }),
      batchRow({
        ...US_EXAMPLE_DETAILS,
        amount: '10',
        senderAccountNumber: MAIN().accountNumber,
      }),
    ]);
    expect(batch).toMatchObject({ status: 'VALIDATED', validCount: 1, invalidCount: 2 });
    const { transfers } = (await readBatch(admin, id)).body;
    expect(transfers.map((t) => [t.line, t.status, t.errors])).toEqual([
      [2, 'VALID', []],
      [
        3,
        'INVALID',
        [
          { field: 'amount', message: 'This field is required' },
          {
            field: 'reference',
            message: "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +",
          },
        ],
      ],
      [4, 'INVALID', [{ field: 'purposeOfPayment', message: 'This field is required' }]],
    ]);
  });

  it("refuses a row above its account's available balance with the spec's text", async () => {
    const payroll = account('Payroll');
    const { id } = await preparedBatch(admin, [
      toFast('86,000.00', { senderAccountNumber: payroll.accountNumber }),
      toFast('90,000.00', { senderAccountNumber: payroll.accountNumber }),
    ]);
    expect(payroll.currentBalance).toBe(86_200_000_000);
    const { transfers } = (await readBatch(admin, id)).body;
    expect(transfers.map((t) => t.errors)).toEqual([
      [],
      [{ field: 'amount', message: 'Amount exceeds available balance' }],
    ]);
  });

  it("holds the limit table of the row's route", async () => {
    const { id } = await preparedBatch(admin, [
      batchRow({
        recipientId: usUsd().displayReferenceId,
        amount: '2,000,000.00',
        senderAccountNumber: MAIN().accountNumber,
        purposeOfPayment: 'IR014',
      }),
    ]);
    const [row] = (await readBatch(admin, id)).body.transfers;
    expect(row?.errors).toEqual([
      { field: 'amount', message: expect.stringMatching(/^Max amount for this transfer: US\$/) },
    ]);
  });

  it('flags a row that repeats an earlier one (recipient, amount, reference), naming its line', async () => {
    const { id } = await preparedBatch(admin, [
      toFast('5.00', { reference: 'INV 1' }),
      toFast('5.00', { reference: 'INV 2' }),
      toFast('5.00', { reference: 'inv  1' }),
    ]);
    const { transfers } = (await readBatch(admin, id)).body;
    expect(transfers.map((t) => t.errors)).toEqual([
      [],
      [],
      [
        {
          field: 'amount',
          message: 'This transfer repeats line 2: the same recipient, amount and reference.',
        },
      ],
    ]);
  });
});

describe('a row read, edited and deleted', () => {
  it('answers the literal summary and template paths, never a row of that name', async () => {
    const { id } = await preparedBatch(admin, [toFast('5.00')]);
    expect((await summary(admin, id)).body).toMatchObject({ batchReferenceId: id });
    expect(
      await call(path(getBatchTransfer.path, { id, txnId: 'summary-x' }), { bearer: admin }),
    ).toEqual(refusal(404, 'BATCH_TRANSFER_NOT_FOUND'));
    expect(
      (await call(`/boom/v3/payouts/batch-transfer/OVERSEAS/template`, { bearer: admin })).body,
    ).toMatchObject({ kind: 'OVERSEAS' });
  });

  it('re-checks an edited row and raises the revision; an unknown row is BATCH_TRANSFER_NOT_FOUND', async () => {
    const { id, batch } = await preparedBatch(admin, [toFast('')]);
    const [row] = (await readBatch(admin, id)).body.transfers;
    const edit = (txnId: string, input: BatchRowInput) =>
      post<{ transfer: { status: string; errors: unknown[] }; batch: { revision: number } }>(
        `/boom/v3/payouts/batch-transfer/${id}/${txnId}/validate`,
        { bearer: admin, body: { input } },
      );
    const fixed = await edit(row?.transferReferenceId ?? '', toFast('12.00'));
    expect(fixed.body).toMatchObject({
      transfer: { status: 'VALID', errors: [] },
      batch: { revision: batch.revision + 1, validCount: 1 },
    });
    expect(await edit('BTX-000001-9999', toFast('1.00'))).toEqual(
      refusal(404, 'BATCH_TRANSFER_NOT_FOUND'),
    );
  });

  it('deletes rows, raises the revision and checks the rest again (a repeat is one no more)', async () => {
    const { id, batch } = await preparedBatch(admin, [toFast('5.00'), toFast('5.00')]);
    expect(batch.invalidCount).toBe(1);
    const [first] = (await readBatch(admin, id)).body.transfers;
    const deleted = await post<{
      batch: { revision: number; validCount: number };
      deletedCount: number;
    }>(`/boom/v3/payouts/batch-transfer/${id}/delete-transfers`, {
      bearer: admin,
      body: { transferReferenceIds: [first?.transferReferenceId] },
    });
    expect(deleted.body).toMatchObject({
      deletedCount: 1,
      batch: { revision: batch.revision + 1, validCount: 1, invalidCount: 0, transferCount: 1 },
    });
  });

  it('deletes the file: the batch is gone', async () => {
    const { id } = await preparedBatch(admin, [toFast('5.00')]);
    expect(
      await call(`/boom/v3/payouts/batch-transfer/file/${id}`, { method: 'DELETE', bearer: admin }),
    ).toEqual({ status: 200, body: { deleted: true } });
    expect(await readBatch(admin, id)).toEqual(refusal(404, 'BATCH_NOT_FOUND'));
  });
});

describe('the summary', () => {
  it('prices the valid rows per sender account: totals per currency, fees, the total debit', async () => {
    const { id } = await preparedBatch(admin, [
      toFast('5.00'),
      toFast('7.00'),
      batchRow({
        recipientId: usUsd().displayReferenceId,
        amount: '100.00',
        senderAccountNumber: MAIN().accountNumber,
        purposeOfPayment: 'IR014',
      }),
      toFast('x'),
    ]);
    const { body } = await summary(admin, id);
    expect(body).toMatchObject({ transferCount: 3, invalidCount: 1 });
    const [group] = body.groups;
    expect(group).toMatchObject({
      senderAccountNumber: MAIN().accountNumber,
      transferCount: 3,
      fee: 10_000_000,
      needsApproval: false,
    });
    expect(group?.totalDebit).toBe((group?.sourceAmount ?? 0) + 10_000_000);
    expect(group?.sourceAmount).toBeGreaterThan(12_000_000 + 100_000_000);
  });

  it("says when a group's total needs approval, and from whom, by the policy", async () => {
    const finance = (await signIn('finance@demo.test')).accessToken;
    const { id } = await preparedBatch(finance, [toFast('6,000.00'), toFast('6,000.01')]);
    const [group] = (await summary(finance, id)).body.groups;
    expect(group).toMatchObject({
      needsApproval: true,
      approvalLayers: [{ approverRole: ['ADMIN', 'SUB_ADMIN', 'ACCOUNTANT'] }],
    });
    const names = group?.approvalLayers[0]?.approverUser.map((u) => u.userName) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(group?.approvers).toBe(names.join(', '));
  });
});

describe('the submit', () => {
  it('pays each valid row as its own payout, and the balance moves by the total debit', async () => {
    const before = balance('Main account');
    const { id } = await preparedBatch(admin, [toFast('5.00'), toFast('7.00'), toFast('x')]);
    const answer = await submitFirstGroup(admin, id);
    expect(answer.body).toMatchObject({
      approvalStatus: 'NotRequired',
      transferCount: 2,
      totalDebit: 12_000_000,
      batch: { submittedCount: 2, invalidCount: 1 },
    });
    expect(answer.body.transactionReferenceIds).toHaveLength(2);
    expect(answer.body.touched.transactions.map((t) => t.amount)).toEqual([5_000_000, 7_000_000]);
    expect(balance('Main account')).toBe(before - 12_000_000);
  });

  it("pays a group at once: a payout failure (the demo panel's) moves nothing of it", async () => {
    const before = balance('Main account');
    const { id } = await preparedBatch(admin, [toFast('5.00'), toFast('7.00')]);
    bank.faults.failNextPayout('BAD_FX_RATE_ERROR');
    expect(await submitFirstGroup(admin, id)).toEqual(refusal(400, 'BAD_FX_RATE_ERROR'));
    expect(balance('Main account')).toBe(before);
    expect((await readBatch(admin, id)).body.batch).toMatchObject({
      validCount: 2,
      submittedCount: 0,
    });
  });

  it('keeps submitted rows as they were: an edit or a deletion is BATCH_ALREADY_SUBMITTED', async () => {
    const { id } = await preparedBatch(admin, [toFast('5.00')]);
    await submitFirstGroup(admin, id);
    const [row] = (await readBatch(admin, id)).body.transfers;
    const txnId = row?.transferReferenceId ?? '';
    expect(row?.status).toBe('SUBMITTED');
    const already = refusal(
      400,
      'BATCH_ALREADY_SUBMITTED',
      'This transfer was submitted already and can no longer be changed.',
    );
    expect(
      await post(`/boom/v3/payouts/batch-transfer/${id}/${txnId}/validate`, {
        bearer: admin,
        body: { input: toFast('9.00') },
      }),
    ).toEqual(already);
    expect(
      await post(`/boom/v3/payouts/batch-transfer/${id}/delete-transfers`, {
        bearer: admin,
        body: { transferReferenceIds: [txnId] },
      }),
    ).toEqual(already);
  });

  it('pays a row with full details to a recipient saved for it, reusing an identical one', async () => {
    const count = recipients.length;
    const details = {
      country: 'SG',
      currency: 'SGD',
      name: 'Tan Ah Kow Pte Ltd',
      accountNumber: '5012345678',
      swiftCodeValue: 'OCBCSGSG',
      senderAccountNumber: MAIN().accountNumber,
    };
    const { id } = await preparedBatch(admin, [
      batchRow({ ...details, amount: '5.00' }),
      batchRow({ ...details, amount: '6.00' }),
    ]);
    expect((await submitFirstGroup(admin, id)).body.transferCount).toBe(2);
    expect(await recipientsOf(admin)).toHaveLength(count + 1);
  });

  it('pays once for a retry or a double click with the same Idempotency-Key', async () => {
    const before = balance('Main account');
    const { id } = await preparedBatch(admin, [toFast('5.00')]);
    const read = (await summary(admin, id)).body;
    const group = read.groups[0] as GroupAnswer;
    const body = {
      otpRefID: await batchCode(admin, id, read.revision, group),
      sourceCurrency: 'SGD',
      senderAccountNumber: group.senderAccountNumber,
    };
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([submit(admin, id, body, key), submit(admin, id, body, key)]);
    expect(a.body).toEqual(b.body);
    expect(balance('Main account')).toBe(before - 5_000_000);
    expect(await submit(admin, id, body)).toEqual(refusal(400, 'BATCH_NOTHING_TO_SUBMIT'));
  });

  it('refuses a code bound to another batch, and checks batchReferenceID at verify', async () => {
    const one = await preparedBatch(admin, [toFast('5.00')]);
    const two = await preparedBatch(admin, [toFast('5.00')]);
    const read = (await summary(admin, one.id)).body;
    const group = read.groups[0] as GroupAnswer;
    await summary(admin, two.id);
    const otpRefID = await batchCode(admin, two.id, read.revision, group);
    const body = {
      otpRefID,
      sourceCurrency: 'SGD',
      senderAccountNumber: group.senderAccountNumber,
    };
    expect(await submit(admin, one.id, body)).toEqual(refusal(400, 'INVALID_OTP'));
    // verify-payout-otp with batchReferenceID: a code bound to batch two is refused for one.
    const sent = await post<{ otpRefID: string }>('/boom/v3/payouts/otp/generate-payout-otp', {
      bearer: admin,
      body: {
        purpose: 'batch',
        subject: two.id,
        payee: `${group.senderAccountNumber}@r${read.revision}`,
        amount: group.totalDebit,
        currency: 'SGD',
      },
    });
    const verify = (batchReferenceID: string) =>
      post('/boom/v3/payouts/otp/verify-payout-otp', {
        bearer: admin,
        body: { otp: '123456', otpRefId: sent.body.otpRefID, batchReferenceID },
      });
    expect(await verify(one.id)).toEqual(refusal(400, 'ACCOUNT_LOCK_WARNING'));
    expect(await verify(two.id)).toMatchObject({ status: 200, body: { isVerified: true } });
  });

  it('takes an authenticator code for a batch (verify-payout-totp with purpose batch)', async () => {
    const finance = (await signIn('finance@demo.test')).accessToken;
    const { id } = await preparedBatch(finance, [toFast('5.00')]);
    const read = (await summary(finance, id)).body;
    const group = read.groups[0] as GroupAnswer;
    const verified = await post<{ referenceId: string }>(
      '/boom/v3/payouts/otp/verify-payout-totp',
      {
        bearer: finance,
        body: {
          purpose: 'batch',
          subject: id,
          payee: `${group.senderAccountNumber}@r${read.revision}`,
          amount: group.totalDebit,
          currency: 'SGD',
          totp: bank.currentTotp('finance@demo.test') ?? '',
        },
      },
    );
    expect(verified.status).toBe(200);
    const paid = await submit(finance, id, {
      totpRefID: verified.body.referenceId,
      sourceCurrency: 'SGD',
      senderAccountNumber: group.senderAccountNumber,
    });
    expect(paid.body).toMatchObject({ approvalStatus: 'NotRequired', transferCount: 1 });
  });

  it('refuses a code sent before an edit: BATCH_CHANGED, then INVALID_OTP on the new summary', async () => {
    const { id } = await preparedBatch(admin, [toFast('5.00'), toFast('6.00')]);
    const read = (await summary(admin, id)).body;
    const group = read.groups[0] as GroupAnswer;
    const otpRefID = await batchCode(admin, id, read.revision, group);
    const [, second] = (await readBatch(admin, id)).body.transfers;
    await post(`/boom/v3/payouts/batch-transfer/${id}/${second?.transferReferenceId}/validate`, {
      bearer: admin,
      body: { input: toFast('6.00', { reference: 'changed' }) },
    });
    const body = {
      otpRefID,
      sourceCurrency: 'SGD',
      senderAccountNumber: group.senderAccountNumber,
    };
    expect(await submit(admin, id, body)).toEqual(
      refusal(
        409,
        'BATCH_CHANGED',
        'The batch was changed since its summary. Read the summary again and ask for a new code.',
      ),
    );
    await summary(admin, id);
    expect(await submit(admin, id, body)).toEqual(refusal(400, 'INVALID_OTP'));
  });

  it('sends nothing while a payout maintenance window pauses batches: 503 SERVICE_UNAVAILABLE', async () => {
    const { id } = await preparedBatch(admin, [toFast('5.00')]);
    await summary(admin, id);
    // The default scenario's window: in 8 days, 1:00 to 5:00, for localTransfer, overseasTransfer, batchTransfer.
    const at = new Date(bank.bankTime());
    at.setDate(at.getDate() + 8);
    at.setHours(2, 0, 0, 0);
    bank.advanceClock(at.getTime() - bank.bankTime());
    expect(
      await submit(admin, id, {
        otpRefID: 'x',
        sourceCurrency: 'SGD',
        senderAccountNumber: MAIN().accountNumber,
      }),
    ).toEqual(refusal(503, 'SERVICE_UNAVAILABLE'));
  });

  it("refuses once the summary's prices expired: BATCH_PRICE_EXPIRED", async () => {
    const { id } = await preparedBatch(admin, [toFast('5.00')]);
    const read = (await summary(admin, id)).body;
    const group = read.groups[0] as GroupAnswer;
    const otpRefID = await batchCode(admin, id, read.revision, group);
    bank.advanceClock(600_000 + 1000);
    expect(
      await submit(admin, id, {
        otpRefID,
        sourceCurrency: 'SGD',
        senderAccountNumber: group.senderAccountNumber,
      }),
    ).toEqual(refusal(400, 'BATCH_PRICE_EXPIRED'));
  });

  it("refuses a group whose total is above the account's balance: INSUFFICIENT_FUND", async () => {
    const rows = ['150,000.00', '150,000.01', '150,000.02', '150,000.03'].map((a) => toFast(a));
    const { id, batch } = await preparedBatch(admin, rows);
    expect(batch.validCount).toBe(4);
    expect(await submitFirstGroup(admin, id)).toEqual(refusal(400, 'INSUFFICIENT_FUND'));
  });

  it('refuses an account with no valid transfer: BATCH_NOTHING_TO_SUBMIT', async () => {
    const { id } = await preparedBatch(admin, [toFast('5.00')]);
    await summary(admin, id);
    const usd = account('USD operations');
    expect(
      await submit(admin, id, {
        otpRefID: 'x',
        sourceCurrency: 'USD',
        senderAccountNumber: usd.accountNumber,
      }),
    ).toEqual(
      refusal(
        400,
        'BATCH_NOTHING_TO_SUBMIT',
        'There are no valid transfers from this account to submit.',
      ),
    );
  });

  it('holds a group above the policy as ONE approval request; its approval pays every row', async () => {
    const finance = (await signIn('finance@demo.test')).accessToken;
    const before = balance('Main account');
    const { id } = await preparedBatch(finance, [toFast('6,000.00'), toFast('6,000.01')]);
    const held = await submitFirstGroup(finance, id);
    expect(held.body).toMatchObject({ approvalStatus: 'PendingCheck', transferCount: 2 });
    expect(balance('Main account')).toBe(before);
    const request = bank.approvals().find((r) => r.referenceId === held.body.referenceID);
    expect(request).toMatchObject({
      kind: 'batch',
      batchReferenceId: id,
      transferCount: 2,
      receiverName: 'Batch of 2 transfers',
      sourceAmount: 12_000_010_000,
    });
    await call(`/v1/boom/approval/request/${held.body.referenceID}`, {
      method: 'PUT',
      bearer: finance,
      body: { remarks: 'November suppliers' },
    });
    // The approver's list shows it as one request, in the approvals contract's shape.
    const pending = await call<{ firstPageResults: { referenceId: string; kind: string }[] }>(
      '/v1/boom/approval/request?filter=pending&pageSize=100',
      { bearer: admin },
    );
    expect(pending.status).toBe(200);
    expect(
      pending.body.firstPageResults.filter((r) => r.referenceId === held.body.referenceID),
    ).toEqual([expect.objectContaining({ kind: 'batch', transferCount: 2, batchReferenceId: id })]);
    const decided = await decide(admin, held.body.referenceID, 'Accepted');
    expect(decided.status).toBe(200);
    expect(decided.body.touched.transactions).toHaveLength(2);
    expect(balance('Main account')).toBe(before - 12_000_010_000);
  });

  it('pays none of a held group when its request is rejected', async () => {
    const finance = (await signIn('finance@demo.test')).accessToken;
    const before = balance('Main account');
    const { id } = await preparedBatch(finance, [toFast('6,000.00'), toFast('6,000.01')]);
    const held = await submitFirstGroup(finance, id);
    await call(`/v1/boom/approval/request/${held.body.referenceID}`, {
      method: 'PUT',
      bearer: finance,
      body: { remarks: 'November suppliers' },
    });
    const decided = await decide(admin, held.body.referenceID, 'Rejected');
    expect(decided.body.touched.transactions).toEqual([]);
    expect(balance('Main account')).toBe(before);
  });
});

/** An approver's decision with a code bound to the request, as the approvals page sends it. */
async function decide(bearer: string, id: string, action: ApprovalAction) {
  const request = bank.approvals().find((r) => r.referenceId === id);
  if (!request) throw new Error(`no request ${id}`);
  const otpReferenceID = await payoutReference(
    bearer,
    codeBindingOf(decisionAuthorisation(request, action)),
  );
  return call<{ touched: { transactions: unknown[] } }>(`/v1/boom/approval/request/${id}/action`, {
    method: 'PUT',
    bearer,
    body: { actionStatus: action, remarks: 'ok', otpReferenceID },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}
