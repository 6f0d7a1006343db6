/**
 * Work in slices: the in-page bank runs on the page's main thread, so a long export yields
 * between slices and the page keeps painting and answering input (no long task). Over HTTP it
 * lets other requests in between.
 */
export const ROWS_PER_SLICE = 500;

export function yieldNow(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `each` over `items`, yielding every ROWS_PER_SLICE items; the results in order. */
export async function mapInSlices<T, R>(
  items: readonly T[],
  each: (item: T, index: number) => R,
): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldNow();
    const end = Math.min(items.length, start + ROWS_PER_SLICE);
    for (let i = start; i < end; i++) out.push(each(items[i] as T, i));
  }
  return out;
}

const BASE64_CHUNK = 3 * 64 * 1024;

/** Bytes as base64, a chunk at a time (a multiple of 3 bytes, so the chunks join unpadded). */
export async function base64InSlices(bytes: Uint8Array): Promise<string> {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += BASE64_CHUNK) {
    if (start > 0) await yieldNow();
    const chunk = bytes.subarray(start, start + BASE64_CHUNK);
    let binary = '';
    for (let i = 0; i < chunk.length; i += 0x8000)
      binary += String.fromCharCode(...chunk.subarray(i, i + 0x8000));
    parts.push(btoa(binary));
  }
  return parts.join('');
}

const encoder = new TextEncoder();

/** Text lines as UTF-8 bytes, each line ending CRLF (RFC 4180), made and encoded a slice at a time. */
export async function linesInSlices<T>(
  first: string,
  items: readonly T[],
  lineOf: (item: T) => string,
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [encoder.encode(`${first}\r\n`)];
  for (let start = 0; start < items.length; start += ROWS_PER_SLICE) {
    await yieldNow();
    let text = '';
    const end = Math.min(items.length, start + ROWS_PER_SLICE);
    for (let i = start; i < end; i++) text += `${lineOf(items[i] as T)}\r\n`;
    parts.push(encoder.encode(text));
  }
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
