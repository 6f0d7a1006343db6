import { describe, expect, it } from 'vitest';
import { indicatorState } from './SyncIndicator';

describe('sync indicator', () => {
  it("says 'Up to date' only once a sync has written the cache and none failed", () => {
    expect(indicatorState({ online: true, phase: 'idle', lastSyncedAt: null })).toBe('updating');
    expect(indicatorState({ online: true, phase: 'syncing', lastSyncedAt: 1 })).toBe('updating');
    expect(indicatorState({ online: true, phase: 'error', lastSyncedAt: 1 })).toBe('failed');
    expect(indicatorState({ online: true, phase: 'idle', lastSyncedAt: 1 })).toBe('fresh');
    expect(indicatorState({ online: false, phase: 'idle', lastSyncedAt: 1 })).toBe('offline');
  });
});
