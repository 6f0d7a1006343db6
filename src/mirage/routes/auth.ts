import { login, logout, refreshTokens } from '../../shared/contracts/auth';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { assertNotLocked } from '../rules/lockout';
import { isRemembered } from '../rules/rememberedBrowsers';
import {
  bearerToken,
  issueToken,
  newSessionId,
  requireToken,
  revokeSession,
  revokeToken,
  verifyToken,
} from '../rules/tokens';
import { currentPassword, currentSecret } from '../rules/userOverrides';
import { BankError } from '../types';

/** Login, token refresh and logout (spec-1 §4 "Login", "Token refresh and logout"; contracts: src/shared/contracts/auth.ts). */
export function authHandlers(bank: Bank): ContractRoute[] {
  const { company } = bank.scenario;
  return [
    route(login, ({ req, body }) => {
      const deviceId = req.headers['x-device-id'] ?? '';
      const user = bank.userByEmail(body.email);
      // One answer for an unknown e-mail and a wrong password: the bank does not say which e-mails exist.
      if (!user || currentPassword(user) !== body.password) {
        throw new BankError(
          404,
          'RESOURCE_NOT_FOUND',
          'Incorrect email and/or password. Please try again.',
        );
      }
      if (user.suspended)
        throw new BankError(403, 'SUSPENDED_ACCOUNT', 'Your account has been suspended.');
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
    }),

    route(refreshTokens, ({ req }) => {
      const claims = verifyToken(bearerToken(req.headers.authorization) ?? '', 'refresh');
      const user = claims
        ? bank.scenario.users.find((u) => u.userReferenceID === claims.sub)
        : undefined;
      if (!claims || !user || user.suspended) {
        throw new BankError(
          401,
          'INVALID_TOKEN',
          'The refresh token is missing, expired or already used. Sign in again.',
        );
      }
      // Rotation: the used refresh token is spent; the session goes on with a new pair.
      revokeToken(claims.jti);
      return bank.tokenPair(user, claims.sid);
    }),

    route(logout, ({ req }) => {
      // Revoking the session ends its access and refresh tokens at once.
      revokeSession(requireToken(req.headers.authorization).sid);
      return {};
    }),
  ];
}
