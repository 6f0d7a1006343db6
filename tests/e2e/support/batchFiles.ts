import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { demoRecipients } from '../../../src/mirage/scenarios/recipients';
import { unavailableReason } from '../../../src/shared/domain/recipient';
import type { Account } from '../../../src/shared/domain/accounts';
import { waitForMockBank } from './mockBank';

/**
 * Batch files for the journeys (issue 26), built in Node from the default scenario's saved
 * recipients, never through the UI: the columns of a row paying a saved recipient.
 */
export const BATCH_COLUMNS = ['recipientId', 'amount', 'senderAccountNumber', 'reference'] as const;

/** The default scenario's local SGD recipients the bank can pay, by their ids. */
const LOCAL_IDS = demoRecipients()
  .filter((r) => r.recipientType === 'LOCAL' && r.currency === 'SGD' && !unavailableReason(r))
  .map((r) => r.displayReferenceId);

/** The demo company's Main account (SGD), as the bank holds it now. */
export async function mainAccount(page: Page): Promise<Account> {
  await waitForMockBank(page);
  const accounts = await page.evaluate(() => window.__mockBank?.accounts() ?? []);
  const main = accounts.find((a) => a.accountName === 'Main account');
  if (!main) throw new Error('no Main account');
  return main;
}

/** n rows paying S$`amount` each to the local recipients in turn, every reference its own. */
export function batchRows(n: number, sender: string, amount = '1.00'): string[][] {
  return Array.from({ length: n }, (_, i) => [
    LOCAL_IDS[i % LOCAL_IDS.length] ?? '',
    amount,
    sender,
    // Short enough for every recipient's reference rule (11 characters for a bank recipient).
    `Pay ${i + 1}`,
  ]);
}

export const csvFile = (name: string, header: readonly string[], data: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(Papa.unparse({ fields: [...header], data })),
});

/**
 * Chooses the file on the batch page, as the person's file picker would: once 'Choose a file' is
 * enabled (the template and the accounts read), as a person can click it only then.
 */
export async function uploadBatchFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  await page.locator('#batch-file').setInputFiles(file);
}
