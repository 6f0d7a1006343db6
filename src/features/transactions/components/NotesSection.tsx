import { CloudOff, Check } from 'lucide-react';
import { NOTE_MAX, NOTE_TEXTS } from '../../../shared/domain/attachments';
import { TextArea } from '../../../shared/ui/TextArea';
import { NOTE_PENDING_TEXT, useNoteEditor } from '../notes';

export interface NotesSectionProps {
  id: string;
  transactionId: string;
  note: string;
  /** Read-only before any change (syncedLock): the transaction's accounting sync completed. */
  knownLock?: string | null;
}

/** The detail's notes (spec-3 §4): saved on blur, 500 characters, kept on the device offline. */
export function NotesSection({ id, transactionId, note, knownLock = null }: NotesSectionProps) {
  const editor = useNoteEditor(transactionId, note, undefined, knownLock);
  const titleId = `${id}-title`;
  return (
    <section id={id} className="txn-detail__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Notes</h3>
      {editor.locked ? (
        <>
          <p className={note ? 'txn-detail__note' : 'txn-detail__muted'}>{note || 'No notes'}</p>
          <p className="txn-detail__muted">{editor.locked}</p>
        </>
      ) : (
        <>
          <TextArea
            label="Note for your records"
            value={editor.value}
            maxLength={NOTE_MAX}
            counter
            onChange={editor.onChange}
            onFocus={editor.onFocus}
            onBlur={editor.onBlur}
          />
          <p className="txn-detail__note-state" role="status">
            {editor.state === 'saved' && (
              <>
                <Check aria-hidden /> {NOTE_TEXTS.autoSaved}
              </>
            )}
            {editor.state === 'saving' && 'Saving…'}
            {editor.state === 'pending' && (
              <>
                <CloudOff aria-hidden /> {NOTE_PENDING_TEXT}
              </>
            )}
          </p>
        </>
      )}
    </section>
  );
}
