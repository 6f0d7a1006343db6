import {
  sendPayoutCode,
  verifyPayoutCode,
  verifyPayoutTotp,
} from '../../shared/contracts/payoutCodes';
import { APPROVAL_ROLES } from '../../shared/domain/approvals';
import type { PayoutCodeVerified } from '../../shared/domain/transfers';
import { codeSubject, type Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { MAX_ATTEMPTS } from '../rules/lockout';
import { maskEmail, maskPhone } from '../rules/masks';
import { PAYOUT_PURPOSE } from '../rules/moneyCalls';
import { codeBinding, issueCode, verifyCode } from '../rules/oneTimeCodes';
import { currentSecret } from '../rules/userOverrides';
import { bindingText } from '../rules/transfers';
import { BankError } from '../types';

/** Codes authorise money actions, which only these roles take (payment roles and approvers). */
const CODE_ROLES = APPROVAL_ROLES;

const verified = (referenceId: string): PayoutCodeVerified => ({
  isVerified: true,
  remainingAttempts: MAX_ATTEMPTS,
  referenceId,
});

/**
 * spec-2 §4 "Second factor for transfers" (contracts: src/shared/contracts/payoutCodes.ts): a code
 * bound to what it authorises (`purpose|subject|payee|amount|currency`), verified here, then consumed once
 * by the money call with the same binding. Wrong codes count towards the same lock as at sign-in.
 */
export function payoutCodeHandlers(bank: Bank): ContractRoute[] {
  return [
    route(sendPayoutCode, ({ req, body }) => {
      const { user } = bank.authorize(req, CODE_ROLES);
      const channel = body.otpType ?? 'SMS';
      const { otpId, resendInSeconds } = issueCode(
        codeSubject(user),
        channel,
        PAYOUT_PURPOSE,
        bindingText(body),
      );
      return {
        otpRefID: otpId,
        otpType: channel,
        maskedEmail: maskEmail(user.email),
        maskedPhone: maskPhone(user.profile.phoneNumber),
        resendInSeconds,
      };
    }),

    route(verifyPayoutCode, ({ req, body }) => {
      const { user } = bank.authorize(req, CODE_ROLES);
      // An unknown id has no binding: the check below fails and counts as a wrong code.
      const issued = codeBinding(body.otpRefId, PAYOUT_PURPOSE) ?? '';
      // With batchReferenceID (spec-2 §7) the code must be bound to that batch (purpose batch,
      // subject that id): any other code fails the check below, as a wrong code does.
      const batch = body.batchReferenceID;
      const binding =
        batch && !issued.startsWith(`batch|${batch}|`) ? `batch|${batch}|not-this-code` : issued;
      return verified(
        verifyCode(
          codeSubject(user),
          { otp: body.otp, otpId: body.otpRefId, otpType: 'SMS' },
          PAYOUT_PURPOSE,
          binding,
        ),
      );
    }),

    route(verifyPayoutTotp, ({ req, body }) => {
      const { user } = bank.authorize(req, CODE_ROLES);
      if (currentSecret(user) === null)
        throw new BankError(
          400,
          'INVALID_PARAMETER',
          'No authenticator app is paired: use an SMS or e-mail code.',
        );
      return verified(
        verifyCode(
          codeSubject(user),
          { otp: body.totp, otpId: '', otpType: 'TOTP' },
          PAYOUT_PURPOSE,
          bindingText(body),
        ),
      );
    }),
  ];
}
