import { describe, expect, it } from 'vitest';
import { CORRIDORS, type Corridor } from '../../../shared/domain/corridors';
import { calculatorDestinations, makeTransferPath } from './calculator';

describe('the remittance calculator', () => {
  it('offers Singapore only while calculatorLocalTransfer is on, popular destinations first', () => {
    const on = calculatorDestinations(true, CORRIDORS);
    expect(on.slice(0, 5).map((d) => d.country)).toEqual(['SG', 'MY', 'US', 'ID', 'GB']);
    expect(on.find((d) => d.country === 'SG')?.currencies).toContain('SGD');
    expect(calculatorDestinations(false, CORRIDORS).some((d) => d.country === 'SG')).toBe(false);
    expect(on.find((d) => d.country === 'IN')?.currencies).toEqual(['INR', 'USD']);
  });

  it("follows the bank's corridors, leaving out what the app cannot price", () => {
    const bank: Corridor[] = [
      { country: 'JP', currencies: [{ currency: 'JPY', route: 'LOCAL' }] },
      { country: 'XX', currencies: [{ currency: 'XXX', route: 'TT' }] },
    ];
    expect(calculatorDestinations(false, bank)).toEqual([
      { country: 'JP', name: 'Japan', currencies: ['JPY'] },
    ]);
  });

  it("'Make a transfer' goes to the local page for SG and the overseas page otherwise", () => {
    expect(makeTransferPath('SG', 'SGD')).toBe('/transfer/local?currency=SGD');
    expect(makeTransferPath('IN', 'INR')).toBe('/transfer/overseas?country=IN&currency=INR');
    expect(makeTransferPath('', 'USD')).toBeNull();
  });
});
