import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ColumnMapping } from './ColumnMapping';
import type { ColumnMapping as BatchColumnMapping } from './columns';
import { TEST_TEMPLATE } from './templateFixture';

function renderMapping(suggested = {}) {
  const onConfirm = vi.fn<(mapping: BatchColumnMapping) => void>();
  const onCancel = vi.fn<() => void>();
  const view = render(
    <ColumnMapping
      template={TEST_TEMPLATE}
      fileName="june.xlsx"
      headers={['Payee', 'Pay', 'Debit account', 'Memo']}
      suggested={suggested}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { ...view, onConfirm, onCancel };
}

describe('ColumnMapping', () => {
  it('offers the file headers for every template column, the needed ones marked', () => {
    renderMapping({ senderAccountNumber: 'Debit account' });
    expect(screen.getByRole('heading', { name: 'Match your columns' })).toBeTruthy();
    expect(
      screen.getByText(
        "The headers of june.xlsx differ from the template's. Choose which of your columns holds each of these; we will remember your choice for files with the same headers.",
      ),
    ).toBeTruthy();
    const amount = screen.getByRole('combobox', { name: 'Amount' }) as HTMLSelectElement;
    expect(
      within(amount)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not in my file', 'Payee', 'Pay', 'Debit account', 'Memo']);
    expect(amount.getAttribute('aria-required')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getAllByText('Required when Recipient ID is empty')).toHaveLength(3);
    expect(
      (screen.getByRole('combobox', { name: 'Sender account' }) as HTMLSelectElement).value,
    ).toBe('Debit account');
  });

  it('names every needed column left unmapped, then a header chosen twice', async () => {
    const { onConfirm } = renderMapping();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose the column that holds Amount.')).toBeTruthy();
    expect(screen.getByText('Choose the column that holds Sender account.')).toBeTruthy();
    expect(screen.getByText('Choose the column that holds Recipient name.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Recipient name' }));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Recipient ID' }), {
      target: { value: 'Payee' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Amount' }), {
      target: { value: 'Pay' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sender account' }), {
      target: { value: 'Pay' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('Choose the column that holds Recipient name.')).toBeNull();
    expect(screen.getByText('"Pay" is chosen for two columns: choose it once.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sender account' }), {
      target: { value: 'Debit account' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reference' }), {
      target: { value: 'Memo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onConfirm).toHaveBeenCalledWith({
      recipientId: 'Payee',
      amount: 'Pay',
      senderAccountNumber: 'Debit account',
      reference: 'Memo',
    });
  });

  it('lets the person choose another file', async () => {
    const { onCancel } = renderMapping();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('passes axe, with its errors shown', async () => {
    const { container } = renderMapping();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`),
    ).toEqual([]);
  });
});
