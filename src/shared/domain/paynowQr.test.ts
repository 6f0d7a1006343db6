import { describe, expect, it } from 'vitest';
import {
  buildPaynowPayload,
  crc16,
  hasValidCrc,
  parseEmvFields,
  parsePaynowPayload,
} from './paynowQr';

/**
 * Published payloads: a UEN code with an expiry and a reference (the PayNowQRSwift package's
 * test, UEN 201101550Z 'Qryptal'), and the serrynaimo/paynow-qr example (UEN 201207337D,
 * 'Nerdherd Pte Ltd'), both with the CRC their generators wrote and Singapore banking apps read.
 */
const QRYPTAL =
  '00020101021226490009SG.PAYNOW010120210201101550Z03010040820201127520400005303702540550.005802SG5907Qryptal6009Singapore62060102AJ630488E9';
const NERDHERD =
  '00020101021226370009SG.PAYNOW010120210201207337D03010520400005303702540510.005802SG5916Nerdherd Pte Ltd6009Singapore6304F832';

describe('crc16: CRC-16/CCITT-FALSE as EMVCo MPM §4.7.3 asks', () => {
  it('gives the catalogue check value for "123456789" (0x29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it.each([
    ['Qryptal', QRYPTAL],
    ['Nerdherd', NERDHERD],
  ])('matches the CRC of the published %s payload', (_name, payload) => {
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('refuses a payload with one character changed', () => {
    expect(hasValidCrc(QRYPTAL.replace('550.00', '590.00'))).toBe(false);
  });
});

describe('buildPaynowPayload', () => {
  it('writes the published Qryptal payload from its inputs, byte for byte', () => {
    expect(
      buildPaynowPayload({
        uen: '201101550Z',
        reference: 'AJ',
        merchantName: 'Qryptal',
        amount: '50.00',
        editable: false,
        expiry: '20201127',
      }),
    ).toBe(QRYPTAL);
  });

  it('writes the published Nerdherd payload (no reference) byte for byte', () => {
    expect(
      buildPaynowPayload({
        uen: '201207337D',
        reference: '',
        merchantName: 'Nerdherd Pte Ltd',
        amount: '10.00',
        editable: false,
      }),
    ).toBe(NERDHERD);
  });

  it("an account's standing code: static, editable amount, the account number as the bill number", () => {
    const payload = buildPaynowPayload({
      uen: '201912345K',
      reference: '885164302117',
      merchantName: 'Demo Trading Pte. Ltd. (Singapore branch)',
    });
    const top = parseEmvFields(payload);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('11');
    expect(top.get('52')).toBe('0000');
    expect(top.has('54')).toBe(false);
    expect(parsePaynowPayload(payload)).toEqual({
      proxyType: '2',
      proxyValue: '201912345K',
      editable: true,
      currency: '702',
      country: 'SG',
      merchantName: 'Demo Trading Pte. Ltd. (S',
      merchantCity: 'Singapore',
      reference: '885164302117',
    });
  });

  it('keeps only printable ASCII, so lengths count bytes', () => {
    const payload = buildPaynowPayload({
      uen: '201912345K',
      reference: 'INV\u00e9-1',
      merchantName: 'Caf\u00e9 \u4e2d Ltd',
    });
    const fields = parsePaynowPayload(payload);
    expect(fields.merchantName).toBe('Caf  Ltd');
    expect(fields.reference).toBe('INV-1');
  });
});

describe('parsePaynowPayload', () => {
  it('refuses a payload whose CRC does not match', () => {
    expect(() => parsePaynowPayload(`${NERDHERD.slice(0, -4)}0000`)).toThrow(
      'The payload CRC does not match',
    );
  });

  it('reads the published Qryptal payload', () => {
    expect(parsePaynowPayload(QRYPTAL)).toMatchObject({
      proxyType: '2',
      proxyValue: '201101550Z',
      editable: false,
      amount: '50.00',
      expiry: '20201127',
      reference: 'AJ',
    });
  });
});
