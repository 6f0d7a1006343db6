import {
  generateEmailOtp,
  generateSmsOtp,
  generateTotpSecret,
} from '../../../shared/contracts/twoFactor';
import { totpFor } from '../../rules/totp';
import { FINANCE_TOTP_SECRET } from '../../scenarios/demoUsers';
import { loginAs, post } from '../../testingCalls';
import { answered, asGeneral, generalSession } from './auth';
import type { Examples } from './example';

/*
 * Second-factor examples, in the sessions of auth.ts (general@demo.test's there): a new code for
 * the same user, purpose and channel waits 179 seconds, so each code below is asked for once.
 */

/** A step-up code sent to general@demo.test (`path`: the generate call of its channel), as its verification. */
async function stepUpCode(
  path: string,
): Promise<{ body: { otp: string; otpId: string }; auth: ReturnType<typeof asGeneral> }> {
  const auth = asGeneral(await generalSession());
  const sent = answered(await post<{ otpId: string }>(path, auth), 'step-up code');
  return { body: { otp: '123456', otpId: sent.otpId }, auth };
}

export const TWO_FACTOR_EXAMPLES: Examples = {
  // The login's second factor: finance@demo.test has an authenticator app, whose codes never wait.
  'twoFactor.generateMfaOtp': async () => ({
    body: { otpType: 'EMAIL' },
    auth: { bearer: answered(await loginAs('finance@demo.test'), 'login').jwtToken },
  }),
  'twoFactor.verifyMfaOtp': async () => ({
    body: {
      otp: totpFor(FINANCE_TOTP_SECRET).generate(),
      otpId: '',
      otpType: 'TOTP',
      rememberDevice: false,
    },
    auth: { bearer: answered(await loginAs('finance@demo.test'), 'login').jwtToken },
  }),
  // Pairing an authenticator and removing it again, as general@demo.test.
  'twoFactor.generateTotpSecret': async () => ({ auth: asGeneral(await generalSession()) }),
  'twoFactor.verifyTotp': async () => {
    const auth = asGeneral(await generalSession());
    const { secret } = answered(
      await post<{ secret: string }>(generateTotpSecret.path, auth),
      'authenticator secret',
    );
    return { body: { otp: totpFor(secret).generate() }, auth };
  },
  'twoFactor.deleteTotpSecret': async () => ({ auth: asGeneral(await generalSession()) }),
  // Step-up codes: the admin asks for one of each; general@demo.test verifies its own.
  'twoFactor.generateSmsOtp': () => ({}),
  'twoFactor.verifySmsOtp': () => stepUpCode(generateSmsOtp.path),
  'twoFactor.generateEmailOtp': () => ({}),
  'twoFactor.verifyEmailOtp': () => stepUpCode(generateEmailOtp.path),
};
