import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, claimsOf, type NodeBank, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

describe('the demo applicants (one per onboarding state)', () => {
  it.each([
    ['new@demo.test', 'unknown', 'KYCStatusUnknown'],
    ['registry@demo.test', 'unknown', 'KYCStatusUnknown'],
    ['pending@demo.test', 'pending', 'KYCStatusDecisionPending'],
    ['rejected@demo.test', 'rejected', 'KYCStatusRejected'],
    ['submitted@demo.test', 'SUBMITTED', 'KYCStatusSubmitted'],
  ])('%s signs in to its own company, with status %s / %s', async (email, company, kyc) => {
    const { accessToken } = await signIn(email);
    expect(claimsOf(accessToken).corpID).toMatch(/^CORP-APPL-/);
    const { body } = await call('/v1/boom/kyc/myinfo/status', { bearer: accessToken });
    expect(body).toMatchObject({ companyKycStatus: company, kycStatus: kyc });
  });

  it("reach onboarding calls but never the demo company's accounts, team or transactions", async () => {
    const { accessToken } = await signIn('pending@demo.test');
    expect((await call('/v1/boom/auth/user/profile', { bearer: accessToken })).status).toBe(200);
    for (const path of ['/v1/boom/accounts', '/v1/boom/auth/team/all']) {
      const answer = await call(path, { bearer: accessToken });
      expect.soft(answer.status, path).toBe(403);
    }
    const accounts = await call('/v1/boom/accounts', { bearer: accessToken });
    expect(accounts.body).toMatchObject({ code: 'ACCESS_RESOURCESES_DENIED' });
  });

  it('leave the onboarded demo users as they were', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect((await call('/v1/boom/kyc/myinfo/status', { bearer: accessToken })).body).toMatchObject({
      companyKycStatus: 'ACCEPTED',
      kycStatus: 'KYCStatusAccepted',
    });
  });
});
