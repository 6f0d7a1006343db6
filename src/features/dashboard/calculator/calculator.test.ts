import { describe, expect, it } from 'vitest';
import { calculatorDestinations, makeTransferPath } from './calculator';

describe('the remittance calculator', () => {
  it('offers Singapore only while calculatorLocalTransfer is on, popular destinations first', () => {
    const on = calculatorDestinations(true);
    expect(on.slice(0, 5).map((d) => d.country)).toEqual(['SG', 'MY', 'US', 'ID', 'GB']);
    expect(on.find((d) => d.country === 'SG')?.currencies).toContain('SGD');
    expect(calculatorDestinations(false).some((d) => d.country === 'SG')).toBe(false);
    expect(on.find((d) => d.country === 'IN')?.currencies).toEqual(['INR', 'USD']);
  });

  it("'Make a transfer' goes to the local page for SG and the overseas page otherwise", () => {
    expect(makeTransferPath('SG', 'SGD')).toBe('/transfer/local?currency=SGD');
    expect(makeTransferPath('IN', 'INR')).toBe('/transfer/overseas?country=IN&currency=INR');
    expect(makeTransferPath('', 'USD')).toBeNull();
  });
});
