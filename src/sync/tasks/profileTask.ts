import { getProfile } from '../../api/profile';
import { PROFILE_KEY, writeMeta } from '../../db/meta';
import type { Profile } from '../../shared/domain/profile';
import type { SyncTask } from '../syncTask';

export function profileTask(fetchProfile: () => Promise<Profile> = getProfile): SyncTask {
  return {
    store: 'profile',
    async run(db) {
      await writeMeta(db, PROFILE_KEY, await fetchProfile());
    },
  };
}
