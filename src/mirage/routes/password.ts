import { changePassword, requestPasswordReset, resetPassword } from '../../shared/contracts/auth';
import { passwordProblems, passwordProblemsText } from '../../shared/domain/passwordPolicy';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import {
  CODE_NOT_VALID_TEXT,
  codeOwner,
  issueCode,
  verifyCodeOfRequest,
} from '../rules/oneTimeCodes';
import { updateState } from '../stores/security';
import { assertPassword } from '../rules/lockout';
import { sendEmail } from '../rules/outbox';
import { forgetBrowsersOf } from '../rules/rememberedBrowsers';
import { takeClientTry } from '../rules/clientTries';
import {
  mailResetRequest,
  RESET_PURPOSE,
  RESET_TRIES,
  resetCodeMatches,
  resetSubject,
} from '../rules/resetRequests';
import { revokeAllTokensOf, revokeOtherSessionsOf } from '../rules/tokens';
import { currentPassword } from '../rules/userOverrides';
import { BankError } from '../types';
import { PRODUCT_NAME } from '../../shared/config/product';

const PURPOSE = RESET_PURPOSE;

/**
 * A new password, set by a reset or a change: the policy of a new account
 * (src/shared/domain/passwordPolicy.ts), naming the rules it misses, then not the current one.
 */
function checkNewPassword(password: string, current: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0)
    throw new BankError(400, 'INVALID_PARAMETER', passwordProblemsText(problems));
  if (password === current)
    throw new BankError(
      400,
      'INVALID_PARAMETER',
      'The new password must be different from the current one.',
    );
}

/** The e-mail a password change sends its user. */
export const PASSWORD_CHANGED_NOTICE = {
  subject: 'Your password was changed',
  body: `The password of your ${PRODUCT_NAME} account was changed, and its other sessions were signed out. If this was not you, reset your password and call Customer Service now.`,
};

function savePassword(email: string, password: string): void {
  updateState((s) => {
    s.passwords[email] = password;
  });
}

/** Forgot password (spec-1 §4) and change password (settings); contracts: src/shared/contracts/auth.ts. */
export function passwordHandlers(bank: Bank): ContractRoute[] {
  return [
    route(requestPasswordReset, ({ req, body }) => {
      // One answer whether the e-mail is a user's (rules/resetRequests.ts), held per client too.
      takeClientTry(req, RESET_TRIES);
      const user = bank.userByEmail(body.email);
      const { otpId } = issueCode(resetSubject(body.email, user), 'EMAIL', PURPOSE);
      if (user) mailResetRequest(user);
      return { otpId };
    }),

    route(resetPassword, ({ body }) => {
      const { password, verifyOtp } = body;
      const email = codeOwner(verifyOtp.otpId, PURPOSE);
      if (email === null) throw new BankError(400, 'INVALID_OTP', CODE_NOT_VALID_TEXT);
      // Null for the code of an unknown e-mail: it fails below as a wrong code would.
      const owner = bank.userByEmail(email);
      // A wrong code is answered first (a try counted): the password is judged against the
      // current one only with the right code, else the answer would tell the password.
      if (!resetCodeMatches(verifyOtp)) verifyCodeOfRequest(email, verifyOtp, PURPOSE);
      // Then the password (the policy, then not the current one), before the code is spent, so
      // that a refused password does not spend it.
      checkNewPassword(password, owner ? currentPassword(owner) : '');
      // Wrong codes count against this reset code, never towards the account's lock.
      verifyCodeOfRequest(email, verifyOtp, PURPOSE);
      if (!owner) throw new BankError(400, 'INVALID_OTP', CODE_NOT_VALID_TEXT);
      savePassword(owner.email, password);
      // Whoever knew the old password is signed out everywhere, and asked for the second factor again.
      revokeAllTokensOf(owner.email);
      forgetBrowsersOf(owner.email);
      return {};
    }),

    route(changePassword, ({ req, body }) => {
      const { claims, user } = bank.authorize(req);
      // A wrong current password counts towards the sign-in lock (a copied token guesses no further).
      assertPassword(user.email, body.currentPassword, currentPassword(user));
      // The policy of a new account, then not the same one (checkNewPassword, as a reset).
      checkNewPassword(body.newPassword, currentPassword(user));
      savePassword(user.email, body.newPassword);
      // Whoever signed in with the old password is signed out, everywhere but here; a browser
      // remembered with it asks for the second factor again.
      revokeOtherSessionsOf(user.email, claims.sid);
      forgetBrowsersOf(user.email);
      sendEmail(user.email, PASSWORD_CHANGED_NOTICE.subject, PASSWORD_CHANGED_NOTICE.body);
      return {};
    }),
  ];
}
