import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import { getApprovalPolicies, saveApprovalRemarks } from '../../../../api/approvals';
import { requestQuote } from '../../../../api/fx';
import { getMaintenanceNotices } from '../../../../api/maintenance';
import { session } from '../../../../api/session';
import { sendPayoutCode, verifyPayoutCode } from '../../../../api/payoutCodes';
import { submitExchange } from '../../../../api/transfers';
import type { BankDatabase } from '../../../../db/database';
import { writeMeta } from '../../../../db/meta';
import { accountRow } from '../../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../../db/userDatabase';
import { formatDateTime } from '../../../../shared/dates';
import type { Account } from '../../../../shared/domain/accounts';
import type { ApprovalPolicy } from '../../../../shared/domain/approvals';
import type { FxQuote, TransferLimit } from '../../../../shared/domain/fx';
import type {
  PayoutCodeIssued,
  PayoutCodeVerified,
  TransferResult,
} from '../../../../shared/domain/transfers';
import { clearToasts, toastStore } from '../../../../shared/ui/toastStore';
import { setOnline, storeStatus } from '../../../../sync/syncStatus';
import { MONEY_OFFLINE } from '../../../../entities/money/MoneyOffline';
import { forgetMaintenanceNotices } from '../../../../entities/maintenance/notices';
import { shownAuthorisation } from '../../../../test/codeAuthorisation';
import { ExchangeFlow } from './ExchangeFlow';

vi.mock('../../../../api/fx', () => ({
  requestQuote: vi.fn<() => Promise<FxQuote>>(),
}));
vi.mock('../../../../api/limits', () => ({
  getTransferLimits: vi.fn<() => Promise<TransferLimit[]>>(() =>
    Promise.resolve([{ currency: 'SGD', min: 1_000_000, max: 100_000_000_000 }]),
  ),
}));
vi.mock('../../../../api/transfers', () => ({
  submitExchange: vi.fn<() => Promise<TransferResult>>(),
}));
vi.mock('../../../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<() => Promise<PayoutCodeIssued>>(() =>
    Promise.resolve({
      otpRefID: 'OTP-1',
      otpType: 'SMS',
      maskedEmail: '',
      maskedPhone: '+65 ****1234',
      resendInSeconds: 179,
    }),
  ),
  verifyPayoutCode: vi.fn<() => Promise<PayoutCodeVerified>>(() =>
    Promise.resolve({ isVerified: true, remainingAttempts: 5, referenceId: 'OTP-1' }),
  ),
  verifyPayoutTotp: vi.fn<() => Promise<PayoutCodeVerified>>(),
}));
vi.mock('../../../../api/approvals', () => ({
  saveApprovalRemarks: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  getApprovalPolicies: vi.fn<typeof import('../../../../api/approvals').getApprovalPolicies>(() =>
    Promise.resolve([]),
  ),
}));
// The maintenance notices (none unless a test says): a read that failed would count as offline.
vi.mock('../../../../api/maintenance', () => ({
  getMaintenanceNotices: vi.fn<typeof import('../../../../api/maintenance').getMaintenanceNotices>(
    () => Promise.resolve([]),
  ),
}));
vi.mock('../../../../sync/syncEngine', () => ({
  syncNow: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));

function anAccount(overrides: Partial<Account>): Account {
  return {
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
    ...overrides,
  };
}

const SGD = anAccount({});
const USD = anAccount({
  accountNumber: '885165000001',
  accountName: 'USD operations',
  currency: 'USD',
  currentBalance: 500_000_000,
  accountOrder: 1,
});
const PAYROLL = anAccount({
  accountNumber: '885164000002',
  accountName: 'Payroll',
  isDefaultAccount: false,
  accountOrder: 2,
});

/** Transfers of finance users above S$500.00 wait for an approver. */
const POLICY: ApprovalPolicy = {
  id: 'POL-1',
  policyName: 'Above S$500',
  amountGreaterThan: 500_000_000,
  currency: 'SGD',
  approvers: ['sub-admin', 'accountant'],
  targetedMembers: ['finance', 'accountant'],
  secondStepApprovers: [],
  createdBy: '',
  updatedBy: '',
};
const APPROVAL_NOTICE =
  'This transfer needs approval: transfers above S$500.00 go to an approver. After you confirm, it is sent for approval and made only once it is approved.';

function aQuote(secondsAhead = 180): FxQuote {
  return {
    referenceId: 'FXQ-1',
    sellCurrency: 'SGD',
    buyCurrency: 'USD',
    bidRate: 742_311,
    validTo: new Date(Date.now() + secondsAhead * 1000).toISOString(),
    country: 'US',
  };
}

function executed(): TransferResult {
  return {
    approvalStatus: 'NotRequired',
    referenceID: 'TRF-1',
    transactionReferenceIds: ['TXN-1'],
    sourceAmount: 100_000_000,
    targetAmount: 74_230_000,
    touched: {
      accounts: [
        { ...SGD, currentBalance: 900_000_000 },
        { ...USD, currentBalance: 574_230_000 },
      ],
      transactions: [],
    },
  };
}

let db: BankDatabase;

beforeEach(async () => {
  session.claims = {
    role: 'admin',
    corpID: 'C',
    sub: 'U',
    email: 'admin@demo.test',
    exp: 0,
    scope: 'access',
  };
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([SGD, USD].map(accountRow));
  await writeMeta(db, 'toggles', { transfer2fa: true, approvals: true });
  storeStatus('accounts').lastSyncedAt = Date.now();
  vi.mocked(requestQuote).mockImplementation(() => Promise.resolve(aQuote()));
  vi.mocked(submitExchange).mockResolvedValue(executed());
  vi.mocked(getApprovalPolicies).mockResolvedValue([]);
  forgetMaintenanceNotices();
  vi.mocked(getMaintenanceNotices).mockResolvedValue([]);
});

afterEach(async () => {
  vi.mocked(submitExchange).mockReset();
  vi.mocked(requestQuote).mockReset();
  vi.mocked(saveApprovalRemarks).mockClear();
  vi.mocked(sendPayoutCode).mockClear();
  vi.mocked(verifyPayoutCode).mockClear();
  vi.unstubAllGlobals();
  await goOnline(true);
  clearToasts();
  session.claims = null;
  await deleteAllCacheDatabases();
});

/** The connection drops or comes back (valtio tells its readers in a microtask). */
const goOnline = (online: boolean) =>
  act(async () => {
    setOnline(online);
    await Promise.resolve();
  });

const sendField = () => screen.getByLabelText(/^Amount to send/) as HTMLInputElement;
const receiveField = () => screen.getByLabelText(/^Amount to receive/) as HTMLInputElement;

async function renderFlow() {
  render(<ExchangeFlow mode="currencyExchange" />);
  await screen.findByText('1 SGD = 0.742311 USD');
}

async function fillAndContinue(amount = '100', received = '74.23') {
  fireEvent.change(sendField(), { target: { value: amount } });
  await waitFor(() => expect(receiveField().value).toBe(received));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: 'Confirm' });
}

async function enterCode() {
  const dialog = await screen.findByRole('dialog', { name: 'Verify via SMS' });
  await within(dialog).findByText('Enter the 6-digit code we sent to +65 ****1234.');
  fireEvent.change(within(dialog).getByLabelText('Verification code'), {
    target: { value: '123456' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
}

describe('ExchangeFlow', () => {
  it('derives the receiving amount 500 ms after typing, as the bank computes it', async () => {
    await renderFlow();
    expect(screen.getByLabelText('From account')).toHaveProperty('value', SGD.accountNumber);
    expect(screen.getByLabelText('To account')).toHaveProperty('value', USD.accountNumber);
    fireEvent.change(sendField(), { target: { value: '100' } });
    expect(receiveField().value).toBe('');
    await waitFor(() => expect(receiveField().value).toBe('74.23'));
    // Typing the receiving side derives the sending one, rounded up.
    fireEvent.change(receiveField(), { target: { value: '742.32' } });
    await waitFor(() => expect(sendField().value).toBe('1000.02'));
    expect(await screen.findByText('The amount entered is more than account balance')).toBeTruthy();
    expect(receiveField().value).toBe('742.32');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('keeps a bad amount as typed and explains it', async () => {
    await renderFlow();
    fireEvent.change(sendField(), { target: { value: '10.555' } });
    expect(await screen.findByText('SGD amounts can have at most 2 decimal places.')).toBeTruthy();
    expect(sendField().value).toBe('10.555');
  });

  it('goes to the review and back with the values kept', async () => {
    await renderFlow();
    await fillAndContinue();
    expect(screen.getByText('S$100.00')).toBeTruthy();
    expect(screen.getByText('US$74.23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(sendField().value).toBe('100');
    expect(receiveField().value).toBe('74.23');
  });

  it('asks for a code bound to the transfer, then sends one exchange and shows the result', async () => {
    await renderFlow();
    await fillAndContinue();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // The code dialog says what the code authorises, both sides; the code is bound to the sent one.
    expect(
      shownAuthorisation(await screen.findByRole('dialog', { name: 'Verify via SMS' })),
    ).toEqual([
      'Currency exchange',
      'Amount sent: SGD 100.00',
      'Amount received: USD 74.23',
      'From: Main account · 885164000001',
      'To: USD operations · 885165000001',
    ]);
    await enterCode();
    await screen.findByRole('dialog', { name: 'Internal Transfer is completed.' });
    expect(sendPayoutCode).toHaveBeenCalledWith(
      {
        purpose: 'transfer',
        subject: SGD.accountNumber,
        payee: USD.accountNumber,
        amount: 100_000_000,
        currency: 'SGD',
      },
      'SMS',
    );
    expect(submitExchange).toHaveBeenCalledTimes(1);
    const [request, intent] = vi.mocked(submitExchange).mock.calls[0]!;
    expect(request).toEqual({
      senderAccount: SGD.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 100_000_000,
      receiverAccount: USD.accountNumber,
      targetCurrency: 'USD',
      targetAmount: 74_230_000,
      toAmount: 74_230_000,
      calcSourceAmtFromDestinationAmt: false,
      quoteId: 'FXQ-1',
      otpReferenceID: 'OTP-1',
    });
    expect(intent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // Written through to the cache at once.
    await waitFor(async () =>
      expect((await db.accounts.get(SGD.accountNumber))?.data.currentBalance).toBe(900_000_000),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(sendField().value).toBe('');
  });

  it('sends an account-to-account transfer as the internal-transfer payload, with the code bound to it', async () => {
    await db.accounts.put(accountRow(PAYROLL));
    render(<ExchangeFlow mode="accountToAccount" />);
    await waitFor(() =>
      expect(screen.getByLabelText('To account')).toHaveProperty('value', PAYROLL.accountNumber),
    );
    fireEvent.change(receiveField(), { target: { value: '25.50' } });
    await waitFor(() => expect(sendField().value).toBe('25.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      shownAuthorisation(await screen.findByRole('dialog', { name: 'Verify via SMS' })),
    ).toEqual([
      'Internal transfer',
      'Amount sent: SGD 25.50',
      'From: Main account · 885164000001',
      'To: Payroll · 885164000002',
    ]);
    await enterCode();
    await screen.findByRole('dialog', { name: 'Internal Transfer is completed.' });
    expect(sendPayoutCode).toHaveBeenCalledWith(
      {
        purpose: 'transfer',
        subject: SGD.accountNumber,
        payee: PAYROLL.accountNumber,
        amount: 25_500_000,
        currency: 'SGD',
      },
      'SMS',
    );
    expect(vi.mocked(submitExchange).mock.calls[0]![0]).toEqual({
      sellAccount: SGD.accountNumber,
      sellAmount: 25_500_000,
      buyAccount: PAYROLL.accountNumber,
      buyAmount: 25_500_000,
      rate: 1_000_000,
      calcSourceAmtFromDestinationAmt: true,
      otpReferenceID: 'OTP-1',
    });
    expect(requestQuote).not.toHaveBeenCalled();
  });

  it('says on the review, before any code, that a transfer above the policy goes to an approver', async () => {
    session.claims = {
      role: 'finance',
      corpID: 'C',
      sub: 'U',
      email: 'finance@demo.test',
      exp: 0,
      scope: 'access',
    };
    vi.mocked(getApprovalPolicies).mockResolvedValue([POLICY]);
    await renderFlow();
    await fillAndContinue('500.01', '371.16');
    expect(await screen.findByText(APPROVAL_NOTICE)).toBeTruthy();
    expect(sendPayoutCode).not.toHaveBeenCalled();
    // At the threshold itself nothing is said: only amounts above it are held.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(sendField(), { target: { value: '500' } });
    await waitFor(() => expect(receiveField().value).toBe('371.15'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Confirm' });
    expect(screen.queryByText(APPROVAL_NOTICE)).toBeNull();
  });

  it('says nothing about approval to a role the policy does not target', async () => {
    vi.mocked(getApprovalPolicies).mockResolvedValue([POLICY]);
    await renderFlow();
    await fillAndContinue('600', '445.38');
    expect(screen.queryByText(/approv/i)).toBeNull();
  });

  it('sends the typed receiving amount with calcSourceAmtFromDestinationAmt', async () => {
    await writeMeta(db, 'toggles', { transfer2fa: false });
    await renderFlow();
    fireEvent.change(receiveField(), { target: { value: '74.23' } });
    await waitFor(() => expect(sendField().value).toBe('100.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Internal Transfer is completed.' });
    expect(vi.mocked(submitExchange).mock.calls[0]![0]).toMatchObject({
      sourceAmount: 100_000_000,
      targetAmount: 74_230_000,
      calcSourceAmtFromDestinationAmt: true,
    });
  });

  it('refuses to confirm offline before anything is sent or a code is asked for', async () => {
    await renderFlow();
    await fillAndContinue();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        "You're offline. Moving money needs a connection, so nothing was sent. Please try again when you're back online.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sendPayoutCode).not.toHaveBeenCalled();
    expect(submitExchange).not.toHaveBeenCalled();
  });

  it('shows the failure modal with the catalogue text of a known code', async () => {
    await writeMeta(db, 'toggles', { transfer2fa: false });
    vi.mocked(submitExchange).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'BAD_FX_RATE_ERROR' }),
    );
    await renderFlow();
    await fillAndContinue();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const modal = await screen.findByRole('dialog', { name: 'Transfer has failed!' });
    expect(modal.textContent).toContain(
      'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.',
    );
    // BAD_FX_RATE_ERROR goes back a step, with the values kept.
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(sendField().value).toBe('100');
  });

  it('shows the spec text for an unexpected failure', async () => {
    await writeMeta(db, 'toggles', { transfer2fa: false });
    vi.mocked(submitExchange).mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_SERVER_ERROR' }),
    );
    await renderFlow();
    await fillAndContinue();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const modal = await screen.findByRole('dialog', { name: 'Transfer has failed!' });
    expect(modal.textContent).toContain(
      'There is an unexpected issue with this transaction. Please try again later.',
    );
  });

  it('holds a transfer for approval and submits it with remarks', async () => {
    await writeMeta(db, 'toggles', { transfer2fa: false });
    vi.mocked(submitExchange).mockResolvedValue({
      ...executed(),
      approvalStatus: 'PendingCheck',
      referenceID: 'APR-9',
      approvers: 'Fiona Finance, Alex Admin',
      approvalLayers: [
        { approverRole: ['FINANCE'], approverUser: [{ userName: 'Fiona Finance' }] },
        { approverRole: ['ADMIN', 'SUB_ADMIN'], approverUser: [{ userName: 'Alex Admin' }] },
      ],
      touched: { accounts: [], transactions: [] },
    });
    await renderFlow();
    await fillAndContinue();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Approval' });
    expect(within(dialog).getByText('APR-9')).toBeTruthy();
    expect(within(dialog).getByText('First step approver')).toBeTruthy();
    expect(within(dialog).getByText('Second step approver')).toBeTruthy();
    // Each approver is listed once, in their layer (spec-2 §4), not again in a list of all approvers.
    expect(within(dialog).getAllByText(/Fiona Finance/)).toHaveLength(1);
    expect(within(dialog).getAllByText(/Alex Admin/)).toHaveLength(1);
    expect(within(dialog).queryByText('Approvers')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Remarks'), {
      target: { value: ' Supplier invoice ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(saveApprovalRemarks).toHaveBeenCalledWith('APR-9', 'Supplier invoice'),
    );
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => [t.title, t.message])).toEqual([
        ['Request submitted', 'Request has been submitted to Approver successfully'],
      ]),
    );
    // Nothing moved: the balances stay as they were.
    expect((await db.accounts.get(SGD.accountNumber))?.data.currentBalance).toBe(1_000_000_000);
  });

  it('keeps the approval dialog open and says so when the request cannot be submitted', async () => {
    await writeMeta(db, 'toggles', { transfer2fa: false });
    vi.mocked(submitExchange).mockResolvedValue({
      ...executed(),
      approvalStatus: 'PendingCheck',
      referenceID: 'APR-9',
      approvalLayers: [],
      touched: { accounts: [], transactions: [] },
    });
    vi.mocked(saveApprovalRemarks).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_SERVER_ERROR' }),
    );
    await renderFlow();
    await fillAndContinue();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Approval' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => [t.kind, t.title, t.message])).toEqual([
        ['error', 'Error submitting request', 'An unexpected error occured, please try again'],
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Request Approval' })).toBeTruthy();
  });

  it('turns Continue into Refresh for a quote that arrived with under 2 minutes left, and refreshes it', async () => {
    vi.mocked(requestQuote).mockImplementationOnce(() => Promise.resolve(aQuote(100)));
    await renderFlow();
    fireEvent.change(sendField(), { target: { value: '100' } });
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    expect(
      screen.getByText('This rate can no longer be used. Refresh to get a new rate.'),
    ).toBeTruthy();
    fireEvent.click(refresh);
    await screen.findByRole('button', { name: 'Continue' });
    expect(requestQuote).toHaveBeenCalledTimes(2);
  });

  it('disables Continue, saying why, while a maintenance window of the page is on', async () => {
    const end = new Date(Date.now() + 3_600_000);
    vi.mocked(getMaintenanceNotices).mockResolvedValue([
      {
        maintenanceModeType: 'Outage',
        startDateTime: new Date(Date.now() - 60_000).toISOString(),
        endDateTime: end.toISOString(),
        isExpired: false,
        impactedFeatures: 'currencyExchange',
      },
    ]);
    await renderFlow();
    fireEvent.change(sendField(), { target: { value: '100' } });
    await waitFor(() => expect(receiveField().value).toBe('74.23'));
    expect(
      await screen.findByText(
        `Transfers are paused for maintenance until ${formatDateTime(end.toISOString())}. Please try again after that.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('disables the exchange when no quote can be had', async () => {
    vi.mocked(requestQuote).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'FX_TXN_STATUS_RATES_UNAVAILABLE' }),
    );
    render(<ExchangeFlow mode="currencyExchange" />);
    expect(
      await screen.findByText('Exchange function not available now. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});

describe('ExchangeFlow offline', () => {
  const OFFLINE_TEXT = `${MONEY_OFFLINE.title}${MONEY_OFFLINE.send}`;
  const offlineNotice = () =>
    screen.getAllByRole('alert').find((a) => a.textContent === OFFLINE_TEXT);

  it('says it is offline as soon as the connection drops, keeps what was typed, and Continue waits with the reason', async () => {
    await renderFlow();
    fireEvent.change(sendField(), { target: { value: '100' } });
    await waitFor(() => expect(receiveField().value).toBe('74.23'));
    await goOnline(false);
    const notice = offlineNotice();
    expect(notice).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    expect(document.getElementById(next.getAttribute('aria-describedby') ?? '')).toContain(notice);
    expect(sendField().value).toBe('100');
    expect(receiveField().value).toBe('74.23');
    // Back online: Continue goes on with the same values.
    await goOnline(true);
    expect(screen.queryByText(MONEY_OFFLINE.send)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false),
    );
  });

  it('offline with no rate says it is offline, not that the exchange is unavailable', async () => {
    vi.mocked(requestQuote).mockRejectedValue(
      new ApiError({ kind: 'network', status: 0, code: 'NETWORK' }),
    );
    await goOnline(false);
    render(<ExchangeFlow mode="currencyExchange" />);
    await waitFor(() => expect(offlineNotice()).toBeTruthy());
    fireEvent.change(await screen.findByLabelText(/^Amount to send/), {
      target: { value: '100' },
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(
      screen.queryByText('Exchange function not available now. Please try again later.'),
    ).toBeNull();
    expect(sendField().value).toBe('100');
    expect(screen.getByRole('button', { name: /^(Continue|Refresh)$/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('on the review, Confirm waits and nothing is sent', async () => {
    await renderFlow();
    await fillAndContinue();
    await goOnline(false);
    expect(offlineNotice()).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(confirm);
    expect(screen.queryByRole('dialog', { name: 'Verify via SMS' })).toBeNull();
    expect(sendPayoutCode).not.toHaveBeenCalled();
    // Back: the typed values are all there.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(sendField().value).toBe('100');
  });

  it('account to account says the same', async () => {
    await db.accounts.put(accountRow(PAYROLL));
    render(<ExchangeFlow mode="accountToAccount" />);
    await screen.findByLabelText(/^Amount to send/);
    await goOnline(false);
    expect(offlineNotice()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });
});
