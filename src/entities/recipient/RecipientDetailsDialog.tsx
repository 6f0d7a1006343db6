import type { Recipient } from '../../shared/domain/recipient';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { recipientDetailFields } from './display';
import { RECIPIENT_PRODUCT_TEXTS, RECIPIENT_TEXTS } from './texts';
import './RecipientDialogs.css';

export interface RecipientDetailsDialogProps {
  recipient: Recipient;
  /** Why it cannot be paid, or null: then 'Make a transfer' is disabled and the reason shown. */
  unavailable: string | null;
  /** Delete is offered only to the roles that may manage recipients (RECIPIENT_MANAGER_ROLES). */
  canManage: boolean;
  onClose: () => void;
  onDelete: (recipient: Recipient) => void;
  onMakeTransfer: (recipient: Recipient) => void;
}

/** spec-2 §2 Recipient lists: the details dialog, with 'Delete' and 'Make a transfer'. */
export function RecipientDetailsDialog({
  recipient,
  unavailable,
  canManage,
  onClose,
  onDelete,
  onMakeTransfer,
}: RecipientDetailsDialogProps) {
  return (
    <Modal
      open
      title={RECIPIENT_PRODUCT_TEXTS.detailsTitle}
      onClose={onClose}
      footer={
        <>
          {canManage && (
            <Button variant="danger" onClick={() => onDelete(recipient)}>
              {RECIPIENT_TEXTS.delete}
            </Button>
          )}
          <Button
            variant="primary"
            disabled={unavailable !== null}
            onClick={() => onMakeTransfer(recipient)}
          >
            {RECIPIENT_TEXTS.makeTransfer}
          </Button>
        </>
      }
    >
      {unavailable && <Alert kind="warning">{unavailable}</Alert>}
      <dl className="details-list rcp-details">
        {recipientDetailFields(recipient).map((field) => (
          <div key={field.label} className="details-list__row">
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
