import { useMoneyAction, type MoneyAction } from '../../../entities/money/useMoneyAction';
import type { Account } from '../../../shared/domain/accounts';
import { payoutAuthorisation } from '../../../shared/domain/codeAuthorisation';
import type { PaymentRequest, PayoutCall } from '../../../shared/domain/payouts';
import type { Recipient } from '../../../shared/domain/recipient';
import { RATE_EXPIRED_NOTICE, transferCode, transferCodeMethods } from '../transferCode';
import { confirmPayment, type PayoutResult } from './actions';
import { toPaymentRequest, type PayoutDraft } from './model/draft';
import { describePayoutFailure } from './model/payoutOutcome';

export interface ConfirmPayout extends Omit<MoneyAction<PaymentRequest, PayoutResult>, 'confirm'> {
  /** Transfer Now: the draft to the recipient from its sender account. */
  confirm: (draft: PayoutDraft, recipient: Recipient, account: Account) => void;
}

const PAYOUT_CODE = {
  open: transferCode,
  withCode: (request: PaymentRequest, method: string, reference: string): PaymentRequest =>
    method === 'TOTP'
      ? { ...request, isTotp: true, totpReferenceID: reference }
      : { ...request, otpReferenceID: reference },
};

/**
 * Transfer Now of a payout (the money protocol with the payment call of its method): a code
 * bound to amount and recipient while transfer2fa is on. A held payout goes to its approvers
 * with the review's remarks in the same step (confirmPayment).
 */
export function useConfirmPayout(options: {
  via: PayoutCall;
  codeRequired: boolean;
  authenticatorPreferred: boolean;
  rateExpired: () => boolean;
  /** The remarks for the approver, read when the payout is sent. */
  approvalRemarks: () => string;
}): ConfirmPayout {
  const { via } = options;
  const remittance = via === 'REMITTANCE';
  const money = useMoneyAction<PaymentRequest, PayoutResult>({
    send: (request, intent) => confirmPayment(via, request, intent, options.approvalRemarks()),
    isHeld: (result) => result.approvalStatus === 'PendingCheck',
    describeFailure: (error) => describePayoutFailure(error, remittance),
    code: PAYOUT_CODE,
    codeRequired: options.codeRequired,
    methods: transferCodeMethods(options.authenticatorPreferred),
    expired: options.rateExpired,
    expiredText: RATE_EXPIRED_NOTICE,
  });
  return {
    ...money,
    confirm: (draft, recipient, account) => {
      const request = toPaymentRequest(draft, recipient);
      money.confirm(request, payoutAuthorisation(request, account.accountName, recipient));
    },
  };
}
