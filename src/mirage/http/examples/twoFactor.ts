import {
  generateEmailOtp,
  generateSmsOtp,
  generateTotpSecret,
  verifyEmailOtp,
  verifySmsOtp,
  verifyTotp,
} from '../../../shared/contracts/twoFactor';
import { totpFor } from '../../rules/totp';
import { FINANCE_TOTP_SECRET } from '../../scenarios/demoUsers';
import { DEMO_PASSWORD, loginAs, post } from '../../testingCalls';
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

/** A step-up code of `channel` (its generate and verify calls) sent and verified in the session of `auth`. */
async function verifiedStepUp(
  auth: ReturnType<typeof asGeneral>,
  generate: string,
  verify: string,
): Promise<string> {
  const sent = answered(await post<{ otpId: string }>(generate, auth), 'step-up code');
  return answered(
    await post<{ otpId: string }>(verify, { ...auth, body: { otp: '123456', otpId: sent.otpId } }),
    'step-up verification',
  ).otpId;
}

/**
 * What adding an authenticator takes of general@demo.test, who has none yet: the password and
 * verified SMS and e-mail step-up codes of the same session (`auth`).
 */
async function smsProof(
  auth: ReturnType<typeof asGeneral>,
): Promise<{ password: string; otpId: string; emailOtpId: string }> {
  return {
    password: DEMO_PASSWORD,
    otpId: await verifiedStepUp(auth, generateSmsOtp.path, verifySmsOtp.path),
    emailOtpId: await verifiedStepUp(auth, generateEmailOtp.path, verifyEmailOtp.path),
  };
}

/**
 * Generates a secret in the session of `auth` (with the SMS proof) and answers a code of it: the
 * previous step's (within the drift window), so a current code of the app, of a later step, is no
 * replay after the pairing.
 */
async function pendingCode(
  auth: ReturnType<typeof asGeneral>,
): Promise<{ secret: string; otp: string }> {
  const { secret } = answered(
    await post<{ secret: string }>(generateTotpSecret.path, {
      ...auth,
      body: await smsProof(auth),
    }),
    'authenticator secret',
  );
  return { secret, otp: totpFor(secret).generate({ timestamp: Date.now() - 30_000 }) };
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
  // Pairing an authenticator and removing it again, as general@demo.test: each with the password
  // and a code of the factor general@demo.test has at that moment (SMS, then the app), and adding
  // one with an e-mail code too.
  'twoFactor.generateTotpSecret': async () => {
    const auth = asGeneral(await generalSession());
    return { body: await smsProof(auth), auth };
  },
  'twoFactor.verifyTotp': async () => {
    const auth = asGeneral(await generalSession());
    return { body: { otp: (await pendingCode(auth)).otp }, auth };
  },
  // The bank's state does not outlive an example: this one pairs the app it removes.
  'twoFactor.deleteTotpSecret': async () => {
    const auth = asGeneral(await generalSession());
    const { secret, otp } = await pendingCode(auth);
    answered(await post(verifyTotp.path, { ...auth, body: { otp } }), 'pairing');
    return { body: { password: DEMO_PASSWORD, totp: totpFor(secret).generate() }, auth };
  },
  // Step-up codes: the admin asks for one of each; general@demo.test verifies its own.
  'twoFactor.generateSmsOtp': () => ({}),
  'twoFactor.verifySmsOtp': () => stepUpCode(generateSmsOtp.path),
  'twoFactor.generateEmailOtp': () => ({}),
  'twoFactor.verifyEmailOtp': () => stepUpCode(generateEmailOtp.path),
};
