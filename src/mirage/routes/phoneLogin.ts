import {
  phoneLogin,
  phoneLoginDevice,
  phoneLoginHealth,
  phoneLoginTest,
  phoneLoginToken,
  phoneLogout,
  requestPhoneOtp,
  verifyPhoneOtp,
} from '../../shared/contracts/phoneLogin';
import { codeSubject, type Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import type { BankRequest } from '../router';
import { clientCredentialsFor } from '../rules/clientCredentials';
import { assertNotLocked, recordFailure, recordSuccess } from '../rules/lockout';
import { maskPhone } from '../rules/masks';
import {
  CODE_NOT_VALID_TEXT,
  codeOwner,
  consumeVerifiedCode,
  issueCode,
  verifiedCodeOwner,
  verifyCodeOfRequest,
} from '../rules/oneTimeCodes';
import { updateState } from '../stores/security';
import { rotateRefreshToken } from '../rules/sessions';
import { newSessionId, requireToken, revokeSession } from '../rules/tokens';
import { currentPassword } from '../rules/userOverrides';
import { BankError, type MockUser } from '../types';

const PURPOSE = 'phone-login';

/**
 * The phone session's access token lives 5 minutes (docs/decisions/auth.md 'Deprecated phone
 * login'): short enough that the app's 10-second check (refresh when under 60 seconds remain,
 * spec-1 §9) refreshes it within a demo.
 */
export const PHONE_ACCESS_TTL_S = 5 * 60;

/** The bank's own words; the page shows the spec's text for INVALID_USER_ID ('It is not a registed user.'). */
export const UNREGISTERED_PHONE_TEXT = 'No user is registered with this phone number.';
export const VERIFY_AGAIN_TEXT =
  'The phone number is not verified, or its verification was used or has expired. Ask for a new code.';
export const NO_PASSWORD_TEXT = 'This user has no password yet. Set one first.';

const suspended = () => new BankError(403, 'SUSPENDED_ACCOUNT', 'Your account has been suspended.');

/** Codes and their verification are bound to the device they were asked for (its X-Device-Id). */
const deviceOf = (req: BankRequest) => req.headers['x-device-id'] ?? '';

const hasPassword = (user: MockUser) => currentPassword(user) !== '';

/**
 * The deprecated phone login (spec-1 §4, §7 under /v1/boom-web; contracts:
 * src/shared/contracts/phoneLogin.ts). Its codes follow the rules of every code asked for before
 * sign-in (oneTimeCodes.ts verifyCodeOfRequest, codeSends.ts, lockout.ts); its tokens are the
 * bank's (tokens.ts), with a 5-minute access token.
 */
export function phoneLoginHandlers(bank: Bank): ContractRoute[] {
  return [
    route(phoneLoginHealth, () => ({ status: 'UP' as const })),

    // The basic credentials were checked before the handler (contractRoutes.ts parseRequest).
    route(phoneLoginTest, ({ req }) => ({ deviceId: deviceOf(req) })),

    route(phoneLoginDevice, ({ body }) => ({
      deviceId: body.deviceId,
      ...clientCredentialsFor(body.deviceId),
    })),

    route(requestPhoneOtp, ({ req, body }) => {
      // The spec has the page say when a phone is not a registered user, so this answer tells
      // which numbers are; the send limits still hold for every number that is.
      const user = bank.userByPhone(body.phoneNumber);
      if (!user) throw new BankError(404, 'INVALID_USER_ID', UNREGISTERED_PHONE_TEXT);
      if (user.suspended) throw suspended();
      const sent = issueCode(codeSubject(user), 'SMS', PURPOSE, deviceOf(req));
      return {
        otpId: sent.otpId,
        maskedPhone: maskPhone(user.profile.phoneNumber),
        resendInSeconds: sent.resendInSeconds,
      };
    }),

    route(verifyPhoneOtp, ({ req, params, body }) => {
      const owner = bank.userByEmail(codeOwner(params.otpId, PURPOSE));
      if (!owner) throw new BankError(400, 'INVALID_OTP', CODE_NOT_VALID_TEXT);
      // Anyone who knows the number can ask for a code: wrong tries spend the code, never lock the account.
      verifyCodeOfRequest(
        owner.email,
        { otp: body.otp, otpId: params.otpId },
        PURPOSE,
        deviceOf(req),
      );
      return { passwordSet: hasPassword(owner) };
    }),

    route(phoneLogin, ({ req, body }) => {
      const device = deviceOf(req);
      // The verified code first: without it nobody gets to try a password (nor to count
      // failures towards someone's lock).
      const user = bank.userByEmail(verifiedCodeOwner(body.otpId, PURPOSE, device));
      if (!user) throw new BankError(400, 'INVALID_OTP', VERIFY_AGAIN_TEXT);
      assertNotLocked(user.email);
      if (!hasPassword(user)) throw new BankError(400, 'INVALID_PARAMETER', NO_PASSWORD_TEXT);
      // A wrong password counts as at the e-mail login; the verification stays good for a retry
      // within its 5 minutes.
      if (currentPassword(user) !== body.password)
        throw updateState((s) => recordFailure(s, user.email));
      if (user.suspended) throw suspended();
      consumeVerifiedCode(user.email, body.otpId, PURPOSE, device);
      // The code and the password together are a completed sign-in: no second factor follows.
      updateState((s) => recordSuccess(s, user.email));
      return {
        ...bank.tokenPair(user, newSessionId(), PHONE_ACCESS_TTL_S),
        status: user.kyc.nonAdminUserStatus,
        companyName: bank.scenario.company.name,
        isFirstLogin: user.profile.isFirstLogin,
      };
    }),

    route(phoneLoginToken, ({ req }) =>
      rotateRefreshToken(bank, req.headers.authorization, PHONE_ACCESS_TTL_S),
    ),

    route(phoneLogout, ({ req }) => {
      revokeSession(requireToken(req.headers.authorization).sid);
      return {};
    }),
  ];
}
