import { useEffect, useState } from 'react';
import { isApiError } from '../../api/ApiError';
import { isOfflineForMoney } from '../../api/client';
import { getRecipient } from '../../api/recipients';
import type { Recipient } from '../../shared/domain/recipient';
import { writeRecipientThrough } from '../../sync/writeThrough';

export interface FreshRecipient {
  /** The bank's record once it answered, the cached one until then (and offline). */
  recipient: Recipient;
  /** The bank no longer has it: another user deleted it (RECIPIENT_NOT_FOUND). */
  gone: boolean;
}

interface Answer {
  id: string;
  recipient?: Recipient;
  gone: boolean;
}

/**
 * The details dialog's record. The cache may be minutes old and another user may have deleted
 * the recipient since, so online the bank's record is asked for when the dialog opens and written
 * through to the cache (the lists follow); RECIPIENT_NOT_FOUND takes it out of the cache. Offline
 * the cached record is all there is: no call. Any other failure keeps the cached record quietly:
 * the dialog still shows what the device knows.
 */
export function useFreshRecipient(cached: Recipient): FreshRecipient {
  const id = cached.displayReferenceId;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (isOfflineForMoney()) return;
    let open = true;
    getRecipient(id).then(
      (recipient) => {
        if (open) setAnswer({ id, recipient, gone: false });
        // The bank's word holds for the cache even when the dialog closed meanwhile.
        void writeRecipientThrough({ read: recipient });
      },
      (error: unknown) => {
        if (!(isApiError(error) && error.code === 'RECIPIENT_NOT_FOUND')) return;
        if (open) setAnswer({ id, gone: true });
        void writeRecipientThrough({ deletedId: id });
      },
    );
    return () => {
      open = false;
    };
  }, [id]);
  // An answer about another recipient (the dialog moved on) is not this one's.
  const mine = answer?.id === id ? answer : null;
  return { recipient: mine?.recipient ?? cached, gone: mine?.gone ?? false };
}
