import { describe, expect, it, vi } from 'vitest';

describe('zod under the CSP', () => {
  it('builds and parses an object schema without probing for eval', async () => {
    const probe = vi.spyOn(globalThis, 'Function');
    await import('./zodConfig');
    const { z } = await import('zod');
    const schema = z.object({ amount: z.number() });
    expect(schema.parse({ amount: 5 })).toEqual({ amount: 5 });
    expect(probe).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
  });
});
