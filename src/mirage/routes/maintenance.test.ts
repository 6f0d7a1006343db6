import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/dates';
import type { Account } from '../../shared/domain/accounts';
import type { Recipient } from '../../shared/domain/recipient';
import type { MaintenanceNotice } from '../../shared/domain/toggles';
import { toMicros } from '../../shared/money';
import { call, type NodeBank, post, restartNodeBank, signIn, startNodeBank } from '../testingNode';
import { pay, payoutRequest, recipientsOf, tradeQuote, withPayoutCode } from '../testingPayments';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const notices = async () =>
  (await call<{ notices: MaintenanceNotice[] }>('/v1/boom/auth/maintenance')).body.notices;

describe('the scenario’s notices', () => {
  it('serves a future payout maintenance notice to anyone, and filters by type', async () => {
    const all = await call<{
      notices: { maintenanceModeType: string; startDateTime: string; isExpired: boolean }[];
    }>('/v1/boom/auth/maintenance');
    expect(all.body.notices).toHaveLength(1);
    expect(all.body.notices[0]).toMatchObject({
      maintenanceModeType: 'Payout maintenance',
      isExpired: false,
    });
    expect(Date.parse(all.body.notices[0]?.startDateTime ?? '')).toBeGreaterThan(Date.now());
    const none = await post<{ notices: unknown[] }>('/v1/boom/auth/maintenance', {
      body: { maintenanceModeTypes: ['Outage'] },
    });
    expect(none.body.notices).toEqual([]);
    const payout = await post<{ notices: unknown[] }>('/v1/boom/auth/maintenance', {
      body: { maintenanceModeTypes: ['Outage', 'Payout maintenance'] },
    });
    expect(payout.body.notices).toHaveLength(1);
  });
});

describe('scheduled maintenance windows', () => {
  it('are served after the scenario’s, to anyone, and survive a restart until reset', async () => {
    const start = Date.now() + 24 * HOUR;
    const scheduled = bank.scheduleMaintenance({
      maintenanceModeType: 'Outage',
      startDateTime: new Date(start).toISOString(),
      endDateTime: start + 2 * HOUR,
      impactedFeatures: 'login, approvals',
    });
    expect(scheduled).toEqual({
      maintenanceModeType: 'Outage',
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 2 * HOUR).toISOString(),
      isExpired: false,
      impactedFeatures: 'login,approvals',
    });
    const served = await notices();
    expect(served.map((n) => n.maintenanceModeType)).toEqual(['Payout maintenance', 'Outage']);
    expect(served[1]).toEqual(scheduled);
    const byType = await post<{ notices: MaintenanceNotice[] }>('/v1/boom/auth/maintenance', {
      body: { maintenanceModeTypes: ['Outage'] },
    });
    expect(byType.body.notices).toEqual([scheduled]);

    bank = await restartNodeBank(bank);
    expect((await notices()).at(-1)).toEqual(scheduled);
    bank.reset();
    expect(await notices()).toHaveLength(1);
  });

  it('expire when the bank’s clock passes their end', async () => {
    bank.scheduleMaintenance({
      maintenanceModeType: 'Payout outage',
      startDateTime: Date.now(),
      endDateTime: Date.now() + 30 * MINUTE,
    });
    expect((await notices()).at(-1)?.isExpired).toBe(false);
    bank.advanceClock(31 * MINUTE);
    expect((await notices()).at(-1)?.isExpired).toBe(true);
  });

  it('refuse an unknown type or page, an unreadable date and an end not after the start', () => {
    const now = Date.now();
    const window = { startDateTime: now, endDateTime: now + HOUR };
    expect(() => bank.scheduleMaintenance({ maintenanceModeType: 'Payout', ...window })).toThrow(
      /^Unknown maintenance type 'Payout'/,
    );
    expect(() =>
      bank.scheduleMaintenance({
        maintenanceModeType: 'Outage',
        ...window,
        impactedFeatures: 'login,cards',
      }),
    ).toThrow(/^Unknown page types cards/);
    expect(() =>
      bank.scheduleMaintenance({ ...window, maintenanceModeType: 'Outage', startDateTime: 'soon' }),
    ).toThrow("startDateTime 'soon' is not a date");
    expect(() =>
      bank.scheduleMaintenance({
        maintenanceModeType: 'Outage',
        startDateTime: now,
        endDateTime: now,
      }),
    ).toThrow('A maintenance window ends after it starts');
    bank.clearScheduledMaintenance();
    expect(bank.maintenanceNotices()).toHaveLength(1);
  });
});

const main = (): Account => {
  const found = bank.accounts().find((a) => a.accountName === 'Main account');
  if (!found) throw new Error('no main account');
  return found;
};
const schedule = (type: string, from: number, to: number, impactedFeatures?: string) =>
  bank.scheduleMaintenance({
    maintenanceModeType: type,
    startDateTime: from,
    endDateTime: to,
    ...(impactedFeatures === undefined ? {} : { impactedFeatures }),
  });

describe('payouts during a maintenance window', () => {
  let bearer = '';
  let recipients: Recipient[] = [];
  beforeEach(async () => {
    bearer = (await signIn('admin@demo.test')).accessToken;
    recipients = await recipientsOf(bearer);
  });
  const fast = () => {
    const found = recipients.find(
      (r) =>
        r.recipientType === 'LOCAL' &&
        r.currency === 'SGD' &&
        !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
    );
    if (!found) throw new Error('no FAST recipient');
    return found;
  };
  const payFast = async () =>
    pay(
      bearer,
      'FAST',
      await withPayoutCode(
        bearer,
        payoutRequest(main(), fast(), toMicros('100.00')),
        main(),
        fast(),
      ),
    );
  it('are refused with SERVICE_UNAVAILABLE while a payout window is on, and go through after it', async () => {
    const end = Date.now() + HOUR;
    const window = schedule('Payout maintenance', Date.now() - MINUTE, end);
    const before = main().currentBalance;
    const refused = await payFast();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      description: `Transfers are paused for maintenance until ${formatDateTime(window.endDateTime)}. Please try again after that.`,
    });
    expect(main().currentBalance).toBe(before);
    bank.advanceClock(HOUR);
    expect((await payFast()).status).toBe(200);
  });

  it('go through before a window starts, and a window naming other pages pauses only those', async () => {
    schedule('Payout outage', Date.now() + HOUR, Date.now() + 2 * HOUR);
    schedule('Payout outage', Date.now() - MINUTE, Date.now() + HOUR, 'overseasTransfer');
    schedule('identity-registry', Date.now() - MINUTE, Date.now() + HOUR);
    expect((await payFast()).status).toBe(200);

    const usd = recipients.find((r) => r.recipientType === 'OVERSEAS' && r.bankCtry === 'US');
    if (!usd) throw new Error('no US recipient');
    const quote = await tradeQuote(bearer, 'SGD', 'USD');
    const remittance = payoutRequest(
      main(),
      usd,
      toMicros('100.00'),
      { fee: toMicros('10.00'), quote },
      { purposeOfPayment: 'IR016' },
    );
    const refused = await pay(
      bearer,
      'REMITTANCE',
      await withPayoutCode(bearer, remittance, main(), usd),
    );
    expect(refused).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
  });
});
