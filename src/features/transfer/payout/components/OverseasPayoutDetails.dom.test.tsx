import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeMeta } from '../../../../db/meta';
import { currentDatabase } from '../../../../db/userDatabase';
import type { MockBankControls } from '../../../../mirage/mockBank';
import { rateToMicros, sourceForTarget, targetForSource, toMicros } from '../../../../shared/money';
import { signInAdmin, startBankWithClient, stopBank } from '../../../../test/bankSession';
import { field, next, type, valueOf } from '../../../../test/payoutDetails';
import {
  anOverseasRecipient as overseas,
  EUR_ACCOUNT as EUR,
  M,
  MAIN_ACCOUNT as MAIN,
  USD_ACCOUNT as USD,
} from '../../../../test/payouts';
import type { PayoutDraft } from '../model/draft';
import { OverseasPayoutDetails } from './OverseasPayoutDetails';
import { PayoutReview } from './PayoutReview';

// The overseas details with the real API client and mock bank: quotes, limits, fees, purposes.
const ACCOUNTS = [MAIN, USD, EUR];
const ACME = overseas();

let bank: MockBankControls;

beforeEach(async () => {
  bank = startBankWithClient();
  await signInAdmin({});
});
afterEach(() => stopBank(bank));

function renderDetails(props: Partial<Parameters<typeof OverseasPayoutDetails>[0]> = {}) {
  const onReview = vi.fn<(draft: PayoutDraft) => void>();
  const onBack = vi.fn<() => void>();
  render(
    <OverseasPayoutDetails
      recipient={ACME}
      accounts={ACCOUNTS}
      onReview={onReview}
      onBack={onBack}
      {...props}
    />,
  );
  return { onReview, onBack };
}

/** The live quote's rate as the form shows it, '1 SGD = 0.742311 USD', in millionths. */
async function shownRate(): Promise<number> {
  const line = await screen.findByText(/^1 SGD = [\d.]+ USD$/);
  return rateToMicros(/= ([\d.]+) /.exec(line.textContent ?? '')?.[1] ?? '');
}

describe('OverseasPayoutDetails', () => {
  it('prices the amount at the live quote with its countdown, loads the fee and hands over the exact draft', async () => {
    const { onReview } = renderDetails();
    expect(field('From account').value).toBe(MAIN.accountNumber);
    expect(
      screen.getByText('Remitting to USD from other currency accounts will be available soon'),
    ).toBeTruthy();
    const rate = await shownRate();
    expect(screen.getByRole('group', { name: 'Exchange rate' }).textContent).toMatch(
      /Rate valid for [23]:\d\d/,
    );
    type('You send (SGD)', '1,000');
    const received = targetForSource(1_000 * M, rate, 'USD');
    await waitFor(() => expect(valueOf('Total')).toBe('S$1,010.00'));
    expect(valueOf('Fee')).toBe('S$10.00');
    // As typed by the form ('743') or already shown in full ('743.00'): the same amount.
    await waitFor(() =>
      expect(toMicros(field('Recipient gets (USD)').value.replaceAll(',', ''))).toBe(received),
    );
    type('Reference (optional)', ' Invoice   42 ');
    await waitFor(() => expect(field('Purpose of payment').disabled).toBe(false));
    fireEvent.change(field('Purpose of payment'), { target: { value: 'IR016' } });
    expect(screen.getByText("It may take 1-3 days to reach the recipient's bank.")).toBeTruthy();
    await next();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    const draft = onReview.mock.calls[0]?.[0];
    expect(draft).toEqual({
      senderAccountNo: MAIN.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 1_000 * M,
      destinationAmount: received,
      calcSourceAmtFromDestinationAmt: false,
      fee: 10 * M,
      chargeAt: 'DEBTOR',
      fxReferenceID: expect.stringMatching(/^FXQ/) as unknown as string,
      rate,
      quoteValidTo: expect.any(String) as unknown as string,
      reference: 'Invoice 42',
      purposeOfPayment: 'IR016',
      isTransferNotiEnabled: false,
      transferNotiRecipients: [],
      transferNotiRemarks: '',
      attachments: [],
    });
    // The fee was the bank's, for this quote.
    expect(bank.calls().some((c) => c.path === '/boom/v2/fee/remittance')).toBe(true);
  });

  it('derives the sending amount from the receiving one, and starts again from the draft', async () => {
    const { onReview } = renderDetails();
    const rate = await shownRate();
    type('Recipient gets (USD)', '500');
    const sent = sourceForTarget(500 * M, rate, 'SGD');
    await waitFor(() => expect(field('You send (SGD)').value).toBe((sent / M).toFixed(2)));
    await waitFor(() => expect(field('Purpose of payment').disabled).toBe(false));
    fireEvent.change(field('Purpose of payment'), { target: { value: 'IR001' } });
    await next();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    const draft = onReview.mock.calls[0]?.[0];
    expect(draft).toMatchObject({
      sourceAmount: sent,
      destinationAmount: 500 * M,
      calcSourceAmtFromDestinationAmt: true,
    });
    if (!draft) throw new Error('no draft');
    // Back from the review: the form starts from the draft, the side typed as typed.
    render(
      <OverseasPayoutDetails
        recipient={ACME}
        accounts={ACCOUNTS}
        initial={draft}
        onReview={() => undefined}
        onBack={() => undefined}
      />,
    );
    const again = screen.getAllByLabelText('Recipient gets (USD)').at(-1) as HTMLInputElement;
    expect(again.value).toBe('500.00');
    // Once the corridor's purposes are in, the one chosen is chosen again.
    await waitFor(() =>
      expect(
        (screen.getAllByLabelText('Purpose of payment').at(-1) as HTMLSelectElement).value,
      ).toBe('IR001'),
    );
  });

  it('turns charge-by-recipient off when the recipient would receive nothing', async () => {
    renderDetails();
    await shownRate();
    fireEvent.click(field('The recipient pays the fee'));
    type('You send (SGD)', '10');
    expect(
      await screen.findByText(
        'The recipient cannot pay the fee on this amount, so the fee is charged to you.',
      ),
    ).toBeTruthy();
    expect(field('The recipient pays the fee').checked).toBe(false);
    await waitFor(() => expect(valueOf('Total')).toBe('S$20.00'));
  });

  it("disables the remittance when the quote fails, with the spec's text and Refresh", async () => {
    bank.faults.failNext('/boom/v2/fx/quotes', 'FX_TXN_STATUS_RATES_UNAVAILABLE', 503);
    renderDetails();
    expect(
      await screen.findByText(
        'Overseas transfer exchange rate is not available now. Please try again later.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await shownRate();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('asks INR invoice purposes for the invoice, its date not in the future', async () => {
    renderDetails({
      recipient: overseas({ currency: 'INR', recipientCountry: 'IN', bankCtry: 'IN' }),
    });
    await waitFor(() => expect(field('Purpose of payment').disabled).toBe(false));
    expect(screen.queryByLabelText('Invoice date')).toBeNull();
    fireEvent.change(field('Purpose of payment'), { target: { value: 'IR014' } });
    type('Invoice date', '2999-01-01');
    type('Invoice number', 'INV/1');
    expect(screen.getByText('The invoice date cannot be in the future.')).toBeTruthy();
    expect(screen.getByText('Acceptable characters: a-z A-Z 0-9')).toBeTruthy();
    expect(screen.getByText("It may take 1-3 days to reach the recipient's bank.")).toBeTruthy();
  });

  it('waits for the toggles before Next', async () => {
    const db = currentDatabase();
    if (!db) throw new Error('no cache');
    await db.meta.delete('toggles');
    renderDetails();
    await shownRate();
    type('You send (SGD)', '100');
    await waitFor(() => expect(valueOf('Total')).toBe('S$110.00'));
    await waitFor(() => expect(field('Purpose of payment').disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await writeMeta(db, 'toggles', {});
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );
  });

  it('tells that Korean recipients get an SMS to upload documents', () => {
    renderDetails({
      recipient: overseas({ currency: 'KRW', recipientCountry: 'KR', bankCtry: 'KR' }),
    });
    expect(
      screen.getByText(
        'Your recipient will receive an SMS asking them to upload supporting documents for this transfer.',
      ),
    ).toBeTruthy();
  });

  it.each([
    [overseas({ currency: 'NZD' }), 'Transfer in NZD is currently unavailable.'],
    [
      overseas({ currency: 'VND', accountType: 'CORPORATE' }),
      'Transferring to VND is currently only available for individual accounts',
    ],
    [
      overseas({ currency: 'CNY', accountType: 'INDIVIDUAL' }),
      'Transferring to CNY is currently only available for corporate accounts',
    ],
  ])('says why a recipient cannot be paid: %#', (recipient, text) => {
    renderDetails({ recipient });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says when no account can pay the currency', () => {
    renderDetails({ accounts: [EUR] });
    expect(
      screen.getByText('You do not have a USD account, please create and try again.'),
    ).toBeTruthy();
  });
});

describe('PayoutReview of a remittance', () => {
  it('shows the rate, who pays the fee, the quote slot and the refund note', () => {
    const draft: PayoutDraft = {
      senderAccountNo: MAIN.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 1_000 * M,
      destinationAmount: 734_880_000,
      calcSourceAmtFromDestinationAmt: false,
      fee: 10 * M,
      chargeAt: 'CREDITOR',
      fxReferenceID: 'FXQ-1',
      rate: 742_311,
      quoteValidTo: '2030-01-01T00:00:00.000Z',
      reference: 'Invoice 42',
      purposeOfPayment: 'IR016',
      isTransferNotiEnabled: false,
      transferNotiRecipients: [],
      transferNotiRemarks: '',
      attachments: [],
    };
    render(
      <PayoutReview
        approval={{ held: false, approvers: [] }}
        draft={draft}
        recipient={ACME}
        account={MAIN}
        onBack={() => undefined}
        onConfirm={() => undefined}
        busy={false}
        notice={null}
        quote={<p>Rate valid for 2:59</p>}
      />,
    );
    expect(valueOf('Fee')).toBe('S$10.00Paid by the recipient');
    expect(valueOf('Total')).toBe('S$1,000.00');
    expect(valueOf('Rate')).toBe('1 SGD = 0.742311 USD');
    expect(valueOf('Recipient gets')).toBe('US$734.88');
    expect(valueOf('Purpose')).toBe('Professional and Consulting Services');
    expect(screen.getByText('Rate valid for 2:59')).toBeTruthy();
    expect(
      screen.getByText(
        "If the recipient's bank cannot process the transfer, it is refunded within 3 working days.",
      ),
    ).toBeTruthy();
  });
});
