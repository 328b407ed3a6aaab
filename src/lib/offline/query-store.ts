import { db as getAccountDb, guarded } from './offline-cache';
import { DEVICE_COPY_MAX_BYTES } from './offline-constants';

// The storage behind the query persister (device-copy.ts): one key per query, in the database of
// the account the query's key starts with, bounded by bytes per account with the least recently
// used answer out first. Loaded on demand, so Dexie stays out of the first load.

type AccountRef = { id: number };

/** `${prefix}-["user-12",...]`: the account is the first element of the query's key. */
export function accountOfStorageKey(storageKey: string): AccountRef | null {
  const match = /-\["user-(\d+)"/.exec(storageKey);
  return match ? { id: Number(match[1]) } : null;
}

let now: () => number = () => Date.now();
let maxBytes = DEVICE_COPY_MAX_BYTES;

export function setQueryStoreOptionsForTests(options: { now?: () => number; maxBytes?: number }) {
  if (options.now) now = options.now;
  if (options.maxBytes !== undefined) maxBytes = options.maxBytes;
}

export function resetQueryStoreForTests(): void {
  now = () => Date.now();
  maxBytes = DEVICE_COPY_MAX_BYTES;
}

const busterOf = (value: unknown) => String((value as { buster?: unknown } | null)?.buster ?? '');

/** The size the bound counts: the answer as JSON, close to what IndexedDB keeps. */
const sizeOf = (value: unknown) => JSON.stringify(value)?.length ?? 0;

export function getItem(key: string): Promise<unknown> {
  const account = accountOfStorageKey(key);
  if (!account) return Promise.resolve(null);
  return guarded(account, null, async () => {
    const db = getAccountDb(account);
    const row = await db.queries.get(key);
    if (!row) return null;
    // A read is a use: the answers read offline are the last to go.
    void db.querySizes.update(key, { lastUsed: now() }).catch(() => undefined);
    return row.value;
  });
}

export function setItem(key: string, value: unknown): Promise<void> {
  const account = accountOfStorageKey(key);
  if (!account) return Promise.resolve();
  const bytes = sizeOf(value);
  return guarded(account, undefined, async () => {
    const db = getAccountDb(account);
    // One answer larger than the whole bound is not kept at all.
    if (bytes > maxBytes) {
      await db.transaction('rw', db.queries, db.querySizes, async () => {
        await db.queries.delete(key);
        await db.querySizes.delete(key);
      });
      return;
    }
    await db.transaction('rw', db.queries, db.querySizes, async () => {
      await db.queries.put({ key, value });
      await db.querySizes.put({ key, bytes, lastUsed: now(), buster: busterOf(value) });
      const sizes = await db.querySizes.orderBy('lastUsed').toArray();
      let total = sizes.reduce((sum, row) => sum + row.bytes, 0);
      const evicted: string[] = [];
      for (const row of sizes) {
        if (total <= maxBytes) break;
        if (row.key === key) continue;
        total -= row.bytes;
        evicted.push(row.key);
      }
      if (evicted.length > 0) {
        await db.queries.bulkDelete(evicted);
        await db.querySizes.bulkDelete(evicted);
      }
    });
  });
}

export function removeItem(key: string): Promise<void> {
  const account = accountOfStorageKey(key);
  if (!account) return Promise.resolve();
  return guarded(account, undefined, async () => {
    const db = getAccountDb(account);
    await db.transaction('rw', db.queries, db.querySizes, async () => {
      await db.queries.delete(key);
      await db.querySizes.delete(key);
    });
  });
}

/** A new build drops what older builds stored, at once rather than as each is read. */
export function dropOtherBuilds(account: AccountRef, buster: string): Promise<void> {
  return guarded(account, undefined, async () => {
    const db = getAccountDb(account);
    await db.transaction('rw', db.queries, db.querySizes, async () => {
      const stale = await db.querySizes.where('buster').notEqual(buster).primaryKeys();
      await db.queries.bulkDelete(stale);
      await db.querySizes.bulkDelete(stale);
    });
  });
}

/** What one account keeps, in the bound's bytes (the bench and the offline page report it). */
export function storedBytes(account: AccountRef): Promise<number> {
  return guarded(account, 0, async () => {
    const sizes = await getAccountDb(account).querySizes.toArray();
    return sizes.reduce((sum, row) => sum + row.bytes, 0);
  });
}
