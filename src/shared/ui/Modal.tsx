import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** 'md' is the spec's 680 px dialog. */
  width?: 'sm' | 'md';
  footer?: ReactNode;
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A native <dialog> opened with showModal(): the platform traps focus, makes the page inert and
 * turns Escape into a cancel event, which we route to onClose.
 */
export function Modal({ open, title, onClose, width = 'md', footer, closeOnBackdrop = false, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the open attribute is enough there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`ui-modal ui-modal--${width}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) onClose();
      }}
    >
      <div className="ui-modal__header">
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        <button type="button" className="ui-modal__close" aria-label="Close" onClick={onClose}>
          <X size={20} aria-hidden />
        </button>
      </div>
      <div className="ui-modal__body">{children}</div>
      {footer && <div className="ui-modal__footer">{footer}</div>}
    </dialog>
  );
}
