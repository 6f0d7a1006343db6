import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Corridor } from '../../shared/domain/corridors';
import { call, type NodeBank, signIn, startNodeBank } from '../testingNode';

const CORRIDORS = '/boom/v2/payouts/config/corridors';
const ROUTES = '/boom/v2/payouts/config/routes';
const PURPOSES = '/boom/v2/payouts/config/purpose-of-payment';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const token = async (email = 'admin@demo.test') => (await signIn(email)).accessToken;
type Purpose = { code: string; label: string; invoiceRequired: boolean };
const purposes = (bearer: string, destinationCountryCode: string, currency: string) =>
  call<{ purposes: Purpose[] }>(PURPOSES, {
    method: 'POST',
    bearer,
    body: { destinationCountryCode, currency },
  });

describe('payout corridors and routes', () => {
  it('lists 50 overseas countries, Singapore excluded, each once', async () => {
    const { corridors } = (
      await call<{ corridors: Corridor[] }>(CORRIDORS, { bearer: await token() })
    ).body;
    const countries = corridors.map((c) => c.country);
    expect(countries).toHaveLength(50);
    expect(new Set(countries).size).toBe(50);
    expect(countries).not.toContain('SG');
  });

  it('pays the home currency on local rails and USD by telegraphic transfer', async () => {
    const { corridors } = (
      await call<{ corridors: Corridor[] }>(CORRIDORS, { bearer: await token() })
    ).body;
    const of = (country: string) => corridors.find((c) => c.country === country)?.currencies;
    expect(of('GB')).toEqual([
      { currency: 'GBP', route: 'LOCAL' },
      { currency: 'USD', route: 'TT' },
    ]);
    expect(of('DE')).toEqual([
      { currency: 'EUR', route: 'LOCAL' },
      { currency: 'USD', route: 'TT' },
    ]);
    expect(of('US')).toEqual([{ currency: 'USD', route: 'LOCAL' }]);
    expect(of('NZ')).toEqual([{ currency: 'USD', route: 'TT' }]);
  });

  it('lists the routes with their transfer times', async () => {
    expect((await call(ROUTES, { bearer: await token() })).body).toEqual({
      routes: [
        { route: 'LOCAL', transferTime: '1-3 days' },
        { route: 'TT', transferTime: 'up to 3-4 days' },
      ],
    });
  });
});

describe('purposes of payment', () => {
  it('lists IR001-IR020 and IR01801-IR01811 with their labels', async () => {
    const list = (await purposes(await token(), 'GB', 'GBP')).body.purposes;
    expect(list.map((p) => p.code)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `IR${String(i + 1).padStart(3, '0')}`),
      ...Array.from({ length: 11 }, (_, i) => `IR018${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(list.slice(0, 6).map((p) => p.label)).toEqual([
      'Family Maintenance',
      'Education-related student expenses',
      'Medical Treatment',
      'Travel',
      'Salary',
      'Repayment of Loans',
    ]);
    expect(list.some((p) => p.invoiceRequired)).toBe(false);
  });

  it('marks IR014, IR016, IR020 and IR01801-IR01810 as needing an invoice for INR only', async () => {
    const list = (await purposes(await token(), 'IN', 'INR')).body.purposes;
    expect(list.filter((p) => p.invoiceRequired).map((p) => p.code)).toEqual([
      'IR014',
      'IR016',
      'IR020',
      ...Array.from({ length: 10 }, (_, i) => `IR018${String(i + 1).padStart(2, '0')}`),
    ]);
  });

  it('refuses a currency the corridor does not pay, and Singapore, with INVALID_PARAM_ERROR', async () => {
    const bearer = await token();
    for (const [country, currency] of [
      ['IN', 'GBP'],
      ['SG', 'SGD'],
    ] as const)
      expect(await purposes(bearer, country, currency)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field: 'currency' },
      });
  });
});

describe('who may read the payout configuration', () => {
  it('refuses the three calls to the general role with NO_PERMISSION_API', async () => {
    const bearer = await token('general@demo.test');
    const denied = { status: 403, body: { code: 'NO_PERMISSION_API' } };
    expect(await call(CORRIDORS, { bearer })).toMatchObject(denied);
    expect(await call(ROUTES, { bearer })).toMatchObject(denied);
    expect(await purposes(bearer, 'IN', 'INR')).toMatchObject(denied);
  });

  it('answers the accountant while approvals are on, refuses it with NO_PERMISSION_API otherwise', async () => {
    const bearer = await token('accountant@demo.test');
    expect((await call(CORRIDORS, { bearer })).status).toBe(200);
    bank.setToggle('approvals', false);
    expect(await call(CORRIDORS, { bearer })).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
  });
});
