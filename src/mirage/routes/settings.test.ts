import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import type { MockBankControls } from '../mockBank';
import { call, signIn, startTestBank } from '../testing';

let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
});
afterEach(() => bank.shutdown());

describe('roles on the server side', () => {
  it('refuses the team list to the general, accountant and finance roles with NO_PERMISSION_API', async () => {
    for (const email of ['general@demo.test', 'accountant@demo.test', 'finance@demo.test']) {
      const { accessToken } = await signIn(email);
      const answer = await call('/v1/boom/auth/team/all?pageSize=10', { bearer: accessToken });
      expect(answer).toMatchObject({ status: 403, body: { code: 'NO_PERMISSION_API' } });
    }
  });

  it('gives admins the first page of 10 plus every id, then pages by ids', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    const first = await call<{ firstPageResults: { email: string }[]; ids: string[] }>('/v1/boom/auth/team/all?pageSize=10', { bearer: accessToken });
    expect(first.body.firstPageResults).toHaveLength(10);
    expect(first.body.ids.length).toBeGreaterThan(10);
    const rest = await call<{ results: { userReferenceID: string }[] }>('/v1/boom/auth/team/all/paging', {
      method: 'POST',
      bearer: accessToken,
      body: { ids: first.body.ids.slice(10) },
    });
    expect(rest.body.results.map((m) => m.userReferenceID)).toEqual(first.body.ids.slice(10));
  });
});

describe('toggles, callouts and maintenance', () => {
  it('serves toggles as booleans or {open, allowUsers}', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const answer = await call<{ features: Record<string, unknown> }>('/v1/boom/user/feature-toggle', { bearer: accessToken });
    expect(answer.body.features.approvals).toBe(true);
    expect(answer.body.features.remitWithScale).toEqual({ open: false, allowUsers: 'admin@demo.test' });
  });

  it('remembers a seen callout per user and refuses an unknown one', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect((await call('/v1/boom/user/feature-callout/update/Totp', { method: 'PUT', bearer: accessToken })).status).toBe(200);
    expect((await call('/v1/boom/user/feature-callout', { bearer: accessToken })).body).toEqual({ seen: ['Totp'] });
    expect((await call('/v1/boom/user/feature-callout/update/Nope', { method: 'PUT', bearer: accessToken })).body).toMatchObject({
      code: 'INVALID_PARAMETER',
    });
  });

  it('filters maintenance notices by type', async () => {
    const all = await call<{ notices: { maintenanceModeType: string }[] }>('/v1/boom/auth/maintenance');
    expect(all.body.notices).toHaveLength(1);
    const none = await call<{ notices: unknown[] }>('/v1/boom/auth/maintenance', { method: 'POST', body: { maintenanceModeTypes: ['Outage'] } });
    expect(none.body.notices).toEqual([]);
  });
});

describe('device registration', () => {
  it('refuses a device name over 64 characters or an OS version over 16', async () => {
    const base = { deviceId: 'd1', platform: 'web', appId: 'a', appVer: '1', Language: 'en', timezone: 'UTC' };
    const long = await call('/v1/boom/auth/register-device', { method: 'POST', body: { ...base, deviceName: 'x'.repeat(65), osVer: '1' } });
    expect(long.body).toMatchObject({ code: 'INVALID_PARAMETER' });
    const ok = await call('/v1/boom/auth/register-device', { method: 'POST', body: { ...base, deviceName: 'x'.repeat(64), osVer: 'y'.repeat(16) } });
    expect(ok.body).toMatchObject({ deviceId: 'd1' });
  });
});

describe('authenticator management', () => {
  it('pairs a new authenticator: generate a secret, verify a code, then login asks for the app', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const generated = await call<{ secret: string; otpauthUri: string }>('/boom/v2/auth/generate-totp-secret', { method: 'POST', bearer: accessToken });
    expect(generated.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const code = new TOTP({ secret: Secret.fromBase32(generated.body.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    expect((await call('/boom/v2/auth/verify-totp', { method: 'POST', bearer: accessToken, body: { otp: code } })).status).toBe(200);
    expect(bank.demoUsers().find((u) => u.email === 'admin@demo.test')?.secondFactor).toBe('TOTP');
    expect((await call('/boom/v2/auth/delete-totp-secret', { method: 'POST', bearer: accessToken })).status).toBe(200);
    expect(bank.currentTotp('admin@demo.test')).toBeNull();
  });
});

describe('faults', () => {
  it('failNext answers the chosen code once', async () => {
    bank.faults.failNext('/v1/boom/auth/maintenance', 'SERVICE_UNAVAILABLE', 503);
    expect(await call('/v1/boom/auth/maintenance')).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    expect((await call('/v1/boom/auth/maintenance')).status).toBe(200);
  });

  it('failNext matches a path pattern', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    bank.faults.failNext('/v1/boom/user/feature-callout/update/:featureId', 'INTERNAL_SERVER_ERROR', 500);
    expect((await call('/v1/boom/user/feature-callout/update/Totp', { method: 'PUT', bearer: accessToken })).status).toBe(500);
  });

  it('network down rejects like an unreachable network and records no call', async () => {
    bank.clearCalls();
    bank.faults.setNetworkDown(true);
    await expect(call('/v1/boom/auth/maintenance')).rejects.toThrow(TypeError);
    expect(bank.calls()).toEqual([]);
    bank.faults.setNetworkDown(false);
    await call('/v1/boom/auth/maintenance');
    expect(bank.calls()).toEqual([expect.objectContaining({ method: 'GET', path: '/v1/boom/auth/maintenance' })]);
  });

  it('a browser that is offline reaches no mock bank either', async () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await expect(call('/v1/boom/auth/maintenance')).rejects.toThrow('Failed to fetch');
    } finally {
      if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
      else Reflect.deleteProperty(navigator, 'onLine');
    }
  });
});

describe('calls the mock bank does not offer', () => {
  it('answer 503 SERVICE_UNAVAILABLE instead of reaching the web server', async () => {
    expect(await call('/v1/boom/not-a-call', { method: 'POST' })).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    expect((await call('/boom/v9/nothing')).status).toBe(503);
  });
});
