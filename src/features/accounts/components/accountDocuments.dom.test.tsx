import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armForcedLogout, configureApiClient } from '../../../api/client';
import { session } from '../../../api/session';
import { clearTokens, storeTokens } from '../../../api/tokens';
import { writeMeta } from '../../../db/meta';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import { forgetSeenTips } from '../../../entities/featureTip/useFeatureTip';
import type { MockBankControls } from '../../../mirage/mockBank';
import { claimsOf, signIn, startTestBank } from '../../../mirage/testing';
import { parsePaynowPayload } from '../../../shared/domain/paynowQr';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { AccountsPage } from '../pages/AccountsPage';
import { forgetBeneficiaryAddress } from '../queries';
import { setOnline } from '../../../sync/syncStatus';

// The accounts page with the real API client and the in-page mock bank (issue 27): the PayNow
// tab and its QR, the overseas tab's addresses, the documents and the feature tips.
let bank: MockBankControls;
const saved: { name: string; type: string; bytes: Uint8Array }[] = [];

beforeEach(() => {
  bank = startTestBank();
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
  armForcedLogout();
  forgetSeenTips();
  forgetBeneficiaryAddress();
  saved.length = 0;
  // jsdom has no object URLs: keep what the page hands to the downloads.
  let blob: Blob | null = null;
  URL.createObjectURL = (b: Blob) => ((blob = b), 'blob:test');
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const file = blob;
    if (file)
      void file
        .arrayBuffer()
        .then((b) =>
          saved.push({ name: this.download, type: file.type, bytes: new Uint8Array(b) }),
        );
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  clearToasts();
  clearTokens();
  session.claims = null;
  bank.shutdown();
  await deleteAllCacheDatabases();
});

async function openAs(email: string, toggles: Record<string, boolean> = {}) {
  const pair = await signIn(email);
  storeTokens(pair);
  session.claims = claimsOf(pair.accessToken);
  const db = await openUserDatabase(session.claims);
  await db.accounts.bulkPut(bank.accounts().map(accountRow));
  await writeMeta(db, 'toggles', { paynowQr: true, proofOfAccountLetter: true, ...toggles });
  render(<AccountsPage />);
}

async function expand(name: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  const row = screen.getByRole('button', { name: new RegExp(`^${name}`) }).closest('li');
  return row as HTMLElement;
}

/** The rendered QR read as a camera would: its modules painted into pixels and decoded by jsQR. */
function decodeRenderedQr(svg: Element): string | null {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
  return jsQR(pixels, width, width)?.data ?? null;
}

const lastToast = () => toastStore.toasts.at(-1);

describe('receiving money', () => {
  it("opens an SGD account on the PayNow tab: a QR a reader decodes to the account's PayNow payload", async () => {
    await openAs('admin@demo.test');
    const row = await expand('Main account');
    const tab = await within(row).findByRole('tab', { name: 'PayNow' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const qr = await within(row).findByRole('img', {
      name: 'PayNow QR code for Main account, account 885164302117',
    });
    const payload = decodeRenderedQr(qr);
    expect(payload).not.toBeNull();
    const fields = parsePaynowPayload(payload ?? '');
    expect(fields).toMatchObject({ proxyType: '2', reference: '885164302117', editable: true });
    expect(within(row).getByText('PayNow UEN').nextElementSibling?.textContent).toBe(
      fields.proxyValue,
    );
    expect(within(row).getByText('Reference').nextElementSibling?.textContent).toBe('885164302117');
  });

  it('says the PayNow QR comes back with the connection while offline, and draws it when it returns', async () => {
    await openAs('admin@demo.test');
    act(() => setOnline(false));
    try {
      const row = await expand('Main account');
      expect(
        await within(row).findByText(
          "You're offline. The PayNow QR code appears when you're back online.",
        ),
      ).toBeTruthy();
      act(() => setOnline(true));
      expect(
        await within(row).findByRole('img', { name: /^PayNow QR code for Main account/ }),
      ).toBeTruthy();
    } finally {
      setOnline(true);
    }
  });

  it('has no PayNow tab while the paynowQr toggle is off: Local Bank Transfers comes first', async () => {
    await openAs('admin@demo.test', { paynowQr: false });
    const row = await expand('Main account');
    await screen.findByText('Proof of account letters');
    expect(within(row).queryByRole('tab', { name: 'PayNow' })).toBeNull();
    expect(
      within(row).getByRole('tab', { name: 'Local Bank Transfers' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it("shows the beneficiary's and the bank's address on the overseas tab", async () => {
    await openAs('general@demo.test');
    const row = await expand('USD operations');
    expect(
      (await within(row).findByText('Beneficiary address')).nextElementSibling?.textContent,
    ).toBe('8 Marina View, #40-01 Asia Square Tower 1, Singapore 018960');
    expect(within(row).getByText('Bank address').nextElementSibling?.textContent).toContain(
      'Singapore 018982',
    );
  });
});

describe('documents', () => {
  it("downloads the proof-of-account letter as proof_of_account_letter_{accountNumber}.pdf with 'Success'", async () => {
    await openAs('finance@demo.test');
    const row = await expand('USD operations');
    fireEvent.click(
      await within(row).findByRole('button', { name: 'Download proof of account letter' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('proof_of_account_letter_885165410552.pdf');
    expect(saved[0]?.type).toBe('application/pdf');
    expect(new TextDecoder().decode(saved[0]?.bytes.slice(0, 5))).toBe('%PDF-');
    expect(lastToast()).toMatchObject({
      kind: 'success',
      title: 'Success',
      message: 'Your PDF Account Confirmation Letter has been downloaded successfully.',
    });
  });

  it("says 'Unsuccessful' / 'An unexpected error occurred, please try again later.' when the bank fails", async () => {
    await openAs('admin@demo.test');
    bank.faults.failNext(
      '/v1/boom/accounts/:accountNumber/download/proof-of-account',
      'INTERNAL_SERVER_ERROR',
      500,
    );
    const row = await expand('EUR suppliers');
    fireEvent.click(
      await within(row).findByRole('button', { name: 'Download proof of account letter' }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        kind: 'error',
        title: 'Unsuccessful',
        message: 'An unexpected error occurred, please try again later.',
      }),
    );
    expect(saved).toEqual([]);
  });

  it('offers no letter for a THB account, nor while its toggle is off', async () => {
    await openAs('admin@demo.test', { proofOfAccountLetter: false });
    const usd = await expand('USD operations');
    // The toggles are read: the PayNow tip shows (its toggle on), the letter stays off.
    await screen.findByText('Get paid by PayNow QR');
    expect(within(usd).getByRole('button', { name: 'Download CSV statement' })).toBeTruthy();
    expect(
      within(usd).queryByRole('button', { name: 'Download proof of account letter' }),
    ).toBeNull();
  });

  it('offers no letter for a THB account', async () => {
    await openAs('admin@demo.test');
    const thb = await expand('THB card funding');
    await screen.findByText('Get paid by PayNow QR');
    expect(
      within(thb).queryByRole('button', { name: 'Download proof of account letter' }),
    ).toBeNull();
  });

  it('downloads the CSV statement of the chosen period and names the file', async () => {
    await openAs('accountant@demo.test');
    const row = await expand('Payroll');
    fireEvent.change(within(row).getByLabelText('Statement period'), {
      target: { value: 'all' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Download CSV statement' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('statement_885164302118.csv');
    expect(new TextDecoder().decode(saved[0]?.bytes).split('\r\n')[0]).toBe(
      'Date,Reference,Type,Description,Counterparty,Status,Currency,Amount,Fees',
    );
    expect(lastToast()).toMatchObject({
      title: 'Statement downloaded',
      message: 'statement_885164302118.csv',
    });
  });

  it('shows no documents to the general role', async () => {
    await openAs('general@demo.test');
    const row = await expand('USD operations');
    expect(within(row).queryByRole('heading', { name: 'Documents' })).toBeNull();
  });
});

describe('feature tips', () => {
  it('shows the PaynowQr tip, then, once closed, the ProofOfAccount tip', async () => {
    await openAs('subadmin@demo.test');
    const tip = await screen.findByText('Get paid by PayNow QR');
    // Drawn after the list, so its late arrival moves no row under the pointer.
    const firstRow = screen.getAllByRole('listitem')[0]!;
    expect(firstRow.compareDocumentPosition(tip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(await screen.findByText('Proof of account letters')).toBeTruthy();
    expect(
      screen.getByText(
        'A supplier or a platform asking for your account details? Open an account and download its PDF Account Confirmation Letter.',
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    });
    expect(screen.queryByText('Proof of account letters')).toBeNull();
  });
});
