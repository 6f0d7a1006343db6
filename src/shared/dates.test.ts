import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates';

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
});
