import { submitTransfer } from '../shared/contracts/transfers';
import type { TransferRequest, TransferResult } from '../shared/domain/transfers';
import type { MoneyIntent } from './client';
import { call } from './contractCall';

/**
 * Exchange or internal transfer (docs/decisions/exchange.md: both transfers.submit, in the exchange or the
 * internal-transfer shape; contracts: src/shared/contracts/transfers.ts). A money call: refused
 * offline before it is sent, and the intent's idempotency key makes a retry or a double click
 * move nothing twice.
 */
export function submitExchange(
  request: TransferRequest,
  intent: MoneyIntent,
): Promise<TransferResult> {
  return call(submitTransfer, { body: request, money: intent });
}
