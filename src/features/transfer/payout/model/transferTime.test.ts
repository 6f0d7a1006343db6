import { describe, expect, it } from 'vitest';
import type { PayoutConfig } from '../../../../shared/domain/corridors';
import { buildRecipient } from '../../../../test/recipientRecords';
import { transferTimeNote } from './transferTime';

const india = buildRecipient({
  recipientType: 'OVERSEAS',
  currency: 'INR',
  recipientCountry: 'IN',
  bankCtry: 'IN',
});

/** The bank's configuration as the sync keeps it: INR to India now by telegraphic transfer. */
const BANK: PayoutConfig = {
  corridors: [
    { country: 'IN', currencies: [{ currency: 'INR', route: 'TT' }] },
    { country: 'JP', currencies: [{ currency: 'JPY', route: 'LOCAL' }] },
  ],
  routes: [
    { route: 'LOCAL', transferTime: '1-2 days' },
    { route: 'TT', transferTime: 'up to 5 days' },
  ],
};

describe('transfer time notes', () => {
  it("take a remittance's route and its time from the bank's synced configuration", () => {
    expect(transferTimeNote(india, 'SGD', BANK)).toBe(
      "This is a telegraphic transfer: it may take up to 5 days to reach the recipient's bank.",
    );
    const japan = { ...india, currency: 'JPY', recipientCountry: 'JP', bankCtry: 'JP' };
    expect(transferTimeNote(japan, 'SGD', BANK)).toBe(
      "It may take 1-2 days to reach the recipient's bank.",
    );
  });

  it("use the product's own routes and times before the first sync", () => {
    expect(transferTimeNote(india, 'SGD')).toBe(
      "It may take 1-3 days to reach the recipient's bank.",
    );
    // A route the bank does not name keeps the product's time.
    expect(transferTimeNote(india, 'SGD', { ...BANK, routes: [] })).toBe(
      "This is a telegraphic transfer: it may take up to 3-4 days to reach the recipient's bank.",
    );
  });

  it('keep 24 hours for a local payout, whatever the configuration', () => {
    expect(transferTimeNote(buildRecipient({ swiftCodeValue: 'OCBCSGSG' }), 'SGD', BANK)).toBe(
      "It may take up to 24 hours to reach the recipient's bank.",
    );
  });
});
