import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BatchTransfer } from '../../../../api/batchTransfers';
import { rowInput, transfer } from '../test/fixtures';
import { BatchTransfers } from './BatchTransfers';

const bad = transfer(4, {
  errors: [
    { field: 'amount', message: 'Enter an amount above zero.' },
    { field: 'reference', message: 'Use letters, digits and - / ? : ( ) . , only.' },
  ],
});
const rows = [transfer(2), transfer(3), bad, transfer(5)];

// jsdom has no scrolling: the virtualiser's scroll is a no-op here.
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function setup(online = true) {
  const remove = vi.fn<(ids: string[]) => Promise<unknown>>().mockResolvedValue({});
  const load = vi.fn<(t: BatchTransfer) => Promise<BatchTransfer>>(async (t) => t);
  const save = vi.fn<(t: BatchTransfer, input: Record<string, string>) => Promise<BatchTransfer>>();
  render(
    <BatchTransfers transfers={rows} online={online} remove={remove} load={load} save={save} />,
  );
  return { remove, load, save };
}

describe('BatchTransfers', () => {
  it('lists each row with its status and its errors in plain words on the field', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Transfers in the file' });
    const badRow = within(table).getByRole('checkbox', { name: 'Select line 4' }).closest('tr')!;
    expect(within(badRow).getByText('Has errors')).toBeDefined();
    expect(badRow.textContent).toContain('Amount: Enter an amount above zero.');
    expect(badRow.textContent).toContain(
      'Reference: Use letters, digits and - / ? : ( ) . , only.',
    );
    const goodRow = within(table).getByRole('checkbox', { name: 'Select line 2' }).closest('tr')!;
    expect(within(goodRow).getByText('Valid')).toBeDefined();
    const cells = within(goodRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 7)).toEqual([
      '2',
      'Supplier 2',
      'SGD',
      '100.00',
      '8850001234',
      'Invoice 2',
    ]);
  });

  it('shows only the rows with errors when asked, with their count', () => {
    setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only rows with errors (1)' }));
    expect(screen.queryByRole('checkbox', { name: 'Select line 2' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select line 4' })).toBeDefined();
  });

  it('deletes the chosen rows after a confirmation', async () => {
    const { remove } = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select line 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select line 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete transfers?' });
    expect(dialog.textContent).toContain(
      '2 transfers are removed from this batch. The rest stay as they are.',
    );
    expect(remove).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(remove).toHaveBeenCalledWith(['BT-3', 'BT-4']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete 0 selected' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });

  it('edits a row in place: each error under its field, Save sends the cells', async () => {
    const { save, load } = setup();
    save.mockResolvedValue(transfer(4, { input: rowInput({ amount: '25.00' }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit line 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit line 4' });
    expect(load).toHaveBeenCalledWith(bad);
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('Enter an amount above zero.');
    fireEvent.change(amount, { target: { value: '25.00' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(save).toHaveBeenCalledWith(bad, expect.objectContaining({ amount: '25.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit line 4' })).toBeNull());
  });

  it('keeps the dialog open with the new errors when the row is still wrong', async () => {
    const { save } = setup();
    save.mockResolvedValue(
      transfer(4, {
        errors: [{ field: 'amount', message: 'The most one transfer can send is SGD 200,000.00.' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit line 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit line 4' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(dialog.textContent).toContain('The most one transfer can send is SGD 200,000.00.'),
    );
  });

  it('offline: nothing can be edited or deleted', () => {
    setup(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select line 3' }));
    expect(screen.getByRole('button', { name: 'Delete 1 selected' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Edit line 4' })).toBeNull();
  });
});
