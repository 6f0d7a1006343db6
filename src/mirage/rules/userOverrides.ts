import type { MockUser } from '../types';
import { loadSeen } from '../stores/seen';
import { loadState } from '../stores/security';

/**
 * What a user changed about themself that must survive a reload (the scenario is rebuilt on every
 * page load): the authenticator secret, the password, tutorial and banner flags.
 */
export function currentSecret(user: Pick<MockUser, 'email' | 'totpSecret'>): string | null {
  const secrets = loadState().totpSecrets;
  return user.email in secrets ? (secrets[user.email] ?? null) : user.totpSecret;
}

export function currentPassword(user: Pick<MockUser, 'email' | 'password'>): string {
  return loadState().passwords[user.email] ?? user.password;
}

export function hasViewedTutorials(user: MockUser): boolean {
  return loadSeen().tutorialsViewed[user.email] ?? user.kyc.tutorialsViewed;
}

export function dismissedBanners(user: MockUser): string[] {
  return loadSeen().dismissedBanners[user.email] ?? [];
}
