import { catalogueEntry } from '../../api/errorCatalogue';
import type { Recipient } from '../../shared/domain/recipient';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { recipientDetailFields } from './display';
import { RECIPIENT_PRODUCT_TEXTS, RECIPIENT_TEXTS } from './texts';
import { useFreshRecipient } from './useFreshRecipient';
import './RecipientDialogs.css';

export interface RecipientDetailsDialogProps {
  /** The cached record; online, the bank's replaces it when it answers (useFreshRecipient). */
  recipient: Recipient;
  /** Why a recipient cannot be paid, or null: then 'Make a transfer' is disabled and the reason shown. */
  unavailableReason: (recipient: Recipient) => string | null;
  /** Delete is offered only to the roles that may manage recipients (RECIPIENT_MANAGER_ROLES). */
  canManage: boolean;
  onClose: () => void;
  onDelete: (recipient: Recipient) => void;
  onMakeTransfer: (recipient: Recipient) => void;
}

/** spec-2 §8 RECIPIENT_NOT_FOUND: the spec's text for a recipient another user deleted. */
const GONE = catalogueEntry('RECIPIENT_NOT_FOUND').message;

/**
 * spec-2 §2 Recipient lists: the details dialog, with 'Delete' and 'Make a transfer'. It shows
 * the bank's current record when online; a recipient another user deleted says so, and can be
 * neither paid nor deleted again.
 */
export function RecipientDetailsDialog({
  recipient: cached,
  unavailableReason,
  canManage,
  onClose,
  onDelete,
  onMakeTransfer,
}: RecipientDetailsDialogProps) {
  const { recipient, gone } = useFreshRecipient(cached);
  const notice = gone ? GONE : unavailableReason(recipient);
  return (
    <Modal
      open
      title={RECIPIENT_PRODUCT_TEXTS.detailsTitle}
      onClose={onClose}
      footer={
        <>
          {canManage && !gone && (
            <Button variant="danger" onClick={() => onDelete(recipient)}>
              {RECIPIENT_TEXTS.delete}
            </Button>
          )}
          <Button
            variant="primary"
            disabled={notice !== null}
            onClick={() => onMakeTransfer(recipient)}
          >
            {RECIPIENT_TEXTS.makeTransfer}
          </Button>
        </>
      }
    >
      {notice && <Alert kind="warning">{notice}</Alert>}
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
