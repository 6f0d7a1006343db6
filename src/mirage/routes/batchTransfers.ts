import {
  deleteBatchFile,
  deleteBatchTransfers,
  getBatch,
  getBatchSummary,
  getBatchTemplate,
  getBatchTransfer,
  requestBatchUploadUrl,
  submitBatch,
  uploadBatchFile,
  validateBatch,
  validateBatchTransfer,
} from '../../shared/contracts/batchTransfers';
import { BATCH_ROLES } from '../../shared/domain/batchTransfers';
import type { Bank } from '../bank';
import { bodyReadLater, readBody, route, type ContractRoute } from '../contractRoutes';
import type { BankRequest } from '../router';
import { bankNow } from '../rules/bankClock';
import {
  assertBatchesOn,
  batchPricing,
  batchTemplate,
  batchWire,
  checkedRows,
  deleteBatch,
  deleteRows,
  editRow,
  findRow,
  openBatch,
  readBatch,
  submitGroup,
  summarise,
  transferWire,
  uploadRows,
  validateRows,
  type BatchActor,
} from '../rules/batchTransfers';

/**
 * spec-2 §7 Batch (contracts: src/shared/contracts/batchTransfers.ts; docs/decisions/
 * batch-transfers.md): for the payment roles (BATCH_ROLES) while the batchTransfer toggle is on,
 * else 403 NO_PERMISSION_API. A batch is its company's: any other id answers BATCH_NOT_FOUND. The
 * rules are rules/batchTransfers.ts; submit is a money call (idempotency key first, the body read
 * inside it).
 */
export function batchTransfersHandlers(bank: Bank): ContractRoute[] {
  const actorOf = (req: BankRequest): BatchActor => {
    const { user, claims } = bank.authorize(req, BATCH_ROLES);
    assertBatchesOn(bank, user);
    return { user, corpID: claims.corpID };
  };

  return [
    route(getBatchTemplate, ({ req, params }) => {
      actorOf(req);
      return batchTemplate(bank, params.id);
    }),

    route(requestBatchUploadUrl, ({ req, body }) => openBatch(bank, actorOf(req), body, bankNow())),

    route(uploadBatchFile, ({ req, params, query, body }) => ({
      batch: uploadRows(bank, actorOf(req), params.id, query.signature, body.content, bankNow()),
    })),

    route(validateBatch, ({ req, params }) => ({
      batch: validateRows(bank, actorOf(req), params.id, bankNow()),
    })),

    route(deleteBatchFile, ({ req, params }) => ({
      deleted: deleteBatch(bank, actorOf(req), params.id),
    })),

    // Written before the row's path: GET :id/summary and :id/template are literal, and win.
    route(getBatchSummary, ({ req, params }) =>
      summarise(bank, actorOf(req), params.id, bankNow()),
    ),

    route(getBatchTransfer, ({ req, params }) => {
      const actor = actorOf(req);
      const batch = readBatch(bank, actor, params.id);
      const row = findRow(batch, params.txnId);
      return {
        transfer: transferWire(bank, batchPricing(bank, actor.user, batch, bankNow()), row),
      };
    }),

    route(validateBatchTransfer, ({ req, params, body }) =>
      editRow(bank, actorOf(req), params.id, params.txnId, body.input, bankNow()),
    ),

    route(getBatch, ({ req, params }) => {
      const actor = actorOf(req);
      const batch = readBatch(bank, actor, params.id);
      const pricing = batchPricing(bank, actor.user, batch, bankNow());
      return {
        batch: batchWire(batch),
        transfers: checkedRows(batch).map((row) => transferWire(bank, pricing, row)),
      };
    }),

    route(deleteBatchTransfers, ({ req, params, body }) =>
      deleteRows(bank, actorOf(req), params.id, body.transferReferenceIds, bankNow()),
    ),

    route(bodyReadLater(submitBatch), ({ req, params }) => {
      const actor = actorOf(req);
      return bank.idempotent(req, actor.user, () => {
        const body = readBody(submitBatch.body, req.body);
        return submitGroup(bank, actor, params.id, body, bankNow());
      });
    }),
  ];
}
