import type { ReactNode } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import './CardTable.css';

export const cardTableFeatures = tableFeatures({});
export type CardTableColumn<T extends RowData> = ColumnDef<typeof cardTableFeatures, T>;

export interface CardTableProps<T extends RowData> {
  /**
   * The table's class block: each cell gets `<block>__<column id>`, which the feature's CSS
   * places on the card a row becomes on a phone (grid-template-areas).
   */
  block: string;
  columns: CardTableColumn<T>[];
  data: T[];
  rowKey: (row: T) => string;
  /** What the table lists, for screen readers. */
  caption?: ReactNode;
  /** Header cells get the column's class too (a column whose width the feature sets). */
  headerClasses?: boolean;
}

/**
 * A list as a table on a laptop and as a card a row on a phone (under 768 px; the header row
 * stays for screen readers): People, Approvals and the activity log read alike.
 */
export function CardTable<T extends RowData>({
  block,
  columns,
  data,
  rowKey,
  caption,
  headerClasses = false,
}: CardTableProps<T>) {
  const table = useTable({ features: cardTableFeatures, columns, data });
  return (
    <div className={`ui-card-table ${block}`}>
      <table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={headerClasses ? `${block}__${header.column.id}` : undefined}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={rowKey(row.original)}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`${block}__${cell.column.id}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
