import Dexie, { type EntityTable, type Table } from 'dexie';
import { type Account, accountKey } from '@/lib/session/accounts';

/** A whole cached answer, e.g. the common lists or the services. */
export interface CachedList<T = unknown> {
  key: string;
  data: T;
  cachedAt: number;
}

/** One opened record of any entity (parcel, pallet, ...), kept for offline reading. */
export interface CachedRecord<T = unknown> {
  entity: string;
  id: string;
  title: string;
  data: T;
  cachedAt: number;
  lastOpened: number;
}

export type AccountDb = Dexie & {
  lists: EntityTable<CachedList, 'key'>;
  records: Table<CachedRecord, [string, string]>;
};

export const ACCOUNT_DB_PREFIX = 'console-cache-';

export function accountDbName(account: Pick<Account, 'id'>): string {
  return `${ACCOUNT_DB_PREFIX}${accountKey(account)}`;
}

/**
 * Released versions are never edited: a schema change adds `db.version(2).stores(...)` with only
 * the changed tables, plus `.upgrade(tx => ...)` when rows must be rewritten.
 */
function defineSchema(db: Dexie): void {
  db.version(1).stores({
    lists: 'key',
    // Eviction walks `lastOpened`; `entity` lets the offline page filter parcels from pallets.
    records: '[entity+id], lastOpened, entity',
  });
}

// One connection per account per tab: opening IndexedDB is slow, and Dexie closes it by itself
// when another tab deletes or upgrades the database (versionchange).
const connections = new Map<string, AccountDb>();

export function getAccountDb(account: Pick<Account, 'id'>, onBlocked?: () => void): AccountDb {
  const name = accountDbName(account);
  let db = connections.get(name);
  if (!db) {
    db = new Dexie(name) as AccountDb;
    defineSchema(db);
    if (onBlocked) db.on('blocked', onBlocked);
    connections.set(name, db);
  }
  return db;
}

export function openAccountDbNames(): string[] {
  return [...connections.keys()];
}

/** Closes and forgets connections, so a deleted database is not held open (or recreated). */
export function closeAccountDbs(name?: string): void {
  for (const [key, db] of connections) {
    if (name !== undefined && key !== name) continue;
    db.close();
    connections.delete(key);
  }
}
