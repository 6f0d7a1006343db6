import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOGGLE_NAMES } from '../../shared/domain/toggles';
import {
  call,
  claimsOf,
  type NodeBank,
  post,
  restartNodeBank,
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

describe('feature toggles', () => {
  it('serves every toggle, as a boolean or {open, allowUsers}', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const { body } = await call<{ features: Record<string, unknown> }>(
      '/v1/boom/user/feature-toggle',
      { bearer: accessToken },
    );
    expect(Object.keys(body.features).toSorted()).toEqual([...TOGGLE_NAMES].toSorted());
    expect(body.features).toMatchObject({
      approvals: true,
      transfer2fa: true,
      paynowQr: true,
      p2p: false,
      dbsLocalTtIntegration: false,
    });
    expect(body.features.remitWithScale).toEqual({ open: false, allowUsers: 'admin@demo.test' });
  });

  it('refuses toggles without a token', async () => {
    expect((await call('/v1/boom/user/feature-toggle')).status).toBe(401);
  });
});

describe('feature callouts', () => {
  it('remembers a seen callout per user, across a reload', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect((await call('/v1/boom/user/feature-callout', { bearer: accessToken })).body).toEqual({
      seen: [],
    });
    expect(
      (
        await call('/v1/boom/user/feature-callout/update/Totp', {
          method: 'PUT',
          bearer: accessToken,
        })
      ).status,
    ).toBe(200);
    bank = await restartNodeBank(bank);
    expect((await call('/v1/boom/user/feature-callout', { bearer: accessToken })).body).toEqual({
      seen: ['Totp'],
    });
    const other = await signIn('subadmin@demo.test');
    expect(
      (await call('/v1/boom/user/feature-callout', { bearer: other.accessToken })).body,
    ).toEqual({ seen: [] });
  });

  it('refuses an unknown callout with INVALID_PARAMETER', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      await call('/v1/boom/user/feature-callout/update/Nope', {
        method: 'PUT',
        bearer: accessToken,
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER' },
    });
  });
});

describe('profile, KYC, tutorial and banner flags', () => {
  it('serves the profile and the accepted KYC status', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const profile = await call('/v1/boom/auth/user/profile', { bearer: accessToken });
    expect(profile.body).toMatchObject({
      email: 'finance@demo.test',
      role: 'finance',
      isAdmin: false,
      companyName: 'Demo Trading Pte. Ltd.',
      authenticatorAppPreference: true,
      isFirstLogin: false,
    });
    expect(await call('/v1/boom/kyc/myinfo/status', { bearer: accessToken })).toEqual({
      status: 200,
      body: {
        kycStatus: 'KYCStatusAccepted',
        companyKycStatus: 'ACCEPTED',
        nonAdminUserStatus: 'UserStatusApproved',
        tutorialsViewed: true,
        tmDataPopulated: true,
      },
    });
  });

  it('hides the dashboard banner once the admin dismissed it', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      (await call('/v1/boom/auth/user/profile', { bearer: accessToken })).body.showDashboardBanner,
    ).toBe(true);
    expect(
      (
        await post('/v1/boom/auth/banner-flag', {
          bearer: accessToken,
          body: { bannerType: 'dashboardBanner' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('/v1/boom/auth/user/profile', { bearer: accessToken })).body.showDashboardBanner,
    ).toBe(false);
    expect(
      (await post('/v1/boom/auth/banner-flag', { bearer: accessToken, body: {} })).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'bannerType' });
  });

  it('records the tutorials as viewed', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      (await call('/boom/v2/auth/tutorials-viewed', { method: 'PUT', bearer: accessToken })).status,
    ).toBe(200);
    expect(
      (await call('/v1/boom/kyc/myinfo/status', { bearer: accessToken })).body.tutorialsViewed,
    ).toBe(true);
  });
});

const announcementsOf = (bearer: string) =>
  call<unknown[]>('/v1/boom/user/announcements', { bearer });

describe('guide, checklist, announcements and chat', () => {
  it('serves the guide status and the onboarding checklist flags', async () => {
    const { accessToken } = await signIn('general@demo.test');
    expect((await call('/v1/boom/user/guide-status', { bearer: accessToken })).body).toEqual({
      DisplayGuide: false,
    });
    expect((await call('/v1/boom/user/actions', { bearer: accessToken })).body).toEqual({
      firstTopUpCompleted: true,
      // Derived from general's own cards (locked •••• 7730 has seeded card payments).
      isCardActivated: true,
      firstCardTransactionCompleted: true,
      isAppDownloaded: false,
    });
  });

  it('serves a published announcement to its roles from now for a week, and none after it ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const admin = await signIn('admin@demo.test');
    const general = await signIn('general@demo.test');
    expect((await announcementsOf(admin.accessToken)).body).toEqual([]);
    const published = bank.publishAnnouncement({
      title: 'Send money to China in CNY',
      subtitle: 'Pay suppliers in their own currency.',
      roles: ['admin', 'finance'],
      ctaLabel: 'Try it',
      link: '/transfer/overseas?country=CN&currency=CNY',
      pillText: 'New',
    });
    expect(Date.parse(published.endDate) - Date.parse(published.startDate)).toBe(7 * 86_400_000);
    expect((await announcementsOf(admin.accessToken)).body).toEqual([
      {
        featureId: published.featureId,
        title: 'Send money to China in CNY',
        subtitle: 'Pay suppliers in their own currency.',
        roles: ['admin', 'finance'],
        startDate: published.startDate,
        endDate: published.endDate,
        isArchived: false,
        link: '/transfer/overseas?country=CN&currency=CNY',
        signedUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
        ctaLabel: 'Try it',
        pillText: 'New',
      },
    ]);
    expect((await announcementsOf(general.accessToken)).body).toEqual([]);
    // Kept across a reload of the bank.
    bank = await restartNodeBank(bank);
    expect((await announcementsOf(admin.accessToken)).body).toHaveLength(1);
    vi.setSystemTime(Date.now() + 8 * 86_400_000);
    const later = await signIn('admin@demo.test', { deviceId: 'device-later' });
    expect((await announcementsOf(later.accessToken)).body).toEqual([]);
  });

  it("marks an announcement seen through the callout call: it leaves that user's list only", async () => {
    const admin = await signIn('admin@demo.test');
    const finance = await signIn('finance@demo.test');
    const { featureId } = bank.publishAnnouncement({ title: 'Hello', subtitle: 'All roles' });
    expect(
      (
        await call(`/v1/boom/user/feature-callout/update/${featureId}`, {
          method: 'PUT',
          bearer: admin.accessToken,
        })
      ).status,
    ).toBe(200);
    expect((await announcementsOf(admin.accessToken)).body).toEqual([]);
    expect((await announcementsOf(finance.accessToken)).body).toEqual([
      expect.objectContaining({
        featureId,
        roles: ['admin', 'sub-admin', 'finance', 'accountant', 'general'],
      }),
    ]);
    // The feature tips' list stays a list of tips.
    expect(
      (await call('/v1/boom/user/feature-callout', { bearer: admin.accessToken })).body,
    ).toEqual({ seen: [] });
    bank = await restartNodeBank(bank);
    expect((await announcementsOf(admin.accessToken)).body).toEqual([]);
  });

  it('shows the guide when asked for again until the user closes it, across a reload', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const status = async () =>
      (await call('/v1/boom/user/guide-status', { bearer: accessToken })).body;
    expect(await status()).toEqual({ DisplayGuide: false });
    bank.showUserGuide('admin@demo.test');
    expect(await status()).toEqual({ DisplayGuide: true });
    await post('/boom/v2/accounts/preference', {
      bearer: accessToken,
      body: { displayGuide: false },
    });
    bank = await restartNodeBank(bank);
    expect(await status()).toEqual({ DisplayGuide: false });
  });

  it('gives a chat token that the bank itself does not accept', async () => {
    const { accessToken } = await signIn('accountant@demo.test');
    const chat = await call<{ jwtToken: string }>('/boom/v2/chat/jwt', { bearer: accessToken });
    expect(chat.body.jwtToken.split('.')).toHaveLength(3);
    expect(claimsOf(chat.body.jwtToken)).toMatchObject({ email: 'accountant@demo.test' });
    expect((await call('/v1/boom/auth/user/profile', { bearer: chat.body.jwtToken })).status).toBe(
      401,
    );
  });
});

describe('device registration', () => {
  it('refuses a device name over 64 characters or an OS version over 16', async () => {
    const base = {
      deviceId: 'd1',
      platform: 'web',
      appId: 'a',
      appVer: '1',
      Language: 'en',
      timezone: 'UTC',
    };
    const register = (deviceName: string, osVer: string) =>
      post('/v1/boom/auth/register-device', { body: { ...base, deviceName, osVer } });
    expect(await register('x'.repeat(65), '1')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'deviceName' },
    });
    expect((await register('x', 'y'.repeat(17))).status).toBe(400);
    expect((await register('x'.repeat(64), 'y'.repeat(16))).body).toMatchObject({ deviceId: 'd1' });
  });

  it('derives the same client credentials for the same device after a restart', async () => {
    const body = {
      deviceId: 'd2',
      deviceName: 'n',
      platform: 'web',
      osVer: '1',
      appId: 'a',
      appVer: '1',
      Language: 'en',
      timezone: 'UTC',
    };
    const first = await post('/v1/boom/auth/register-device', { body });
    await bank.shutdown();
    bank = await startNodeBank();
    expect((await post('/v1/boom/auth/register-device', { body })).body).toEqual(first.body);
  });
});
