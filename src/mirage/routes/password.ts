import { codeSubject, optionalString, requireString, type Bank } from '../bank';
import type { BankRouter } from '../router';
import { codeOwner, issueCode, verifyCode } from '../rules/oneTimeCodes';
import { updateState } from '../rules/persistedState';
import { revokeAllTokensOf } from '../rules/tokens';
import { currentPassword } from '../rules/userOverrides';
import { BankError } from '../types';

const PURPOSE = 'reset-password';

function checkNewPassword(password: string, current: string): void {
  if (password.length < 8) throw new BankError(400, 'INVALID_PARAMETER', 'The new password must have at least 8 characters.');
  if (password === current) throw new BankError(400, 'INVALID_PARAMETER', 'The new password must be different from the current one.');
}

function savePassword(email: string, password: string): void {
  updateState((s) => {
    s.passwords[email] = password;
  });
}

/** Forgot password (spec-1 §4) and change password (settings). */
export function passwordRoutes(router: BankRouter, bank: Bank): void {
  router.post(
    '/v1/boom/auth/request-reset-password',
    (req) => {
      const user = bank.userByEmail(requireString(req.body, 'email'));
      if (!user) throw new BankError(404, 'EMAIL_NOT_REGISTERED', 'No user is registered with this e-mail address.');
      if (user.suspended) throw new BankError(403, 'SUSPENDED_ACCOUNT', 'Your account has been suspended.');
      return { otpId: issueCode(codeSubject(user), 'EMAIL', PURPOSE).otpId };
    },
  );

  router.post(
    '/boom/v2/auth/reset-password',
    (req) => {
      const password = requireString(req.body, 'password');
      const verify = typeof req.body.verifyOtp === 'object' && req.body.verifyOtp !== null ? (req.body.verifyOtp as Record<string, unknown>) : {};
      const otpId = optionalString(verify, 'otpId');
      const owner = bank.userByEmail(codeOwner(otpId, PURPOSE));
      if (!owner) throw new BankError(400, 'INVALID_OTP', 'This reset code is not valid any more. Ask for a new code.');
      // The password is checked before the code, so that a refused password does not spend the code.
      checkNewPassword(password, currentPassword(owner));
      verifyCode(codeSubject(owner), { otp: requireString(verify, 'otp'), otpId, otpType: 'EMAIL' }, PURPOSE);
      savePassword(owner.email, password);
      // Whoever knew the old password is signed out everywhere.
      revokeAllTokensOf(owner.email);
      return {};
    },
  );

  router.post(
    '/v1/boom/auth/user/change-password',
    (req) => {
      const { user } = bank.authorize(req);
      if (req.body.currentPassword !== currentPassword(user)) {
        throw new BankError(400, 'INVALID_PARAMETER', 'The current password is not correct.');
      }
      const password = requireString(req.body, 'newPassword');
      checkNewPassword(password, currentPassword(user));
      savePassword(user.email, password);
      return {};
    },
  );
}
