import { describe, expect, it } from 'vitest';
import type { KycStatus } from '../domain/auth';
import { postLoginRoute, STATUS_SCREENS } from './postLoginRoute';

function kyc(overrides: Partial<KycStatus> = {}): KycStatus {
  return {
    kycStatus: 'KYCStatusAccepted',
    companyKycStatus: 'ACCEPTED',
    nonAdminUserStatus: 'UserStatusApproved',
    tutorialsViewed: true,
    tmDataPopulated: true,
    ...overrides,
  };
}

describe('post-login routing by status', () => {
  it('sends a submitted company to the submitted screen', () => {
    expect(
      postLoginRoute({
        role: 'admin',
        kyc: kyc({ companyKycStatus: 'SUBMITTED' }),
        userStatus: null,
        redirect: null,
      }),
    ).toBe(STATUS_SCREENS.submitted);
  });

  it.each(['pending', 'decision pending'] as const)(
    'sends a %s company to the pending screen',
    (status) => {
      expect(
        postLoginRoute({
          role: 'finance',
          kyc: kyc({ companyKycStatus: status }),
          userStatus: null,
          redirect: null,
        }),
      ).toBe(STATUS_SCREENS.pending);
    },
  );

  it.each(['rejected', 'closed'] as const)(
    'sends a %s company to the rejected screen',
    (status) => {
      expect(
        postLoginRoute({
          role: 'admin',
          kyc: kyc({ companyKycStatus: status }),
          userStatus: null,
          redirect: null,
        }),
      ).toBe(STATUS_SCREENS.rejected);
    },
  );

  it.each([
    ['KYCStatusAccepted', STATUS_SCREENS.dashboard],
    ['KYCStatusSkipped', STATUS_SCREENS.dashboard],
    ['KYCStatusSubmissionPending', STATUS_SCREENS.pending],
    ['KYCStatusRejected', STATUS_SCREENS.rejected],
    ['KYCStatusWithdrawn', STATUS_SCREENS.kycStart],
  ] as const)('routes an admin of an accepted company with %s to %s', (kycStatus, target) => {
    expect(
      postLoginRoute({ role: 'admin', kyc: kyc({ kycStatus }), userStatus: null, redirect: null }),
    ).toBe(target);
  });

  it.each([
    ['UserStatusRejected', STATUS_SCREENS.rejected],
    ['UserStatusSubmitted', STATUS_SCREENS.submitted],
    ['UserStatusPending', STATUS_SCREENS.pending],
    ['UserStatusApproved', STATUS_SCREENS.dashboard],
    ['UserStatusUnknown', '/kyc/basic-detail'],
  ] as const)('routes a non-admin with %s to %s', (userStatus, target) => {
    expect(postLoginRoute({ role: 'general', kyc: kyc(), userStatus, redirect: null })).toBe(
      target,
    );
  });

  it('routes an admin of an unknown company by KYC status', () => {
    expect(
      postLoginRoute({
        role: 'admin',
        kyc: kyc({ companyKycStatus: 'unknown', kycStatus: 'KYCStatusUnknown' }),
        userStatus: null,
        redirect: null,
      }),
    ).toBe(STATUS_SCREENS.kycStart);
    expect(
      postLoginRoute({
        role: 'admin',
        kyc: kyc({ companyKycStatus: 'unknown' }),
        userStatus: null,
        redirect: null,
      }),
    ).toBe(STATUS_SCREENS.pending);
  });

  it('sends an admin without populated data to the data-population page first', () => {
    expect(
      postLoginRoute({
        role: 'admin',
        kyc: kyc({ tmDataPopulated: false }),
        userStatus: null,
        redirect: '/manage/people',
      }),
    ).toBe(STATUS_SCREENS.dataPopulation);
  });

  it('sends a user who has not seen the tutorials to the tutorial page', () => {
    expect(
      postLoginRoute({
        role: 'finance',
        kyc: kyc({ tutorialsViewed: false }),
        userStatus: 'UserStatusApproved',
        redirect: null,
      }),
    ).toBe(STATUS_SCREENS.tutorial);
  });

  it('follows the remembered redirect path of a fully onboarded user', () => {
    expect(
      postLoginRoute({ role: 'admin', kyc: kyc(), userStatus: null, redirect: '/manage/people' }),
    ).toBe('/manage/people');
  });
});
