/**
 * A small deterministic hash (FNV-1a, 2 x 32 bit) for mock token signatures and derived client
 * secrets. Not cryptography: the mock bank only needs tokens it can recognise after a reload.
 */
export function mockHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ (c + i), 0x01000193) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export const MOCK_SECRET = 'mock-bank-signing-key-v1';
