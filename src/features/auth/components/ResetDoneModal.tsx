import { CircleCheck } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';

/** The product's own texts: the spec asks for a success modal without giving its words. */
export const RESET_DONE_TITLE = 'Your password has been reset';
export const RESET_DONE_TEXT = 'You can now log in with your new password.';

/** The success modal of a password reset; closing it also goes to login (the code is spent). */
export function ResetDoneModal({ onDone }: { onDone: () => void }) {
  return (
    <Modal
      open
      title={RESET_DONE_TITLE}
      onClose={onDone}
      width="sm"
      footer={
        <Button variant="primary" onClick={onDone} data-autofocus>
          Back to login
        </Button>
      }
    >
      <div className="password-reset__done">
        <CircleCheck className="password-reset__done-icon" aria-hidden />
        <p>{RESET_DONE_TEXT}</p>
      </div>
    </Modal>
  );
}
