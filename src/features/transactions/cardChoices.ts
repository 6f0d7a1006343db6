import { useEffect, useState } from 'react';
import type { BankDatabase } from '../../db/database';
import { readCardChoices, whileOpen, type CardChoices } from '../../db/transactionReads';
import { useCurrentDatabase } from '../../db/useCacheQuery';

export const NO_CARD_CHOICES: CardChoices = { panTails: [], cardHolderNames: [] };

/**
 * The card choices, read when the page opens and again after each sync of the transactions
 * (`syncedAt`). Not a live query: a first sync writes a thousand batches, and the choices only
 * change when a new card or cardholder appears.
 */
export function useCardChoices(syncedAt: number | undefined): CardChoices {
  const db = useCurrentDatabase();
  const [read, setRead] = useState<{
    db: BankDatabase;
    syncedAt: number | undefined;
    choices: CardChoices;
  } | null>(null);
  useEffect(() => {
    if (!db) return;
    let current = true;
    void whileOpen(() => readCardChoices(db)).then((choices) => {
      if (current && choices) setRead({ db, syncedAt, choices });
    });
    return () => {
      current = false;
    };
  }, [db, syncedAt]);
  // Never the previous user's cards after an account switch; after a sync, the last ones until read again.
  return read && read.db === db ? read.choices : NO_CARD_CHOICES;
}
