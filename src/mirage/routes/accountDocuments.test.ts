import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePaynowPayload } from '../../shared/domain/paynowQr';
import type { Account } from '../../shared/domain/accounts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { call, type NodeBank, signIn, startNodeBank } from '../testingNode';

/** The accounts area's receive details and documents (issue 27): PayNow QR, address, CSV, letter. */

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

interface Refusal {
  code?: string;
  description?: string;
}
type FileAnswer = { data: { fileName: string; bufferFile: string } } & Refusal;

const byCurrency = (currency: string): Account => {
  const account = bank.accounts().find((a) => a.currency === currency);
  if (!account) throw new Error(`no ${currency} account`);
  return account;
};
const qrOf = (bearer: string, va: string) =>
  call<{ payload: string; uen: string; reference: string; payeeName: string } & Refusal>(
    `/boom/v2/accounts/${va}/generate/paynow/qrcode`,
    { bearer },
  );
const csvOf = (bearer: string, accountNumber: string, query = '') =>
  call<FileAnswer>(`/v1/boom/accounts/${accountNumber}/download/csv${query}`, { bearer });
const letterOf = (bearer: string, accountNumber: string) =>
  call<FileAnswer>(`/v1/boom/accounts/${accountNumber}/download/proof-of-account`, { bearer });
/** A base64 PDF's pages as text, read by PDF.js (the mock bank's tests may not import src/test). */
async function readBase64Pdf(base64: string): Promise<string[]> {
  const pdf = await getDocument({
    data: Uint8Array.from(Buffer.from(base64, 'base64')),
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}
const text = (base64: string) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.from(base64, 'base64'));

describe('PayNow QR', () => {
  it("answers an SGD account's EMVCo payload: the collection UEN, the account as the reference, a valid CRC", async () => {
    const { accessToken } = await signIn('general@demo.test');
    const sgd = byCurrency('SGD');
    const { status, body } = await qrOf(accessToken, sgd.accountNumber);
    expect(status).toBe(200);
    expect(body.reference).toBe(sgd.accountNumber);
    expect(parsePaynowPayload(body.payload)).toEqual({
      proxyType: '2',
      proxyValue: body.uen,
      editable: true,
      currency: '702',
      country: 'SG',
      merchantName: sgd.accountHolderName.slice(0, 25),
      merchantCity: 'Singapore',
      reference: sgd.accountNumber,
    });
    expect(body.payload.startsWith('000201010211')).toBe(true);
  });

  it('refuses a USD account with INVALID_PARAMETER, an unknown one with VA_NOT_AVAILABLE', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const usd = await qrOf(accessToken, byCurrency('USD').accountNumber);
    expect(usd.status).toBe(400);
    expect(usd.body.code).toBe('INVALID_PARAMETER');
    // Another company's account (or none) is unknown here.
    const other = await qrOf(accessToken, '885164999999');
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('VA_NOT_AVAILABLE');
  });

  it('refuses everyone with NO_PERMISSION_API while the paynowQr toggle is off', async () => {
    bank.setToggle('paynowQr', false);
    const { accessToken } = await signIn('admin@demo.test');
    const { status, body } = await qrOf(accessToken, byCurrency('SGD').accountNumber);
    expect(status).toBe(403);
    expect(body.code).toBe('NO_PERMISSION_API');
  });

  it('refuses a call without a valid token', async () => {
    const { status, body } = await qrOf('not-a-token', byCurrency('SGD').accountNumber);
    expect(status).toBe(401);
    expect(body.code).toBe('INVALID_ACCESS_TOKEN');
  });
});

describe('beneficiary address', () => {
  it('answers the beneficiary and the receiving bank addresses to any role', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const { status, body } = await call<{ beneficiaryAddress: string; bankAddress: string }>(
      '/boom/v2/accounts/beneficiary-address',
      { bearer: accessToken },
    );
    expect(status).toBe(200);
    expect(body.bankAddress).toMatch(/Singapore \d{6}$/);
    expect(body.beneficiaryAddress).toMatch(/Singapore \d{6}$/);
  });
});

describe('CSV statement', () => {
  it("answers the account's movements, read back by papaparse: exact amounts, Singapore dates", async () => {
    const { accessToken } = await signIn('accountant@demo.test');
    const sgd = byCurrency('SGD');
    const { status, body } = await csvOf(accessToken, sgd.accountNumber);
    expect(status).toBe(200);
    expect(body.data.fileName).toBe(`statement_${sgd.accountNumber}.csv`);
    const csv = text(body.data.bufferFile);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      'Date',
      'Reference',
      'Type',
      'Description',
      'Counterparty',
      'Status',
      'Currency',
      'Amount',
      'Fees',
    ]);
    expect(parsed.data.length).toBeGreaterThan(0);
    for (const row of parsed.data) {
      expect(row.Currency).toBe('SGD');
      expect(row.Amount).toMatch(/^-?\d+\.\d{2}$/);
      expect(row.Date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    // Oldest first.
    const dates = parsed.data.map((r) => r.Date ?? '');
    expect(dates).toEqual(dates.toSorted());
  });

  it('writes JPY amounts without decimals', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const { body } = await csvOf(accessToken, byCurrency('JPY').accountNumber);
    const rows = Papa.parse<Record<string, string>>(text(body.data.bufferFile).slice(1), {
      header: true,
      skipEmptyLines: true,
    }).data;
    for (const row of rows) expect(row.Amount).toMatch(/^-?\d+$/);
  });

  it('keeps only the days of the period asked, and refuses a period that ends before it starts', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const sgd = byCurrency('SGD');
    const all = Papa.parse<Record<string, string>>(
      text((await csvOf(accessToken, sgd.accountNumber)).body.data.bufferFile).slice(1),
      { header: true, skipEmptyLines: true },
    ).data;
    const day = (all[Math.floor(all.length / 2)]?.Date ?? '').slice(0, 10);
    const one = await csvOf(accessToken, sgd.accountNumber, `?from=${day}&to=${day}`);
    expect(one.body.data.fileName).toBe(`statement_${sgd.accountNumber}_${day}_${day}.csv`);
    const rows = Papa.parse<Record<string, string>>(text(one.body.data.bufferFile).slice(1), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.length).toBe(all.filter((r) => r.Date?.startsWith(day)).length);
    const backwards = await csvOf(accessToken, sgd.accountNumber, '?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('INVALID_PARAMETER');
  });

  it('refuses the general role with NO_PERMISSION_API and an unknown account with VA_NOT_AVAILABLE', async () => {
    const general = await signIn('general@demo.test');
    const refused = await csvOf(general.accessToken, byCurrency('SGD').accountNumber);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NO_PERMISSION_API');
    const admin = await signIn('admin@demo.test');
    const unknown = await csvOf(admin.accessToken, '885165999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VA_NOT_AVAILABLE');
  });
});

describe('proof-of-account letter', () => {
  it('answers a base64 PDF that PDF.js reads: company, holder, account, currency, bank, SWIFT, address, reference', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const usd = byCurrency('USD');
    const { status, body } = await letterOf(accessToken, usd.accountNumber);
    expect(status).toBe(200);
    expect(body.data.fileName).toBe(`proof_of_account_letter_${usd.accountNumber}.pdf`);
    const [page, ...more] = await readBase64Pdf(body.data.bufferFile);
    expect(more).toEqual([]);
    for (const fact of [
      'Account Confirmation Letter',
      'Demo Trading Pte. Ltd.',
      usd.accountHolderName,
      usd.accountNumber,
      'USD',
      usd.bankName,
      usd.bankSwift,
      '1 Raffles Place',
      `POA-${usd.accountNumber}-`,
    ])
      expect(page).toContain(fact);
  });

  it('refuses a THB account with INVALID_PARAMETER (it cannot receive funds)', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const { status, body } = await letterOf(accessToken, byCurrency('THB').accountNumber);
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_PARAMETER');
  });

  it('refuses the general role, and everyone while its toggle is off, with NO_PERMISSION_API', async () => {
    const general = await signIn('general@demo.test');
    const usd = byCurrency('USD').accountNumber;
    expect((await letterOf(general.accessToken, usd)).body.code).toBe('NO_PERMISSION_API');
    bank.setToggle('proofOfAccountLetter', false);
    const admin = await signIn('admin@demo.test');
    const off = await letterOf(admin.accessToken, usd);
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('NO_PERMISSION_API');
  });

  it('answers an unknown account as unknown (VA_NOT_AVAILABLE)', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const { status, body } = await letterOf(accessToken, '885165000001');
    expect(status).toBe(400);
    expect(body.code).toBe('VA_NOT_AVAILABLE');
  });
});
