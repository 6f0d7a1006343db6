import { describe, expect, it } from 'vitest';
import { FILE_BYTES_MAX_FILES, FILE_BYTES_MAX_TOTAL, FileBytes } from './receipts';

describe('FileBytes', () => {
  it('holds at most FILE_BYTES_MAX_FILES files a company, dropping the oldest', () => {
    const held = new FileBytes();
    for (let i = 0; i <= FILE_BYTES_MAX_FILES; i++) held.put('CO-1', `F${i}`, new Uint8Array(10));
    held.put('CO-2', 'OTHER', new Uint8Array(10));
    expect(held.usage('CO-1').files).toBe(FILE_BYTES_MAX_FILES);
    expect(held.get('F0')).toBeUndefined();
    expect(held.get(`F${FILE_BYTES_MAX_FILES}`)).toBeDefined();
    expect(held.get('OTHER')).toBeDefined();
  });

  it("holds at most FILE_BYTES_MAX_TOTAL bytes a company, another company's untouched", () => {
    const held = new FileBytes();
    const fiveMb = 5 * 1024 * 1024;
    held.put('CO-2', 'OTHER', new Uint8Array(fiveMb));
    for (let i = 0; i < 13; i++) held.put('CO-1', `F${i}`, new Uint8Array(fiveMb));
    expect(held.usage('CO-1').bytes).toBeLessThanOrEqual(FILE_BYTES_MAX_TOTAL);
    expect(held.get('F0')).toBeUndefined();
    expect(held.get('F12')).toBeDefined();
    expect(held.usage('CO-2').files).toBe(1);
  });
});
