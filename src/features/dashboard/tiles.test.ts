import { describe, expect, it } from 'vitest';
import { showsAccountsPanel, tileEnabled, TILES } from './tiles';

describe('dashboard tiles by role (spec-3 §2, docs/decisions/roles.md Roles)', () => {
  it('enables every tile for admin, sub-admin and finance', () => {
    for (const role of ['admin', 'sub-admin', 'finance'] as const) {
      for (const tile of [
        'topUp',
        'addCard',
        'addAccount',
        'accountToAccount',
        'currencyExchange',
      ] as const) {
        expect(tileEnabled(tile, role, false)).toBe(true);
      }
      for (const tile of ['localTransfer', 'overseasTransfer', 'withdraw'] as const) {
        expect(tileEnabled(tile, role, false)).toBe(true);
      }
    }
  });

  it('gives the accountant Add account always and the transfer tiles only while approvals is on', () => {
    expect(tileEnabled('addAccount', 'accountant', false)).toBe(true);
    // spec-3 §2: the approver-type role 'cannot add cards'.
    expect(tileEnabled('addCard', 'accountant', true)).toBe(false);
    expect(tileEnabled('accountToAccount', 'accountant', false)).toBe(false);
    expect(tileEnabled('currencyExchange', 'accountant', false)).toBe(false);
    expect(tileEnabled('accountToAccount', 'accountant', true)).toBe(true);
    expect(tileEnabled('currencyExchange', 'accountant', true)).toBe(true);
    for (const tile of ['localTransfer', 'overseasTransfer', 'withdraw'] as const) {
      expect(tileEnabled(tile, 'accountant', false)).toBe(false);
      expect(tileEnabled(tile, 'accountant', true)).toBe(true);
      expect(tileEnabled(tile, 'general', true)).toBe(false);
    }
  });

  it('disables every tile for the general role, and hides its accounts panel', () => {
    for (const tile of [
      'topUp',
      'addCard',
      'addAccount',
      'accountToAccount',
      'currencyExchange',
    ] as const) {
      expect(tileEnabled(tile, 'general', true)).toBe(false);
    }
    expect(showsAccountsPanel('general')).toBe(false);
    expect(showsAccountsPanel('accountant')).toBe(true);
  });

  it('lists the eight tiles of spec-3 §2, top-up first, opening /add-money with the how-to guide', () => {
    expect(TILES.map((t) => t.label)).toEqual([
      'Top up',
      'Local transfer',
      'Overseas transfer',
      'Withdraw',
      'Add card',
      'Add account',
      'Account to account',
      'Currency exchange',
    ]);
    expect(TILES[0]?.path).toBe('/add-money?howToTopup=true');
  });

  it('gives the accountant Top up, as Add account (the reduced tile set)', () => {
    expect(tileEnabled('topUp', 'accountant', false)).toBe(true);
  });
});
