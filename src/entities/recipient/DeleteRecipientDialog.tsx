import { useMoneyAction } from '../money/useMoneyAction';
import type { Recipient } from '../../shared/domain/recipient';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { showToast } from '../../shared/ui/toastStore';
import { removeRecipient } from './actions';
import { RECIPIENT_PRODUCT_TEXTS, RECIPIENT_TEXTS } from './texts';
import './RecipientDialogs.css';

export interface DeleteRecipientDialogProps {
  recipient: Recipient;
  onClose: () => void;
  /** After the bank deleted it (the cached lists already dropped it). */
  onDeleted?: (recipient: Recipient) => void;
}

/**
 * spec-2 §2 Recipient lists: the delete confirmation, with the nickname between the question and
 * the warning. Delete asks the bank once (the button is busy meanwhile) and tells the outcome in
 * the spec's notice; offline it sends nothing and says so here, the dialog left open.
 */
export function DeleteRecipientDialog({
  recipient,
  onClose,
  onDeleted,
}: DeleteRecipientDialogProps) {
  // Online only, no code, one delete at a time (src/entities/money).
  const money = useMoneyAction<Recipient, void>({
    send: (target) => removeRecipient(target),
    onAnswer: () => {
      showToast({ kind: 'success', ...RECIPIENT_TEXTS.deleted });
      onDeleted?.(recipient);
      onClose();
    },
    // Offline it sends nothing and says so here, the dialog left open; a failure is told as
    // the spec's notice (no answer too: the list shows what the bank has after the next sync).
    onRefused: (why) => {
      if (why.kind === 'failure') {
        showToast({ kind: 'error', ...RECIPIENT_TEXTS.deleteFailed });
        onClose();
      }
    },
  });
  const { busy } = money;
  const offline = money.notice?.kind === 'offline';

  return (
    <Modal
      open
      title={RECIPIENT_PRODUCT_TEXTS.deleteTitle}
      width="sm"
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {RECIPIENT_TEXTS.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => money.confirm(recipient)}>
            {RECIPIENT_TEXTS.delete}
          </Button>
        </>
      }
    >
      <div className="rcp-delete">
        <p>{RECIPIENT_TEXTS.deleteQuestion}</p>
        <p className="rcp-delete__name">{recipient.recipientNickName}</p>
        <p className="rcp-delete__warning">{RECIPIENT_TEXTS.deleteWarning}</p>
        {offline && (
          <Alert kind="warning" title={RECIPIENT_PRODUCT_TEXTS.offlineTitle}>
            {RECIPIENT_PRODUCT_TEXTS.deleteOffline}
          </Alert>
        )}
      </div>
    </Modal>
  );
}
