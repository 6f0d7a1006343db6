import type { Server } from 'miragejs';
import type { LoginResponse, TokenPair } from '../../shared/domain/auth';
import { requireString, type Bank } from '../bank';
import { currentSecret } from '../rules/authenticator';
import { requireClientAuth } from '../rules/clientCredentials';
import { assertNotLocked } from '../rules/oneTimeCodes';
import { loadState } from '../rules/persistedState';
import { bearerToken, issueToken, newSessionId, requireToken, revokeSession, verifyToken } from '../rules/tokens';
import { BankError } from '../types';

export const REMEMBER_MS = 48 * 60 * 60_000;
export const rememberKey = (email: string, deviceId: string) => `${email}|${deviceId}`;

/** Login, token refresh and logout (spec-1 §4 "Login", "Token refresh and logout"). */
export function authRoutes(this: Server, bank: Bank): void {
  const corpID = bank.scenario.company.corpID;

  this.post(
    '/boom/v2/auth/login',
    bank.handle((req): LoginResponse => {
      requireClientAuth(req.headers.authorization, req.headers['x-device-id']);
      const user = bank.userByEmail(req.body.email);
      if (!user || user.password !== req.body.password) {
        throw new BankError(404, 'RESOURCE_NOT_FOUND', 'No user with this e-mail and password.');
      }
      if (user.suspended) throw new BankError(403, 'SUSPENDED_ACCOUNT', 'This user is suspended.');
      assertNotLocked(user.email);
      const remembered = (loadState().remembered[rememberKey(user.email, req.headers['x-device-id'] ?? '')] ?? 0) > Date.now();
      const sid = newSessionId();
      return {
        jwtToken: issueToken(user, corpID, remembered ? 'access' : 'pre-mfa', sid),
        refreshToken: remembered ? issueToken(user, corpID, 'refresh', sid) : '',
        status: user.kyc.nonAdminUserStatus,
        otpRequired: !remembered,
        isAuthenticatorEnabled: currentSecret(user) !== null,
        companyName: bank.scenario.company.name,
        isFirstLogin: user.profile.isFirstLogin,
        phoneNumberLastFourDigits: user.profile.phoneNumber.slice(-4),
      };
    }),
  );

  this.post(
    '/boom/v2/auth/refresh-token',
    bank.handle((req): TokenPair => {
      const claims = verifyToken(bearerToken(req.headers.authorization) ?? '', 'refresh');
      if (!claims) throw new BankError(401, 'INVALID_TOKEN', 'The refresh token is missing, expired or revoked.');
      const user = bank.userById(claims.sub);
      // Rotation: the session continues under a new id, the old tokens stop working.
      revokeSession(claims.sid);
      const sid = newSessionId();
      return { accessToken: issueToken(user, corpID, 'access', sid), refreshToken: issueToken(user, corpID, 'refresh', sid) };
    }),
  );

  this.post(
    '/v1/boom/auth/logout',
    bank.handle((req) => {
      revokeSession(requireToken(req.headers.authorization).sid);
      return {};
    }),
  );

  this.get(
    '/v1/boom/kyc/myinfo/status',
    bank.handle((req) => bank.authorize(req).user.kyc),
  );

  this.post(
    '/v1/boom/auth/user/change-password',
    bank.handle((req) => {
      const { user } = bank.authorize(req);
      if (req.body.currentPassword !== user.password) {
        throw new BankError(400, 'INVALID_PARAMETER', 'The current password is not correct.');
      }
      user.password = requireString(req.body, 'newPassword');
      return {};
    }),
  );
}
