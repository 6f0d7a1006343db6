import type { MoneyOutcome } from '../../../entities/money/failure';
import { useMoneyAction, type MoneyAction } from '../../../entities/money/useMoneyAction';
import type { Account } from '../../../shared/domain/accounts';
import type { TransferRequest, TransferResult } from '../../../shared/domain/transfers';
import { confirmTransfer, transferAuthorisation, withCodeReference } from './actions';
import { RATE_EXPIRED_NOTICE, transferCode, transferCodeMethods } from '../transferCode';

export type TransferOutcome = MoneyOutcome<TransferResult>;

export interface ConfirmTransfer extends Omit<
  MoneyAction<TransferRequest, TransferResult>,
  'confirm'
> {
  /** `accounts`: where the request's accounts are found by number, for what the code dialog shows. */
  confirm: (request: TransferRequest | null, accounts: readonly Account[] | undefined) => void;
}

const TRANSFER_CODE = { open: transferCode, withCode: withCodeReference };

/** Confirm of an exchange or an internal transfer (the money protocol with POST /v1/boom/transfers). */
export function useConfirmTransfer(options: {
  codeRequired: boolean;
  authenticatorPreferred: boolean;
  rateExpired: () => boolean;
}): ConfirmTransfer {
  const money = useMoneyAction<TransferRequest, TransferResult>({
    send: confirmTransfer,
    isHeld: (result) => result.approvalStatus === 'PendingCheck',
    code: TRANSFER_CODE,
    codeRequired: options.codeRequired,
    methods: transferCodeMethods(options.authenticatorPreferred),
    expired: options.rateExpired,
    expiredText: RATE_EXPIRED_NOTICE,
  });
  return {
    ...money,
    confirm: (request, accounts) => {
      const authorisation = request && transferAuthorisation(request, accounts);
      if (request && authorisation) money.confirm(request, authorisation);
    },
  };
}
