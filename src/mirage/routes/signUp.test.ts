import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApplicantsState, updateApplicants } from '../rules/applicants';
import { buildScenario } from '../scenarios/registry';
import { APPLICANTS_KEY } from '../stores/applicants';
import { SIGN_UPS_KEY, signUpsStore } from '../stores/signUps';
import {
  call,
  claimsOf,
  DEVICE,
  loginAs,
  type NodeBank,
  post,
  signIn,
  startNodeBank,
} from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

const OTHER_DEVICE = 'device-test-2';

interface Session {
  accessToken: string;
  refreshToken: string;
  status: string;
  companyName: string;
  isFirstLogin: boolean;
}

/** A sign-up call as the pages make it: no token, this browser's device id. */
const step = <T = Record<string, unknown>>(path: string, body: unknown, deviceId = DEVICE) =>
  post<T & { code?: string; description?: string }>(`/v1/boom/auth/${path}`, { body, deviceId });

const refusal = (status: number, code: string, description: string) => ({
  status,
  body: { code, description },
});

const EMAIL = 'jane@acme.test';

async function registered(email = EMAIL, extra: Record<string, unknown> = {}) {
  const sent = await step<{ otpId: string; resendInSeconds: number }>('register-email', {
    email,
    corporateName: 'Acme Widgets Pte. Ltd.',
    ...extra,
  });
  expect(sent.status).toBe(200);
  return sent.body.otpId;
}

/** The admin's sign-up up to the chosen password. */
async function withPassword(email = EMAIL) {
  const otpId = await registered(email);
  expect((await step('verify-email-otp', { otp: '123456', otpId })).status).toBe(200);
  expect((await step('set-password', { email, password: 'Acme#2026' })).status).toBe(200);
}

async function phoneCode(email = EMAIL, path = 'register-phone-number') {
  const sent = await step<{ otpId: string }>(path, { email, phoneNumber: '+65 9123 4567' });
  expect(sent.status).toBe(200);
  return sent.body.otpId;
}

/** The stored onboarding records, changed as the bank's admins would (a cancelled invitation ...). */
function editApplicants(change: (s: ApplicantsState) => void): void {
  updateApplicants(buildScenario(bank.scenario), change);
}

const promo = (promoCode: string) =>
  step('register-email', { email: EMAIL, corporateName: 'Acme', promoCode });

describe('admin sign-up (spec-1 §4)', () => {
  it('e-mail code, password, phone code: the new admin is signed in to a new applicant company that starts onboarding', async () => {
    const otpId = await registered(EMAIL, { promoCode: 'welcome50' });
    expect(await step('verify-email-otp', { otp: '123456', otpId })).toEqual({
      status: 200,
      body: { emailAddress: EMAIL },
    });
    expect(await step('set-password', { email: EMAIL, password: 'Acme#2026' })).toEqual({
      status: 200,
      body: {},
    });
    const smsId = await phoneCode();
    const done = await step<Session>('verify-sms-otp', { otp: '123456', otpId: smsId });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'UserStatusUnknown',
      companyName: 'Acme Widgets Pte. Ltd.',
      isFirstLogin: true,
    });
    const claims = claimsOf(done.body.accessToken);
    expect([claims.role, claims.corpID, claims.email]).toEqual(['admin', 'CORP-APPL-0006', EMAIL]);

    const bearer = done.body.accessToken;
    expect((await call('/v1/boom/kyc/myinfo/status', { bearer })).body).toEqual({
      kycStatus: 'KYCStatusUnknown',
      companyKycStatus: 'unknown',
      nonAdminUserStatus: 'UserStatusUnknown',
      tutorialsViewed: false,
      tmDataPopulated: false,
    });
    // An applicant: the demo company's accounts stay out of reach.
    expect((await call('/v1/boom/accounts', { bearer })).body).toMatchObject({
      code: 'ACCESS_RESOURCESES_DENIED',
    });
    const profile = await call('/v1/boom/auth/user/profile', { bearer });
    expect(profile.body).toMatchObject({
      email: EMAIL,
      role: 'admin',
      isAdmin: true,
      companyName: 'Acme Widgets Pte. Ltd.',
      corporateReferenceID: 'CORP-APPL-0006',
    });
    // The chosen password signs in from now on (the demo code 123456 is the second factor).
    const login = await loginAs(EMAIL, DEVICE, 'Acme#2026');
    expect(login.body).toMatchObject({ otpRequired: true, companyName: 'Acme Widgets Pte. Ltd.' });
  });

  it('refuses the e-mail of any user, whatever its case: EMAIL_ALREADY_REGISTERED', async () => {
    for (const email of ['admin@demo.test', ' New@Demo.test ']) {
      expect(await step('register-email', { email, corporateName: 'Another Pte. Ltd.' })).toEqual(
        refusal(
          409,
          'EMAIL_ALREADY_REGISTERED',
          'This email has already been registered. Please log in instead.',
        ),
      );
    }
  });

  it('sends an e-mail with a live invitation to the invitation: NON_ADMIN_SIGNUP; an expired one may register', async () => {
    expect(
      await step('register-email', { email: 'invitee@demo.test', corporateName: 'Mine Pte. Ltd.' }),
    ).toEqual(
      refusal(
        409,
        'NON_ADMIN_SIGNUP',
        'This e-mail address has an invitation to join a company: open the invitation link instead of registering a new company.',
      ),
    );
    expect(
      (await step('register-email', { email: 'late@demo.test', corporateName: 'Mine Pte. Ltd.' }))
        .status,
    ).toBe(200);
  });

  it('checks the promo code: WELCOME50 is good, SPRING2025 expired, anything else invalid', async () => {
    expect(await promo('SPRING2025')).toEqual(refusal(400, 'CODE_EXPIRED', 'Promo code expired'));
    expect(await promo('FREE100')).toEqual(
      refusal(
        400,
        'INVALID_CODE',
        'This promo code is not valid. Check it, or leave the field empty.',
      ),
    );
    expect((await promo(' Welcome50 ')).status).toBe(200);
  });

  it('holds back a second e-mail code for 179 s: TOO_MANY_REQUEST with the wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await registered();
    vi.setSystemTime(Date.now() + 100_000);
    expect(await step('register-email', { email: EMAIL, corporateName: 'Acme' })).toEqual(
      refusal(
        429,
        'TOO_MANY_REQUEST',
        'A new code was sent recently. You can ask for another one in 79 seconds.',
      ),
    );
    vi.setSystemTime(Date.now() + 80_000);
    expect((await step('register-email', { email: EMAIL, corporateName: 'Acme' })).status).toBe(
      200,
    );
  });

  it('counts wrong e-mail codes against the code, never towards a lock; the fifth spends it', async () => {
    const otpId = await registered();
    expect(await step('verify-email-otp', { otp: '000000', otpId })).toEqual(
      refusal(
        400,
        'INVALID_OTP',
        'This code is not correct. You can try 4 more times, then ask for a new code.',
      ),
    );
    for (let i = 0; i < 3; i++) await step('verify-email-otp', { otp: '000000', otpId });
    expect(await step('verify-email-otp', { otp: '000000', otpId })).toEqual(
      refusal(
        400,
        'INVALID_OTP',
        'This code was entered wrongly too many times and no longer works. Ask for a new code.',
      ),
    );
    expect((await step('verify-email-otp', { otp: '123456', otpId })).body.code).toBe(
      'INVALID_OTP',
    );
  });

  it('ties every step to the browser of the step before: another device gets RESOURCE_NOT_FOUND', async () => {
    const otpId = await registered();
    const notStarted = refusal(
      404,
      'RESOURCE_NOT_FOUND',
      'No sign-up for this e-mail address was started in this browser. Start again from the first step.',
    );
    expect(await step('verify-email-otp', { otp: '123456', otpId }, OTHER_DEVICE)).toEqual(
      notStarted,
    );
    expect((await step('verify-email-otp', { otp: '123456', otpId })).status).toBe(200);
    expect(
      await step('set-password', { email: EMAIL, password: 'Acme#2026' }, OTHER_DEVICE),
    ).toEqual(notStarted);
    expect((await step('set-password', { email: EMAIL, password: 'Acme#2026' })).status).toBe(200);
    expect(
      await step(
        'register-phone-number',
        { email: EMAIL, phoneNumber: '+6591234567' },
        OTHER_DEVICE,
      ),
    ).toEqual(notStarted);
    const smsId = await phoneCode();
    expect(await step('verify-sms-otp', { otp: '123456', otpId: smsId }, OTHER_DEVICE)).toEqual(
      notStarted,
    );
  });

  it('refuses a step whose step before was not done', async () => {
    await registered();
    expect(await step('set-password', { email: EMAIL, password: 'Acme#2026' })).toEqual(
      refusal(
        404,
        'RESOURCE_NOT_FOUND',
        'The e-mail address of this sign-up is not verified yet. Continue from that step.',
      ),
    );
    expect(
      await step('register-phone-number', { email: EMAIL, phoneNumber: '+6591234567' }),
    ).toEqual(
      refusal(
        404,
        'RESOURCE_NOT_FOUND',
        'No password was chosen for this sign-up yet. Continue from that step.',
      ),
    );
    expect(
      await step('set-password', { email: 'nobody@acme.test', password: 'Acme#2026' }),
    ).toMatchObject({ status: 404, body: { code: 'RESOURCE_NOT_FOUND' } });
  });

  it('refuses a password outside the policy, naming what is missing', async () => {
    const otpId = await registered();
    await step('verify-email-otp', { otp: '123456', otpId });
    expect(await step('set-password', { email: EMAIL, password: 'acme2026' })).toEqual(
      refusal(
        400,
        'INVALID_PARAMETER',
        'The password needs an upper-case letter (A-Z) and a special character (e.g. ! @ # $).',
      ),
    );
    expect((await step('set-password', { email: EMAIL, password: 'Demo@1234' })).status).toBe(200);
  });

  it('cannot be replayed once the account exists: ACCOUNT_ALREADY_CREATED', async () => {
    await withPassword();
    const smsId = await phoneCode();
    expect((await step('verify-sms-otp', { otp: '123456', otpId: smsId })).status).toBe(200);
    const created = refusal(
      409,
      'ACCOUNT_ALREADY_CREATED',
      'The account of this sign-up was already created. Log in instead.',
    );
    expect(await step('verify-sms-otp', { otp: '123456', otpId: smsId })).toEqual(created);
    expect(await step('set-password', { email: EMAIL, password: 'Other#2026' })).toEqual(created);
    expect(
      await step('register-phone-number', { email: EMAIL, phoneNumber: '+6591234567' }),
    ).toEqual(created);
    expect((await step('register-email', { email: EMAIL, corporateName: 'Acme' })).body.code).toBe(
      'EMAIL_ALREADY_REGISTERED',
    );
  });

  it('gives each new company its own id', async () => {
    for (const email of ['a@acme.test', 'b@acme.test']) {
      await withPassword(email);
      const smsId = await phoneCode(email);
      const done = await step<Session>('verify-sms-otp', { otp: '123456', otpId: smsId });
      expect
        .soft(claimsOf(done.body.accessToken).corpID)
        .toBe(email.startsWith('a') ? 'CORP-APPL-0006' : 'CORP-APPL-0007');
    }
  });
});

const start = (email: string, deviceId = DEVICE) =>
  step('register-email', { email, corporateName: 'Flood Pte. Ltd.' }, deviceId);

describe('sign-up floods (issue 22)', () => {
  const throttled = refusal(
    429,
    'TOO_MANY_REQUEST',
    'Too many sign-up attempts in a short time. You can try again in 60 minutes.',
  );
  it('30 register-email from one client are throttled: 10 an hour, whatever the e-mail, its answer or the device id sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = [];
    for (let i = 0; i < 30; i++) {
      // A registered e-mail every third try: the oracle's answer counts as a try too.
      const email = i % 3 === 0 ? 'admin@demo.test' : `probe${i}@acme.test`;
      answers.push(await start(email, `device-${i}`));
    }
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual([
      409, 200, 200, 409, 200, 200, 409, 200, 200, 409,
    ]);
    expect(answers.slice(10)).toEqual(Array.from({ length: 20 }, () => throttled));
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await start('late@acme.test')).body.description).toBe(
      'Too many sign-up attempts in a short time. You can try again in 1 minute.',
    );
    vi.setSystemTime(Date.now() + 60_000);
    expect((await start('late@acme.test')).status).toBe(200);
  });

  it('1,000 sign-ups from one client do not slow an authenticated read: 10 are kept, and the read does not look at them', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    let accepted = 0;
    for (let i = 0; i < 1000; i++)
      if ((await start(`flood${i}@acme.test`)).status === 200) accepted++;
    expect(accepted).toBe(10);
    expect(Object.keys(signUpsStore.load()?.byEmail ?? {})).toHaveLength(10);

    const read = new Map<string, string | null>();
    const getItem = localStorage.getItem.bind(localStorage);
    const spy = vi.spyOn(localStorage, 'getItem').mockImplementation((key) => {
      const value = getItem(key);
      read.set(key, value);
      return value;
    });
    try {
      expect((await call('/v1/boom/accounts', { bearer: accessToken })).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    // The user lookup reads the users, never the sign-ups on their way (nor the codes' store
    // keeps more than the 10 codes sent, each for 5 minutes).
    expect(read.has(SIGN_UPS_KEY)).toBe(false);
    expect(read.get(APPLICANTS_KEY) ?? '').not.toContain('flood');
  });

  it('an unfinished sign-up expires a day after it started: its next step must start again, and it is dropped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const otpId = await registered();
    expect((await step('verify-email-otp', { otp: '123456', otpId })).status).toBe(200);
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    expect(await step('set-password', { email: EMAIL, password: 'Acme#2026' })).toEqual(
      refusal(
        404,
        'RESOURCE_NOT_FOUND',
        'No sign-up for this e-mail address was started in this browser. Start again from the first step.',
      ),
    );
    await registered('other@acme.test');
    expect(Object.keys(signUpsStore.load()?.byEmail ?? {})).toEqual(['other@acme.test']);
  });
});

const INVITEE = { email: 'invitee@demo.test', magicCode: 'JOIN2026' };

/** The invited member up to the verified phone. */
async function memberWithPhone() {
  expect((await step('verify-magic-code', INVITEE)).status).toBe(200);
  const otpId = await phoneCode(INVITEE.email, 'register-phone-number-mc');
  expect((await step('verify-sms-otp-mc', { otp: '123456', otpId })).status).toBe(200);
}

async function joinedMember(): Promise<string> {
  await memberWithPhone();
  const done = await step<Session>('set-password-mc', {
    email: INVITEE.email,
    password: 'Join#2026',
  });
  expect(done.status).toBe(200);
  return done.body.accessToken;
}

const DETAILS = {
  corporateReferenceID: 'CORP-DEMO-0001',
  role: 'accountant',
  email: 'invitee@demo.test',
  firstName: 'Ivy',
  lastName: 'Tan',
  gender: 'Female',
  dob: '1990-04-02',
  nationalityCode: 'SG',
  nricOrFin: 'S9012345A',
  residentialAddress: { country: 'SG', postal: '018956', street: '10 Bayfront Avenue' },
  documentReferenceIds: [],
};
const submit = (bearer: string, body: unknown) =>
  post('/v1/boom/kyc/invite/submission', { bearer, body });

describe('invited member (spec-1 §4)', () => {
  it('the invitation code shows the company and role; phone, code and password make the member of that company, not onboarded yet', async () => {
    expect(await step('verify-magic-code', INVITEE)).toEqual({
      status: 200,
      body: {
        emailAddress: 'invitee@demo.test',
        corporateName: 'Demo Trading Pte. Ltd.',
        corporateReferenceID: 'CORP-DEMO-0001',
        memberRole: 'accountant',
      },
    });
    const otpId = await phoneCode(INVITEE.email, 'register-phone-number-mc');
    expect(await step('verify-sms-otp-mc', { otp: '123456', otpId })).toEqual({
      status: 200,
      body: {},
    });
    const done = await step<Session>('set-password-mc', {
      email: INVITEE.email,
      password: 'Join#2026',
    });
    expect(done.body).toMatchObject({
      status: 'UserStatusUnknown',
      companyName: 'Demo Trading Pte. Ltd.',
      isFirstLogin: true,
    });
    const claims = claimsOf(done.body.accessToken);
    expect([claims.role, claims.corpID]).toEqual(['accountant', 'CORP-DEMO-0001']);
    const bearer = done.body.accessToken;
    expect((await call('/v1/boom/kyc/myinfo/status', { bearer })).body).toMatchObject({
      companyKycStatus: 'ACCEPTED',
      nonAdminUserStatus: 'UserStatusUnknown',
    });
    expect((await call('/v1/boom/accounts', { bearer })).status).toBe(403);
    // The invitation is used up.
    expect(await step('verify-magic-code', INVITEE)).toEqual(
      refusal(
        409,
        'ACCOUNT_ALREADY_CREATED',
        'This invitation was already accepted: log in with its e-mail address.',
      ),
    );
  });

  it('answers INVALID_CODE for a code that is not this e-mail’s', async () => {
    const wrong = refusal(
      400,
      'INVALID_CODE',
      'This invitation code does not match this e-mail address. Open the link of the invitation e-mail again.',
    );
    expect(
      await step('verify-magic-code', { email: 'invitee@demo.test', magicCode: 'JOIN2025' }),
    ).toEqual(wrong);
    expect(
      await step('verify-magic-code', { email: 'late@demo.test', magicCode: 'JOIN2026' }),
    ).toEqual(wrong);
    expect(
      await step('verify-magic-code', { email: 'invitee@demo.test', magicCode: 'NOPE' }),
    ).toEqual(wrong);
  });

  it('answers each invitation status with its code', async () => {
    expect(
      await step('verify-magic-code', { email: 'late@demo.test', magicCode: 'JOIN2025' }),
    ).toEqual(
      refusal(
        410,
        'INVITATION_CANCELLED_RESEND',
        'This invitation code has expired. Ask for a new code (update-magic-code): it is e-mailed to the same address.',
      ),
    );
    await step('verify-magic-code', INVITEE);
    for (const [status, code] of [
      ['cancelled', 'INVITATION_CANCELLED'],
      ['revoked', 'INVITATION_REVOKED'],
    ] as const) {
      editApplicants((s) => {
        const invitation = s.invitations.JOIN2026;
        if (invitation) invitation.status = status;
      });
      expect((await step('verify-magic-code', INVITEE)).body.code).toBe(code);
    }
    // A live invitation past its end date has expired too.
    editApplicants((s) => {
      const invitation = s.invitations.JOIN2026;
      if (invitation) Object.assign(invitation, { status: 'live', expiresAt: Date.now() - 1 });
    });
    expect((await step('verify-magic-code', INVITEE)).body.code).toBe(
      'INVITATION_CANCELLED_RESEND',
    );
  });

  it('renews an expired invitation with a new code (the demo panel shows it); the old code is dead', async () => {
    const late = { email: 'late@demo.test', magicCode: 'JOIN2025' };
    expect(await step('update-magic-code', late)).toEqual({ status: 200, body: {} });
    const renewed = bank.invitations().find((i) => i.email === 'late@demo.test');
    expect(renewed).toMatchObject({ status: 'live', expired: false, role: 'general' });
    expect(renewed?.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await step('verify-magic-code', late)).body.code).toBe('INVALID_CODE');
    expect(
      await step('verify-magic-code', { email: 'late@demo.test', magicCode: renewed?.code }),
    ).toMatchObject({ status: 200, body: { memberRole: 'general' } });
    // A live invitation is not renewed; an accepted one says so.
    expect(await step('update-magic-code', INVITEE)).toEqual({ status: 200, body: {} });
    expect(bank.invitations().find((i) => i.email === INVITEE.email)?.code).toBe('JOIN2026');
  });

  it('guessing invitation codes is stopped after 5 wrong tries for an invitation: even the right code waits the hour out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const guesses = [];
    for (const magicCode of ['JOIN2020', 'JOIN2021', 'JOIN2022', 'JOIN2023', 'JOIN2024'])
      guesses.push((await step('verify-magic-code', { ...INVITEE, magicCode })).body.code);
    expect(guesses).toEqual(Array.from({ length: 5 }, () => 'INVALID_CODE'));
    const stopped = refusal(
      429,
      'TOO_MANY_REQUEST',
      'Too many wrong invitation codes were tried. You can try again in 60 minutes: open the link of the invitation e-mail.',
    );
    expect(await step('verify-magic-code', INVITEE)).toEqual(stopped);
    expect(await step('update-magic-code', INVITEE)).toEqual(stopped);
    // Another invitation is not held by this one's guesses.
    expect(
      (await step('update-magic-code', { email: 'late@demo.test', magicCode: 'JOIN2025' })).status,
    ).toBe(200);
    vi.setSystemTime(Date.now() + 60 * 60_000);
    expect((await step('verify-magic-code', INVITEE)).status).toBe(200);
  });

  it('guessing invitation codes is stopped after 10 wrong tries from one client, whatever the e-mail', async () => {
    const guesses = [];
    for (let i = 0; i < 10; i++)
      guesses.push(
        (await step('verify-magic-code', { email: `guess${i}@demo.test`, magicCode: 'JOIN2026' }))
          .body.code,
      );
    expect(guesses).toEqual(Array.from({ length: 10 }, () => 'INVALID_CODE'));
    expect(await step('verify-magic-code', INVITEE)).toEqual(
      refusal(
        429,
        'TOO_MANY_REQUEST',
        'Too many wrong invitation codes were tried. You can try again in 60 minutes: open the link of the invitation e-mail.',
      ),
    );
  });

  it('ties each step to the browser that opened the invitation, in order', async () => {
    await step('verify-magic-code', INVITEE);
    const body = { email: INVITEE.email, phoneNumber: '+6591234567' };
    expect((await step('register-phone-number-mc', body, OTHER_DEVICE)).body.code).toBe(
      'RESOURCE_NOT_FOUND',
    );
    expect(await step('set-password-mc', { email: INVITEE.email, password: 'Join#2026' })).toEqual(
      refusal(
        404,
        'RESOURCE_NOT_FOUND',
        'The mobile number of this sign-up is not verified yet. Continue from that step.',
      ),
    );
    const otpId = await phoneCode(INVITEE.email, 'register-phone-number-mc');
    expect(
      (await step('verify-sms-otp-mc', { otp: '123456', otpId }, OTHER_DEVICE)).body.code,
    ).toBe('RESOURCE_NOT_FOUND');
  });

  it('stops when the company revokes the invitation mid-way', async () => {
    await memberWithPhone();
    editApplicants((s) => {
      const invitation = s.invitations.JOIN2026;
      if (invitation) invitation.status = 'revoked';
    });
    expect(
      (await step('set-password-mc', { email: INVITEE.email, password: 'Join#2026' })).body.code,
    ).toBe('INVITATION_REVOKED');
  });

  it('refuses a password outside the policy', async () => {
    await memberWithPhone();
    expect(await step('set-password-mc', { email: INVITEE.email, password: 'join2026' })).toEqual(
      refusal(
        400,
        'INVALID_PARAMETER',
        'The password needs an upper-case letter (A-Z) and a special character (e.g. ! @ # $).',
      ),
    );
  });
});

describe('the invited member’s details (POST /v1/boom/kyc/invite/submission)', () => {
  it('refuses details that do not match the invitation', async () => {
    const bearer = await joinedMember();
    expect(
      await submit(bearer, { ...DETAILS, role: 'admin', corporateReferenceID: 'CORP-APPL-0001' }),
    ).toEqual(
      refusal(
        400,
        'INVALID_PARAMETER',
        'These details do not match your invitation: role, corporateReferenceID.',
      ),
    );
    expect(await submit(bearer, { ...DETAILS, documentReferenceIds: ['DOC-1'] })).toEqual(
      refusal(400, 'INVALID_PARAMETER', 'Document DOC-1 is not one of your uploads.'),
    );
  });

  it("names the member's own uploads (the join-company upload page's)", async () => {
    const bearer = await joinedMember();
    const uploaded = await post<{ Documents: { referenceID: string }[] }>('/v1/boom/kyc/document', {
      bearer,
      body: {
        fileUploads: [
          // A PNG's signature, then 9 bytes.
          {
            fileName: 'nric.png',
            contentType: 'image/png',
            size: 17,
            content: btoa('\x89PNG\r\n\x1a\npng bytes'),
          },
        ],
      },
    });
    const reference = uploaded.body.Documents[0]?.referenceID ?? '';
    expect(await submit(bearer, { ...DETAILS, documentReferenceIds: [reference] })).toMatchObject({
      status: 200,
    });
    expect(bank.memberApplications()).toEqual([
      { email: 'invitee@demo.test', userStatus: 'UserStatusSubmitted' },
    ]);
  });

  it('makes the member submitted and the company accepted; the bank then approves the member, who is onboarded', async () => {
    const bearer = await joinedMember();
    expect(await submit(bearer, DETAILS)).toEqual({
      status: 200,
      body: { status: 'UserStatusSubmitted', companyStatus: 'ACCEPTED' },
    });
    expect((await call('/v1/boom/auth/user/profile', { bearer })).body).toMatchObject({
      name: 'Ivy Tan',
      firstName: 'Ivy',
    });
    // Sent once: the bank reviews what was sent.
    expect(await submit(bearer, DETAILS)).toEqual(
      refusal(
        409,
        'RECORD_ALREADY_EXISTS',
        'This application was already submitted: it can no longer be changed.',
      ),
    );
    expect(bank.memberApplications()).toEqual([
      { email: 'invitee@demo.test', userStatus: 'UserStatusSubmitted' },
    ]);
    bank.decideMember('invitee@demo.test', true);
    expect((await call('/v1/boom/kyc/myinfo/status', { bearer })).body).toMatchObject({
      nonAdminUserStatus: 'UserStatusApproved',
    });
    expect((await call('/v1/boom/accounts', { bearer })).status).toBe(200);
  });

  it('is the invited member’s only: another user gets NO_PERMISSION_API; a rejection can be decided once', async () => {
    const admin = await signIn('new@demo.test');
    expect((await submit(admin.accessToken, DETAILS)).body).toMatchObject({
      code: 'NO_PERMISSION_API',
    });
    const bearer = await joinedMember();
    expect(() => bank.decideMember('invitee@demo.test', false)).toThrow(
      'No submitted member application for invitee@demo.test',
    );
    await submit(bearer, DETAILS);
    bank.decideMember('invitee@demo.test', false);
    expect((await call('/v1/boom/kyc/myinfo/status', { bearer })).body).toMatchObject({
      nonAdminUserStatus: 'UserStatusRejected',
    });
  });
});

describe('a member who joined by an invitation, managed in People (issue 24)', () => {
  it('an admin suspends them: their session ends and their role can be changed', async () => {
    const bearer = await joinedMember();
    const id = claimsOf(bearer).sub;
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      await post('/v1/boom/auth/suspend-user', {
        bearer: accessToken,
        body: { userID: id, reason: 'Wrong person invited' },
      }),
    ).toMatchObject({
      status: 200,
      body: { member: { email: INVITEE.email, status: 'suspended' } },
    });
    expect((await call('/v1/boom/kyc/myinfo/status', { bearer })).body).toMatchObject({
      code: 'SUSPENDED_ACCOUNT',
    });
    expect(
      await call('/v1/boom/auth/team/role', {
        method: 'PUT',
        bearer: accessToken,
        body: { modifyUserReferenceID: id, role: 'general' },
      }),
    ).toMatchObject({ status: 200, body: { member: { role: 'general' } } });
  });
});
