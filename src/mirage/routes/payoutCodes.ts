import { APPROVAL_ROLES } from '../../shared/domain/approvals';
import type { CodeBinding, PayoutCodeIssued, PayoutCodeVerified } from '../../shared/domain/transfers';
import { codeSubject, requireString, type Bank } from '../bank';
import type { BankRouter } from '../router';
import { MAX_ATTEMPTS } from '../rules/lockout';
import { codeBinding, issueCode, verifyCode } from '../rules/oneTimeCodes';
import { currentSecret } from '../rules/userOverrides';
import { bindingText } from '../rules/transfers';
import { BankError } from '../types';
import { maskEmail, maskPhone } from './twoFactor';

/** Codes authorise money actions, which only these roles take (payment roles and approvers). */
const CODE_ROLES = APPROVAL_ROLES;
export const PAYOUT_PURPOSE = 'payout';

function parseBinding(body: Record<string, unknown>): CodeBinding {
  const { purpose, subject, payee, amount } = body;
  if (purpose !== 'transfer' && purpose !== 'approval') throw new BankError(400, 'INVALID_PARAMETER', 'purpose must be transfer or approval.');
  if (typeof subject !== 'string' || !subject || typeof payee !== 'string' || !payee) {
    throw new BankError(400, 'INVALID_PARAMETER', 'subject and payee are required.');
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
    throw new BankError(400, 'INVALID_PARAMETER', 'amount must be a whole number of micro-units.');
  }
  return { purpose, subject, payee, amount };
}

const verified = (referenceId: string): PayoutCodeVerified => ({ isVerified: true, remainingAttempts: MAX_ATTEMPTS, referenceId });

/**
 * spec-2 §4 "Second factor for transfers": a code bound to what it authorises
 * (`purpose|subject|payee|amount`), verified here, then consumed once by the money call with the
 * same binding. Wrong codes count towards the same lock as at sign-in.
 */
export function payoutCodeRoutes(router: BankRouter, bank: Bank): void {
  router.post(
    '/boom/v3/payouts/otp/generate-payout-otp',
    (req): PayoutCodeIssued => {
      const { user } = bank.authorize(req, CODE_ROLES);
      const channel = req.body.otpType ?? 'SMS';
      if (channel !== 'SMS' && channel !== 'EMAIL') throw new BankError(400, 'INVALID_PARAMETER', 'otpType must be SMS or EMAIL.');
      const { otpId, resendInSeconds } = issueCode(codeSubject(user), channel, PAYOUT_PURPOSE, bindingText(parseBinding(req.body)));
      return { otpRefID: otpId, otpType: channel, maskedEmail: maskEmail(user.email), maskedPhone: maskPhone(user.profile.phoneNumber), resendInSeconds };
    },
  );

  router.post(
    '/boom/v3/payouts/otp/verify-payout-otp',
    (req): PayoutCodeVerified => {
      const { user } = bank.authorize(req, CODE_ROLES);
      const otp = requireString(req.body, 'otp');
      const otpRefId = requireString(req.body, 'otpRefId');
      // An unknown id has no binding: the check below fails and counts as a wrong code.
      const binding = codeBinding(otpRefId, PAYOUT_PURPOSE) ?? '';
      return verified(verifyCode(codeSubject(user), { otp, otpId: otpRefId, otpType: 'SMS' }, PAYOUT_PURPOSE, binding));
    },
  );

  router.post(
    '/boom/v3/payouts/otp/verify-payout-totp',
    (req): PayoutCodeVerified => {
      const { user } = bank.authorize(req, CODE_ROLES);
      const totp = requireString(req.body, 'totp');
      const binding = bindingText(parseBinding(req.body));
      if (currentSecret(user) === null) throw new BankError(400, 'INVALID_PARAMETER', 'No authenticator app is paired: use an SMS or e-mail code.');
      return verified(verifyCode(codeSubject(user), { otp: totp, otpId: '', otpType: 'TOTP' }, PAYOUT_PURPOSE, binding));
    },
  );
}
