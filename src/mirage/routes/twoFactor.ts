import type { Server } from 'miragejs';
import type { GenerateMfaOtpResponse, OtpType, TokenPair } from '../../shared/domain/auth';
import { requireString, type Bank, type BankRequest } from '../bank';
import { currentSecret } from '../rules/authenticator';
import { issueCode, verifyCode } from '../rules/oneTimeCodes';
import { updateState } from '../rules/persistedState';
import { issueToken, newSessionId, requireToken } from '../rules/tokens';
import { newTotpSecret, totpFor } from '../rules/totp';
import { BankError, type MockUser } from '../types';
import { REMEMBER_MS, rememberKey } from './auth';

const maskEmail = (email: string) => email.replace(/^(.{2})[^@]*/, '$1****');
const maskPhone = (phone: string) => `****${phone.replace(/\D/g, '').slice(-4)}`;

function channel(value: unknown): 'SMS' | 'EMAIL' {
  if (value === 'SMS' || value === 'EMAIL') return value;
  throw new BankError(400, 'INVALID_PARAMETER', 'otpType must be SMS or EMAIL.');
}

function otpType(value: unknown): OtpType {
  return value === 'TOTP' ? 'TOTP' : channel(value);
}

function subject(user: MockUser) {
  return { email: user.email, fixedCode: user.fixedCode, totpSecret: currentSecret(user) };
}

function tokens(bank: Bank, user: MockUser): TokenPair {
  const sid = newSessionId();
  const corpID = bank.scenario.company.corpID;
  return { accessToken: issueToken(user, corpID, 'access', sid), refreshToken: issueToken(user, corpID, 'refresh', sid) };
}

function attempt(req: BankRequest) {
  return { otp: requireString(req.body, 'otp'), otpId: typeof req.body.otpId === 'string' ? req.body.otpId : '', otpType: otpType(req.body.otpType ?? 'SMS') };
}

/** Second factor at login, and its management under /boom/v2/auth (spec-1 §4 "Second factor"). */
export function twoFactorRoutes(this: Server, bank: Bank): void {
  const preMfaUser = (req: BankRequest) => bank.userById(requireToken(req.headers.authorization, 'pre-mfa').sub);

  this.post(
    '/boom/v2/auth/generate-mfa-otp',
    bank.handle((req): GenerateMfaOtpResponse => {
      const user = preMfaUser(req);
      const type = channel(req.body.otpType ?? 'SMS');
      const { otpId, resendInSeconds } = issueCode(subject(user), type, 'login');
      return { otpId, otpType: type, maskedEmail: maskEmail(user.email), maskedPhone: maskPhone(user.profile.phoneNumber), resendInSeconds };
    }),
  );

  this.post(
    '/boom/v2/auth/verify-mfa-otp',
    bank.handle((req): TokenPair => {
      const user = preMfaUser(req);
      verifyCode(subject(user), attempt(req), 'login');
      if (req.body.rememberDevice === true) {
        updateState((s) => {
          s.remembered[rememberKey(user.email, req.headers['x-device-id'] ?? '')] = Date.now() + REMEMBER_MS;
        });
      }
      return tokens(bank, user);
    }),
  );

  this.post(
    '/boom/v2/auth/generate-totp-secret',
    bank.handle((req) => {
      const { user } = bank.authorize(req);
      const secret = newTotpSecret();
      updateState((s) => {
        s.pendingTotpSecrets[user.email] = secret;
      });
      return { secret, otpauthUri: totpFor(secret, user.email).toString() };
    }),
  );

  this.post(
    '/boom/v2/auth/verify-totp',
    bank.handle((req): TokenPair => {
      const { user } = bank.authorize(req);
      const pending = updateState((s) => s.pendingTotpSecrets[user.email]);
      if (!pending) throw new BankError(400, 'INVALID_PARAMETER', 'Generate an authenticator secret first.');
      verifyCode({ email: user.email, fixedCode: user.fixedCode, totpSecret: pending }, { otp: requireString(req.body, 'otp'), otpId: '', otpType: 'TOTP' }, 'pair');
      updateState((s) => {
        s.totpSecrets[user.email] = pending;
        delete s.pendingTotpSecrets[user.email];
      });
      return tokens(bank, user);
    }),
  );

  this.post(
    '/boom/v2/auth/delete-totp-secret',
    bank.handle((req) => {
      const { user } = bank.authorize(req);
      updateState((s) => {
        s.totpSecrets[user.email] = null;
      });
      return {};
    }),
  );

  for (const type of ['sms', 'email'] as const) {
    const kind = type === 'sms' ? 'SMS' : 'EMAIL';
    const generate = bank.handle((req) => issueCode(subject(bank.authorize(req).user), kind, 'step-up'));
    const verify = bank.handle((req) => {
      const { user } = bank.authorize(req);
      verifyCode(subject(user), { ...attempt(req), otpType: kind }, 'step-up');
      return { otpId: req.body.otpId };
    });
    if (type === 'sms') {
      this.post('/boom/v2/auth/generate-sms-otp', generate);
      this.post('/boom/v2/auth/verify-sms-otp', verify);
    } else {
      this.post('/boom/v2/auth/generate-email-otp', generate);
      this.post('/boom/v2/auth/verify-email-otp', verify);
    }
  }
}
