/**
 * The per-user read cache (docs/architecture.md §5, §6). It holds what the user may read offline and nothing
 * that could be replayed or misused: never tokens, full card numbers, security codes or one-time
 * codes. A sync task whose answer carries such a field drops it before writing; tokens live
 * only in sessionStorage.
 */
import Dexie, { type Table } from 'dexie';
import type {
  AccountRow,
  ApprovalRow,
  CardRow,
  MetaRow,
  RecipientRow,
  TransactionRow,
} from './rows';
import { SCHEMA_VERSIONS, type SchemaVersion } from './schema';

export const CACHE_PREFIX = 'bank-cache:';

export function databaseNameFor(claims: { corpID: string; sub: string }): string {
  return `${CACHE_PREFIX}${claims.corpID}:${claims.sub}`;
}

export class BankDatabase extends Dexie {
  accounts!: Table<AccountRow, string>;
  transactions!: Table<TransactionRow, string>;
  recipients!: Table<RecipientRow, string>;
  approvals!: Table<ApprovalRow, string>;
  cards!: Table<CardRow, string>;
  meta!: Table<MetaRow, string>;

  constructor(name: string, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS) {
    super(name);
    for (const v of versions) {
      const declared = this.version(v.version).stores(v.stores);
      if (v.upgrade) declared.upgrade(v.upgrade);
    }
  }
}
