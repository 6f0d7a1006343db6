import { describe, expect, it } from 'vitest';
import { targetForSource, sourceForTarget } from '../money';
import { exceedsLocalSgdCap, payoutAmountsAt, payoutReferenceRule } from './payouts';

const RATE = 742_311; // 1 SGD = 0.742311 USD

describe('payoutAmountsAt', () => {
  it('sends the typed amount at 1:1 in one currency, the fee beside it', () => {
    expect(
      payoutAmountsAt(1_000_000, 'source', 100_000_000, 5_000_000, 'DEBTOR', 'SGD', 'SGD'),
    ).toEqual({ source: 100_000_000, destination: 100_000_000 });
  });

  it('takes the fee out of what arrives when the recipient pays it (CREDITOR)', () => {
    expect(
      payoutAmountsAt(1_000_000, 'source', 100_000_000, 5_000_000, 'CREDITOR', 'USD', 'USD'),
    ).toEqual({ source: 100_000_000, destination: 95_000_000 });
    expect(
      payoutAmountsAt(RATE, 'source', 100_000_000, 10_000_000, 'CREDITOR', 'SGD', 'USD'),
    ).toEqual({ source: 100_000_000, destination: targetForSource(90_000_000, RATE, 'USD') });
  });

  it('converts at the rate with the rounding of the exchange, from either side', () => {
    expect(
      payoutAmountsAt(RATE, 'source', 100_000_000, 10_000_000, 'DEBTOR', 'SGD', 'USD'),
    ).toEqual({ source: 100_000_000, destination: 74_230_000 });
    expect(
      payoutAmountsAt(RATE, 'destination', 74_230_000, 10_000_000, 'DEBTOR', 'SGD', 'USD'),
    ).toEqual({ source: sourceForTarget(74_230_000, RATE, 'SGD'), destination: 74_230_000 });
    expect(
      payoutAmountsAt(RATE, 'destination', 74_230_000, 10_000_000, 'CREDITOR', 'SGD', 'USD'),
    ).toEqual({
      source: sourceForTarget(74_230_000, RATE, 'SGD') + 10_000_000,
      destination: 74_230_000,
    });
  });

  it('arrives at nothing when the fee the recipient pays is the whole amount or more', () => {
    expect(
      payoutAmountsAt(1_000_000, 'source', 5_000_000, 8_000_000, 'CREDITOR', 'USD', 'USD'),
    ).toEqual({ source: 5_000_000, destination: 0 });
  });
});

describe('exceedsLocalSgdCap', () => {
  it('stops an SGD local payout above S$200,000.00 while the local integration is off', () => {
    expect(exceedsLocalSgdCap('SGD', 200_000_000_000, false)).toBe(false);
    expect(exceedsLocalSgdCap('SGD', 200_000_010_000, false)).toBe(true);
    expect(exceedsLocalSgdCap('SGD', 200_000_010_000, true)).toBe(false);
    expect(exceedsLocalSgdCap('USD', 200_000_010_000, false)).toBe(false);
  });
});

describe('payoutReferenceRule', () => {
  const ocbc = { recipientAccountNo: '1234567890', swiftCodeValue: 'OCBCSGSG' };
  const dbs = { recipientAccountNo: '1234567890', recipientBankCode: 'DBSSSGSG' };
  const business = { recipientAccountNo: '885164123456', recipientBankCode: 'DBSSSGSG' };

  it('allows 35 to a business account of this product, 11 to DBS or by telegraphic transfer, 30 otherwise', () => {
    expect(payoutReferenceRule(business, 'P2P', 'SGD').max).toBe(35);
    expect(payoutReferenceRule(business, 'ACT', 'SGD').max).toBe(35);
    expect(payoutReferenceRule(dbs, 'ACT', 'SGD').max).toBe(11);
    expect(payoutReferenceRule(ocbc, 'FAST', 'USD').max).toBe(11);
    expect(payoutReferenceRule(ocbc, 'FAST', 'SGD').max).toBe(30);
  });

  it('takes the local characters locally and letters, digits and spaces overseas, up to 35', () => {
    const local = payoutReferenceRule(ocbc, 'FAST', 'SGD');
    expect(local.charsText).toBe("Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +");
    expect(local.pattern.test("Inv 12/3-4? (a): b.c, 'd' +e")).toBe(true);
    expect(local.pattern.test('Invoice #12')).toBe(false);
    const overseas = payoutReferenceRule(ocbc, 'REMITTANCE', 'USD');
    expect(overseas).toMatchObject({
      max: 35,
      charsText: 'Acceptable characters: a-z A-Z 0-9 space',
    });
    expect(overseas.pattern.test('Invoice 12')).toBe(true);
    expect(overseas.pattern.test('Invoice 12/3')).toBe(false);
  });
});
