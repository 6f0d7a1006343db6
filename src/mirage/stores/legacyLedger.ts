import type { LegacyKey } from './persisted';

/**
 * Where builds before the per-area stores kept every change of the books as one object
 * (LedgerChanges of the former rules/ledgerStore.ts): each area's store takes its part of it, once, while its
 * own key is empty; the demo's reset removes it.
 */
export const LEGACY_LEDGER_KEY = 'mockbank:ledger:v1';

/** The old object's fields, each possibly missing (the object only grew over time). */
export type LegacyLedger = { scenario: string } & Partial<
  Record<
    | 'accounts'
    | 'recipients'
    | 'transactions'
    | 'openPayouts'
    | 'approvals'
    | 'answers'
    | 'toggles'
    | 'guideClosed',
    unknown
  >
>;

/** A store's legacy key: its part of the old ledger object, or nothing (then the seed). */
export function ledgerPart<T>(pick: (old: LegacyLedger) => T | undefined): LegacyKey<T> {
  return {
    key: LEGACY_LEDGER_KEY,
    read: (old) =>
      typeof old === 'object' && old !== null && typeof (old as LegacyLedger).scenario === 'string'
        ? pick(old as LegacyLedger)
        : undefined,
  };
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
