import { describe, expect, it } from 'vitest';
import {
  CHOOSE_ACCOUNT,
  CHOOSE_ONE_ACCOUNT,
  END_AFTER_TODAY,
  END_BEFORE_START,
  exportSchema,
  NOTHING_TO_EXPORT,
  PERIOD_TOO_LONG,
  statementSchema,
} from './schemas';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('exportSchema', () => {
  it('asks for the one account of a Xero or QuickBooks file', () => {
    for (const fileType of ['xero', 'quickbooks'] as const)
      expect(issues(exportSchema({ rows: 5 }).safeParse({ fileType, account: '' }))).toEqual([
        ['account', CHOOSE_ONE_ACCOUNT],
      ]);
    expect(CHOOSE_ONE_ACCOUNT).toBe(
      'Choose the account to export: Xero and QuickBooks import one account a file.',
    );
    expect(exportSchema({ rows: 5 }).safeParse({ fileType: 'xero', account: '885' }).success).toBe(
      true,
    );
    expect(exportSchema({ rows: 5 }).safeParse({ fileType: 'xls', account: '' }).success).toBe(
      true,
    );
  });

  it('says when nothing matches, and when a list is too long for its format', () => {
    expect(issues(exportSchema({ rows: 0 }).safeParse({ fileType: 'csv', account: '' }))).toEqual([
      ['fileType', NOTHING_TO_EXPORT],
    ]);
    expect(NOTHING_TO_EXPORT).toBe(
      'No transactions match these filters: there is nothing to export.',
    );
    expect(
      issues(exportSchema({ rows: 1_001 }).safeParse({ fileType: 'xero', account: '885' })),
    ).toEqual([
      [
        'fileType',
        'Xero imports at most 1,000 lines a file, and this list has 1,001. Choose a shorter period on the list.',
      ],
    ]);
    expect(
      issues(exportSchema({ rows: 100_001 }).safeParse({ fileType: 'xls', account: '' })),
    ).toEqual([
      [
        'fileType',
        'An export holds at most 100,000 transactions, and this list has 100,001. Narrow the filters on the list.',
      ],
    ]);
    // The PDF list is cut at its cap and says so in the file, rather than refused.
    expect(exportSchema({ rows: 5_000 }).safeParse({ fileType: 'pdf', account: '' }).success).toBe(
      true,
    );
    // While the count is unknown, nothing is said of it.
    expect(
      exportSchema({ rows: undefined }).safeParse({ fileType: 'csv', account: '' }).success,
    ).toBe(true);
  });
});

describe('statementSchema', () => {
  const schema = statementSchema('2026-11-27');
  const form = { accountNumber: '885', startDate: '2026-10-01', endDate: '2026-10-31' };

  it('takes an account and a period up to today', () => {
    expect(schema.safeParse(form).success).toBe(true);
    expect(issues(schema.safeParse({ ...form, accountNumber: '' }))).toEqual([
      ['accountNumber', CHOOSE_ACCOUNT],
    ]);
  });

  it('refuses an end before the start, after today, or a period over 366 days', () => {
    expect(issues(schema.safeParse({ ...form, endDate: '2026-09-30' }))).toEqual([
      ['endDate', END_BEFORE_START],
    ]);
    expect(issues(schema.safeParse({ ...form, endDate: '2026-11-28' }))).toEqual([
      ['endDate', END_AFTER_TODAY],
    ]);
    expect(issues(schema.safeParse({ ...form, startDate: '2025-10-30' }))).toEqual([
      ['endDate', PERIOD_TOO_LONG],
    ]);
    expect(PERIOD_TOO_LONG).toBe('A statement covers at most 366 days: choose a shorter period.');
    expect(schema.safeParse({ ...form, startDate: '2025-10-31' }).success).toBe(true);
  });
});
