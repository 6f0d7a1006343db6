/**
 * A windowed table's spacer (useWindowRows): an empty row standing for the rows not rendered
 * above or below, so the body keeps its full height. Hidden from assistive technology, which is
 * told the real row numbers by aria-rowindex. Nothing when there is no height to keep.
 */
export function SpacerRow({
  height,
  columns,
  className,
}: {
  height: number;
  columns: number;
  className: string;
}) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden className={className} style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
