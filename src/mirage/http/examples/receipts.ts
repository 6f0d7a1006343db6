import { firstTransactionPage } from '../../../shared/contracts/transactions';
import { uploadReceiptFile } from '../../../shared/contracts/receipts';
import type { Transaction } from '../../../shared/domain/transactions';
import { RECEIPT_PNG } from '../../builders/receiptFiles';
import { post } from '../../testingCalls';
import type { Examples } from './example';

/** The admin's newest card payments and payouts, as the first page gives them. */
async function transactionsOf(bearer: string, type: 'Sales' | 'PayOut'): Promise<Transaction[]> {
  const page = await post<{ transactions: Transaction[] }>(
    `${firstTransactionPage.path}?pageSize=100`,
    { bearer, body: { transactionType: [type] } },
  );
  return page.body.transactions;
}

/** A card payment with no file yet: room for the examples' uploads. */
async function roomy(bearer: string): Promise<string> {
  const t = (await transactionsOf(bearer, 'Sales')).filter((s) => s.totalAttachments === 0);
  return t.at(-1)?.displayReferenceId ?? '';
}

/** A receipt uploaded for the example: its referenceID and signed link. */
async function uploaded(bearer: string): Promise<{ referenceID: string; signedURL: string }> {
  const answer = await post<{ files: { referenceID: string; signedURL: string }[] }>(
    uploadReceiptFile.path,
    {
      bearer,
      body: {
        txnDisplayRefID: await roomy(bearer),
        file: { fileName: 'example.png', fileType: 'image/png', bufferFile: RECEIPT_PNG },
      },
    },
  );
  return answer.body.files.at(-1) ?? { referenceID: '', signedURL: '' };
}

/** The admin's receipts calls (rules/receipts.ts): a payout's transfer files, a card payment's receipts. */
export const RECEIPTS_EXAMPLES: Examples = {
  'receipts.transferFiles': async (f) => {
    const payout = (await transactionsOf(f.token, 'PayOut')).find((t) => t.totalAttachments > 0);
    return { query: { 'transaction-id': payout?.displayReferenceId ?? '', type: 'PayOut' } };
  },
  'receipts.list': async (f) => {
    const sale = (await transactionsOf(f.token, 'Sales')).find((t) => t.totalAttachments > 0);
    return { query: { 'transaction-id': sale?.displayReferenceId ?? '' } };
  },
  'receipts.upload': async (f) => ({
    body: {
      txnDisplayRefID: await roomy(f.token),
      file: { fileName: 'receipt.png', fileType: 'image/png', bufferFile: RECEIPT_PNG },
    },
  }),
  'receipts.save': async (f) => ({
    body: {
      txnDisplayRefID: await roomy(f.token),
      fileToDeleteRefIDs: [],
      files: [{ fileName: 'receipt.png', fileType: 'image/png', bufferFile: RECEIPT_PNG }],
    },
  }),
  'receipts.hasAttachments': async (f) => ({
    body: {
      txnDisplayRefIDs: (await transactionsOf(f.token, 'Sales'))
        .slice(0, 20)
        .map((t) => t.displayReferenceId),
    },
  }),
  'receipts.delete': async (f) => ({
    body: { referenceID: (await uploaded(f.token)).referenceID },
  }),
  'receipts.fileContent': async (f) => {
    const file = await uploaded(f.token);
    const signature = new URL(file.signedURL, 'https://bank.invalid').searchParams.get('signature');
    return { params: { referenceID: file.referenceID }, query: { signature: signature ?? '' } };
  },
};
