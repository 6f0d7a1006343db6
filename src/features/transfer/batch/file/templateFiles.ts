import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/universal';
import type { BatchTemplate } from '../../../../api/batchTransfers';
import { toBatchCsv } from '../../../../shared/domain/batchFile';
import type { BatchRowInput } from '../../../../shared/domain/batchTransfers';

/**
 * The template as files a person fills in (docs/decisions/batch-transfers.md 'Template files'):
 * the template answer's column headers, then its example rows. CSV starts with a byte-order mark
 * so Excel reads it as UTF-8; a cell that a spreadsheet would run as a formula is written as text
 * (papaparse's escapeFormulae;
 * a signed plain number stays as it is). XLSX has the header row in bold and frozen, every cell as text
 * (an account number keeps its leading zeros).
 */

/** A cell a spreadsheet would run: = @ tab or return first, or + - not before a plain number. */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d.,\s]*$))/;

function table(template: BatchTemplate): { headers: string[]; rows: string[][] } {
  return {
    headers: template.columns.map((column) => column.header),
    rows: template.exampleRows.map((row) =>
      template.columns.map((column) => row[column.key] ?? ''),
    ),
  };
}

/** The template as CSV text (with a byte-order mark). */
export function templateCsv(template: BatchTemplate): string {
  const { headers, rows } = table(template);
  return (
    Papa.BYTE_ORDER_MARK +
    Papa.unparse({ fields: headers, data: rows }, { escapeFormulae: FORMULA_START })
  );
}

/** The template as an XLSX workbook: one sheet, 'Transfers'. */
export function templateXlsx(template: BatchTemplate): Promise<Blob> {
  const { headers, rows } = table(template);
  return writeXlsxFile(
    [
      headers.map((value) => ({ value, type: String, fontWeight: 'bold' as const })),
      ...rows.map((row) => row.map((value) => ({ value, type: String }))),
    ],
    {
      sheet: 'Transfers',
      stickyRowsCount: 1,
      columns: headers.map((header) => ({ width: Math.max(12, header.length + 4) })),
    },
  ).toBlob();
}

/** The file names the downloads get. */
export function templateFileName(template: BatchTemplate, type: 'csv' | 'xlsx'): string {
  return `batch-transfer-template-${template.kind.toLowerCase()}.${type}`;
}

/** The rows read from the person's file, as the canonical CSV the upload sends (toBatchCsv). */
export function toUploadCsv(rows: readonly BatchRowInput[]): string {
  return toBatchCsv(rows);
}
