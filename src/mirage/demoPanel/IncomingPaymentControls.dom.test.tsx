import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMockBank, type MockBankControls } from '../mockBank';
import { IncomingPaymentControls } from './IncomingPaymentControls';

let bank: MockBankControls;
beforeEach(() => {
  localStorage.clear();
  bank = startMockBank({ environment: 'test', mountPanel: false });
});
afterEach(() => bank.shutdown());

const choose = (label: string, text: string | RegExp) => {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: text });
  fireEvent.change(select, { target: { value: option.value } });
};
const receive = () => fireEvent.click(screen.getByRole('button', { name: 'Receive payment' }));

describe('the demo panel’s incoming payment', () => {
  it('receives a PayNow payment into the main account: the bank books a PayIn and the balance moves', () => {
    render(<IncomingPaymentControls controls={bank} />);
    fireEvent.change(screen.getByLabelText('Amount (SGD)'), { target: { value: '250.50' } });
    fireEvent.change(screen.getByLabelText('Payer'), { target: { value: 'Acme Trading' } });
    receive();
    expect(screen.getByRole('status').textContent).toBe(
      'Received S$250.50 by PayNow into Main account: the balance is now S$486,501.25. The app shows it after its next sync.',
    );
    expect(bank.accounts()[0]?.currentBalance).toBe(486_501_250_000);
  });

  it('offers only TT for a USD account, lists no THB account, and asks for an amount', () => {
    render(<IncomingPaymentControls controls={bank} />);
    const accounts = within(screen.getByLabelText('Into account')).getAllByRole('option');
    expect(accounts.map((o) => o.textContent)).not.toContain('THB card funding · THB');
    choose('Into account', 'USD operations · USD');
    expect(
      within(screen.getByLabelText('Paid by'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TT (overseas, by SWIFT)']);
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: 'lots' } });
    receive();
    expect(screen.getByRole('status').textContent).toBe('Enter an amount in USD.');
  });
});
