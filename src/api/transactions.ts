import {
  firstTransactionPage,
  saveNote as saveNoteContract,
  transactionsByIds,
} from '../shared/contracts/transactions';
import type { Transaction, TransactionFilter } from '../shared/domain/transactions';
import { call } from './contractCall';

/** spec-3 §7 Transactions (contracts: src/shared/contracts/transactions.ts). */
export interface TransactionFirstPage {
  /** Every matching transaction's id, newest first. */
  displayReferenceIds: string[];
  transactions: Transaction[];
}

/** transactions.firstPage: the first page of a filtered list plus every matching id. */
export function getTransactionsFirstPage(
  filter: TransactionFilter,
  pageSize: number,
): Promise<TransactionFirstPage> {
  return call(firstTransactionPage, { query: { pageSize }, body: filter });
}

/** transactions.byIds: the transactions of the given ids (at most MAX_PAGING_IDS), in the order asked for. */
export async function getTransactionsByIds(referenceIds: string[]): Promise<Transaction[]> {
  return (await call(transactionsByIds, { body: { referenceIds } })).transactions;
}

/**
 * transactions.saveNote: saves a note (at most NOTE_MAX characters; '' clears it) and answers the
 * note as the bank kept it (cleaned). TRANSACTION_READ_ONLY once the accounting sync completed.
 */
export async function saveNote(txnDisplayRefID: string, note: string): Promise<string> {
  return (await call(saveNoteContract, { body: { txnDisplayRefID, note } })).note;
}
