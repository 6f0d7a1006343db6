import { describe, expect, it } from 'vitest';
import { registerBeforeSignOut, runBeforeSignOut } from './beforeSignOut';

describe('work before sign-out', () => {
  it('runs the savers registered, not those unregistered, and survives a failing one', async () => {
    const ran: string[] = [];
    const offA = registerBeforeSignOut(async () => void ran.push('a'));
    registerBeforeSignOut(() => Promise.reject(new Error('offline')));
    const offC = registerBeforeSignOut(async () => void ran.push('c'));
    offC();
    await expect(runBeforeSignOut()).resolves.toBeUndefined();
    expect(ran).toEqual(['a']);
    offA();
  });
});
