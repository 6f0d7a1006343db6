import {
  deleteReceiptFile,
  hasAttachments,
  receiptFileContent,
  receiptFiles,
  saveReceiptFiles,
  transferFiles,
  uploadReceiptFile,
} from '../../shared/contracts/receipts';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { changeReceipts, deleteReceipt, withFiles, type FilesChange } from '../rules/receiptFiles';
import { fileContent, fileView } from '../rules/receiptLinks';
import { filesOf, visibleTransaction } from '../rules/receipts';
import type { MockUser } from '../types';

/** A change's answer, with this user's signed links. */
const answer = (user: MockUser, change: FilesChange) => ({
  txnDisplayRefID: change.txnDisplayRefID,
  totalAttachments: change.totalAttachments,
  files: change.files.map((f) => fileView(user, f)),
});

/**
 * spec-3 §7 Transactions, the receipt calls (contracts: src/shared/contracts/receipts.ts; rules:
 * rules/receipts.ts, receiptFiles.ts, receiptLinks.ts; docs/decisions/receipts.md). Every role, on the transactions it sees.
 */
export function receiptsHandlers(bank: Bank): ContractRoute[] {
  return [
    route(transferFiles, ({ req, query }) => {
      const { user } = bank.authorize(req);
      const t = visibleTransaction(bank, user, query['transaction-id']);
      return { files: filesOf(bank, t).transferFiles.map((f) => fileView(user, f)) };
    }),
    route(receiptFiles, ({ req, query }) => {
      const { user } = bank.authorize(req);
      const t = visibleTransaction(bank, user, query['transaction-id']);
      return { files: filesOf(bank, t).receipts.map((f) => fileView(user, f)) };
    }),
    route(uploadReceiptFile, ({ req, body }) => {
      const { user } = bank.authorize(req);
      return answer(user, changeReceipts(bank, user, body.txnDisplayRefID, [body.file], []));
    }),
    route(saveReceiptFiles, ({ req, body }) => {
      const { user } = bank.authorize(req);
      return answer(
        user,
        changeReceipts(bank, user, body.txnDisplayRefID, body.files, body.fileToDeleteRefIDs),
      );
    }),
    route(hasAttachments, ({ req, body }) => {
      const { user } = bank.authorize(req);
      return { txnDisplayRefIDs: withFiles(bank, user, body.txnDisplayRefIDs) };
    }),
    route(deleteReceiptFile, ({ req, body }) => {
      const { user } = bank.authorize(req);
      return answer(user, deleteReceipt(bank, user, body.referenceID));
    }),
    route(receiptFileContent, ({ req, params, query }) => {
      const { user } = bank.authorize(req);
      return fileContent(bank, user, params.referenceID, query.signature);
    }),
  ];
}
