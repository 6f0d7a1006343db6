import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransferInProgressDialog } from './TransferInProgressDialog';

describe('TransferInProgressDialog', () => {
  it("says the payout is on its way, with its reference, and closes on 'Done'", () => {
    const onDone = vi.fn<() => void>();
    render(
      <TransferInProgressDialog
        amount={1_250_500_000}
        currency="SGD"
        recipientName="Acme Supplies"
        reference="TXN-1"
        onDone={onDone}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Transfer In Progress' });
    expect(dialog.textContent).toContain('S$1,250.50 to Acme Supplies.');
    expect(dialog.textContent).toContain(
      "It may take up to 24 hours to reach the recipient's bank. Refer to Transaction Page for the status of this transfer.",
    );
    expect(dialog.textContent).toContain('Reference TXN-1 · Transactions');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
