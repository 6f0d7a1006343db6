import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMockBank, type MockBankControls } from '../mockBank';
import { CardPaymentControls } from './CardPaymentControls';

let bank: MockBankControls;
beforeEach(() => {
  localStorage.clear();
  bank = startMockBank({ environment: 'test', mountPanel: false });
});
afterEach(() => bank.shutdown());

const S = (dollars: number) => dollars * 1_000_000;
const status = () => screen.getByRole('status');
const choose = (label: string, text: string | RegExp) => {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: text });
  fireEvent.change(select, { target: { value: option.value } });
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send authorisation' }));

describe('the demo panel’s card payment', () => {
  it('approves a payment on an active card: the account is debited and the spend shown moves', () => {
    render(<CardPaymentControls controls={bank} />);
    const before = bank.accounts().find((a) => a.currency === 'SGD')?.currentBalance ?? 0;
    // The admin's virtual card: Marketing and Technology only, nothing spent yet this month.
    choose('Card', /^3302 · .* · active$/);
    expect(
      screen.getByText('Virtual card on SGD: spent S$0.00 of S$2,000.00 this month'),
    ).toBeTruthy();
    choose('Merchant', 'AWS · Cloud (7372)');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12.30' } });
    send();
    expect(status().textContent).toBe('Approved: S$12.30 debited from the linked account');
    expect(bank.accounts().find((a) => a.currency === 'SGD')?.currentBalance).toBe(
      before - S(12.3),
    );
    expect(
      screen.getByText('Virtual card on SGD: spent S$12.30 of S$2,000.00 this month'),
    ).toBeTruthy();
  });

  it('declines a locked card, and a category the card does not allow, with the reason', () => {
    render(<CardPaymentControls controls={bank} />);
    choose('Card', /^7730 · .* · locked$/);
    send();
    expect(status().textContent).toBe('Declined: the card is locked');
    choose('Card', /^3302 /);
    choose('Merchant', 'Grab · Taxi (4121)');
    send();
    expect(status().textContent).toBe(
      "Declined: the merchant's category is not allowed on this card",
    );
    expect(bank.cards().find((c) => c.panTail === '3302')?.declines[0]).toMatchObject({
      reason: 'category',
      merchant: 'Grab',
      amount: S(50),
    });
  });

  it('credits a refund, and says which amount it wants when the amount is not one', () => {
    render(<CardPaymentControls controls={bank} />);
    choose('Card', /^4821 /);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'ten' } });
    send();
    expect(status().textContent).toBe('Enter an amount in SGD.');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByLabelText('Refund'));
    send();
    expect(status().textContent).toBe('Approved: S$5.00 credited to the linked account');
    choose('Currency', 'USD');
    send();
    expect(status().textContent).toMatch(
      /^Approved: US\$5\.00, S\$6\.\d\d credited to the linked account$/,
    );
  });
});
