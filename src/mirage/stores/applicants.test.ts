import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICANTS_KEY, applicantsStore } from './applicants';

beforeEach(() => localStorage.clear());

describe('the applicants store', () => {
  it('reads version 1 without its sign-ups on their way (they moved to mockbank:signUps)', () => {
    const kept = {
      scenario: 'default',
      users: [],
      applications: {},
      members: {},
      invitations: {},
      tmData: {},
    };
    localStorage.setItem(
      APPLICANTS_KEY,
      JSON.stringify({ version: 1, value: { ...kept, signUps: { 'a@acme.test': {} } } }),
    );
    expect(applicantsStore.load()).toEqual(kept);
  });

  it('gives version 2’s invitations an id and a sending time (issue 24)', () => {
    const expiresAt = Date.UTC(2026, 10, 30);
    const old = {
      scenario: 'default',
      users: [],
      applications: {},
      members: {},
      invitations: {
        JOIN2026: {
          email: 'invitee@demo.test',
          code: 'JOIN2026',
          role: 'accountant',
          corpID: 'CORP-DEMO-0001',
          status: 'live',
          expiresAt,
        },
      },
      tmData: {},
    };
    localStorage.setItem(APPLICANTS_KEY, JSON.stringify({ version: 2, value: old }));
    expect(applicantsStore.load()?.invitations.JOIN2026).toEqual({
      ...old.invitations.JOIN2026,
      id: 'INV-M0001',
      sentAt: expiresAt - 14 * 24 * 60 * 60_000,
    });
  });
});
