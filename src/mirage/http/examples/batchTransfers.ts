import type { Account } from '../../../shared/domain/accounts';
import type { Recipient } from '../../../shared/domain/recipient';
import { toBatchCsv } from '../../../shared/domain/batchFile';
import {
  batchCode,
  batchRow,
  openBatch,
  preparedBatch,
  readBatch,
  summary,
  upload,
  type GroupAnswer,
} from '../../testingBatches';
import { recipientsOf } from '../../testingPayments';
import type { Examples, Fixtures } from './example';

/** The admin's richest SGD account: every example pays a few dollars from it. */
const richestSgd = (f: Fixtures): Account =>
  f.accounts
    .filter((a) => a.currency === 'SGD')
    .toSorted((a, b) => (b.currentBalance ?? 0) - (a.currentBalance ?? 0))[0] as Account;

/** Two rows to a saved local SGD recipient at a bank other than DBS (FAST, free). */
async function rows(f: Fixtures) {
  const to = (await recipientsOf(f.token)).find(
    (r: Recipient) =>
      r.recipientType === 'LOCAL' &&
      r.currency === 'SGD' &&
      !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
  ) as Recipient;
  const sender = richestSgd(f).accountNumber;
  return [
    batchRow({ recipientId: to.displayReferenceId, amount: '5.00', senderAccountNumber: sender }),
    batchRow({ recipientId: to.displayReferenceId, amount: '6.00', senderAccountNumber: sender }),
  ];
}

/** A validated batch of the two rows (each example its own: storage is cleared between tests). */
const validated = async (f: Fixtures) => preparedBatch(f.token, await rows(f));

const firstTransfer = async (f: Fixtures, id: string) =>
  (await readBatch(f.token, id)).body.transfers[0]?.transferReferenceId ?? '';

export const BATCH_TRANSFER_EXAMPLES: Examples = {
  'batchTransfers.template': () => ({ params: { id: 'LOCAL' } }),
  'batchTransfers.uploadUrl': () => ({
    body: { fileName: 'suppliers.csv', fileType: 'csv', fileSize: 2048 },
  }),
  // The rows as CSV text at the URL the bank signed.
  'batchTransfers.upload': async (f) => {
    const target = await openBatch(f.token);
    const url = new URL(target.uploadUrl, 'http://bank.invalid');
    return {
      params: { id: target.batchReferenceId },
      query: { signature: url.searchParams.get('signature') ?? '' },
      body: { content: toBatchCsv(await rows(f)) },
    };
  },
  'batchTransfers.validate': async (f) => {
    const target = await openBatch(f.token);
    await upload(f.token, target, toBatchCsv(await rows(f)));
    return { params: { id: target.batchReferenceId } };
  },
  'batchTransfers.deleteFile': async (f) => ({
    params: { id: (await preparedBatch(f.token, await rows(f))).id },
  }),
  'batchTransfers.transfer': async (f) => {
    const { id } = await validated(f);
    return { params: { id, txnId: await firstTransfer(f, id) } };
  },
  'batchTransfers.validateTransfer': async (f) => {
    const { id } = await validated(f);
    const [first] = await rows(f);
    return {
      params: { id, txnId: await firstTransfer(f, id) },
      body: { input: { ...first, amount: '7.50', reference: 'INV 2026 003' } },
    };
  },
  'batchTransfers.batch': async (f) => ({ params: { id: (await validated(f)).id } }),
  'batchTransfers.deleteTransfers': async (f) => {
    const { id } = await preparedBatch(f.token, await rows(f));
    return { params: { id }, body: { transferReferenceIds: [await firstTransfer(f, id)] } };
  },
  'batchTransfers.summary': async (f) => ({ params: { id: (await validated(f)).id } }),
  // The first group paid with a code bound to the batch, its revision, account and total.
  'batchTransfers.submit': async (f) => {
    const { id } = await preparedBatch(f.token, await rows(f));
    const read = (await summary(f.token, id)).body;
    const group = read.groups[0] as GroupAnswer;
    return {
      params: { id },
      body: {
        otpRefID: await batchCode(f.token, id, read.revision, group),
        sourceCurrency: group.sourceCurrency,
        senderAccountNumber: group.senderAccountNumber,
      },
    };
  },
};
