import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TransferLimit } from '../../shared/domain/fx';
import { call, type NodeBank, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

describe('transfer limits', () => {
  it('serves the generic table in micro-units, with JPY, CHF and THB from the overseas table', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const { body } = await call<{ limits: TransferLimit[] }>('/boom/v2/transfers/limits', {
      bearer: accessToken,
    });
    const of = (c: string) => body.limits.find((l) => l.currency === c);
    expect(of('SGD')).toEqual({ currency: 'SGD', min: 1_000_000, max: 100_000_000_000 });
    expect(of('IDR')).toEqual({ currency: 'IDR', min: 1_000_000_000, max: 2_500_000_000_000_000 });
    expect(of('JPY')).toEqual({ currency: 'JPY', min: 100_000_000, max: 45_000_000_000_000 });
    expect(body.limits).toHaveLength(24);
  });

  it('serves the local and overseas tables when asked', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const local = await call<{ limits: TransferLimit[] }>('/boom/v2/transfers/limits?type=local', {
      bearer: accessToken,
    });
    expect(local.body.limits.find((l) => l.currency === 'SGD')?.max).toBe(200_000_000_000);
    expect(
      (
        await call<TransferLimit>('/boom/v2/transfers/limit/SGD?type=overseas', {
          bearer: accessToken,
        })
      ).body.max,
    ).toBe(500_000_000_000);
  });

  it('answers one currency, 404 for a currency without a limit and 400 for a non-currency', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      (await call<TransferLimit>('/boom/v2/transfers/limit/USD', { bearer: accessToken })).body,
    ).toEqual({ currency: 'USD', min: 1_000_000, max: 500_000_000_000 });
    expect(await call('/boom/v2/transfers/limit/NZD', { bearer: accessToken })).toMatchObject({
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND' },
    });
    expect(await call('/boom/v2/transfers/limit/XYZ', { bearer: accessToken })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER' },
    });
  });

  it("reads a lower-case code as the code, and refuses an unknown table by the bank's rule", async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      (await call<TransferLimit>('/boom/v2/transfers/limit/usd', { bearer: accessToken })).body
        .currency,
    ).toBe('USD');
    expect(
      await call('/boom/v2/transfers/limits?type=domestic', { bearer: accessToken }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER', description: 'type must be local, overseas or generic.' },
    });
  });

  it('refuses a malformed request by its contract, naming the field', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      await call('/boom/v2/transfers/limit/SINGAPORED', { bearer: accessToken }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field: 'currency' } });
    expect(
      await call(`/boom/v2/transfers/limits?type=${'x'.repeat(17)}`, { bearer: accessToken }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field: 'type' } });
  });
});
