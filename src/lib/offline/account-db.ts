import Dexie, { type EntityTable } from 'dexie';
import { type Account, accountKey } from '@/lib/session/accounts';

/** The last answer of one GET query (decision 018), as the query persister stores it. */
export interface StoredQuery {
  key: string;
  value: unknown;
}

/** What the bound needs of a stored query, apart from its (possibly large) value. */
export interface StoredQuerySize {
  key: string;
  bytes: number;
  lastUsed: number;
  /** The build that wrote it: a new build drops the others' answers (their shape may differ). */
  buster: string;
}

/** A screen or record the account opened: what the offline page offers to read. */
export interface Visit {
  href: string;
  title: string;
  kind: 'screen' | 'record';
  visitedAt: number;
}

/**
 * A list's saved view (issue 18, decision 051): the user's own setting, not cached data. Only its
 * key and list are known here; its shape is checked where it is read (a damaged row is ignored).
 */
export type StoredView = { id: string; list: string } & Record<string, unknown>;

export type AccountDb = Dexie & {
  queries: EntityTable<StoredQuery, 'key'>;
  querySizes: EntityTable<StoredQuerySize, 'key'>;
  visits: EntityTable<Visit, 'href'>;
  views: EntityTable<StoredView, 'id'>;
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
    records: '[entity+id], lastOpened, entity',
  });
  // Decision 018: every GET query's last answer replaces the per-screen lists and records.
  db.version(2).stores({
    lists: null,
    records: null,
    queries: 'key',
    // Eviction walks `lastUsed` over the small rows, never loading the answers themselves.
    querySizes: 'key, lastUsed, buster',
    visits: 'href, visitedAt',
  });
  // Decision 051: the lists' saved views, read per list.
  db.version(3).stores({ views: 'id, list' });
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
