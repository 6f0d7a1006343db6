import { describe, expect, it } from 'vitest';
import { openReceiptShelf } from './receiptShelf';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('the receipt shelf (IndexedDB, the page bank only)', () => {
  it('gives back after a restart the bytes of the files still listed, oldest first, and forgets the rest', async () => {
    const first = await openReceiptShelf(new Set());
    expect(first?.kept).toEqual([]);
    first!.shelf.put('A', { corpID: 'CO-1', bytes: bytes(1, 2, 3) });
    first!.shelf.put('B', { corpID: 'CO-2', bytes: bytes(4) });
    first!.shelf.put('GONE', { corpID: 'CO-1', bytes: bytes(5) });

    // The records list A and B now (GONE's record went with a data reset in another tab).
    const second = await openReceiptShelf(new Set(['A', 'B']));
    expect(second?.kept.map(([id, held]) => [id, held.corpID, [...held.bytes]])).toEqual([
      ['A', 'CO-1', [1, 2, 3]],
      ['B', 'CO-2', [4]],
    ]);
    const third = await openReceiptShelf(new Set(['A', 'B', 'GONE']));
    expect(third?.kept.map(([id]) => id)).toEqual(['A', 'B']);

    third!.shelf.delete('A');
    expect((await openReceiptShelf(new Set(['A', 'B'])))?.kept.map(([id]) => id)).toEqual(['B']);
    third!.shelf.clear();
    expect((await openReceiptShelf(new Set(['A', 'B'])))?.kept).toEqual([]);
  });
});
