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
  {
    version: 2,
    stores: {
      // The transactions filter by card (panTail), cardholder and amount type, and compares
      // amounts within a currency. Those fields are indexed where the record keeps them
      // (`data.*`), so IndexedDB builds the new indexes from the rows already cached and no
      // upgrade rewrites them. The card indexes hold card transactions only (others lack the
      // field). `amount` alone compared amounts of different currencies: [currency+amount]
      // replaces it; accountNumber, type and status alone were never read (their compound
      // indexes serve every query), and each index slows every sync write.
      transactions:
        'id, date, [accountNumber+date], [type+date], [status+date], [data.currency+amount], [data.cardNumber+date], [data.nameOnCard+date], [data.creditOrDebit+date]',
    },
  },
  {
    version: 3,
    stores: {
      // Issue 25: the company's cards (or one's own), read offline like accounts. A new store:
      // the rows of version 2 are untouched and the first sync fills it. A row holds the Card
      // type only (cardRow): never a full number, expiry or security code.
      cards: 'id, [type+cardOrder]',
    },
  },
];

export const CURRENT_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;
