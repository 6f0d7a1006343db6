import { describe, expect, it } from 'vitest';
import { NO_FILTER } from '../../db/transactionQuery';
import { exportFilterOf, filterFromSearch, filterToSearch } from './exportFilter';

describe('exportFilterOf', () => {
  it("carries the list's filter to the bank's, amounts in one currency with an inclusive maximum", () => {
    const { filter, dropped } = exportFilterOf({
      ...NO_FILTER,
      accounts: ['885'],
      panTails: ['4821'],
      cardHolderNames: ['Roy Harber'],
      types: ['PayOut', 'PayIn'],
      amountType: 'DEBIT',
      statuses: ['Completed'],
      amounts: [{ currency: 'SGD', lower: 10_000_000, upper: 20_000_001 }],
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(dropped).toEqual([]);
    expect(filter).toEqual({
      vaNumbers: ['885'],
      panTail: '4821',
      cardHolderName: 'Roy Harber',
      transactionType: ['PayOut', 'PayIn'],
      amountType: 'DEBIT',
      status: ['Completed'],
      minAmount: 10_000_000,
      maxAmount: 20_000_000,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });

  it("names what the bank's filter cannot say: several cards or cardholders, SGD-equivalent amounts", () => {
    const { filter, dropped } = exportFilterOf({
      ...NO_FILTER,
      panTails: ['4821', '7730'],
      cardHolderNames: ['A', 'B'],
      amounts: [
        { currency: 'SGD', lower: 1, upper: null },
        { currency: 'USD', lower: 1, upper: null },
      ],
    });
    expect(filter).toEqual({});
    expect(dropped).toEqual(['cards', 'cardholders', 'amounts']);
  });
});

describe('the export address', () => {
  it('reads back the filter it wrote, lists as repeated names', () => {
    const filter = {
      vaNumbers: ['885', '886'],
      transactionType: ['PayOut' as const],
      status: ['Completed' as const],
      minAmount: 5,
      startDate: '2026-10-01',
    };
    const search = filterToSearch(filter, ['cards']);
    expect(search).toBe(
      'vaNumbers=885&vaNumbers=886&transactionType=PayOut&status=Completed&startDate=2026-10-01&minAmount=5&without=cards',
    );
    expect(filterFromSearch(search)).toEqual({ filter, dropped: ['cards'] });
  });

  it('reads a broken address as no filter, as the bank would refuse it', () => {
    expect(filterFromSearch('startDate=2026-02-30&transactionType=Nope').filter).toEqual({});
    expect(filterFromSearch('without=everything').dropped).toEqual([]);
  });
});
