import { vi } from 'vitest';
import type * as fees from '../../../api/fees';
import type * as fx from '../../../api/fx';
import type * as limits from '../../../api/limits';

/*
 * The calculator's rate, limit and fee calls for the dashboard's component tests: each test file's
 * vi.mock of api/fx, api/limits and api/fees loads this file and hands over its module. (Written
 * without the call itself: the layer check would read it as this file importing itself.) The
 * bank's own pricing is tested in src/mirage/routes.
 */
export const fxModule = {
  getRate: vi.fn<typeof fx.getRate>((sellCurrency, buyCurrency) =>
    Promise.resolve({
      referenceId: 'R',
      sellCurrency,
      buyCurrency,
      bidRate: 113_456_789,
      validTo: '2099-01-01T00:00:00.000Z',
      country: 'JP',
    }),
  ),
};

export const limitsModule = {
  // The overseas table's JPY row (100 to 45,000,000 yen); 1 to 200,000 for any other currency.
  getTransferLimit: vi.fn<typeof limits.getTransferLimit>((currency) =>
    Promise.resolve(
      currency === 'JPY'
        ? { currency, min: 100_000_000, max: 45_000_000_000_000 }
        : { currency, min: 1_000_000, max: 200_000_000_000 },
    ),
  ),
};

export const feesModule = {
  getPayoutFee: vi.fn<typeof fees.getPayoutFee>(() =>
    Promise.resolve({ fee: 10_000_000, currency: 'SGD' }),
  ),
  getPayoutFeeV3: vi.fn<typeof fees.getPayoutFeeV3>(() =>
    Promise.resolve({ fee: 10_000_000, currency: 'SGD' }),
  ),
};
