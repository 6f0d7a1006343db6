import type { SyncTask } from './syncTask';
import { profileTask } from './tasks/profileTask';
import { togglesTask } from './tasks/togglesTask';

/** What a signed-in session keeps fresh. The money stores join with their slice. */
export function defaultSyncTasks(): SyncTask[] {
  return [profileTask(), togglesTask()];
}
