import { startMockBank, type MockBankControls } from './mockBank';

/** Test helpers: a mock bank on the default scenario and a fetch that sends the headers every call needs. */
export function startTestBank(scenario = 'default'): MockBankControls {
  localStorage.clear();
  return startMockBank({ scenario, environment: 'test', mountPanel: false });
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  bearer?: string;
  basic?: { key: string; secret: string };
  deviceId?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function call<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Request-Id': crypto.randomUUID(),
    'X-Device-Id': options.deviceId ?? 'device-test-1',
    ...options.headers,
  };
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  if (options.basic) headers.Authorization = `Basic ${btoa(`${options.basic.key}:${options.basic.secret}`)}`;
  const response = await window.fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Registers the device and logs in with the password; returns the login answer. */
export async function loginAs(email: string, deviceId = 'device-test-1', password = 'Demo@1234') {
  const device = await call<{ oauthClientKey: string; oauthClientSecret: string }>('/v1/boom/auth/register-device', {
    method: 'POST',
    deviceId,
    body: { deviceId, deviceName: 'Test', platform: 'web', osVer: '1', appId: 'test', appVer: '1', Language: 'en', timezone: 'UTC' },
  });
  return call<{ jwtToken: string; refreshToken: string; otpRequired: boolean; isAuthenticatorEnabled: boolean }>('/boom/v2/auth/login', {
    method: 'POST',
    deviceId,
    basic: { key: device.body.oauthClientKey, secret: device.body.oauthClientSecret },
    body: { email, password, type: 0 },
  });
}

/** Password, then the SMS code 123456: a signed-in token pair. */
export async function signIn(email: string, options: { deviceId?: string; remember?: boolean } = {}) {
  const deviceId = options.deviceId ?? 'device-test-1';
  const login = await loginAs(email, deviceId);
  if (!login.body.otpRequired) return { accessToken: login.body.jwtToken, refreshToken: login.body.refreshToken };
  const otp = await call<{ otpId: string }>('/boom/v2/auth/generate-mfa-otp', { method: 'POST', deviceId, bearer: login.body.jwtToken, body: { otpType: 'SMS' } });
  const verified = await call<{ accessToken: string; refreshToken: string }>('/boom/v2/auth/verify-mfa-otp', {
    method: 'POST',
    deviceId,
    bearer: login.body.jwtToken,
    body: { otp: '123456', otpId: otp.body.otpId, otpType: 'SMS', rememberDevice: options.remember ?? false },
  });
  return verified.body;
}
