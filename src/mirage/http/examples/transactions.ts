import { firstTransactionPage } from '../../../shared/contracts/transactions';
import { post } from '../../testingCalls';
import type { Examples } from './example';

/** Ids of the admin's newest transactions, as the first page gives them. */
async function newestIds(bearer: string, count: number): Promise<string[]> {
  const page = await post<{ displayReferenceIds: string[] }>(
    `${firstTransactionPage.path}?pageSize=1`,
    { bearer, body: {} },
  );
  return page.body.displayReferenceIds.slice(0, count);
}

export const TRANSACTION_EXAMPLES: Examples = {
  'transactions.firstPage': () => ({
    query: { pageSize: '15' },
    body: {
      transactionType: ['PayIn', 'Exchange'],
      status: ['Completed'],
      minAmount: 0,
      startDate: '2020-01-01',
    },
  }),
  'transactions.firstPageV2': () => ({ query: { pageSize: '10' }, body: {} }),
  'transactions.byIds': async (f) => ({ body: { referenceIds: await newestIds(f.token, 20) } }),
  'transactions.saveNote': async (f) => ({
    body: { txnDisplayRefID: (await newestIds(f.token, 1))[0] ?? '', note: 'Client lunch, Q3' },
  }),
  'transactions.download': (f) => ({
    body: { fileType: 'xero', vaNumbers: [f.accounts[0]?.accountNumber], startDate: '2026-01-01' },
  }),
  'transactions.downloadPdf': (f) => ({
    body: {
      accountNumber: f.accounts[0]?.accountNumber,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    },
  }),
};
