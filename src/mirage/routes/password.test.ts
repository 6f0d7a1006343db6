import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockBank, type MockBankControls } from '../mockBank';
import { call, loginAs, post, signIn, startTestBank } from '../testing';

let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
});
afterEach(() => {
  bank.shutdown();
  vi.useRealTimers();
});

const requestReset = (email: string) => post<{ otpId: string }>('/v1/boom/auth/request-reset-password', { body: { email, deviceId: 'device-test-1' } });
const reset = (password: string, otp: string, otpId: string) => post('/boom/v2/auth/reset-password', { body: { password, verifyOtp: { otp, otpId } } });

describe('forgot password', () => {
  it('resets the password with the e-mailed code and signs the user out everywhere', async () => {
    const before = await signIn('accountant@demo.test');
    const { body } = await requestReset(' Accountant@demo.test ');
    expect(await reset('NewPass#2026', '123456', body.otpId)).toEqual({ status: 200, body: {} });
    expect((await loginAs('accountant@demo.test')).status).toBe(404);
    expect((await loginAs('accountant@demo.test', 'device-test-1', 'NewPass#2026')).body.otpRequired).toBe(true);
    expect(bank.demoUsers().find((u) => u.email === 'accountant@demo.test')?.password).toBe('NewPass#2026');
    expect((await call('/v1/boom/auth/user/profile', { bearer: before.accessToken })).status).toBe(401);
  });

  it('answers EMAIL_NOT_REGISTERED for an unknown e-mail', async () => {
    expect(await requestReset('nobody@demo.test')).toMatchObject({ status: 404, body: { code: 'EMAIL_NOT_REGISTERED' } });
  });

  it('counts a wrong reset code like any other code', async () => {
    const { body } = await requestReset('accountant@demo.test');
    expect((await reset('NewPass#2026', '000000', body.otpId)).body).toMatchObject({ code: 'ACCOUNT_LOCK_WARNING', remainingAttempts: 4 });
    expect((await reset('NewPass#2026', '123456', 'unknown-id')).body).toMatchObject({ code: 'INVALID_OTP' });
  });

  it('refuses a password under 8 characters without spending the code', async () => {
    const { body } = await requestReset('accountant@demo.test');
    expect((await reset('short', '123456', body.otpId)).body).toMatchObject({ code: 'INVALID_PARAMETER' });
    expect((await reset('LongEnough1', '123456', body.otpId)).status).toBe(200);
  });
});

describe('change password', () => {
  it('refuses a wrong current password with INVALID_PARAMETER', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const answer = await post('/v1/boom/auth/user/change-password', { bearer: accessToken, body: { currentPassword: 'wrong', newPassword: 'Other@1234' } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMETER', description: 'The current password is not correct.' } });
  });

  it('changes the password; the change survives a reload and reset() undoes it', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const answer = await post('/v1/boom/auth/user/change-password', { bearer: accessToken, body: { currentPassword: 'Demo@1234', newPassword: 'Other@1234' } });
    expect(answer.status).toBe(200);
    bank.shutdown();
    bank = startMockBank({ environment: 'test', mountPanel: false });
    expect((await loginAs('general@demo.test', 'device-test-1', 'Other@1234')).status).toBe(200);
    expect((await loginAs('general@demo.test')).status).toBe(404);
    bank.reset();
    expect((await loginAs('general@demo.test')).status).toBe(200);
  });
});
