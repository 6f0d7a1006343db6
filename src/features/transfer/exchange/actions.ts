import type { MoneyIntent } from '../../../api/client';
import { submitExchange } from '../../../api/transfers';
import { writeThrough } from '../../../sync/writeThrough';
import type { Account } from '../../../shared/domain/accounts';
import type { TransferAuthorisation } from '../../../shared/domain/codeAuthorisation';
import {
  isInternalTransferRequest,
  transferParties,
  type TransferRequest,
  type TransferResult,
} from '../../../shared/domain/transfers';
import type { CodeMethod } from '../../../shared/ui/VerifyCodeDialog';

/**
 * What a transfer's code authorises, in either request shape: the sending amount in the sending
 * account's currency, from one account to the other (docs/decisions/security.md). The code dialog shows it
 * and the code is bound to it (codeBindingOf). Null when an account of the request is not among
 * `accounts` (nothing to show, so nothing to authorise).
 */
export function transferAuthorisation(
  request: TransferRequest,
  accounts: readonly Account[] | undefined,
): TransferAuthorisation | null {
  const parties = transferParties(request);
  const from = accounts?.find((a) => a.accountNumber === parties.from);
  const to = accounts?.find((a) => a.accountNumber === parties.to);
  if (!from || !to) return null;
  const exchange = from.currency !== to.currency;
  return {
    kind: exchange ? 'exchange' : 'internalTransfer',
    amount: parties.amount,
    currency: from.currency,
    from: { name: from.accountName, number: from.accountNumber },
    to: { name: to.accountName, number: to.accountNumber },
    // Both sides of an exchange: what leaves and what arrives at the quote.
    ...(exchange && !isInternalTransferRequest(request)
      ? { received: { amount: request.targetAmount, currency: to.currency } }
      : {}),
  };
}

/** The request with the verified code's reference in the field its method uses. */
export function withCodeReference(
  request: TransferRequest,
  method: CodeMethod,
  reference: string,
): TransferRequest {
  return method === 'TOTP'
    ? { ...request, totpReferenceID: reference }
    : { ...request, otpReferenceID: reference };
}

/**
 * Submits the exchange or internal transfer. Once the bank says it executed, its records go
 * into the cache at once (write-through) and the touched stores sync; a request held for
 * approval moved nothing yet.
 */
export async function confirmTransfer(
  request: TransferRequest,
  intent: MoneyIntent,
): Promise<TransferResult> {
  const result = await submitExchange(request, intent);
  if (result.approvalStatus !== 'PendingCheck')
    void writeThrough(result.touched, ['accounts', 'transactions']);
  return result;
}
