import { describe, expect, it } from 'vitest';
import { formatOfflineLabel } from './offlineLabel';

describe('offline label', () => {
  it("formats 'Offline - showing data from HH:MM' in 24-hour time", () => {
    const at = new Date(2026, 10, 22, 9, 5).getTime();
    expect(formatOfflineLabel(at, new Date(2026, 10, 22, 18, 0).getTime())).toBe('Offline - showing data from 09:05');
  });

  it('names the day when the data is from an earlier day', () => {
    const at = new Date(2026, 10, 21, 22, 42).getTime();
    expect(formatOfflineLabel(at, new Date(2026, 10, 22, 8, 0).getTime())).toBe('Offline - showing data from 21 Nov 22:42');
  });

  it('says when nothing was ever saved', () => {
    expect(formatOfflineLabel(null)).toBe('Offline - no data saved on this device yet');
  });
});
