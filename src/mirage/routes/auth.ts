import { login, logout, refreshTokens } from '../../shared/contracts/auth';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { corpIdOf } from '../rules/applicants';
import { assertNotLocked, recordFailure, recordSuccess } from '../rules/lockout';
import { updateState } from '../stores/security';
import { isRemembered } from '../rules/rememberedBrowsers';
import { rotateRefreshToken } from '../rules/sessions';
import { issueToken, newSessionId, requireToken, revokeSession } from '../rules/tokens';
import { currentPassword, currentSecret } from '../rules/userOverrides';
import { BankError } from '../types';

const incorrectCredentials = () =>
  new BankError(404, 'RESOURCE_NOT_FOUND', 'Incorrect email and/or password. Please try again.');

/**
 * A wrong password counts like a wrong code (lockout.ts, one count per user). Until it locks, it
 * gets the answer of an unknown e-mail, not the countdown warning: the spec gives the login this
 * text only, and a warning would tell which e-mails exist (docs/decisions/security.md 'Security defaults
 * the spec leaves open').
 */
function wrongPassword(email: string): BankError {
  const failure = updateState((s) => recordFailure(s, email));
  return failure.status === 423 ? failure : incorrectCredentials();
}

/** Login, token refresh and logout (spec-1 §4 "Login", "Token refresh and logout"; contracts: src/shared/contracts/auth.ts). */
export function authHandlers(bank: Bank): ContractRoute[] {
  return [
    route(login, ({ req, body }) => {
      const deviceId = req.headers['x-device-id'] ?? '';
      const user = bank.userByEmail(body.email);
      // One answer for an unknown e-mail and a wrong password: the bank does not say which e-mails exist.
      if (!user) throw incorrectCredentials();
      // Before the password: a locked account answers the same to a right and a wrong one.
      assertNotLocked(user.email);
      if (currentPassword(user) !== body.password) throw wrongPassword(user.email);
      if (user.suspended)
        throw new BankError(403, 'SUSPENDED_ACCOUNT', 'Your account has been suspended.');
      const remembered = isRemembered(user.email, deviceId, req.headers['x-remember-token']);
      // The password and the remember token complete the sign-in as a right code does.
      if (remembered) updateState((s) => recordSuccess(s, user.email));
      const sid = newSessionId();
      const corpID = corpIdOf(user, bank.scenario);
      return {
        jwtToken: issueToken(user, corpID, remembered ? 'access' : 'pre-mfa', sid),
        refreshToken: remembered ? issueToken(user, corpID, 'refresh', sid) : '',
        status: bank.kycOf(user).nonAdminUserStatus,
        otpRequired: !remembered,
        isAuthenticatorEnabled: currentSecret(user) !== null,
        companyName: bank.companyNameOf(user),
        isFirstLogin: user.profile.isFirstLogin,
        phoneNumberLastFourDigits: user.profile.phoneNumber.replace(/\D/g, '').slice(-4),
      };
    }),

    route(refreshTokens, ({ req }) => rotateRefreshToken(bank, req.headers.authorization)),

    route(logout, ({ req }) => {
      // Revoking the session ends its access and refresh tokens at once.
      revokeSession(requireToken(req.headers.authorization).sid);
      return {};
    }),
  ];
}
