import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getTemplate } from '../../../../api/batchTransfers';
import { emptyBatchRow } from '../../../../shared/domain/batchRows';
import { BATCH_TEMPLATE_KINDS } from '../../../../shared/domain/batchTransfers';
import type { MockBankControls } from '../../../../mirage/mockBank';
import { signInAdmin, startBankWithClient, stopBank } from '../../../../test/bankSession';
import { stopBatchWorker } from './batchWorker';
import { readBatchFile } from './readBatchFile';
import { templateCsv, templateFileName, templateXlsx } from './templateFiles';

/**
 * The bank's own template (GET .../{id}/template), written as the person downloads it and read
 * back as the person uploads it untouched: every column maps by itself, every example row returns.
 */

let bank: MockBankControls;
beforeEach(async () => {
  bank = startBankWithClient();
  await signInAdmin();
});
afterEach(async () => {
  stopBatchWorker();
  await stopBank(bank);
});

describe.each(BATCH_TEMPLATE_KINDS)('the %s template, downloaded and uploaded back', (kind) => {
  it('reads its CSV and its XLSX as the example rows, with no mapping asked', async () => {
    const template = await getTemplate(kind);
    expect(template.exampleRows.length).toBeGreaterThan(0);
    const expected = template.exampleRows.map((row, i) => ({
      line: i + 2,
      input: { ...emptyBatchRow(), ...row },
    }));
    const csv = new File([templateCsv(template)], templateFileName(template, 'csv'));
    const xlsx = new File([await templateXlsx(template)], templateFileName(template, 'xlsx'));
    for (const file of [csv, xlsx]) {
      const result = await readBatchFile(file, { template });
      expect(result.kind).toBe('rows');
      if (result.kind !== 'rows') return;
      expect(result.headers).toEqual(template.columns.map((column) => column.header));
      expect(result.rows).toEqual(expected);
    }
  });
});
