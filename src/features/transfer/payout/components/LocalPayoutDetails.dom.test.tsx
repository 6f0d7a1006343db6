import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeMeta } from '../../../../db/meta';
import type { MockBankControls } from '../../../../mirage/mockBank';
import { signInAdmin, startBankWithClient, stopBank } from '../../../../test/bankSession';
import { field, next, type, valueOf } from '../../../../test/payoutDetails';
import {
  anAccount,
  M,
  MAIN_ACCOUNT as MAIN,
  OCBC_RECIPIENT as OCBC_SGD,
  USD_ACCOUNT,
} from '../../../../test/payouts';
import { buildRecipient } from '../../../../test/recipientRecords';
import type { PayoutDraft } from '../model/draft';
import { LocalPayoutDetails } from './LocalPayoutDetails';
import { PayoutReview } from './PayoutReview';

// The details step with the real API client and mock bank: limits and fees are the bank's.
const PAYROLL = anAccount({
  accountNumber: '885164302118',
  accountName: 'Payroll',
  currentBalance: 86_200 * M,
});
const USD = { ...USD_ACCOUNT, currentBalance: 100 * M };
const ACCOUNTS = [MAIN, PAYROLL, USD];

const OCBC_USD = buildRecipient({ ...OCBC_SGD, currency: 'USD', displayReferenceId: 'RCP-0002' });

let bank: MockBankControls;

beforeEach(() => {
  bank = startBankWithClient();
});
afterEach(() => stopBank(bank));

function renderDetails(props: Partial<Parameters<typeof LocalPayoutDetails>[0]> = {}): {
  onReview: ReturnType<typeof vi.fn>;
  onBack: ReturnType<typeof vi.fn>;
} {
  const onReview = vi.fn<(draft: PayoutDraft) => void>();
  const onBack = vi.fn<() => void>();
  render(
    <LocalPayoutDetails
      recipient={OCBC_SGD}
      accounts={ACCOUNTS}
      onReview={onReview}
      onBack={onBack}
      {...props}
    />,
  );
  return { onReview, onBack };
}

function addEmail(email: string) {
  type('E-mail address', email);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}
const attach = (...files: File[]) => fireEvent.change(field('Attachments'), { target: { files } });
const pdf = (name: string, size = 12) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('LocalPayoutDetails', () => {
  it('hands over the exact draft: FAST in SGD is free, the reference collapsed, advice and files kept', async () => {
    await signInAdmin({ transferNotification: true });
    const { onReview } = renderDetails();
    expect(field('From account').value).toBe(MAIN.accountNumber);
    type('Amount (SGD)', '1,250.50');
    await waitFor(() => expect(valueOf('Total')).toBe('S$1,250.50'));
    expect(valueOf('Fee')).toBe('Free');
    type('Reference (optional)', '  Invoice   42 /  March ');
    fireEvent.change(field('Purpose of payment (optional)'), { target: { value: 'SUPP' } });
    fireEvent.click(field('Send a payment advice by e-mail'));
    type('E-mail address', 'ap@marina.test');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    type('E-mail address', 'boss@marina.test');
    type('Notification remarks (optional)', 'March rent');
    attach(pdf('invoice.pdf'));
    expect(screen.getByRole('progressbar', { name: 'Reading invoice.pdf' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Remove invoice.pdf' });
    expect(
      screen.getByText("It may take up to 24 hours to reach the recipient's bank."),
    ).toBeTruthy();
    await next();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]?.[0]).toEqual({
      senderAccountNo: MAIN.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 1_250_500_000,
      destinationAmount: 1_250_500_000,
      calcSourceAmtFromDestinationAmt: false,
      fee: 0,
      chargeAt: 'DEBTOR',
      reference: 'Invoice 42 / March',
      purposeOfPayment: 'SUPP',
      isTransferNotiEnabled: true,
      transferNotiRecipients: ['ap@marina.test', 'boss@marina.test'],
      transferNotiRemarks: 'March rent',
      attachments: [
        {
          fileName: 'invoice.pdf',
          fileType: 'application/pdf',
          bufferFile: 'AAAAAAAAAAAAAAAA',
          size: 12,
        },
      ],
    });
    // FAST in SGD is free: the bank was not asked.
    expect(bank.calls().some((c) => c.path === '/v1/boom/fee/local')).toBe(false);
  });

  it("loads a non-SGD payout's fee from the bank and checks the balance net of it", async () => {
    await signInAdmin({});
    const { onReview } = renderDetails({ recipient: OCBC_USD });
    expect(field('From account').value).toBe(USD.accountNumber);
    bank.faults.failNext('/v1/boom/fee/local', 'INTERNAL_SERVER_ERROR', 500);
    type('Amount (USD)', '95');
    expect(await screen.findByText('The fee could not be loaded. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Amount exceeds available balance')).toBeTruthy();
    expect(valueOf('Fee')).toBe('US$8.00');
    type('Amount (USD)', '92');
    await waitFor(() => expect(valueOf('Total')).toBe('US$100.00'));
    expect(screen.queryByText('Amount exceeds available balance')).toBeNull();
    expect(
      screen.getByText(
        "This is a telegraphic transfer: it may take up to 3-4 days to reach the recipient's bank.",
      ),
    ).toBeTruthy();
    await next();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0]?.[0]).toMatchObject({ sourceAmount: 92 * M, fee: 8 * M });
    expect(bank.calls().filter((c) => c.path === '/v1/boom/fee/local').length).toBeGreaterThan(0);
  });

  it('shows each message with its exact text and keeps what was typed', async () => {
    await signInAdmin({ dbsLocalTtIntegration: true });
    const { onReview } = renderDetails();
    await screen.findByLabelText('Reference');
    await next();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    type('Amount (SGD)', '0.50');
    // The bank's local table: SGD from 1.00.
    expect(await screen.findByText('Min amount for this transfer: S$1.00')).toBeTruthy();
    type('Reference', 'Invoice #42');
    expect(
      screen.getByText("Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +"),
    ).toBeTruthy();
    expect(field('Reference').value).toBe('Invoice #42');
    expect(field('Amount (SGD)').value).toBe('0.50');
    fireEvent.change(field('From account'), { target: { value: '' } });
    expect(await screen.findByText('Please select an account')).toBeTruthy();
    expect(onReview).not.toHaveBeenCalled();
  });

  it('caps SGD at S$200,000.00 while the local integration is off', async () => {
    await signInAdmin({});
    renderDetails();
    type('Amount (SGD)', '200000.01');
    expect(await screen.findByText('Maximum amount for transfer is S$200,000.00.')).toBeTruthy();
  });

  it("holds the bank's local table, not the generic one (SGD up to 200,000, not 100,000)", async () => {
    await signInAdmin({ dbsLocalTtIntegration: true });
    const { onReview } = renderDetails();
    fireEvent.change(await screen.findByLabelText('Reference'), { target: { value: 'Deposit' } });
    fireEvent.change(field('Purpose of payment'), { target: { value: 'RENT' } });
    type('Amount (SGD)', '200000.01');
    expect(await screen.findByText('Max amount for this transfer: S$200,000.00')).toBeTruthy();
    type('Amount (SGD)', '150000');
    await waitFor(() => expect(valueOf('Total')).toBe('S$150,000.00'));
    await next();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/^Max amount/)).toBeNull();
  });

  it('adds payment-advice e-mails one by one with the spec texts, up to 5', async () => {
    await signInAdmin({ transferNotification: true });
    renderDetails();
    fireEvent.click(await screen.findByLabelText('Send a payment advice by e-mail'));
    addEmail('ap@marina');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(field('E-mail address').value).toBe('ap@marina');
    addEmail('ap@marina.test');
    addEmail(' AP@Marina.TEST ');
    expect(
      screen.getByText('You have already entered this email. Please enter a different one.'),
    ).toBeTruthy();
    ['b', 'c', 'd', 'e'].forEach((n) => addEmail(`${n}@marina.test`));
    expect(screen.getByText('You have reached the maximum of 5 recipients')).toBeTruthy();
    expect(field('E-mail address').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove b@marina.test' }));
    expect(field('E-mail address').disabled).toBe(false);
  });

  it("refuses a sixth file and one over 5 MB: 'File upload limit exceeded', 'File size too large'", async () => {
    await signInAdmin({});
    renderDetails();
    attach(pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('File size too large')).toBeTruthy();
    attach(...['a', 'b', 'c', 'd', 'e', 'f'].map((n) => pdf(`${n}.pdf`)));
    expect(screen.getByText('File upload limit exceeded')).toBeTruthy();
    await screen.findByRole('button', { name: 'Remove e.pdf' });
    expect(screen.queryByText('f.pdf')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('File upload limit exceeded')).toBeNull();
  });

  it('starts from the draft it is given (Back from the review keeps everything)', async () => {
    await signInAdmin({ transferNotification: true });
    const draft: PayoutDraft = {
      senderAccountNo: PAYROLL.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 320 * M,
      destinationAmount: 320 * M,
      calcSourceAmtFromDestinationAmt: false,
      fee: 0,
      chargeAt: 'DEBTOR',
      reference: 'Rent March',
      purposeOfPayment: 'RENT',
      isTransferNotiEnabled: true,
      transferNotiRecipients: ['ap@marina.test'],
      transferNotiRemarks: 'Thanks',
      attachments: [],
    };
    const { onReview, onBack } = renderDetails({ initial: draft });
    expect(field('From account').value).toBe(PAYROLL.accountNumber);
    expect(field('Amount (SGD)').value).toBe('320.00');
    expect(field('Reference (optional)').value).toBe('Rent March');
    expect(field('Purpose of payment (optional)').value).toBe('RENT');
    expect(await screen.findByText('ap@marina.test')).toBeTruthy();
    await waitFor(() => expect(valueOf('Fee')).toBe('Free'));
    await next();
    await waitFor(() => expect(onReview).toHaveBeenCalledWith(draft));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('waits for the toggles before Next, so a required reference cannot be skipped', async () => {
    const db = await signInAdmin(null);
    renderDetails();
    type('Amount (SGD)', '10');
    await waitFor(() => expect(valueOf('Total')).toBe('S$10.00'));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await writeMeta(db, 'toggles', { dbsLocalTtIntegration: true });
    await next();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('shows the withdraw-funds banner, and says when no account can pay', async () => {
    await signInAdmin({});
    renderDetails({ withdraw: true });
    expect(
      screen.getByText(
        'Select your personal or corporate bank account to withdraw funds from your YouBiz accounts',
      ),
    ).toBeTruthy();
    render(
      <LocalPayoutDetails
        recipient={buildRecipient({ currency: 'EUR' })}
        accounts={ACCOUNTS}
        onReview={() => undefined}
        onBack={() => undefined}
      />,
    );
    expect(
      screen.getByText('You do not have a EUR account, please create and try again.'),
    ).toBeTruthy();
  });
});

describe('PayoutReview', () => {
  const draft: PayoutDraft = {
    senderAccountNo: USD.accountNumber,
    sourceCurrency: 'USD',
    sourceAmount: 92 * M,
    destinationAmount: 92 * M,
    calcSourceAmtFromDestinationAmt: false,
    fee: 8 * M,
    chargeAt: 'DEBTOR',
    reference: 'INV 42',
    purposeOfPayment: 'SUPP',
    isTransferNotiEnabled: true,
    transferNotiRecipients: ['ap@marina.test', 'boss@marina.test'],
    transferNotiRemarks: '',
    attachments: [
      { fileName: 'invoice.pdf', fileType: 'application/pdf', bufferFile: '', size: 1 },
    ],
  };

  it('sums up the payout card-style, then confirms or goes back', async () => {
    const onConfirm = vi.fn<(remarks: string) => void>();
    const onBack = vi.fn<() => void>();
    render(
      <PayoutReview
        approval={{ held: false, approvers: [] }}
        draft={draft}
        recipient={OCBC_USD}
        account={USD}
        onBack={onBack}
        onConfirm={onConfirm}
        busy={false}
        notice="The code has expired."
      />,
    );
    expect(
      within(screen.getByLabelText('Transfer summary'))
        .getAllByRole('term')
        .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`),
    ).toEqual([
      'From: USD operationsUSD · 885165410552',
      'To: Marina SuppliesOversea-Chinese Banking Corporation · 0123456789',
      'Amount: US$92.00',
      'Fee: US$8.00',
      'Total: US$100.00',
      'Recipient gets: US$92.00',
      'Reference: INV 42',
      'Purpose: Supplier Payment',
      'Payment advice to: ap@marina.test, boss@marina.test',
      'Attachments: invoice.pdf',
    ]);
    expect(screen.getByText('The code has expired.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("says 'Free' for a payout without a fee, and waits while busy", () => {
    render(
      <PayoutReview
        approval={{ held: false, approvers: [] }}
        draft={{ ...draft, sourceCurrency: 'SGD', fee: 0 }}
        recipient={OCBC_SGD}
        account={MAIN}
        onBack={() => undefined}
        onConfirm={() => undefined}
        busy
        notice={null}
        confirmLabel="Refresh"
      />,
    );
    expect(valueOf('Fee')).toBe('Free');
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
  });
});
