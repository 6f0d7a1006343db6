import type { MockUser } from '../types';
import { updateState } from './persistedState';

/** The user's authenticator secret, as changed by the second-factor settings calls. */
export function currentSecret(user: MockUser): string | null {
  return updateState((s) => (user.email in s.totpSecrets ? (s.totpSecrets[user.email] ?? null) : user.totpSecret));
}
