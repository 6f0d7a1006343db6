import type { LoginResponse, TokenPair } from '../../shared/domain/auth';
import type { Bank } from '../bank';
import type { BankRouter } from '../router';
import { requireClientAuth } from '../rules/clientCredentials';
import { assertNotLocked } from '../rules/lockout';
import { isRemembered } from '../rules/rememberedBrowsers';
import { bearerToken, issueToken, newSessionId, requireToken, revokeSession, revokeToken, verifyToken } from '../rules/tokens';
import { currentPassword, currentSecret } from '../rules/userOverrides';
import { BankError } from '../types';

/** Login, token refresh and logout (spec-1 §4 "Login", "Token refresh and logout"). */
export function authRoutes(router: BankRouter, bank: Bank): void {
  const { company } = bank.scenario;

  router.post(
    '/boom/v2/auth/login',
    (req): LoginResponse => {
      const deviceId = req.headers['x-device-id'] ?? '';
      requireClientAuth(req.headers.authorization, deviceId);
      if (req.body.type !== 0) throw new BankError(400, 'INVALID_PARAMETER', 'The login type must be 0 (e-mail and password).');
      const user = bank.userByEmail(req.body.email);
      // One answer for an unknown e-mail and a wrong password: the bank does not say which e-mails exist.
      if (!user || currentPassword(user) !== req.body.password) {
        throw new BankError(404, 'RESOURCE_NOT_FOUND', 'Incorrect email and/or password. Please try again.');
      }
      if (user.suspended) throw new BankError(403, 'SUSPENDED_ACCOUNT', 'Your account has been suspended.');
      assertNotLocked(user.email);
      const remembered = isRemembered(user.email, deviceId);
      const sid = newSessionId();
      return {
        jwtToken: issueToken(user, company.corpID, remembered ? 'access' : 'pre-mfa', sid),
        refreshToken: remembered ? issueToken(user, company.corpID, 'refresh', sid) : '',
        status: user.kyc.nonAdminUserStatus,
        otpRequired: !remembered,
        isAuthenticatorEnabled: currentSecret(user) !== null,
        companyName: company.name,
        isFirstLogin: user.profile.isFirstLogin,
        phoneNumberLastFourDigits: user.profile.phoneNumber.replace(/\D/g, '').slice(-4),
      };
    },
  );

  router.post(
    '/boom/v2/auth/refresh-token',
    (req): TokenPair => {
      const claims = verifyToken(bearerToken(req.headers.authorization) ?? '', 'refresh');
      const user = claims ? bank.scenario.users.find((u) => u.userReferenceID === claims.sub) : undefined;
      if (!claims || !user || user.suspended) {
        throw new BankError(401, 'INVALID_TOKEN', 'The refresh token is missing, expired or already used. Sign in again.');
      }
      // Rotation: the used refresh token is spent; the session goes on with a new pair.
      revokeToken(claims.jti);
      return bank.tokenPair(user, claims.sid);
    },
  );

  router.post(
    '/v1/boom/auth/logout',
    (req) => {
      // Revoking the session ends its access and refresh tokens at once.
      revokeSession(requireToken(req.headers.authorization).sid);
      return {};
    },
  );
}
