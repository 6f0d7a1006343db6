import { useEffect, useRef, useState } from 'react';
import { saveNote } from '../../api/transactions';
import { dropPendingNote, keepPendingNote, readPendingNote } from '../../db/noteOutbox';
import { writeCachedNote } from '../../db/transactionEdits';
import { useCacheQuery, useCurrentDatabase } from '../../db/useCacheQuery';
import { NOTE_MAX, NOTE_SAVED_SHOWN_MS, NOTE_TEXTS } from '../../shared/domain/attachments';
import { showToast } from '../../shared/ui/toastStore';
import { syncStatus } from '../../sync/syncStatus';
import { answered, type NoteSender } from '../../sync/tasks/noteOutboxTask';
import { lockReason } from './attachments';

/** Written for this product: a note typed offline waits in the outbox until it is sent. */
export const NOTE_PENDING_TEXT = 'Saved on this device; will sync when online';

/** What the notes field says beside itself. */
export type NoteState = 'idle' | 'saving' | 'saved' | 'pending';

export interface NoteEditor {
  value: string;
  state: NoteState;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  /** Why the note cannot be changed, once the bank said so (lockReason); else null. */
  locked: string | null;
}

/** A write to the cache after logout closed it: the next sign-in's sync brings the bank's note. */
const quietly = (work: Promise<unknown>) => work.catch(() => undefined);

const offline = () =>
  !syncStatus.online || (typeof navigator !== 'undefined' && navigator.onLine === false);

/**
 * A transaction's note (spec-3 §4): edited freely, saved on blur, 'Auto-saved' for 5 seconds.
 * A note the bank refuses reverts to the last saved one with the spec's failure texts. Offline,
 * or when the call is lost, the note is kept in the outbox (src/db/noteOutbox.ts) and shown as
 * pending until the sync sends it; a note is no money call, so nothing here is the money-action
 * protocol's.
 */
export function useNoteEditor(
  transactionId: string,
  bankNote: string,
  send: NoteSender = saveNote,
  knownLock: string | null = null,
): NoteEditor {
  const db = useCurrentDatabase();
  const pending = useCacheQuery((open) => readPendingNote(open, transactionId), [transactionId]);
  const stored = pending?.note ?? bankNote;
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState<'saving' | 'saved' | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // What the bank or the outbox holds shows once the person is not typing.
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    if (!editing) setDraft(null);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const keep = async (text: string) => {
    if (db) await quietly(keepPendingNote(db, transactionId, text));
    setSaved(null);
  };

  const save = async (text: string) => {
    if (!db) return;
    if (offline()) return keep(text);
    setSaved('saving');
    let kept: string;
    try {
      kept = await send(transactionId, text);
    } catch (error) {
      if (!answered(error)) return keep(text);
      setSaved(null);
      setDraft(null);
      const reason = lockReason(error);
      setLocked(reason);
      showToast({
        kind: 'error',
        title: NOTE_TEXTS.saveFailedTitle,
        message: reason ?? NOTE_TEXTS.saveFailedBody,
      });
      return;
    }
    await quietly(
      writeCachedNote(db, transactionId, kept).then(() => dropPendingNote(db, transactionId)),
    );
    setSaved('saved');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaved(null), NOTE_SAVED_SHOWN_MS);
  };

  // A note typed and the detail closed before the field lost focus (Escape, another row): the
  // text is saved as a blur would have saved it. The last render's values, kept for the unmount.
  const [handed, setHanded] = useState<string | null>(null);
  const [last] = useState(() => ({ draft, stored, save, handed }));
  useEffect(() => {
    Object.assign(last, { draft, stored, save, handed });
  });
  useEffect(
    () => () => {
      const { draft: text, stored: kept, handed: sent } = last;
      if (text !== null && text !== kept && text !== sent) void last.save(text);
    },
    [last],
  );

  const value = draft ?? stored;
  return {
    value,
    locked: locked ?? knownLock,
    state: pending ? 'pending' : (saved ?? 'idle'),
    onChange: (next) => setDraft(next.slice(0, NOTE_MAX)),
    onFocus: () => setEditing(true),
    onBlur: () => {
      setEditing(false);
      if (draft === null || draft === stored) {
        setDraft(null);
        return;
      }
      setHanded(draft);
      void save(draft);
    },
  };
}
