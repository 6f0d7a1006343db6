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
});
