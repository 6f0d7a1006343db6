import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { clearSession, establishSession } from '../../../api/session';
import type { MockBankControls } from '../../../mirage/mockBank';
import { signIn, startTestBank } from '../../../mirage/testing';
import { downloadTransactions } from '../../../shared/contracts/transactions';
import { paths } from '../../../shared/routing/paths';
import { setOnline } from '../../../sync/syncStatus';
import { ExportPage } from './ExportPage';

// The export page against the real mock bank: the list's filters in words, the bank's count, the
// form's rules and the bank's refusals (docs/decisions/transactions.md 'Exports').
let bank: MockBankControls;

beforeAll(() => {
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
});
beforeEach(() => {
  bank = startTestBank();
});
afterEach(() => {
  setOnline(true);
  clearSession();
  bank.shutdown();
  window.history.replaceState(null, '', '/');
});

async function open(search: string) {
  establishSession(await signIn('admin@demo.test'), {
    companyName: 'Demo Trading Pte. Ltd.',
    status: 'UserStatusApproved',
  });
  window.history.replaceState(null, '', paths.transactionExport(search));
  render(<ExportPage />);
}

const downloads = () => bank.calls().filter((c) => c.path === downloadTransactions.path);

describe('the export page', () => {
  it('says offline that exports need a connection, and Download sends nothing', async () => {
    setOnline(false);
    await open('');
    expect(
      screen.getByText(
        "You're offline. The bank makes the file, so exports need a connection. Please try again when you're back online.",
      ),
    ).toBeDefined();
    const download = screen.getByRole('button', { name: 'Download' });
    expect((download as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(download);
    expect(downloads()).toEqual([]);
  });

  it("says the list's filters and the bank's count of the rows", async () => {
    await open('transactionType=PayOut&status=Completed&startDate=2026-10-01&without=cards');
    expect(screen.getByText('Types: Pay-out')).toBeDefined();
    expect(screen.getByText('Status: Completed')).toBeDefined();
    expect(screen.getByText('Dates: 1 Oct 2026 to today')).toBeDefined();
    expect(
      screen.getByText(
        "Exported without several cards: the bank's export takes one card, one cardholder and amounts in the accounts' currency.",
      ),
    ).toBeDefined();
    expect(await screen.findByText(/^\d+ transactions? to export\.$/)).toBeDefined();
  });

  it('asks for the account of a Xero file and sends nothing until one is chosen', async () => {
    await open('');
    expect(screen.getByText('All transactions')).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Xero bank statement (.csv)' }));
    expect(await screen.findByText('Choose an account to count its transactions.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText(
        'Choose the account to export: Xero and QuickBooks import one account a file.',
      ),
    ).toBeDefined();
    expect(downloads()).toEqual([]);
  });

  it("shows the bank's refusal, and keeps the page for another try", async () => {
    await open('transactionType=PayOut');
    await screen.findByText(/^\d+ transactions? to export\.$/);
    bank.faults.failNext(downloadTransactions.path, 'EXPORT_TOO_LARGE', 400);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText('The demo panel made this call fail with EXPORT_TOO_LARGE.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
  });
});
