import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BankDatabase } from '../../db/database';
import { readMeta } from '../../db/meta';
import type { Profile } from '../../shared/domain/profile';
import type { FeatureToggles } from '../../shared/domain/toggles';
import { defaultSyncTasks } from '../defaultTasks';
import { profileTask } from './profileTask';
import { togglesTask } from './togglesTask';

let db: BankDatabase;
beforeEach(async () => {
  db = new BankDatabase(`tasks-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'u1',
    userReferenceID: 'USR-1',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@demo.test',
    role: 'admin',
    isAdmin: true,
    companyName: 'Demo Trading Pte. Ltd.',
    corporateReferenceID: 'CORP-1',
    phoneNumber: '****1234',
    currencyPreference: 'SGD',
    mcc: '0000',
    registeredAddress: '1 Demo Street',
    showDashboardBanner: false,
    authenticatorAppPreference: false,
    displayPaynowDisclaimer: false,
    isFirstLogin: false,
    ...overrides,
  };
}

const noProgress = () => undefined;

describe('sync tasks', () => {
  it("stores the bank's profile in meta under 'profile'", async () => {
    const profile = aProfile();
    await profileTask(() => Promise.resolve(profile)).run(db, noProgress);
    expect(await readMeta<Profile>(db, 'profile')).toEqual(profile);
  });

  it("stores the feature toggles in meta under 'toggles'", async () => {
    const toggles: FeatureToggles = {
      approvals: true,
      p2p: { open: false, allowUsers: 'ada@demo.test' },
    };
    await togglesTask(() => Promise.resolve(toggles)).run(db, noProgress);
    expect(await readMeta<FeatureToggles>(db, 'toggles')).toEqual(toggles);
  });

  it('keeps the profile, toggles, money stores, recipients and payout configuration fresh by default, sending notes typed offline', () => {
    expect(defaultSyncTasks().map((t) => t.store)).toEqual([
      'profile',
      'toggles',
      'accounts',
      'cards',
      'noteOutbox',
      'transactions',
      'approvals',
      'recipients',
      'payoutConfig',
    ]);
  });
});
