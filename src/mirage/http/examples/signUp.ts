import * as c from '../../../shared/contracts/signUp';
import { EXPIRED_INVITATION } from '../../scenarios/applicants';
import { DEMO_PASSWORD, post, type CallResult } from '../../testingCalls';
import type { Examples } from './example';

/**
 * Sign-up examples. Before the account exists the calls carry no token, only this browser's
 * device id. The bank's stored records are cleared after each test, so each example first brings
 * a sign-up to its step: an admin's (an e-mail of its own each) or invitee@demo.test's.
 */
const DEVICE_ID = 'contract-test-sign-up';
const auth = { deviceId: DEVICE_ID };
const PHONE = '+65 9123 4567';

function answered<T>(result: CallResult<T>, what: string): T {
  if (result.status !== 200) throw new Error(`${what}: ${JSON.stringify(result.body)}`);
  return result.body;
}

const send = async <T = Record<string, unknown>>(path: string, body: unknown) =>
  answered(await post<T>(path, { body, deviceId: DEVICE_ID }), path);

const adminEmail = (n: number) => `contract-${n}@acme.test`;

/** An admin's sign-up brought up to (not including) `until`: its last code id. */
async function adminUpTo(n: number, until: 'verify-email' | 'password' | 'phone' | 'verify-phone') {
  const email = adminEmail(n);
  const { otpId } = await send<{ otpId: string }>(c.registerEmail.path, {
    email,
    corporateName: 'Contract Pte. Ltd.',
  });
  if (until === 'verify-email') return { email, otpId };
  await send(c.verifySignUpEmailOtp.path, { otp: '123456', otpId });
  if (until === 'password') return { email, otpId };
  await send(c.setPassword.path, { email, password: DEMO_PASSWORD });
  if (until === 'phone') return { email, otpId };
  const sms = await send<{ otpId: string }>(c.registerPhoneNumber.path, {
    email,
    phoneNumber: PHONE,
  });
  return { email, otpId: sms.otpId };
}

const INVITEE = { email: 'invitee@demo.test', magicCode: 'JOIN2026' };

/** The invited member's sign-up brought up to (not including) `until`. */
async function memberUpTo(until: 'verify-phone' | 'password' | 'details') {
  await send(c.verifyMagicCode.path, INVITEE);
  const { otpId } = await send<{ otpId: string }>(c.registerPhoneNumberMc.path, {
    email: INVITEE.email,
    phoneNumber: PHONE,
  });
  if (until === 'verify-phone') return { otpId, accessToken: '' };
  await send(c.verifySmsOtpMc.path, { otp: '123456', otpId });
  if (until === 'password') return { otpId, accessToken: '' };
  const { accessToken } = await send<{ accessToken: string }>(c.setPasswordMc.path, {
    email: INVITEE.email,
    password: DEMO_PASSWORD,
  });
  return { otpId, accessToken };
}

export const SIGN_UP_EXAMPLES: Examples = {
  'signUp.registerEmail': () => ({
    auth,
    body: { email: adminEmail(1), corporateName: 'Contract Pte. Ltd.', promoCode: 'WELCOME50' },
  }),
  'signUp.verifyEmailOtp': async () => {
    const { otpId } = await adminUpTo(2, 'verify-email');
    return { auth, body: { otp: '123456', otpId } };
  },
  'signUp.setPassword': async () => {
    const { email } = await adminUpTo(3, 'password');
    return { auth, body: { email, password: DEMO_PASSWORD } };
  },
  'signUp.registerPhoneNumber': async () => {
    const { email } = await adminUpTo(4, 'phone');
    return { auth, body: { email, phoneNumber: PHONE } };
  },
  'signUp.verifySmsOtp': async () => {
    const { otpId } = await adminUpTo(5, 'verify-phone');
    return { auth, body: { otp: '123456', otpId } };
  },
  'signUp.verifyMagicCode': () => ({
    auth,
    body: INVITEE,
  }),
  'signUp.updateMagicCode': () => ({
    auth,
    body: { email: EXPIRED_INVITATION.email, magicCode: EXPIRED_INVITATION.code },
  }),
  'signUp.registerPhoneNumberMc': async () => {
    await send(c.verifyMagicCode.path, INVITEE);
    return { auth, body: { email: INVITEE.email, phoneNumber: PHONE } };
  },
  'signUp.verifySmsOtpMc': async () => {
    const { otpId } = await memberUpTo('verify-phone');
    return { auth, body: { otp: '123456', otpId } };
  },
  'signUp.setPasswordMc': async () => {
    await memberUpTo('password');
    return { auth, body: { email: INVITEE.email, password: DEMO_PASSWORD } };
  },
  'signUp.nonAdminSignUp': async () => {
    const { accessToken } = await memberUpTo('details');
    return {
      auth: { bearer: accessToken, deviceId: DEVICE_ID },
      body: {
        corporateReferenceID: 'CORP-DEMO-0001',
        role: 'accountant',
        email: INVITEE.email,
        firstName: 'Lee',
        middleName: '',
        lastName: 'Tan',
        gender: 'Male',
        dob: '1988-11-30',
        nationalityCode: 'SG',
        nricOrFin: 'S8812345B',
        residentialAddress: { country: 'SG', postal: '018956', street: '10 Bayfront Avenue' },
        documentReferenceIds: [],
      },
    };
  },
};
