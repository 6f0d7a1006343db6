import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../api/session';
import { BankDatabase } from '../../db/database';
import { readMeta } from '../../db/meta';
import type { Corridor, PayoutConfig, RouteTime } from '../../shared/domain/corridors';
import type { Role } from '../../shared/domain/roles';
import { payoutConfigTask } from './payoutConfigTask';

let db: BankDatabase;
beforeEach(async () => {
  db = new BankDatabase(`payout-config-task-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
  session.claims = null;
});

const signedInAs = (role: Role) => {
  session.claims = {
    role,
    email: `${role}@demo.test`,
    sub: 'U1',
    corpID: 'C',
  } as typeof session.claims;
};
const noProgress = () => undefined;

const CORRIDORS: Corridor[] = [
  { country: 'GB', currencies: [{ currency: 'GBP', route: 'LOCAL' }] },
  { country: 'NZ', currencies: [{ currency: 'USD', route: 'TT' }] },
];
const ROUTES: RouteTime[] = [
  { route: 'LOCAL', transferTime: '1-2 days' },
  { route: 'TT', transferTime: 'up to 5 days' },
];

describe('payout configuration task', () => {
  it("stores the bank's corridors and routes in meta under 'payoutConfig'", async () => {
    signedInAs('finance');
    await payoutConfigTask(
      () => Promise.resolve(CORRIDORS),
      () => Promise.resolve(ROUTES),
    ).run(db, noProgress);
    expect(await readMeta<PayoutConfig>(db, 'payoutConfig')).toEqual({
      corridors: CORRIDORS,
      routes: ROUTES,
    });
  });

  it('keeps the last configuration when a call fails', async () => {
    signedInAs('finance');
    await payoutConfigTask(
      () => Promise.resolve(CORRIDORS),
      () => Promise.resolve(ROUTES),
    ).run(db, noProgress);
    const failing = payoutConfigTask(
      () => Promise.resolve([]),
      () => Promise.reject(new Error('503')),
    );
    await expect(failing.run(db, noProgress)).rejects.toThrow('503');
    expect(await readMeta<PayoutConfig>(db, 'payoutConfig')).toEqual({
      corridors: CORRIDORS,
      routes: ROUTES,
    });
  });

  it('asks nothing for a role that may not transfer', async () => {
    signedInAs('general');
    let asked = false;
    const ask = () => {
      asked = true;
      return Promise.resolve([]);
    };
    await payoutConfigTask(ask, ask).run(db, noProgress);
    expect([asked, await readMeta(db, 'payoutConfig')]).toEqual([false, undefined]);
  });
});
