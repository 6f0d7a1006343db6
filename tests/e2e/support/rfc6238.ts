import { createHmac } from 'node:crypto';

/**
 * RFC 6238 (TOTP) as a phone's authenticator app computes it, written here on node:crypto alone
 * so a journey checks the bank's codes against an implementation of its own, not the bank's
 * (src/mirage/rules/totp.ts uses otpauth): HMAC-SHA1 over the 30-second step, dynamic truncation
 * (RFC 4226 §5.3), 6 digits.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (spaces and padding ignored, as an app does with a key typed by hand). */
export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` (base32) at `timestamp` (ms), 30-second steps from 1970. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timestamp / 1000 / 30)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
