import {
  deleteTotpSecret,
  generateEmailOtp,
  generateMfaOtp,
  generateSmsOtp,
  generateTotpSecret,
  verifyEmailOtp,
  verifyMfaOtp,
  verifySmsOtp,
  verifyTotp,
} from '../../shared/contracts/twoFactor';
import { codeSubject, type Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import type { BankRequest } from '../router';
import { maskEmail, maskPhone } from '../rules/masks';
import { issueCode, verifyCode } from '../rules/oneTimeCodes';
import { rememberBrowser } from '../rules/rememberedBrowsers';
import {
  completePairing,
  issueManageCode,
  NO_AUTHENTICATOR_TEXT,
  proveOwner,
  removeAuthenticator,
  startPairing,
  verifyManageCode,
  type FactorProof,
} from '../rules/secondFactor';
import { requireToken, revokeToken } from '../rules/tokens';
import { totpFor } from '../rules/totp';
import { currentPassword } from '../rules/userOverrides';
import { BankError, type MockUser } from '../types';

/** The login's pre-MFA token (no other token opens the second factor) and its user. */
function preMfa(bank: Bank, req: BankRequest) {
  const claims = requireToken(req.headers.authorization, 'pre-mfa');
  return { claims, user: bank.userById(claims.sub) };
}

/**
 * The password and a fresh code of the factor `user` has now, checked in session `sid`, and with
 * `mailbox` an e-mail code of it too (rules/secondFactor.ts).
 */
function prove(user: MockUser, sid: string, proof: FactorProof, mailbox = false): void {
  proveOwner({ ...codeSubject(user), password: currentPassword(user) }, sid, proof, mailbox);
}

/**
 * Second factor at login, and its management under /boom/v2/auth (spec-1 §4 "Second factor", §7;
 * contracts: src/shared/contracts/twoFactor.ts). Managing the factor takes the password and a code
 * of the current factor, in the session that asks (rules/secondFactor.ts), and issues no token.
 */
export function twoFactorHandlers(bank: Bank): ContractRoute[] {
  return [
    route(generateMfaOtp, ({ req, body }) => {
      const { user } = preMfa(bank, req);
      const type = body.otpType ?? 'SMS';
      const { otpId, resendInSeconds } = issueCode(codeSubject(user), type, 'login');
      return {
        otpId,
        otpType: type,
        maskedEmail: maskEmail(user.email),
        maskedPhone: maskPhone(user.profile.phoneNumber),
        resendInSeconds,
      };
    }),

    route(verifyMfaOtp, ({ req, body }) => {
      const { claims, user } = preMfa(bank, req);
      verifyCode(
        codeSubject(user),
        { otp: body.otp, otpId: body.otpId, otpType: body.otpType ?? 'SMS' },
        'login',
      );
      // The token the browser sends at its next logins to skip this step (rememberedBrowsers.ts).
      const rememberToken =
        body.rememberDevice === true
          ? rememberBrowser(user.email, req.headers['x-device-id'] ?? '')
          : undefined;
      // The pre-MFA token has done its job: it cannot open a second session.
      revokeToken(claims);
      return { ...bank.tokenPair(user, claims.sid), ...(rememberToken ? { rememberToken } : {}) };
    }),

    route(generateTotpSecret, ({ req, body }) => {
      const { claims, user } = bank.authorize(req);
      // Adding or replacing an app: the password, the factor and the mailbox.
      prove(user, claims.sid, body, true);
      // Pending, for this session only, until a code from the app proves that the user saved it.
      const secret = startPairing(user.email, claims.sid);
      return { secret, otpauthUri: totpFor(secret, user.email).toString() };
    }),

    route(verifyTotp, ({ req, body }) => {
      const { claims, user } = bank.authorize(req);
      completePairing(codeSubject(user), claims.sid, body.otp);
      return {};
    }),

    route(deleteTotpSecret, ({ req, body }) => {
      const { claims, user } = bank.authorize(req);
      if (codeSubject(user).totpSecret === null)
        throw new BankError(400, 'INVALID_PARAMETER', NO_AUTHENTICATOR_TEXT);
      prove(user, claims.sid, body);
      removeAuthenticator(user.email);
      return {};
    }),

    // Step-up codes for a signed-in user: {otpId} of the verified step, which a later call consumes,
    // in this session. By SMS: the phone, the factor of a user without an app. By e-mail: the
    // mailbox, which adding an app also takes (never a factor on its own).
    route(generateSmsOtp, ({ req }) => {
      const { claims, user } = bank.authorize(req);
      return issueManageCode(codeSubject(user), claims.sid);
    }),
    route(verifySmsOtp, ({ req, body }) => {
      const { claims, user } = bank.authorize(req);
      return {
        otpId: verifyManageCode(codeSubject(user), { ...body, otpType: 'SMS' }, claims.sid),
      };
    }),
    route(generateEmailOtp, ({ req }) => {
      const { claims, user } = bank.authorize(req);
      return issueManageCode(codeSubject(user), claims.sid, 'EMAIL');
    }),
    route(verifyEmailOtp, ({ req, body }) => {
      const { claims, user } = bank.authorize(req);
      return {
        otpId: verifyManageCode(codeSubject(user), { ...body, otpType: 'EMAIL' }, claims.sid),
      };
    }),
  ];
}
