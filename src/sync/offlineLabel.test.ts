import { describe, expect, it } from 'vitest';
import { formatLastUpdated, formatOfflineLabel } from './offlineLabel';

const at = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).getTime();

describe('offline label', () => {
  it('formats the offline label with HH:MM', () => {
    expect(formatOfflineLabel(at(22, 9, 5), at(22, 18, 0))).toBe(
      'Offline - showing data from 09:05',
    );
    expect(formatOfflineLabel(at(22, 22, 42), at(22, 23, 0))).toBe(
      'Offline - showing data from 22:42',
    );
    expect(formatOfflineLabel(at(22, 0, 7), at(22, 0, 8))).toBe(
      'Offline - showing data from 00:07',
    );
  });

  it('names the day when the data is from an earlier day', () => {
    expect(formatOfflineLabel(at(21, 22, 42), at(22, 8, 0))).toBe(
      'Offline - showing data from 21 Nov 22:42',
    );
    expect(formatOfflineLabel(at(1, 10, 42), at(22, 8, 0))).toBe(
      'Offline - showing data from 1 Nov 10:42',
    );
  });

  it('says when nothing was ever saved', () => {
    expect(formatOfflineLabel(null)).toBe('Offline - no data saved on this device yet');
  });
});

describe('formatLastUpdated', () => {
  it('gives the time today and the day before that', () => {
    const now = new Date(2026, 10, 2, 15, 0).getTime();
    expect(formatLastUpdated(new Date(2026, 10, 2, 9, 5).getTime(), now)).toBe(
      'Last updated 09:05',
    );
    expect(formatLastUpdated(new Date(2026, 10, 1, 23, 59).getTime(), now)).toBe(
      'Last updated 1 Nov 23:59',
    );
  });
});
