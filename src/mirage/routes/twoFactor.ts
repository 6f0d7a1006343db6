import type { GenerateMfaOtpResponse, OtpType, TokenPair } from '../../shared/domain/auth';
import { codeSubject, optionalString, requireString, type Bank, type BankRequest } from '../bank';
import type { BankRouter } from '../router';
import { issueCode, verifyCode, type CodeAttempt } from '../rules/oneTimeCodes';
import { updateState } from '../rules/persistedState';
import { rememberBrowser } from '../rules/rememberedBrowsers';
import { requireToken, revokeToken } from '../rules/tokens';
import { newTotpSecret, totpFor } from '../rules/totp';
import { BankError } from '../types';

/** 'fi****@demo.test': enough for the user to recognise the address, not to learn it. */
export const maskEmail = (email: string): string => email.replace(/^([^@]{1,2})[^@]*/, '$1****');
export const maskPhone = (phone: string): string => `****${phone.replace(/\D/g, '').slice(-4)}`;

function channel(value: unknown): 'SMS' | 'EMAIL' {
  if (value === 'SMS' || value === 'EMAIL') return value;
  throw new BankError(400, 'INVALID_PARAMETER', 'otpType must be SMS or EMAIL.');
}

function attemptOf(req: BankRequest, type: OtpType): CodeAttempt {
  return { otp: requireString(req.body, 'otp'), otpId: optionalString(req.body, 'otpId'), otpType: type };
}

/** Second factor at login, and its management under /boom/v2/auth (spec-1 §4 "Second factor", §7). */
export function twoFactorRoutes(router: BankRouter, bank: Bank): void {
  const preMfa = (req: BankRequest) => {
    const claims = requireToken(req.headers.authorization, 'pre-mfa');
    return { claims, user: bank.userById(claims.sub) };
  };

  router.post(
    '/boom/v2/auth/generate-mfa-otp',
    (req): GenerateMfaOtpResponse => {
      const { user } = preMfa(req);
      const type = channel(req.body.otpType ?? 'SMS');
      const { otpId, resendInSeconds } = issueCode(codeSubject(user), type, 'login');
      return { otpId, otpType: type, maskedEmail: maskEmail(user.email), maskedPhone: maskPhone(user.profile.phoneNumber), resendInSeconds };
    },
  );

  router.post(
    '/boom/v2/auth/verify-mfa-otp',
    (req): TokenPair => {
      const { claims, user } = preMfa(req);
      const type: OtpType = req.body.otpType === 'TOTP' ? 'TOTP' : channel(req.body.otpType ?? 'SMS');
      verifyCode(codeSubject(user), attemptOf(req, type), 'login');
      if (req.body.rememberDevice === true) rememberBrowser(user.email, req.headers['x-device-id'] ?? '');
      // The pre-MFA token has done its job: it cannot open a second session.
      revokeToken(claims.jti);
      return bank.tokenPair(user, claims.sid);
    },
  );

  router.post(
    '/boom/v2/auth/generate-totp-secret',
    (req) => {
      const { user } = bank.authorize(req);
      const secret = newTotpSecret();
      // Pending until a code from the app proves that the user saved it.
      updateState((s) => {
        s.pendingTotpSecrets[user.email] = secret;
      });
      return { secret, otpauthUri: totpFor(secret, user.email).toString() };
    },
  );

  router.post(
    '/boom/v2/auth/verify-totp',
    (req): TokenPair => {
      const { claims, user } = bank.authorize(req);
      const pending = updateState((s) => s.pendingTotpSecrets[user.email]);
      if (!pending) throw new BankError(400, 'INVALID_PARAMETER', 'Generate an authenticator secret first.');
      verifyCode({ ...codeSubject(user), totpSecret: pending }, attemptOf(req, 'TOTP'), 'pair-authenticator');
      updateState((s) => {
        s.totpSecrets[user.email] = pending;
        delete s.pendingTotpSecrets[user.email];
      });
      return bank.tokenPair(user, claims.sid);
    },
  );

  router.post(
    '/boom/v2/auth/delete-totp-secret',
    (req) => {
      const { user } = bank.authorize(req);
      updateState((s) => {
        s.totpSecrets[user.email] = null;
        delete s.pendingTotpSecrets[user.email];
      });
      return {};
    },
  );

  // Step-up codes for a signed-in user: {otpId} of the verified step, which a later call consumes.
  const stepUp = (kind: 'SMS' | 'EMAIL') => ({
    generate: (req: BankRequest) => issueCode(codeSubject(bank.authorize(req).user), kind, 'step-up'),
    verify: (req: BankRequest) => {
      const { user } = bank.authorize(req);
      return { otpId: verifyCode(codeSubject(user), attemptOf(req, kind), 'step-up') };
    },
  });
  const sms = stepUp('SMS');
  const email = stepUp('EMAIL');
  router.post('/boom/v2/auth/generate-sms-otp', sms.generate);
  router.post('/boom/v2/auth/verify-sms-otp', sms.verify);
  router.post('/boom/v2/auth/generate-email-otp', email.generate);
  router.post('/boom/v2/auth/verify-email-otp', email.verify);
}
