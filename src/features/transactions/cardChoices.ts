import { useEffect, useState } from 'react';
import type { BankDatabase } from '../../db/database';
import { useCurrentDatabase } from '../../db/useCacheQuery';
import { whileOpen } from './queries';
import { AFTER_ALL_DATES, type DateOrderedIndex } from './transactionQuery';

/** The cards and cardholders the card filters offer: those of the cached transactions. */
export interface CardChoices {
  /** Cards by their last digits (a transaction's cardNumber, the bank filter's panTail). */
  panTails: string[];
  cardHolderNames: string[];
}

export const NO_CARD_CHOICES: CardChoices = { panTails: [], cardHolderNames: [] };

type Transactions = BankDatabase['transactions'];

/**
 * The distinct values of a [field+date] index, in index order: one key read per value, each
 * jumping past every date of the last value. A company has a handful of cards and 100,000
 * transactions, so this reads a few keys where collecting the values from the rows would read
 * every card transaction.
 */
async function distinctValues(table: Transactions, index: DateOrderedIndex): Promise<string[]> {
  const values: string[] = [];
  let next = await table.orderBy(index).limit(1).keys();
  for (;;) {
    const key = next[0] as [string, string] | undefined;
    if (!key) return values;
    values.push(key[0]);
    next = await table.where(index).above([key[0], AFTER_ALL_DATES]).limit(1).keys();
  }
}

export async function readCardChoices(db: BankDatabase): Promise<CardChoices> {
  const [panTails, cardHolderNames] = await Promise.all([
    distinctValues(db.transactions, '[data.cardNumber+date]'),
    distinctValues(db.transactions, '[data.nameOnCard+date]'),
  ]);
  return { panTails, cardHolderNames: cardHolderNames.toSorted((a, b) => a.localeCompare(b)) };
}

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
