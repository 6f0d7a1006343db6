import { describe, expect, it } from 'vitest';
import { holderKey, isOwnAccount } from './withdraw';

const OWNERS = ['Demo Trading Pte. Ltd.', 'Demo User'];
const held = (recipientAccountName: string) => isOwnAccount({ recipientAccountName }, OWNERS);

describe('withdraw: own accounts', () => {
  it("takes an account held in the company's name or the user's, whatever the case and punctuation", () => {
    expect(held('Demo Trading Pte. Ltd.')).toBe(true);
    expect(held('DEMO TRADING PTE LTD')).toBe(true);
    expect(held(' demo  user ')).toBe(true);
  });

  it("refuses a supplier's account, a name that only contains the company's, and a blank one", () => {
    expect(held('Miller Wilderman')).toBe(false);
    expect(held('Demo Trading Pte. Ltd. Staff Fund')).toBe(false);
    expect(held('  ')).toBe(false);
    expect(isOwnAccount({ recipientAccountName: 'x' }, ['', ' '])).toBe(false);
  });

  it('compares names by letters and digits only', () => {
    expect(holderKey("Tan Ah Kow (Pte.) Ltd, O'Neil/Sons")).toBe('tan ah kow pte ltd o neil sons');
  });
});
