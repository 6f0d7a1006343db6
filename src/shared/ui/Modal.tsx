import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './Button.css';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** 'md' is the spec's 680 px dialog; 'sm' suits a short confirmation or a code. */
  width?: 'sm' | 'md';
  footer?: ReactNode;
  /** Off by default: a stray click outside must not throw away a half-filled form. */
  closeOnBackdrop?: boolean;
  className?: string;
  children: ReactNode;
}

// jsdom has no showModal/close (nor the open property); the open attribute is enough there.
function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.hasAttribute('open')) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

const FIRST_FIELD =
  '.ui-modal__body input:not(:disabled):not([type=hidden]), .ui-modal__body select, .ui-modal__body textarea';

/**
 * A native <dialog> opened with showModal(): the platform traps focus, makes the page inert and
 * turns Escape into a cancel event, which is routed to onClose so the parent stays in charge.
 */
export function Modal({
  open,
  title,
  onClose,
  width = 'md',
  footer,
  closeOnBackdrop = false,
  className,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  // Set while this component closes the dialog, so its close event is not reported back.
  const closingRef = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closingRef.current = false;
    openDialog(dialog);
    // showModal() focuses the first focusable element, the Close button in the header. A form
    // dialog should start in its first field instead (React's autoFocus can't: it runs while
    // the dialog is still hidden), or wherever data-autofocus points.
    (
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FIRST_FIELD)
    )?.focus();
    return () => {
      if (dialog.hasAttribute('open')) {
        closingRef.current = true;
        closeDialog(dialog);
      }
      // Also when the Modal unmounts while open, focus goes back to what opened it.
      if (opener?.isConnected && !opener.contains(document.activeElement)) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['ui-modal', `ui-modal--${width}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React passes a nested Modal's cancel and close events (a code dialog inside a detail
        // dialog) up the component tree: they are that dialog's, not this one's.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // The platform may close the dialog itself (Escape pressed twice without other input
        // skips the cancel event); tell the parent so its state follows. The event comes a task
        // after the close: a dialog open again by then was closed and reopened by its parent,
        // and this event is that old close's, not the user's.
        const reopened = event.currentTarget.hasAttribute('open');
        if (!closingRef.current && !reopened && event.currentTarget.isConnected)
          onCloseRef.current();
        closingRef.current = false;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="ui-modal__panel">
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="ui-icon-button ui-modal__close"
            aria-label="Close"
            onClick={onClose}
          >
            <X aria-hidden />
          </button>
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer && <div className="ui-modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
