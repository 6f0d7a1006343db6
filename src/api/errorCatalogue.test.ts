import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { catalogueEntry, ERROR_CATALOGUE } from './errorCatalogue';

// The spec's error catalogue, as the repo keeps it (docs/spec: a copy of ../shared/spec, checked by scripts/spec-copy-check.mjs).
const tsv = readFileSync(resolve(process.cwd(), 'docs/spec/error-codes.tsv'), 'utf8');
const rows = tsv
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [code = '', , message = '', severity = '', , note = ''] = line.split('\t');
    return { code, message, severity, loginOnly: note.includes('applies on login') };
  });

describe('error catalogue', () => {
  it('covers every code and condition of error-codes.tsv', () => {
    expect(rows.length).toBe(116);
    const missing = rows.filter((r) => !ERROR_CATALOGUE[r.code]).map((r) => r.code);
    expect(missing).toEqual([]);
  });

  // RESOURCE_NOT_FOUND: 'message applies on login; elsewhere no text given'.
  it.each(rows.filter((r) => r.loginOnly))(
    'keeps the spec text of $code for the login only, and a text of its own elsewhere',
    ({ code, message }) => {
      const entry = catalogueEntry(code);
      expect(entry.loginMessage).toBe(message);
      expect(entry.message).not.toBe(message);
      expect(entry.message.length).toBeGreaterThan(15);
      expect(entry.fromSpec).toBe(false);
    },
  );

  it.each(rows.filter((r) => r.message !== '-' && !r.loginOnly))(
    'maps $code to the exact spec text',
    ({ code, message }) => {
      const entry = catalogueEntry(code);
      expect([entry.title, entry.message].filter(Boolean).join(' / ')).toBe(
        message.split(' | ')[0],
      );
      expect(entry.fromSpec).toBe(true);
    },
  );

  it.each(rows.filter((r) => r.message === '-'))(
    'gives $code a specific message of its own',
    ({ code }) => {
      const entry = catalogueEntry(code);
      expect(entry.message.length).toBeGreaterThan(15);
      expect(entry.message).not.toBe('Unknown API error code');
      expect(entry.fromSpec).toBe(false);
    },
  );

  it.each(rows.filter((r) => r.severity === 'error' || r.severity === 'warning'))(
    'keeps the $severity severity of $code',
    ({ code, severity }) => {
      expect(catalogueEntry(code).severity).toBe(severity);
    },
  );

  it('renders locked, MFA-denied and permanent-lock outcomes as errors and others as warnings', () => {
    expect(new ApiError({ kind: 'http', status: 423, code: 'ACCOUNT_LOCKED' }).severity).toBe(
      'error',
    );
    expect(new ApiError({ kind: 'http', status: 403, code: 'MFA_RESOURCES_DENIED' }).severity).toBe(
      'error',
    );
    expect(
      new ApiError({ kind: 'http', status: 423, code: 'ACCOUNT_PERMANENT_LOCKED' }).severity,
    ).toBe('error');
    expect(new ApiError({ kind: 'http', status: 403, code: 'SUSPENDED_ACCOUNT' }).severity).toBe(
      'warning',
    );
  });

  it("falls back to the 'Unknown API error code' entry for an unknown code", () => {
    const error = new ApiError({ kind: 'http', status: 500, code: 'SOMETHING_NEW' });
    expect(error.message).toBe('Please try again later');
    expect(error.title).toBe('Something went wrong');
  });

  it('keeps the exact spec texts', () => {
    expect(catalogueEntry('SUSPENDED_ACCOUNT').message).toBe('Your account has been suspended.');
    expect(catalogueEntry('ACCOUNT_LOCKED').message).toBe(
      'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
    );
    expect(catalogueEntry('condition:recipient_delete_failure').message).toBe(
      'An unexpected error occured - unable to delete recipient at the moment. Please try again later.',
    );
  });
});
