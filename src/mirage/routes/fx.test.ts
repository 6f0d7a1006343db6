import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FxQuote } from '../../shared/domain/fx';
import { call, type NodeBank, post, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-03-02T04:05:06.000Z');

describe('quotes', () => {
  it('issues a quote valid for exactly 3 minutes with an integer bid rate in millionths', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { accessToken } = await signIn('finance@demo.test');
    const quote = await post<FxQuote>('/boom/v2/fx/quotes', {
      bearer: accessToken,
      body: { sellCurrency: 'SGD', buyCurrency: 'USD', fxProvider: 'DEFAULT' },
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      sellCurrency: 'SGD',
      buyCurrency: 'USD',
      country: 'US',
      validTo: new Date(NOW + 180_000).toISOString(),
    });
    expect(Number.isSafeInteger(quote.body.bidRate)).toBe(true);
    // 1 USD = 1.34215 SGD mid: the bank's bid for SGD->USD is below 0.745073 (its spread).
    expect(quote.body.bidRate).toBeLessThan(745_073);
    expect(quote.body.bidRate).toBeGreaterThan(740_000);
    expect(quote.body.referenceId).toBeTruthy();
  });

  it('gives the current bid rate on GET, the same as a POST in the same minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { accessToken } = await signIn('general@demo.test');
    const shown = await call<FxQuote>('/boom/v2/fx/quotes?sellCurrency=USD&buyCurrency=SGD', {
      bearer: accessToken,
    });
    expect(shown.body).toMatchObject({
      sellCurrency: 'USD',
      buyCurrency: 'SGD',
      validTo: new Date(NOW + 180_000).toISOString(),
    });
    expect(shown.body.bidRate).toBeLessThan(1_342_150);
    const admin = await signIn('admin@demo.test');
    const traded = await post<FxQuote>('/boom/v2/fx/quotes', {
      bearer: admin.accessToken,
      body: { sellCurrency: 'USD', buyCurrency: 'SGD' },
    });
    expect(traded.body.bidRate).toBe(shown.body.bidRate);
  });

  it('moves the rate a little from minute to minute, deterministically', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { accessToken } = await signIn('admin@demo.test');
    const rateAt = async (at: number) => {
      vi.setSystemTime(at);
      return (
        await call<FxQuote>('/boom/v2/fx/quotes?sellCurrency=SGD&buyCurrency=EUR', {
          bearer: accessToken,
        })
      ).body.bidRate;
    };
    const rates = [
      await rateAt(NOW),
      await rateAt(NOW + 60_000),
      await rateAt(NOW + 120_000),
      await rateAt(NOW + 180_000),
    ];
    expect(new Set(rates).size).toBeGreaterThan(1);
    expect(await rateAt(NOW)).toBe(rates[0]);
  });

  it('quotes 1 for the same currency and refuses unknown or untradable currencies', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      (
        await call<FxQuote>('/boom/v2/fx/quotes?sellCurrency=SGD&buyCurrency=SGD', {
          bearer: accessToken,
        })
      ).body.bidRate,
    ).toBe(1_000_000);
    // A missing buyCurrency is no request at all: the contract (fx.rate) refuses it before the bank's rules.
    expect(
      await call('/boom/v2/fx/quotes?sellCurrency=SGD', { bearer: accessToken }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field: 'buyCurrency' } });
    expect(
      await call('/boom/v2/fx/quotes?sellCurrency=SGD&buyCurrency=XYZ', { bearer: accessToken }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description: 'sellCurrency and buyCurrency must be currency codes.',
      },
    });
    // Rupiah is quoted to be paid out abroad, but not sold from an account.
    expect(
      await call('/boom/v2/fx/quotes?sellCurrency=SGD&buyCurrency=IDR', { bearer: accessToken }),
    ).toMatchObject({ status: 200, body: { sellCurrency: 'SGD', buyCurrency: 'IDR' } });
    expect(
      await call('/boom/v2/fx/quotes?sellCurrency=IDR&buyCurrency=SGD', { bearer: accessToken }),
    ).toMatchObject({ status: 400, body: { code: 'FX_TXN_STATUS_RATES_UNAVAILABLE' } });
  });

  it('refuses a malformed request by its contract, naming the field', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      await call('/boom/v2/fx/quotes?sellCurrency=SINGAPORED&buyCurrency=USD', {
        bearer: accessToken,
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'sellCurrency' },
    });
    expect(
      await post('/boom/v2/fx/quotes', {
        bearer: accessToken,
        body: { sellCurrency: 'SINGAPORED', buyCurrency: 'USD' },
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'sellCurrency' },
    });
    expect(
      await post('/boom/v2/fx/quotes', {
        bearer: accessToken,
        body: { sellCurrency: 'SGD', buyCurrency: 840 },
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'buyCurrency' },
    });
  });

  it('authenticates before it reads the request: no token, no word on its shape', async () => {
    expect(await call('/boom/v2/fx/quotes?sellCurrency=SINGAPORED', {})).toMatchObject({
      status: 401,
      body: { code: 'INVALID_ACCESS_TOKEN' },
    });
  });

  it('refuses a tradable quote to the general role', async () => {
    const { accessToken } = await signIn('general@demo.test');
    expect(
      await post('/boom/v2/fx/quotes', {
        bearer: accessToken,
        body: { sellCurrency: 'SGD', buyCurrency: 'USD' },
      }),
    ).toMatchObject({ status: 403, body: { code: 'NO_PERMISSION_API' } });
  });
});
