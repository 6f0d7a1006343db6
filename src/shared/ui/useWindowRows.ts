import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rows of a long table rendered only where the window shows them (the transactions list, a
 * batch's 1,000 transfers): the page scrolls as a whole, the table's body keeps its full height
 * with a spacer row above and below the rendered rows, and each row is measured as it renders
 * (rows with errors are taller). No React Compiler here: the virtualizer re-renders its
 * component itself when the window scrolls.
 */
export function useWindowRows(
  rowIds: readonly string[],
  { rowHeight, overscan }: { rowHeight: number; overscan: number },
) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
  }, [rowIds.length]);

  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count: rowIds.length,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    getItemKey: (index) => rowIds[index] ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const paddingTop = first ? Math.max(0, first.start - scrollMargin) : 0;
  const paddingBottom = last
    ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin))
    : 0;
  return { bodyRef, items, paddingTop, paddingBottom, measureRow: virtualizer.measureElement };
}
