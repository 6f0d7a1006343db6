import { describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE } from './errorCatalogue';
import { FIRST_SCREEN_ERRORS, UNKNOWN_ERROR_CODE } from './errorLookup';

describe('error lookup', () => {
  it("holds the first screen's entries as the catalogue has them", () => {
    for (const [code, entry] of Object.entries(FIRST_SCREEN_ERRORS))
      expect({ code, entry: ERROR_CATALOGUE[code] }).toEqual({ code, entry });
  });

  it("reads the first screen's entries until the catalogue loads, then the whole catalogue", async () => {
    // Fresh modules: the test setup has loaded the catalogue into the shared ones.
    vi.resetModules();
    const fresh = await import('./errorLookup');
    const { errorEntry } = fresh;
    const first = fresh.FIRST_SCREEN_ERRORS;
    expect(errorEntry('ACCOUNT_LOCKED')).toBe(first.ACCOUNT_LOCKED);
    expect(errorEntry('INVALID_OTP')).toBe(first[UNKNOWN_ERROR_CODE]);
    expect(errorEntry(undefined)).toBe(first[UNKNOWN_ERROR_CODE]);
    const loaded = await import('./errorCatalogue');
    expect(errorEntry('INVALID_OTP')).toBe(loaded.ERROR_CATALOGUE.INVALID_OTP);
    expect(errorEntry('NO_SUCH_CODE')).toBe(first[UNKNOWN_ERROR_CODE]);
  });
});
