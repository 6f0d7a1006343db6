import { describe, expect, it } from 'vitest';
import { tmDataSchema } from './tmData';
import { tutorialSlides } from './tutorialSlides';

describe('the tutorial slides', () => {
  it('show accounts, exchange, payouts, approvals and offline; approvals only while its toggle is on', () => {
    expect(tutorialSlides(true).map((s) => s.title)).toEqual([
      'Accounts in several currencies',
      'Exchange and move money',
      'Pay locally and overseas',
      'Approvals',
      'Works when you are offline',
    ]);
    expect(tutorialSlides(false).map((s) => s.key)).toEqual([
      'accounts',
      'exchange',
      'payouts',
      'offline',
    ]);
  });
});

describe('the data-population form', () => {
  it('needs both ranges and a source of funds; supplier locations are optional', () => {
    const result = tmDataSchema.safeParse({ sourceOfFunds: [], supplierLocation: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['transactionNumber', 'This field is required'],
      ['transactionVolume', 'This field is required'],
      ['sourceOfFunds', 'Choose at least one source of funds.'],
    ]);
    expect(
      tmDataSchema.parse({
        transactionNumber: '11 to 50',
        transactionVolume: 'S$10,001 to S$50,000',
        sourceOfFunds: ['Business revenue'],
        supplierLocation: [],
      }),
    ).toMatchObject({ transactionNumber: '11 to 50' });
  });

  it("offers no 'Other' source: tm_data has no field for its text", () => {
    expect(
      tmDataSchema.safeParse({
        transactionNumber: '1 to 10',
        transactionVolume: 'Up to S$10,000',
        sourceOfFunds: ['Other'],
        supplierLocation: [],
      }).success,
    ).toBe(false);
  });
});
