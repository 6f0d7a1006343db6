import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationSummary } from '../../shared/domain/invitations';
import { MAX_INVITATION_CODES } from '../rules/invitations';
import { loadApplicants, updateApplicants } from '../rules/applicants';
import { buildScenario } from '../scenarios/registry';
import { call, DEVICE, type NodeBank, post, signIn, startNodeBank } from '../testingNode';

/** spec-3 §4 Invitations, §7 Team (docs/decisions/team.md 'Invitations'). */

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

type FirstPage = { firstPageResults: InvitationSummary[]; ids: string[] };

const admin = async () => (await signIn('admin@demo.test')).accessToken;
const inviteAs = (bearer: string, invitations: { email: string; role: string }[]) =>
  post<{ pendingEmailList: string[]; registeredEmailList: string[] }>('/v1/boom/auth/invite', {
    bearer,
    body: { invitations },
  });
const list = (bearer: string, query = '') =>
  call<FirstPage>(`/v1/boom/auth/invite/all?pageSize=10${query}`, { bearer });
const verify = (email: string, magicCode: string) =>
  post<{ code?: string; description?: string }>('/v1/boom/auth/verify-magic-code', {
    body: { email, magicCode },
    deviceId: DEVICE,
  });
/** The invitation code the bank e-mailed last to `email` (the demo panel's view). */
const codeOf = (email: string) =>
  bank
    .invitations()
    .filter((i) => i.email === email && i.status === 'live')
    .at(-1)?.code ?? '';
const idOf = async (bearer: string, email: string) =>
  (await list(bearer)).body.firstPageResults.find((i) => i.email === email)?.id ?? '';

describe('inviting people', () => {
  it('invites several e-mails at once (trimmed, a repeat counts once); a registered one is answered, not invited', async () => {
    const bearer = await admin();
    const answer = await inviteAs(bearer, [
      { email: '  Ann@Example.com ', role: 'finance' },
      { email: 'bob@example.com', role: 'general' },
      { email: 'ann@example.com', role: 'general' },
      { email: 'Finance@demo.test', role: 'general' },
    ]);
    expect(answer).toEqual({
      status: 200,
      body: {
        pendingEmailList: ['ann@example.com', 'bob@example.com'],
        registeredEmailList: ['finance@demo.test'],
      },
    });
    const first = (await list(bearer)).body.firstPageResults;
    expect(first.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'ann@example.com', role: 'finance', status: 'pending' }),
        expect.objectContaining({ email: 'bob@example.com', role: 'general', status: 'pending' }),
      ]),
    );
    // Each is e-mailed its link, which opens the existing accept-invite page.
    const mail = bank.emailsTo('ann@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('You are invited to join your team');
    const code = codeOf('ann@example.com');
    expect(mail[0]?.body).toContain(`/accept-invite?email=ann%40example.com&code=${code}`);
    expect((await verify('ann@example.com', code)).body).toMatchObject({
      emailAddress: 'ann@example.com',
      corporateName: 'Demo Trading Pte. Ltd.',
      memberRole: 'finance',
    });
    expect(bank.emailsTo('finance@demo.test')).toEqual([]);
  });

  it('refuses an invitation to anyone but admin and sub-admin with NO_PERMISSION_API', async () => {
    for (const email of ['finance@demo.test', 'accountant@demo.test', 'general@demo.test']) {
      const { accessToken } = await signIn(email);
      expect(
        (await inviteAs(accessToken, [{ email: 'x@example.com', role: 'general' }])).body,
      ).toMatchObject({ code: 'NO_PERMISSION_API' });
      expect((await list(accessToken)).status).toBe(403);
      for (const [path, body] of [
        ['/v1/boom/auth/invite/all/paging', { ids: ['INV-0001'] }],
        ['/v1/boom/auth/invite/update', { id: 'INV-0001', status: 'revoked' }],
        ['/v1/boom/auth/invite/resend', { id: 'INV-0002' }],
      ] as const)
        expect((await post(path, { bearer: accessToken, body })).status).toBe(403);
    }
    const { accessToken } = await signIn('subadmin@demo.test');
    expect(
      (await inviteAs(accessToken, [{ email: 'x@example.com', role: 'general' }])).status,
    ).toBe(200);
  });

  it('refuses an admin role, an empty list and a malformed e-mail with INVALID_PARAM_ERROR', async () => {
    const bearer = await admin();
    expect(
      (await inviteAs(bearer, [{ email: 'boss@example.com', role: 'admin' }])).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR' });
    expect((await inviteAs(bearer, [])).body).toMatchObject({ code: 'INVALID_PARAM_ERROR' });
    expect(
      (await inviteAs(bearer, [{ email: 'not-an-email', role: 'general' }])).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR' });
    expect(bank.invitations().map((i) => i.email)).not.toContain('not-an-email');
  });

  it('inviting the same e-mail again replaces its open invitation: the old link says it was cancelled for a newer one', async () => {
    const bearer = await admin();
    await inviteAs(bearer, [{ email: 'cat@example.com', role: 'general' }]);
    const old = codeOf('cat@example.com');
    await inviteAs(bearer, [{ email: 'cat@example.com', role: 'finance' }]);
    const all = (await list(bearer)).body.firstPageResults.filter(
      (i) => i.email === 'cat@example.com',
    );
    expect(all).toEqual([expect.objectContaining({ role: 'finance', status: 'pending' })]);
    expect((await verify('cat@example.com', old)).body.code).toBe('INVITATION_CANCELLED_RESEND');
  });
});

describe('the invitation list', () => {
  it('gives the first page of 10, newest first, and every id; pages by ids; filters by status', async () => {
    const bearer = await admin();
    const emails = Array.from({ length: 12 }, (_, i) => `p${i}@example.com`);
    await inviteAs(
      bearer,
      emails.map((email) => ({ email, role: 'general' })),
    );
    const first = (await list(bearer)).body;
    // 12 new, the seeded pending one and the seeded expired one.
    expect(first.ids).toHaveLength(14);
    expect(first.firstPageResults).toHaveLength(10);
    expect(first.ids.at(-1)).toBe('INV-0002');
    const rest = await post<{ results: InvitationSummary[] }>('/v1/boom/auth/invite/all/paging', {
      bearer,
      body: { ids: [...first.ids.slice(10), 'INV-NOPE'] },
    });
    expect(rest.body.results.map((i) => i.id)).toEqual(first.ids.slice(10));
    const expired = (await list(bearer, '&status=expired')).body;
    expect(expired.firstPageResults).toEqual([
      expect.objectContaining({ id: 'INV-0002', email: 'late@demo.test', status: 'expired' }),
    ]);
    expect((await list(bearer, '&status=pending')).body.ids).toHaveLength(13);
    expect((await list(bearer, '&status=sent')).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'status',
    });
  });

  it('GET invite lists the open ones (pending and expired), for People', async () => {
    const bearer = await admin();
    await inviteAs(bearer, [{ email: 'fay@example.com', role: 'finance' }]);
    const id = await idOf(bearer, 'fay@example.com');
    await post('/v1/boom/auth/invite/update', { bearer, body: { id, status: 'revoked' } });
    await inviteAs(bearer, [{ email: 'gus@example.com', role: 'general' }]);
    const open = await call<{ pendingList: InvitationSummary[] }>('/v1/boom/auth/invite', {
      bearer,
    });
    expect(open.body.pendingList.map((i) => [i.email, i.status])).toEqual([
      ['gus@example.com', 'pending'],
      ['invitee@demo.test', 'pending'],
      ['late@demo.test', 'expired'],
    ]);
    const { accessToken } = await signIn('general@demo.test');
    expect((await call('/v1/boom/auth/invite', { bearer: accessToken })).status).toBe(403);
  });

  it('shows only the own company’s invitations', async () => {
    const bearer = await admin();
    const ids = (await list(bearer)).body.ids;
    expect(ids).toEqual(['INV-0001', 'INV-0002']);
  });
});

describe('resend, revoke, cancel', () => {
  it('revoke: the pending link then answers INVITATION_REVOKED; it cannot be revoked or sent again', async () => {
    const bearer = await admin();
    await inviteAs(bearer, [{ email: 'dan@example.com', role: 'accountant' }]);
    const code = codeOf('dan@example.com');
    const id = await idOf(bearer, 'dan@example.com');
    const revoked = await post<InvitationSummary>('/v1/boom/auth/invite/update', {
      bearer,
      body: { id, status: 'revoked' },
    });
    expect(revoked.body).toMatchObject({ id, status: 'revoked' });
    expect((await verify('dan@example.com', code)).body).toEqual({
      code: 'INVITATION_REVOKED',
      description: 'This invitation was revoked by the company. Ask its admin for a new one.',
    });
    expect(
      (await post('/v1/boom/auth/invite/update', { bearer, body: { id, status: 'revoked' } })).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR' });
    expect(
      (await post('/v1/boom/auth/invite/resend', { bearer, body: { id } })).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR' });
    expect((await list(bearer, '&status=revoked')).body.ids).toEqual([id]);
  });

  it('cancel: only an expired invitation; its link then answers INVITATION_CANCELLED and cannot be renewed', async () => {
    const bearer = await admin();
    expect(
      (
        await post('/v1/boom/auth/invite/update', {
          bearer,
          body: { id: 'INV-0001', status: 'cancelled' },
        })
      ).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR' });
    expect(
      (
        await post<InvitationSummary>('/v1/boom/auth/invite/update', {
          bearer,
          body: { id: 'INV-0002', status: 'cancelled' },
        })
      ).body,
    ).toMatchObject({ id: 'INV-0002', status: 'cancelled' });
    expect((await verify('late@demo.test', 'JOIN2025')).body).toEqual({
      code: 'INVITATION_CANCELLED',
      description: 'This invitation was cancelled by the company. Ask its admin for a new one.',
    });
    expect(
      (
        await post('/v1/boom/auth/update-magic-code', {
          body: { email: 'late@demo.test', magicCode: 'JOIN2025' },
          deviceId: DEVICE,
        })
      ).body,
    ).toMatchObject({ code: 'INVITATION_CANCELLED' });
  });

  it('resend e-mails a new code; the old link answers INVITATION_CANCELLED_RESEND; again within a minute is 429', async () => {
    const bearer = await admin();
    const resent = await post<InvitationSummary>('/v1/boom/auth/invite/resend', {
      bearer,
      body: { id: 'INV-0002' },
    });
    expect(resent.body).toMatchObject({ id: 'INV-0002', status: 'pending' });
    const code = codeOf('late@demo.test');
    expect(code).not.toBe('JOIN2025');
    expect(bank.emailsTo('late@demo.test').at(-1)?.body).toContain(`code=${code}`);
    expect((await verify('late@demo.test', 'JOIN2025')).body.code).toBe(
      'INVITATION_CANCELLED_RESEND',
    );
    expect((await verify('late@demo.test', code)).body).toMatchObject({ memberRole: 'general' });
    expect(
      (await post('/v1/boom/auth/invite/resend', { bearer, body: { id: 'INV-0002' } })).body,
    ).toMatchObject({ code: 'TOO_MANY_REQUEST' });
    // One row still, pending.
    expect((await list(bearer)).body.ids.filter((i) => i === 'INV-0002')).toHaveLength(1);
  });

  it('guessing a new invitation’s code is throttled as the seeded one’s: after 5 wrong codes even the right one waits', async () => {
    const bearer = await admin();
    await inviteAs(bearer, [{ email: 'ida@example.com', role: 'general' }]);
    const code = codeOf('ida@example.com');
    for (const guess of ['AAAA2222', 'AAAA3333', 'AAAA4444', 'AAAA5555', 'AAAA6666'])
      expect((await verify('ida@example.com', guess)).body.code).toBe('INVALID_CODE');
    expect((await verify('ida@example.com', code)).body.code).toBe('TOO_MANY_REQUEST');
    // A resend does not lift the hold on guessing.
    const id = await idOf(bearer, 'ida@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await post('/v1/boom/auth/invite/resend', { bearer, body: { id } })).status).toBe(200);
    expect((await verify('ida@example.com', codeOf('ida@example.com'))).body.code).toBe(
      'TOO_MANY_REQUEST',
    );
  });

  it('an unknown or another company’s invitation is RESOURCE_NOT_FOUND', async () => {
    const bearer = await admin();
    for (const [path, body] of [
      ['/v1/boom/auth/invite/update', { id: 'INV-NOPE', status: 'revoked' }],
      ['/v1/boom/auth/invite/resend', { id: 'INV-NOPE' }],
    ] as const)
      expect((await post(path, { bearer, body })).body).toMatchObject({
        code: 'RESOURCE_NOT_FOUND',
      });
  });

  it('an accepted invitation shows as accepted and can no longer be revoked', async () => {
    const bearer = await admin();
    await verify('invitee@demo.test', 'JOIN2026');
    // The member finishes the sign-up (phone, code, password) through the existing calls.
    const sent = await post<{ otpId: string }>('/v1/boom/auth/register-phone-number-mc', {
      body: { email: 'invitee@demo.test', phoneNumber: '+6591234567' },
      deviceId: DEVICE,
    });
    await post('/v1/boom/auth/verify-sms-otp-mc', {
      body: { otp: '123456', otpId: sent.body.otpId },
      deviceId: DEVICE,
    });
    expect(
      (
        await post('/v1/boom/auth/set-password-mc', {
          body: { email: 'invitee@demo.test', password: 'Join#2026' },
          deviceId: DEVICE,
        })
      ).status,
    ).toBe(200);
    expect((await list(bearer, '&status=accepted')).body.ids).toEqual(['INV-0001']);
    // The new member is in the team, waiting for their details, then for the bank's review.
    const statusInTeam = async () =>
      (
        await call<{ firstPageResults: { email: string; status: string }[] }>(
          '/v1/boom/auth/team/all?pageSize=100',
          { bearer },
        )
      ).body.firstPageResults.find((m) => m.email === 'invitee@demo.test')?.status;
    expect(await statusInTeam()).toBe('details-due');
    updateApplicants(buildScenario('default'), (s) => {
      // As the member's details submission leaves it (kyc/invite/submission).
      s.members['invitee@demo.test'] = {
        email: 'invitee@demo.test',
        corpID: 'CORP-DEMO-0001',
        userStatus: 'UserStatusSubmitted',
        progress: null,
        documents: [],
        details: {},
      };
    });
    expect(await statusInTeam()).toBe('in-review');
    bank.decideMember('invitee@demo.test', true);
    expect(await statusInTeam()).toBe('active');
    // Not pending any more: GET invite no longer lists it.
    expect(
      (
        await call<{ pendingList: InvitationSummary[] }>('/v1/boom/auth/invite', { bearer })
      ).body.pendingList.map((i) => i.id),
    ).toEqual(['INV-0002']);
    expect(
      (
        await post('/v1/boom/auth/invite/update', {
          bearer,
          body: { id: 'INV-0001', status: 'revoked' },
        })
      ).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR' });
  });

  it('keeps at most MAX_INVITATION_CODES codes, dropping the closed ones sent longest ago', async () => {
    const scenario = buildScenario('default');
    updateApplicants(scenario, (s) => {
      for (let n = 0; n < MAX_INVITATION_CODES; n++)
        s.invitations[`OLD${n}`] = {
          id: `INV-OLD${n}`,
          email: `old${n}@example.com`,
          code: `OLD${n}`,
          role: 'general',
          corpID: 'CORP-DEMO-0001',
          status: 'revoked',
          expiresAt: 0,
          sentAt: n,
        };
    });
    await inviteAs(await admin(), [{ email: 'eve@example.com', role: 'general' }]);
    const kept = loadApplicants(scenario).invitations;
    expect(Object.keys(kept)).toHaveLength(MAX_INVITATION_CODES);
    // The live ones stay; the oldest revoked ones went.
    expect(kept.JOIN2026).toBeDefined();
    expect(kept.OLD0).toBeUndefined();
    expect(kept.OLD2).toBeUndefined();
    expect(kept.OLD3).toBeDefined();
  });
});
