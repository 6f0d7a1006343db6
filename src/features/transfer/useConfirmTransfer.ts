import type { Account } from '../../shared/domain/accounts';
import type { TransferRequest, TransferResult } from '../../shared/domain/transfers';
import { confirmTransfer, transferAuthorisation, withCodeReference } from './actions';
import {
  useConfirmMoney,
  type ConfirmMoney,
  type MoneyAction,
  type MoneyOutcome,
} from './useConfirmMoney';

export { RATE_EXPIRED_NOTICE, TRANSFER_FAILED_TITLE, UNEXPECTED_ISSUE } from './useConfirmMoney';

export type TransferOutcome = MoneyOutcome<TransferResult>;

export interface ConfirmTransfer extends Omit<
  ConfirmMoney<TransferRequest, TransferResult>,
  'confirm'
> {
  /** `accounts`: where the request's accounts are found by number, for what the code dialog shows. */
  confirm: (request: TransferRequest | null, accounts: readonly Account[] | undefined) => void;
}

const TRANSFER_ACTION: MoneyAction<TransferRequest, TransferResult> = {
  send: confirmTransfer,
  isHeld: (result) => result.approvalStatus === 'PendingCheck',
  withCode: withCodeReference,
};

/** Confirm of an exchange or an internal transfer (useConfirmMoney with POST /v1/boom/transfers). */
export function useConfirmTransfer(options: {
  codeRequired: boolean;
  authenticatorPreferred: boolean;
  rateExpired: () => boolean;
}): ConfirmTransfer {
  const money = useConfirmMoney({ ...options, action: TRANSFER_ACTION });
  return {
    ...money,
    confirm: (request, accounts) => {
      const authorisation = request && transferAuthorisation(request, accounts);
      if (request && authorisation) money.confirm(request, authorisation);
    },
  };
}
