import { describe, expect, it } from 'vitest';
import {
  FILE_BYTES_MAX_FILES,
  FILE_BYTES_MAX_TOTAL,
  FileBytes,
  listedUploads,
  type FileBytesShelf,
  type FileRecord,
} from './receipts';

/** A shelf that writes down what it was told. */
function recordingShelf() {
  const told: string[] = [];
  const shelf: FileBytesShelf = {
    put: (id) => told.push(`put ${id}`),
    delete: (id) => told.push(`delete ${id}`),
    clear: () => told.push('clear'),
  };
  return { shelf, told };
}

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

const file = (referenceID: string, seeded?: FileRecord['seeded']): FileRecord => ({
  referenceID,
  fileName: 'f.png',
  fileType: 'image/png',
  size: 1,
  uploadedAt: 0,
  ...(seeded ? { seeded } : {}),
});

describe('FileBytes on a shelf (the page keeps the bytes across reloads)', () => {
  it('holds what the shelf kept, within the limits, and tells it every later change', () => {
    const held = new FileBytes();
    const { shelf, told } = recordingShelf();
    const kept = Array.from(
      { length: FILE_BYTES_MAX_FILES + 1 },
      (_, i): [string, { corpID: string; bytes: Uint8Array }] => [
        `K${i}`,
        { corpID: 'CO-1', bytes: new Uint8Array(1) },
      ],
    );
    held.attach(shelf, kept);
    // One over the limit: the oldest kept goes, from the shelf too.
    expect(held.get('K0')).toBeUndefined();
    expect(held.get('K1')).toBeDefined();
    expect(told).toEqual(['delete K0']);
    told.length = 0;

    held.put('CO-1', 'NEW', new Uint8Array(2));
    held.delete('K5');
    held.clear();
    expect(told).toEqual(['delete K1', 'put NEW', 'delete K5', 'clear']);
  });

  it('tells nothing once detached (a bank replaced in the page)', () => {
    const held = new FileBytes();
    const { shelf, told } = recordingShelf();
    held.attach(shelf, []);
    held.detach();
    held.put('CO-1', 'F', new Uint8Array(1));
    held.clear();
    expect(told).toEqual([]);
  });

  it('lists the uploaded files the records still name, never a seeded one', () => {
    const listed = listedUploads({
      scenario: 'default',
      byTransaction: {
        T1: { transferFiles: [file('TF-1')], receipts: [file('R-1'), file('S-1', 'png')] },
      },
    });
    expect([...listed].toSorted()).toEqual(['R-1', 'TF-1']);
    expect(listedUploads(null).size).toBe(0);
  });
});
