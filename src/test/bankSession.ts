import { configureApiClient } from '../api/client';
import { session } from '../api/session';
import { readClaims, storeTokens } from '../api/tokens';
import type { BankDatabase } from '../db/database';
import { TOGGLES_KEY, writeMeta } from '../db/meta';
import { deleteAllCacheDatabases, openUserDatabase } from '../db/userDatabase';
import type { MockBankControls } from '../mirage/mockBank';
import { signIn, startTestBank } from '../mirage/testing';
import type { FeatureToggles } from '../shared/domain/toggles';

/*
 * Component tests against the mock bank through the real API client: start it (beforeEach), sign
 * the demo admin in, stop it (afterEach).
 */

/** The mock bank, with the API client pointed at it. */
export function startBankWithClient(): MockBankControls {
  const bank = startTestBank();
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
  return bank;
}

/**
 * Signs the demo admin in: tokens stored, the session's claims set, their cache open with these
 * toggles in it (null: the toggles not read yet).
 */
export async function signInAdmin(toggles: FeatureToggles | null = {}): Promise<BankDatabase> {
  const pair = await signIn('admin@demo.test');
  storeTokens(pair);
  const claims = readClaims(pair.accessToken);
  if (!claims) throw new Error('no claims');
  session.claims = claims;
  const db = await openUserDatabase(claims);
  if (toggles) await writeMeta(db, TOGGLES_KEY, toggles);
  return db;
}

/** Stops the bank, forgets the session and drops the caches. */
export async function stopBank(bank: MockBankControls): Promise<void> {
  bank.shutdown();
  session.claims = null;
  await deleteAllCacheDatabases();
}
