import { clearSession } from '../../api/session';
import type { TokenClaims } from '../../shared/domain/auth';
import {
  deleteAllCacheDatabases,
  deleteUserDatabase,
  openUserDatabase,
} from '../../db/userDatabase';
import { defaultSyncTasks } from '../../sync/defaultTasks';
import { startSync, stopSync } from '../../sync/syncEngine';
import { endPhoneSession, resumePhoneSession } from './phoneSession';

/**
 * The cache belongs to one signed-in user: it opens after login (or a restored session) and is
 * deleted on logout and forced logout (docs/architecture.md §5).
 */
export async function startUserSession(claims: Pick<TokenClaims, 'corpID' | 'sub'>): Promise<void> {
  // A restored phone session (a reload) keeps its 10-second refresh check.
  resumePhoneSession();
  const db = await openUserDatabase(claims);
  startSync({ db, tasks: defaultSyncTasks() });
}

export async function endUserSession(): Promise<void> {
  stopSync();
  endPhoneSession();
  clearSession();
  await deleteUserDatabase();
  // A forced logout may come after the claims are gone: leave no cache database behind.
  await deleteAllCacheDatabases();
}
