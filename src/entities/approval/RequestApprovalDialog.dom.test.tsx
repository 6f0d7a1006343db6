import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransferResult } from '../../shared/domain/transfers';
import { requestApproval } from './actions';
import { RequestApprovalDialog } from './RequestApprovalDialog';

vi.mock('./actions', () => ({
  requestApproval: vi.fn<typeof import('./actions').requestApproval>(),
}));
afterEach(() => vi.clearAllMocks());

const HELD: TransferResult = {
  approvalStatus: 'PendingCheck',
  referenceID: 'APR-300042',
  transactionReferenceIds: [],
  sourceAmount: 12_000_000_000,
  targetAmount: 12_000_000_000,
  approvers: 'Roy Harber',
  approvalLayers: [],
  touched: { accounts: [], transactions: [] },
};

describe('RequestApprovalDialog', () => {
  it('asks before closing and says that nothing was sent; going back keeps the remarks', async () => {
    const onCancel = vi.fn<() => void>();
    render(
      <RequestApprovalDialog
        result={HELD}
        initialRemarks="Supplier deposit"
        onSubmitted={() => undefined}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByLabelText('Remarks')).toHaveProperty('value', 'Supplier deposit');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Close without submitting?' })).toBeTruthy();
    expect(
      screen.getByText(
        'Nothing has been sent to the approvers, and the transfer will not be made unless you submit it.',
      ),
    ).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the request' }));
    expect(await screen.findByLabelText('Remarks')).toHaveProperty('value', 'Supplier deposit');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close without submitting' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(requestApproval).not.toHaveBeenCalled();
  });

  it('submits with the remarks', async () => {
    vi.mocked(requestApproval).mockResolvedValue();
    const onSubmitted = vi.fn<() => void>();
    render(
      <RequestApprovalDialog
        result={HELD}
        initialRemarks="Supplier deposit"
        onSubmitted={onSubmitted}
        onCancel={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(requestApproval).toHaveBeenCalledWith('APR-300042', 'Supplier deposit');
  });
});
