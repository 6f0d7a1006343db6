/**
 * Finds the first formula in the first sheet of an XLSX workbook (docs/decisions/
 * batch-transfers.md 'A formula in a batch file'). read-excel-file answers a formula cell's saved
 * value and says nothing of the formula, so this reads the sheet's XML itself: the ZIP's central
 * directory, the workbook's first sheet, and the first `<c>` holding an `<f>`. The platform's
 * DecompressionStream inflates the parts (no library); a part this cannot read answers null, and
 * read-excel-file then decides whether the workbook opens at all.
 */

interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function centralDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = new Map<string, ZipEntry>();
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return entries;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  for (let n = 0; n < count && at + 46 <= bytes.length; n++) {
    if (view.getUint32(at, true) !== CENTRAL) break;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function readEntry(bytes: Uint8Array, entry: ZipEntry): Promise<string | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) return null;
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

/** The first sheet's part: workbook.xml's first <sheet>, through the workbook's relations. */
async function firstSheetPath(
  bytes: Uint8Array,
  entries: Map<string, ZipEntry>,
): Promise<string | null> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    const workbookXml = (await readEntry(bytes, workbook)) ?? '';
    const relsXml = (await readEntry(bytes, rels)) ?? '';
    const id = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbookXml)?.[1];
    if (id) {
      const relation = new RegExp(`<Relationship\\b[^>]*\\bId="${id}"[^>]*>`).exec(relsXml)?.[0];
      const target = relation && /\bTarget="([^"]+)"/.exec(relation)?.[1];
      if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    }
  }
  return entries.has('xl/worksheets/sheet1.xml') ? 'xl/worksheets/sheet1.xml' : null;
}

/** One part of a ZIP (an XLSX's 'xl/styles.xml') as text; null when it is absent or unreadable. */
export async function zipPartText(buffer: ArrayBuffer, path: string): Promise<string | null> {
  try {
    const bytes = new Uint8Array(buffer);
    const entry = centralDirectory(bytes).get(path);
    return entry ? await readEntry(bytes, entry) : null;
  } catch {
    return null;
  }
}

/** The reference of the first cell holding a formula ('C4'), or null when there is none. */
export async function firstFormulaCell(buffer: ArrayBuffer): Promise<string | null> {
  try {
    const bytes = new Uint8Array(buffer);
    const entries = centralDirectory(bytes);
    const path = await firstSheetPath(bytes, entries);
    const entry = path ? entries.get(path) : undefined;
    const xml = entry ? await readEntry(bytes, entry) : null;
    if (!xml) return null;
    const cell = /<(?:\w+:)?c\b([^>]*?)(\/?)>/g;
    for (let match = cell.exec(xml); match; match = cell.exec(xml)) {
      if (match[2] === '/') continue;
      const endAt = xml.indexOf('</c>', cell.lastIndex);
      const inner = xml.slice(cell.lastIndex, endAt < 0 ? undefined : endAt);
      if (/<(?:\w+:)?f\b/.test(inner)) {
        return /\br="([A-Z]+\d+)"/.exec(match[1] ?? '')?.[1] ?? '?';
      }
    }
    return null;
  } catch {
    return null;
  }
}
