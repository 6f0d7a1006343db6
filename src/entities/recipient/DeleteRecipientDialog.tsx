import { useRef, useState } from 'react';
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
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState(false);
  const busyRef = useRef(false);

  const confirm = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setOffline(false);
    try {
      if ((await removeRecipient(recipient)) === 'offline') {
        setOffline(true);
        return;
      }
      showToast({ kind: 'success', ...RECIPIENT_TEXTS.deleted });
      onDeleted?.(recipient);
      onClose();
    } catch {
      showToast({ kind: 'error', ...RECIPIENT_TEXTS.deleteFailed });
      onClose();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={RECIPIENT_PRODUCT_TEXTS.deleteTitle}
      width="sm"
      onClose={() => {
        if (!busyRef.current) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {RECIPIENT_TEXTS.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
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
