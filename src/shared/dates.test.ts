import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, localIsoDay } from './dates';

describe('dates', () => {
  it('shows a day and a time in local time, whatever the locale', () => {
    const iso = new Date(2026, 10, 21, 9, 5).toISOString();
    expect(formatDay(iso)).toBe('21 Nov 2026');
    expect(formatDateTime(iso)).toBe('21 Nov 2026, 09:05');
  });

  it('shows an unreadable value as given', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('names the local calendar day as YYYY-MM-DD', () => {
    const late = new Date(2026, 2, 5, 23, 59);
    expect(localIsoDay(late.getTime())).toBe('2026-03-05');
    expect(localIsoDay(late.toISOString())).toBe('2026-03-05');
    expect(localIsoDay(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});
