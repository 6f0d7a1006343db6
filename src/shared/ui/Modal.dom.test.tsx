import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function renderModal(props: { closeOnBackdrop?: boolean } = {}) {
  const onClose = vi.fn<() => void>();
  render(
    <Modal open title="Verify via SMS" onClose={onClose} {...props}>
      <label>
        Code <input />
      </label>
    </Modal>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Verify via SMS' }) };
}

/** A page with a button that opens the modal. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Send money
      </button>
      <Modal open={open} title="Send money" onClose={() => setOpen(false)}>
        <p>Form</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, rendered as a heading', () => {
    renderModal();
    expect(screen.getByRole('heading', { level: 2, name: 'Verify via SMS' })).toBeDefined();
  });

  it('closes on Escape: the cancel event goes to onClose and the platform close is prevented', () => {
    const { onClose, dialog } = renderModal();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('closes only itself on Escape when it is nested inside another Modal', () => {
    const outer = vi.fn<() => void>();
    const inner = vi.fn<() => void>();
    render(
      <Modal open title="Approval request" onClose={outer}>
        <Modal open title="Verify via SMS" onClose={inner} width="sm">
          <p>Code</p>
        </Modal>
      </Modal>,
    );
    const nested = screen.getByRole('dialog', { name: 'Verify via SMS' });
    fireEvent(nested, new Event('cancel', { cancelable: true }));
    fireEvent(nested, new Event('close'));
    expect(inner).toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
  });

  it('has a Close button', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts in its first field', () => {
    renderModal();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it('ignores backdrop clicks unless closeOnBackdrop is set', () => {
    const first = renderModal();
    fireEvent.click(first.dialog);
    expect(first.onClose).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click when closeOnBackdrop is set, not on a click inside', () => {
    const { onClose, dialog } = renderModal({ closeOnBackdrop: true });
    fireEvent.click(screen.getByLabelText('Code'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when the close event of an earlier close arrives after it was opened again', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Send money' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send money' }));
    const dialog = screen.getByRole('dialog', { name: 'Send money' });
    // The browser fires 'close' a task after close(): here, after the second opening.
    fireEvent(dialog, new Event('close'));
    expect(screen.getByRole('dialog', { name: 'Send money' })).toBe(dialog);
  });

  it('opens and closes with its open prop, and gives focus back to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Send money' });
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Send money' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
