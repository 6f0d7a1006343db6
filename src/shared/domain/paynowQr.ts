/**
 * PayNow QR payloads (SGQR, a profile of the EMVCo QR Code Specification for Payment Systems:
 * Merchant-Presented Mode, v1.1). A payload is a run of ID-length-value fields (two-digit ID,
 * two-digit length, value); templates (26 and 62) nest the same format. The last field, 63, is a
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) over everything before it including
 * "6304", written as four upper-case hex digits (EMVCo MPM §4.7.3).
 *
 * Used by the bank (GET /boom/v2/accounts/{va}/generate/paynow/qrcode builds one) and by tests and
 * the page (parse, to show what a payer's banking app will read). docs/decisions/accounts.md
 * 'PayNow QR' says which fields are written and why.
 */

/** PayNow proxy types (field 26, sub-field 01): 0 mobile number, 2 UEN (a business). */
export const PAYNOW_PROXY_UEN = '2';

/** EMVCo caps the merchant name (59) at 25 characters and the city (60) at 15. */
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
/** Additional-data sub-fields (the bill number, 01) may hold up to 25 characters. */
export const BILL_NUMBER_MAX = 25;

export interface PaynowQrInput {
  /** The UEN the money is paid to (the bank's collection account). */
  uen: string;
  /** The reference (bill number) the payer's app sends with the payment: the account to credit (none: ''). */
  reference: string;
  /** Shown by the payer's app as the merchant name (59); cut to 25 characters. */
  merchantName: string;
  merchantCity?: string;
  /** Whether the payer may change the amount (always when no amount is given). */
  editable?: boolean;
  /** A fixed amount in dollars and cents ("125.50"); absent for an open-amount (static) code. */
  amount?: string;
  /** The last day the code is valid (YYYYMMDD); absent for an account's standing code. */
  expiry?: string;
}

/** Only printable ASCII goes into a payload: lengths are characters and the CRC runs over bytes. */
function printable(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  return text
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);
}

/** One ID-length-value field; the value must fit in two length digits. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV field id must be two digits: ${id}`);
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE of `text`'s bytes (UTF-8), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Appends field 63: the CRC over the payload and "6304". */
export function withCrc(payloadWithoutCrc: string): string {
  const head = `${payloadWithoutCrc}6304`;
  return `${head}${crc16(head)}`;
}

/** A PayNow QR payload: pay `uen`, quoting `reference`, into an SGD account. */
export function buildPaynowPayload(input: PaynowQrInput): string {
  const editable = input.amount === undefined ? true : (input.editable ?? false);
  const reference = printable(input.reference, BILL_NUMBER_MAX);
  const merchantAccount =
    emvField('00', 'SG.PAYNOW') +
    emvField('01', PAYNOW_PROXY_UEN) +
    emvField('02', printable(input.uen, 99).toUpperCase()) +
    emvField('03', editable ? '1' : '0') +
    (input.expiry === undefined ? '' : emvField('04', input.expiry));
  const fields = [
    emvField('00', '01'),
    // 11: static (the same code for every payment); 12: dynamic (one payment, its amount).
    emvField('01', input.amount === undefined ? '11' : '12'),
    emvField('26', merchantAccount),
    emvField('52', '0000'),
    emvField('53', '702'),
    ...(input.amount === undefined ? [] : [emvField('54', input.amount)]),
    emvField('58', 'SG'),
    emvField('59', printable(input.merchantName, MERCHANT_NAME_MAX) || 'NA'),
    emvField('60', printable(input.merchantCity ?? 'Singapore', MERCHANT_CITY_MAX)),
    ...(reference === '' ? [] : [emvField('62', emvField('01', reference))]),
  ];
  return withCrc(fields.join(''));
}

/** The fields of a payload (or of a template's value), by id, in order; throws on a broken run. */
export function parseEmvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4)))
      throw new Error(`Malformed EMV field at ${at}`);
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`EMV field ${id} is cut short`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** Whether the payload ends in field 63 holding the CRC of everything before its value. */
export function hasValidCrc(payload: string): boolean {
  const crcAt = payload.length - 4;
  if (payload.slice(crcAt - 4, crcAt) !== '6304') return false;
  return crc16(payload.slice(0, crcAt)) === payload.slice(crcAt).toUpperCase();
}

export interface PaynowQrFields {
  proxyType: string;
  proxyValue: string;
  editable: boolean;
  currency: string;
  country: string;
  merchantName: string;
  merchantCity: string;
  reference: string;
  amount?: string;
  expiry?: string;
}

/** What a payer's banking app reads from a PayNow payload; throws when it is not one. */
export function parsePaynowPayload(payload: string): PaynowQrFields {
  if (!hasValidCrc(payload)) throw new Error('The payload CRC does not match');
  const top = parseEmvFields(payload);
  const account = parseEmvFields(top.get('26') ?? '');
  if (account.get('00') !== 'SG.PAYNOW') throw new Error('Not a PayNow payload');
  const extra = parseEmvFields(top.get('62') ?? '');
  const amount = top.get('54');
  const expiry = account.get('04');
  return {
    proxyType: account.get('01') ?? '',
    proxyValue: account.get('02') ?? '',
    editable: account.get('03') === '1',
    currency: top.get('53') ?? '',
    country: top.get('58') ?? '',
    merchantName: top.get('59') ?? '',
    merchantCity: top.get('60') ?? '',
    reference: extra.get('01') ?? '',
    ...(amount === undefined ? {} : { amount }),
    ...(expiry === undefined ? {} : { expiry }),
  };
}
