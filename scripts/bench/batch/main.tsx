/**
 * The batch benchmark page (npm run bench -- --only batch drives it in headless Chromium). What
 * is measured is the app's own pipeline: readBatchFile (papaparse in the batch worker, the columns
 * mapped on the page) then checkBatchRows (the shared row rules in the same worker), with the
 * page drawing BatchProgress from the progress it reports, as the batch page does. Long tasks of
 * the page's thread are watched meanwhile (PerformanceObserver 'longtask').
 */
import '../../../src/shared/ui/styles/index.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/universal';
import {
  BatchProgress,
  checkBatchRows,
  readBatchFile,
} from '../../../src/features/transfer/batch/file';
import { TEST_TEMPLATE } from '../../../src/features/transfer/batch/file/templateFixture';
import type { BatchCheckContext } from '../../../src/shared/domain/batchTransfers';
import { buildRecipient } from '../../../src/test/recipientRecords';

/** The test template with the two columns a local new recipient needs besides its details. */
const TEMPLATE = {
  ...TEST_TEMPLATE,
  columns: [
    ...TEST_TEMPLATE.columns,
    { key: 'country', header: 'Country', required: 'withoutRecipient', description: 'Country' },
    { key: 'currency', header: 'Currency', required: 'withoutRecipient', description: 'Currency' },
    { key: 'swiftCodeValue', header: 'SWIFT', required: 'withoutRecipient', description: 'SWIFT' },
  ],
} satisfies typeof TEST_TEMPLATE;

const ACCOUNT = '885164000001';
const RECIPIENTS = Array.from({ length: 50 }, (_, i) =>
  buildRecipient({ displayReferenceId: `RCP-${String(i + 1).padStart(4, '0')}` }),
);
const CONTEXT: BatchCheckContext = {
  recipients: RECIPIENTS,
  accounts: [{ accountNumber: ACCOUNT, currency: 'SGD' }],
};

/** A payroll-like CSV: n rows, saved recipients and new ones, 7 of them wrong. */
function batchCsv(n: number): string {
  const lines = [
    'Recipient ID,Recipient name,Account number,Bank,Country,Currency,SWIFT,Amount,Sender account,Reference,Payment advice e-mails',
  ];
  for (let i = 0; i < n; i++) {
    const bad = i % Math.floor(n / 7) === 3 && i / Math.floor(n / 7) < 7;
    const amount = bad ? '12,50' : `${(1000 + i * 3.25).toFixed(2)}`;
    lines.push(
      i % 2 === 0
        ? `RCP-${String((i % 50) + 1).padStart(4, '0')},,,,,,,"${amount}",${ACCOUNT},SALARY ${i},`
        : `,Payee ${i},00${1_000_000 + i},DBS Bank Ltd,SG,SGD,DBSSSGSG,"${amount}",${ACCOUNT},INV ${i},ap${i}@example.com`,
    );
  }
  return lines.join('\r\n');
}

interface RunFigures {
  rows: number;
  invalidRows: number;
  readMs: number;
  checkMs: number;
  totalMs: number;
  progressReports: number;
  longestTaskMs: number;
  longTasks: number;
  /** Whether the batch worker's script was loaded (false: the in-thread fallback ran). */
  workerLoaded: boolean;
}

const root = createRoot(document.getElementById('root')!);

/** The same rows as an XLSX workbook (every cell text), written before the timing starts. */
async function batchXlsx(n: number): Promise<Blob> {
  const cells = Papa.parse<string[]>(batchCsv(n)).data;
  return writeXlsxFile(cells.map((row) => row.map((value) => ({ value, type: String })))).toBlob();
}

async function run(n: number, type: 'csv' | 'xlsx' = 'csv'): Promise<RunFigures> {
  const file =
    type === 'csv'
      ? new File([batchCsv(n)], 'payroll.csv', { type: 'text/csv' })
      : new File([await batchXlsx(n)], 'payroll.xlsx');
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  let reports = 0;
  const start = performance.now();
  flushSync(() =>
    root.render(<BatchProgress phase="reading" fileName={file.name} done={0} total={0} />),
  );
  const result = await readBatchFile(file, { template: TEMPLATE });
  if (result.kind !== 'rows') throw new Error(`the file was not read: ${JSON.stringify(result)}`);
  const read = performance.now();
  const total = result.rows.length;
  const checks = await checkBatchRows(
    result.rows.map((row) => row.input),
    CONTEXT,
    (done) => {
      reports++;
      root.render(
        <BatchProgress phase="checking" fileName={file.name} done={done} total={total} />,
      );
    },
  );
  const end = performance.now();
  // Let the last progress draw, then collect the long tasks of the whole span.
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const entry of observer.takeRecords()) tasks.push(entry.duration);
  observer.disconnect();
  return {
    rows: checks.length,
    invalidRows: checks.filter((check) => check.errors.length > 0).length,
    readMs: Math.round(read - start),
    checkMs: Math.round(end - read),
    totalMs: Math.round(end - start),
    progressReports: reports,
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    longTasks: tasks.length,
    workerLoaded: performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('batchCheck.worker')),
  };
}

declare global {
  interface Window {
    __batchBench?: { run: (n: number, type?: 'csv' | 'xlsx') => Promise<RunFigures> };
  }
}

window.__batchBench = { run };
