import { afterEach, describe, expect, it } from 'vitest';
import type { KycStatus, TokenClaims } from '../shared/domain/auth';
import { clearSession, isSessionOnboarded, session } from './session';
import { storeStatusRoute } from './statusRoute';

const claims = (role: TokenClaims['role']): TokenClaims => ({
  role,
  sub: 'USR-7',
  corpID: 'CORP-1',
  email: 'm@demo.test',
  exp: 0,
  scope: 'access',
});

const accepted: KycStatus = {
  kycStatus: 'KYCStatusAccepted',
  companyKycStatus: 'ACCEPTED',
  nonAdminUserStatus: 'UserStatusApproved',
  tutorialsViewed: true,
  tmDataPopulated: true,
};

afterEach(() => clearSession());

describe('storeStatusRoute (a status re-read)', () => {
  it("takes a member's status from the re-read, not the older one the login gave", () => {
    Object.assign(session, { claims: claims('finance'), userStatus: 'UserStatusSubmitted' });
    expect(storeStatusRoute(accepted)).toBe('/dashboard');
    expect(session.userStatus).toBe('UserStatusApproved');
    expect(isSessionOnboarded()).toBe(true);
    expect(storeStatusRoute({ ...accepted, nonAdminUserStatus: 'UserStatusRejected' })).toBe(
      '/account-opening/unsuccessful',
    );
  });

  it("stores an admin's status and follows post-login routing, with a remembered path last", () => {
    Object.assign(session, { claims: claims('admin'), userStatus: 'UserStatusUnknown' });
    expect(storeStatusRoute({ ...accepted, tmDataPopulated: false }, '/account')).toBe(
      '/data-population',
    );
    expect(storeStatusRoute({ ...accepted, tutorialsViewed: false }, '/account')).toBe('/tutorial');
    expect(storeStatusRoute(accepted, '/account')).toBe('/account');
    expect(session.kyc).toEqual(accepted);
    expect(session.userStatus).toBe('UserStatusUnknown');
  });
});
