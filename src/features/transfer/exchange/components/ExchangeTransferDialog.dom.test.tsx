import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestQuote } from '../../../../api/fx';
import { session } from '../../../../api/session';
import { submitExchange } from '../../../../api/transfers';
import { writeMeta } from '../../../../db/meta';
import { accountRow } from '../../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../../db/userDatabase';
import type { Account } from '../../../../shared/domain/accounts';
import type { FxQuote, TransferLimit } from '../../../../shared/domain/fx';
import type {
  PayoutCodeIssued,
  PayoutCodeVerified,
  TransferResult,
} from '../../../../shared/domain/transfers';
import { storeStatus } from '../../../../sync/syncStatus';
import { ExchangeTransferDialog } from './ExchangeTransferDialog';

vi.mock('../../../../api/fx', () => ({
  requestQuote: vi.fn<() => Promise<FxQuote>>(),
}));
vi.mock('../../../../api/limits', () => ({
  getTransferLimits: vi.fn<() => Promise<TransferLimit[]>>(() => Promise.resolve([])),
}));
vi.mock('../../../../api/transfers', () => ({
  submitExchange: vi.fn<() => Promise<TransferResult>>(),
}));
vi.mock('../../../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<() => Promise<PayoutCodeIssued>>(),
  verifyPayoutCode: vi.fn<() => Promise<PayoutCodeVerified>>(),
  verifyPayoutTotp: vi.fn<() => Promise<PayoutCodeVerified>>(),
}));
vi.mock('../../../../api/approvals', () => ({
  saveApprovalRemarks: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  getApprovalPolicies: vi.fn<() => Promise<[]>>(() => Promise.resolve([])),
}));
// The flow reads the maintenance notices; this file has no bank (a failed read would count as offline).
vi.mock('../../../../api/maintenance', () => ({
  getMaintenanceNotices: vi.fn<typeof import('../../../../api/maintenance').getMaintenanceNotices>(
    () => Promise.resolve([]),
  ),
}));
vi.mock('../../../../sync/syncEngine', () => ({
  syncNow: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));

const base: Account = {
  accountNumber: '885164000001',
  accountName: 'Main account',
  currency: 'SGD',
  currentBalance: 1_000_000_000,
  accountHolderName: 'Demo Pte Ltd',
  bankName: 'Bank',
  bankSwift: 'BANKSGSG',
  isDefaultAccount: true,
  isLowAccountBalance: false,
  accountOrder: 0,
};
const PAYROLL: Account = {
  ...base,
  accountNumber: '885164000002',
  accountName: 'Payroll',
  isDefaultAccount: false,
  accountOrder: 1,
};
const USD: Account = {
  ...base,
  accountNumber: '885165000001',
  accountName: 'USD operations',
  currency: 'USD',
  isDefaultAccount: false,
  accountOrder: 2,
};

beforeEach(async () => {
  session.claims = {
    role: 'admin',
    corpID: 'C',
    sub: 'U',
    email: 'admin@demo.test',
    exp: 0,
    scope: 'access',
  };
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([base, PAYROLL, USD].map(accountRow));
  await writeMeta(db, 'toggles', { transfer2fa: false });
  storeStatus('accounts').lastSyncedAt = Date.now();
  vi.mocked(requestQuote).mockResolvedValue({
    referenceId: 'FXQ-1',
    sellCurrency: 'SGD',
    buyCurrency: 'USD',
    bidRate: 742_311,
    validTo: new Date(Date.now() + 180_000).toISOString(),
    country: 'US',
  });
  vi.mocked(submitExchange).mockResolvedValue({
    approvalStatus: 'NotRequired',
    referenceID: 'GRP-1',
    transactionReferenceIds: ['TXN-1'],
    sourceAmount: 10_000_000,
    targetAmount: 10_000_000,
    touched: { accounts: [], transactions: [] },
  });
});

afterEach(async () => {
  vi.mocked(submitExchange).mockReset();
  session.claims = null;
  await deleteAllCacheDatabases();
});

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ExchangeTransferDialog', () => {
  it('is the Exchange & Internal Transfer modal, opened on the mode asked for', async () => {
    render(<ExchangeTransferDialog initialMode="accountToAccount" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Exchange & Internal Transfer' })).toBeTruthy();
    expect(tab('Account to account').getAttribute('aria-selected')).toBe('true');
    // Account to account starts with another account of the same currency.
    await waitFor(() =>
      expect(screen.getByLabelText('To account')).toHaveProperty('value', PAYROLL.accountNumber),
    );
    fireEvent.click(tab('Currency exchange'));
    expect(tab('Currency exchange').getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(screen.getByLabelText('To account')).toHaveProperty('value', USD.accountNumber),
    );
    expect(await screen.findByText('1 SGD = 0.742311 USD')).toBeTruthy();
  });

  it('locks the mode switch past the form, and closes once the result has been seen', async () => {
    const onClose = vi.fn<() => void>();
    render(<ExchangeTransferDialog initialMode="accountToAccount" onClose={onClose} />);
    await waitFor(() =>
      expect(screen.getByLabelText('To account')).toHaveProperty('value', PAYROLL.accountNumber),
    );
    fireEvent.change(screen.getByLabelText(/^Amount to send/), { target: { value: '10' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Confirm' });
    expect(tab('Currency exchange')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('dialog', { name: 'Internal Transfer is completed.' });
    expect(done.textContent).toContain('S$10.00 sent, S$10.00 received.');
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
