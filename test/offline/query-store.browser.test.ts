import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteAccountCache,
  deleteAllCaches,
  recentVisits,
  rememberVisit,
  resetOfflineCacheForTests,
  setOfflineCacheOptionsForTests,
} from '@/lib/offline/offline-cache';
import {
  accountOfStorageKey,
  dropOtherBuilds,
  getItem,
  resetQueryStoreForTests,
  setItem,
  setQueryStoreOptionsForTests,
  storedBytes,
} from '@/lib/offline/query-store';
import { persistedCacheKey } from '@/lib/offline/query-persistence';
import { markSignedIn } from '@/lib/offline/signed-out';

// The device copies' storage (decision 018): per account, bounded by bytes, least recently used
// out first; and the visits the offline page offers.

const a = { id: 1 };
const b = { id: 2 };
const keyOf = (account: { id: number }, name: string) => `query-["user-${account.id}","${name}"]`;
/** An entry of about `bytes` characters of JSON. */
const entry = (bytes: number, buster = 'build-1') => ({
  buster,
  state: { data: 'x'.repeat(bytes) },
});

let clock = 1000;
afterEach(async () => {
  await deleteAllCaches();
  resetOfflineCacheForTests();
  resetQueryStoreForTests();
});

describe('storage keys', () => {
  it('name their account by the first element of the query key', () => {
    expect(accountOfStorageKey('query-["user-12","parcels",{"page":1}]')).toEqual({ id: 12 });
    expect(accountOfStorageKey('query-["public"]')).toBeNull();
    expect(accountOfStorageKey('query-["user-x"]')).toBeNull();
  });
});

describe('the bound', () => {
  it('keeps an account under its bytes, the least recently used answer out first', async () => {
    setQueryStoreOptionsForTests({ maxBytes: 1000, now: () => (clock += 1) });
    await setItem(keyOf(a, 'one'), entry(250));
    await setItem(keyOf(a, 'two'), entry(250));
    // Reading 'one' is a use: 'two' is now the least recently used.
    expect(await getItem(keyOf(a, 'one'))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await setItem(keyOf(a, 'three'), entry(250));
    await setItem(keyOf(a, 'four'), entry(250));
    expect(await getItem(keyOf(a, 'two'))).toBeNull();
    expect(await getItem(keyOf(a, 'one'))).not.toBeNull();
    expect(await getItem(keyOf(a, 'four'))).not.toBeNull();
    expect(await storedBytes(a)).toBeLessThanOrEqual(1000);
  });

  it('counts each account apart', async () => {
    setQueryStoreOptionsForTests({ maxBytes: 1000 });
    await setItem(keyOf(a, 'one'), entry(600));
    await setItem(keyOf(b, 'one'), entry(600));
    expect(await getItem(keyOf(a, 'one'))).not.toBeNull();
    expect(await getItem(keyOf(b, 'one'))).not.toBeNull();
    expect(await Dexie.getDatabaseNames()).toEqual(
      expect.arrayContaining(['console-cache-user-1', 'console-cache-user-2']),
    );
  });

  it('does not keep one answer larger than the whole bound, nor its older copy', async () => {
    setQueryStoreOptionsForTests({ maxBytes: 1000 });
    await setItem(keyOf(a, 'big'), entry(100));
    await setItem(keyOf(a, 'big'), entry(5000));
    expect(await getItem(keyOf(a, 'big'))).toBeNull();
    expect(await storedBytes(a)).toBe(0);
  });
});

describe('a new build', () => {
  it('drops what older builds stored', async () => {
    await setItem(keyOf(a, 'old'), entry(10, 'build-1'));
    await setItem(keyOf(a, 'new'), entry(10, 'build-2'));
    await dropOtherBuilds(a, 'build-2');
    expect(await getItem(keyOf(a, 'old'))).toBeNull();
    expect(await getItem(keyOf(a, 'new'))).not.toBeNull();
  });
});

describe('logout', () => {
  it("deletes the account's stored answers and visits, and its persisted cache", async () => {
    await setItem(keyOf(a, 'one'), entry(10));
    await setItem(keyOf(b, 'one'), entry(10));
    await rememberVisit(a, { href: '/parcels', title: 'Parcels', kind: 'screen' });
    localStorage.setItem(persistedCacheKey(a), '{}');
    await deleteAccountCache(a);
    expect(await Dexie.getDatabaseNames()).not.toContain('console-cache-user-1');
    expect(localStorage.getItem(persistedCacheKey(a))).toBeNull();
    expect(await getItem(keyOf(b, 'one'))).not.toBeNull();
  });

  it('are not written back by a copy or a visit that lands after the logout, until the account signs in again', async () => {
    await setItem(keyOf(a, 'one'), entry(10));
    const deleted = deleteAccountCache(a);
    // Both on their way when the user logged out: an answer's copy and the screen's visit.
    await setItem(keyOf(a, 'late'), entry(10));
    await rememberVisit(a, { href: '/parcels', title: 'Parcels', kind: 'screen' });
    await deleted;
    expect(await Dexie.getDatabaseNames()).not.toContain('console-cache-user-1');
    expect(await getItem(keyOf(a, 'late'))).toBeNull();
    expect(await recentVisits(a)).toEqual([]);
    expect(await Dexie.getDatabaseNames()).not.toContain('console-cache-user-1');

    markSignedIn(a);
    await rememberVisit(a, { href: '/parcels', title: 'Parcels', kind: 'screen' });
    expect((await recentVisits(a)).map((visit) => visit.href)).toEqual(['/parcels']);
  });
});

describe('visits', () => {
  it('are offered newest first, one per address, bounded', async () => {
    setOfflineCacheOptionsForTests({ now: () => (clock += 1), visitsLimit: 3 });
    await rememberVisit(a, { href: '/parcels', title: 'Parcels', kind: 'screen' });
    await rememberVisit(a, { href: '/parcels/5', title: 'Parcel TRK5', kind: 'record' });
    await rememberVisit(a, { href: '/pallets', title: 'Pallets', kind: 'screen' });
    await rememberVisit(a, { href: '/parcels', title: 'Parcels', kind: 'screen' });
    await rememberVisit(a, { href: '/dashboard', title: 'Dashboard', kind: 'screen' });
    const visits = await recentVisits(a);
    expect(visits.map((visit) => visit.href)).toEqual(['/dashboard', '/parcels', '/pallets']);
    expect(await recentVisits(b)).toEqual([]);
  });
});
