import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, type NodeBank, signIn, startNodeBank } from '../testingNode';

const REMITTANCE = '/boom/v2/fee/remittance';
const LOCAL = '/v1/boom/fee/local';
const PAYOUT = '/boom/v2/payouts/fee';
const PAYOUT_V3 = '/boom/v3/payouts/fee';
const S$1000 = 1_000_000_000;

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const token = async (email = 'admin@demo.test') => (await signIn(email)).accessToken;
const fee = async (path: string, body: Record<string, unknown>, bearer?: string) =>
  call(path, { method: 'POST', bearer: bearer ?? (await token()), body });
const request = (
  senderCurrency: string,
  destinationCountryCode: string,
  senderAmount = S$1000,
) => ({
  senderAmount,
  senderCurrency,
  destinationCountryCode,
});

describe('fees', () => {
  it('prices a local FAST payout in SGD at zero', async () => {
    expect(await fee(LOCAL, request('SGD', 'SG'))).toEqual({
      status: 200,
      body: { fee: 0, currency: 'SGD' },
    });
  });

  it('prices a local payout in another currency (a local TT) at the flat fee of that currency', async () => {
    expect((await fee(LOCAL, request('USD', 'SG'))).body).toEqual({
      fee: 8_000_000,
      currency: 'USD',
    });
  });

  it('prices a zero sender amount at zero, local and overseas', async () => {
    expect((await fee(LOCAL, request('USD', 'SG', 0))).body).toEqual({ fee: 0, currency: 'USD' });
    expect((await fee(REMITTANCE, request('SGD', 'AU', 0))).body).toEqual({
      fee: 0,
      currency: 'SGD',
    });
  });

  it('reads the destination amount when the sender amount is derived from it', async () => {
    const body = { ...request('SGD', 'AU', 0), destinationAmount: 500_000_000 };
    expect((await fee(REMITTANCE, { ...body, calculateSourceAmtFromDestAmt: true })).body).toEqual({
      fee: 10_000_000,
      currency: 'SGD',
    });
    expect(
      (
        await fee(REMITTANCE, {
          ...body,
          senderAmount: S$1000,
          destinationAmount: 0,
          calculateSourceAmtFromDestAmt: true,
        })
      ).body,
    ).toEqual({ fee: 0, currency: 'SGD' });
  });

  it('prices a remittance at the flat fee of the sender currency, in micro-units', async () => {
    const bearer = await token();
    const fees = [];
    // One after another: a second sign-in would end the first session.
    for (const c of ['SGD', 'USD', 'EUR', 'GBP', 'AUD', 'HKD', 'CHF', 'JPY', 'THB'])
      fees.push((await fee(REMITTANCE, request(c, 'GB'), bearer)).body);
    expect(fees).toEqual([
      { fee: 10_000_000, currency: 'SGD' },
      { fee: 8_000_000, currency: 'USD' },
      { fee: 7_000_000, currency: 'EUR' },
      { fee: 6_000_000, currency: 'GBP' },
      { fee: 10_000_000, currency: 'AUD' },
      { fee: 60_000_000, currency: 'HKD' },
      { fee: 7_000_000, currency: 'CHF' },
      { fee: 1_000_000_000, currency: 'JPY' },
      { fee: 250_000_000, currency: 'THB' },
    ]);
  });

  it('prices a sender currency without a listed fee at fee_default, zero', async () => {
    expect((await fee(REMITTANCE, request('NZD', 'AU'))).body).toEqual({ fee: 0, currency: 'NZD' });
  });

  it('refuses a remittance to Singapore or a country outside the corridors with INVALID_PARAM_ERROR', async () => {
    for (const country of ['SG', 'KP'])
      expect(await fee(REMITTANCE, request('SGD', country))).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field: 'destinationCountryCode' },
      });
  });

  it('prices the payout calls (v2 and v3) as local to Singapore and as remittance elsewhere', async () => {
    for (const path of [PAYOUT, PAYOUT_V3]) {
      expect((await fee(path, request('SGD', 'SG'))).body).toEqual({ fee: 0, currency: 'SGD' });
      expect((await fee(path, request('SGD', 'IN'))).body).toEqual({
        fee: 10_000_000,
        currency: 'SGD',
      });
    }
  });

  it('refuses an amount that is not integer micro-units with INVALID_PARAM_ERROR', async () => {
    for (const senderAmount of [1.5, -1, '100'])
      expect(await fee(REMITTANCE, request('SGD', 'AU', senderAmount as number))).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field: 'senderAmount' },
      });
  });

  it('refuses every fee call to the general role with NO_PERMISSION_API', async () => {
    const bearer = await token('general@demo.test');
    for (const path of [REMITTANCE, LOCAL, PAYOUT, PAYOUT_V3])
      expect(await fee(path, request('SGD', 'AU'), bearer)).toMatchObject({
        status: 403,
        body: { code: 'NO_PERMISSION_API' },
      });
  });

  it('answers the accountant while approvals are on, refuses it with NO_PERMISSION_API otherwise', async () => {
    const bearer = await token('accountant@demo.test');
    expect((await fee(LOCAL, request('SGD', 'SG'), bearer)).status).toBe(200);
    bank.setToggle('approvals', false);
    expect(await fee(LOCAL, request('SGD', 'SG'), bearer)).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
  });
});
