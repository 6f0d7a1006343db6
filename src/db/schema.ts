import type { Transaction } from 'dexie';

/**
 * Schema versions as data, applied in order: adding a version is one entry here plus one case
 * in migrations.test.ts that opens data written by the version before it. Never edit an entry
 * that has shipped: browsers already hold databases created by it.
 */
export interface SchemaVersion {
  version: number;
  /** Dexie store specs; `null` drops a store. */
  stores: Record<string, string | null>;
  /** Runs inside Dexie's upgrade transaction when a database moves to this version. */
  upgrade?: (tx: Transaction) => Promise<void> | void;
}

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      accounts: 'accountNumber, currency, accountOrder',
      // The compound indexes serve the filtered, date-ordered transaction list without a scan.
      transactions:
        'id, accountNumber, date, type, status, amount, [accountNumber+date], [type+date], [status+date]',
      recipients: 'id',
      approvals: 'referenceId, list, createdAt, [list+createdAt]',
      meta: 'key',
    },
  },
];

export const CURRENT_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;
