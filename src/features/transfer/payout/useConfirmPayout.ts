import type { PaymentResult } from '../../../api/payments';
import type { Account } from '../../../shared/domain/accounts';
import { payoutAuthorisation } from '../../../shared/domain/codeAuthorisation';
import type { PaymentRequest, PayoutCall } from '../../../shared/domain/payouts';
import type { Recipient } from '../../../shared/domain/recipient';
import { useConfirmMoney, type ConfirmMoney } from '../useConfirmMoney';
import { confirmPayment } from './actions';
import { toPaymentRequest, type PayoutDraft } from './draft';
import { describePayoutFailure } from './payoutOutcome';

export interface ConfirmPayout extends Omit<
  ConfirmMoney<PaymentRequest, PaymentResult>,
  'confirm'
> {
  /** Transfer Now: the draft to the recipient from its sender account. */
  confirm: (draft: PayoutDraft, recipient: Recipient, account: Account) => void;
}

/**
 * Transfer Now of a payout (useConfirmMoney with the payment call of its method): refused offline
 * before anything is sent, a code bound to amount and recipient while transfer2fa is on, one
 * payment per intent (a double click or a retry pays once).
 */
export function useConfirmPayout(options: {
  via: PayoutCall;
  codeRequired: boolean;
  authenticatorPreferred: boolean;
  rateExpired: () => boolean;
}): ConfirmPayout {
  const { via, ...rest } = options;
  const remittance = via === 'REMITTANCE';
  const money = useConfirmMoney<PaymentRequest, PaymentResult>({
    ...rest,
    action: {
      send: (request, intent) => confirmPayment(via, request, intent),
      isHeld: (result) => result.approvalStatus === 'PendingCheck',
      withCode: (request, method, reference) =>
        method === 'TOTP'
          ? { ...request, isTotp: true, totpReferenceID: reference }
          : { ...request, otpReferenceID: reference },
      describeFailure: (error) => describePayoutFailure(error, remittance),
    },
  });
  return {
    ...money,
    confirm: (draft, recipient, account) => {
      const request = toPaymentRequest(draft, recipient);
      money.confirm(request, payoutAuthorisation(request, account.accountName, recipient));
    },
  };
}
