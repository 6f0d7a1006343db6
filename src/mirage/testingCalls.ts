import type { LoginResponse, TokenClaims, TokenPair } from '../shared/domain/auth';
import type { CodeBinding, PayoutCodeIssued, PayoutCodeVerified } from '../shared/domain/transfers';

/**
 * Bank calls as the API client makes them, for tests: relative paths reach the bank in the page
 * (Mirage); after setBankBase(url) the same calls go to the bank over HTTP.
 */
let base = '';
export function setBankBase(url: string): void {
  base = url;
}

export const DEMO_PASSWORD = 'Demo@1234';
export const DEVICE = 'device-test-1';

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

/** A bank call as the API client makes it (plain fetch, request id, device id). */
export async function call<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Request-Id': crypto.randomUUID(),
    'X-Device-Id': options.deviceId ?? DEVICE,
    ...options.headers,
  };
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  if (options.basic)
    headers.Authorization = `Basic ${btoa(`${options.basic.key}:${options.basic.secret}`)}`;
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

export const post = <T = Record<string, unknown>>(
  path: string,
  options: Omit<CallOptions, 'method'> = {},
) => call<T>(path, { ...options, method: 'POST' });

/** A money call as the app makes it: a new Idempotency-Key unless one is given; null sends none. */
export const moneyPost = <T = Record<string, unknown>>(
  path: string,
  bearer: string,
  body: unknown,
  key: string | null = crypto.randomUUID(),
) => post<T>(path, { bearer, body, headers: key ? { 'Idempotency-Key': key } : {} });

/** Registers the device: the basic credentials of its pre-login calls (login, password reset). */
export async function deviceCredentials(
  deviceId = DEVICE,
): Promise<{ key: string; secret: string }> {
  const device = await post<{ oauthClientKey: string; oauthClientSecret: string }>(
    '/v1/boom/auth/register-device',
    {
      deviceId,
      body: {
        deviceId,
        deviceName: 'Test',
        platform: 'web',
        osVer: '1',
        appId: 'test',
        appVer: '1',
        Language: 'en',
        timezone: 'UTC',
      },
    },
  );
  if (device.status !== 200)
    throw new Error(`device not registered: ${JSON.stringify(device.body)}`);
  return { key: device.body.oauthClientKey, secret: device.body.oauthClientSecret };
}

/**
 * Registers the device and logs in with the password (and the remember token of an earlier
 * second factor, when given); returns the login answer.
 */
export async function loginAs(
  email: string,
  deviceId = DEVICE,
  password = DEMO_PASSWORD,
  rememberToken?: string,
): Promise<CallResult<LoginResponse>> {
  return post<LoginResponse>('/boom/v2/auth/login', {
    deviceId,
    basic: await deviceCredentials(deviceId),
    body: { email, password, type: 0 },
    ...(rememberToken === undefined ? {} : { headers: { 'X-Remember-Token': rememberToken } }),
  });
}

/** Logged in with the password and an SMS code asked for: the pre-MFA token and the code's id. */
export async function preMfa(
  email: string,
  deviceId = DEVICE,
): Promise<{ token: string; otpId: string }> {
  const login = await loginAs(email, deviceId);
  const otp = await post<{ otpId: string }>('/boom/v2/auth/generate-mfa-otp', {
    deviceId,
    bearer: login.body.jwtToken,
    body: { otpType: 'SMS' },
  });
  return { token: login.body.jwtToken, otpId: otp.body.otpId };
}

export function verifyMfa(
  token: string,
  otp: string,
  otpId: string,
  options: { otpType?: string; remember?: boolean; deviceId?: string } = {},
) {
  return post<SignedIn & { code?: string; description?: string; remainingAttempts?: number }>(
    '/boom/v2/auth/verify-mfa-otp',
    {
      deviceId: options.deviceId ?? DEVICE,
      bearer: token,
      body: {
        otp,
        otpId,
        otpType: options.otpType ?? 'SMS',
        rememberDevice: options.remember ?? false,
      },
    },
  );
}

/** A signed-in token pair, with the browser's remember token when the second factor was asked to remember it. */
export type SignedIn = TokenPair & { rememberToken?: string };

/** Password, then the SMS code 123456: a signed-in token pair. */
export async function signIn(
  email: string,
  options: { deviceId?: string; remember?: boolean } = {},
): Promise<SignedIn> {
  const deviceId = options.deviceId ?? DEVICE;
  const login = await loginAs(email, deviceId);
  if (!login.body.otpRequired)
    return { accessToken: login.body.jwtToken, refreshToken: login.body.refreshToken };
  const token = login.body.jwtToken;
  const otp = await post<{ otpId: string }>('/boom/v2/auth/generate-mfa-otp', {
    deviceId,
    bearer: token,
    body: { otpType: 'SMS' },
  });
  const verified = await verifyMfa(token, '123456', otp.body.otpId, {
    remember: options.remember ?? false,
    deviceId,
  });
  return verified.body;
}

export function claimsOf(token: string): TokenClaims & { sid: string; jti: string } {
  const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(part)) as TokenClaims & { sid: string; jti: string };
}

/** A transfer or approval code sent by SMS and verified with 123456: the reference the money call carries. */
export async function payoutReference(bearer: string, binding: CodeBinding): Promise<string> {
  const sent = await post<PayoutCodeIssued>('/boom/v3/payouts/otp/generate-payout-otp', {
    bearer,
    body: { ...binding, otpType: 'SMS' },
  });
  const verified = await post<PayoutCodeVerified>('/boom/v3/payouts/otp/verify-payout-otp', {
    bearer,
    body: { otp: '123456', otpRefId: sent.body.otpRefID },
  });
  if (verified.status !== 200)
    throw new Error(`payout code not verified: ${JSON.stringify(verified.body)}`);
  return verified.body.referenceId;
}
