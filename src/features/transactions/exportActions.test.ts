import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { bytesOf, EXPORT_CANCELLED, exportFailure, isCancel } from './exportActions';

describe('bytesOf', () => {
  it('decodes base64 across its slices to the same bytes', async () => {
    const bytes = Uint8Array.from({ length: 3_000_001 }, (_, i) => (i * 7) % 256);
    const decoded = await bytesOf(Buffer.from(bytes).toString('base64'));
    expect(decoded.length).toBe(bytes.length);
    expect(Buffer.from(decoded).equals(Buffer.from(bytes))).toBe(true);
  });

  it('stops when cancelled', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(bytesOf('A'.repeat(4 * 400_000), abort.signal)).rejects.toSatisfy(isCancel);
    expect(EXPORT_CANCELLED).toBe('Export cancelled. Nothing was saved.');
  });
});

const refusal = (code: string, description: string, field?: string) =>
  new ApiError({ kind: 'http', status: 400, code, description, field });

describe('exportFailure', () => {
  it("says the bank's own words for a refusal the person can act on", () => {
    const tooLarge =
      'Xero imports at most 1,000 lines a file, and this list has 1,234. Choose a shorter period.';
    expect(exportFailure(refusal('EXPORT_TOO_LARGE', tooLarge))).toBe(tooLarge);
    const oneAccount = 'Xero and QuickBooks import one bank account a file: choose one account.';
    expect(exportFailure(refusal('INVALID_PARAM_ERROR', oneAccount, 'vaNumbers'))).toBe(oneAccount);
  });

  it("says the catalogue's text for any other failure", () => {
    expect(
      exportFailure(refusal('INVALID_PARAM_ERROR', 'body fileType: expected one of', 'fileType')),
    ).toBe('Some of the details sent were not accepted. Please check your input and try again.');
    expect(exportFailure(new Error('boom'))).toBe('An unexpected error occured. Please try again.');
  });
});
