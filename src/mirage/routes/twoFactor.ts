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
import { updateState } from '../stores/security';
import { rememberBrowser } from '../rules/rememberedBrowsers';
import { requireToken, revokeToken } from '../rules/tokens';
import { newTotpSecret, totpFor } from '../rules/totp';
import { BankError } from '../types';

/** The login's pre-MFA token (no other token opens the second factor) and its user. */
function preMfa(bank: Bank, req: BankRequest) {
  const claims = requireToken(req.headers.authorization, 'pre-mfa');
  return { claims, user: bank.userById(claims.sub) };
}

/**
 * Second factor at login, and its management under /boom/v2/auth (spec-1 §4 "Second factor", §7;
 * contracts: src/shared/contracts/twoFactor.ts).
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

    route(generateTotpSecret, ({ req }) => {
      const { claims, user } = bank.authorize(req);
      const secret = newTotpSecret();
      // Pending, for this session only, until a code from the app proves that the user saved it.
      updateState((s) => {
        s.pendingTotpSecrets[user.email] = { secret, sid: claims.sid, until: Date.now() + 600_000 };
      });
      return { secret, otpauthUri: totpFor(secret, user.email).toString() };
    }),

    route(verifyTotp, ({ req, body }) => {
      const { claims, user } = bank.authorize(req);
      const pending = updateState((s) => s.pendingTotpSecrets[user.email]);
      if (!pending || pending.sid !== claims.sid || !(pending.until > Date.now()))
        throw new BankError(400, 'INVALID_PARAMETER', 'Generate an authenticator secret first.');
      verifyCode(
        { ...codeSubject(user), totpSecret: pending.secret },
        { otp: body.otp, otpId: '', otpType: 'TOTP' },
        'pair-authenticator',
      );
      updateState((s) => {
        s.totpSecrets[user.email] = pending.secret;
        delete s.pendingTotpSecrets[user.email];
      });
      return bank.tokenPair(user, claims.sid);
    }),

    route(deleteTotpSecret, ({ req }) => {
      const { user } = bank.authorize(req);
      updateState((s) => {
        s.totpSecrets[user.email] = null;
        delete s.pendingTotpSecrets[user.email];
      });
      return {};
    }),

    // Step-up codes for a signed-in user: {otpId} of the verified step, which a later call consumes.
    route(generateSmsOtp, ({ req }) =>
      issueCode(codeSubject(bank.authorize(req).user), 'SMS', 'step-up'),
    ),
    route(verifySmsOtp, ({ req, body }) => {
      const { user } = bank.authorize(req);
      return { otpId: verifyCode(codeSubject(user), { ...body, otpType: 'SMS' }, 'step-up') };
    }),
    route(generateEmailOtp, ({ req }) =>
      issueCode(codeSubject(bank.authorize(req).user), 'EMAIL', 'step-up'),
    ),
    route(verifyEmailOtp, ({ req, body }) => {
      const { user } = bank.authorize(req);
      return { otpId: verifyCode(codeSubject(user), { ...body, otpType: 'EMAIL' }, 'step-up') };
    }),
  ];
}
