import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountKey,
  parseAccountList,
  removeAccount,
  resolveCurrent,
  upsertAccount,
} from '@/lib/session/accounts';
import { accountsStore, lastVisitedKey, STORAGE_KEYS } from '@/lib/session/accounts-store';

const a = { id: 1, login: 'staff', headerIdentifier: 'aaa' };
const b = { id: 2, login: 'client', headerIdentifier: 'bbb' };
const c = { id: 3, login: 'superadmin', headerIdentifier: 'ccc' };

describe('account list rules', () => {
  it('adds accounts and replaces the same user in place', () => {
    const list = upsertAccount(upsertAccount([], a), b);
    expect(list).toEqual([a, b]);
    const again = { ...a, headerIdentifier: 'new' };
    expect(upsertAccount(list, again)).toEqual([again, b]);
  });

  it('removes by header identifier', () => {
    expect(removeAccount([a, b, c], 'bbb')).toEqual([a, c]);
    expect(removeAccount([a], 'zzz')).toEqual([a]);
  });

  it('resolves the current account: preferred, then fallbacks, then the first, then none', () => {
    expect(resolveCurrent([a, b, c], 'ccc', 'bbb')).toBe(c);
    expect(resolveCurrent([a, b], 'gone', 'bbb')).toBe(b);
    expect(resolveCurrent([a, b], null, undefined)).toBe(a);
    expect(resolveCurrent([], 'aaa')).toBeNull();
  });

  it('reads stored lists defensively', () => {
    expect(parseAccountList(JSON.stringify([a]))).toEqual([a]);
    expect(parseAccountList('not json')).toEqual([]);
    expect(parseAccountList(JSON.stringify([{ id: 'x' }]))).toEqual([]);
    expect(parseAccountList(null)).toEqual([]);
  });

  it('keys every account by user id', () => {
    expect(accountKey(a)).toBe('user-1');
  });
});

describe('accounts store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    accountsStore.reload();
  });

  it('keeps the list and the last active account in localStorage for other tabs', () => {
    accountsStore.add(a);
    accountsStore.add(b);
    expect(accountsStore.getState().current).toEqual(b);
    expect(parseAccountList(localStorage.getItem(STORAGE_KEYS.accounts))).toEqual([a, b]);
    expect(localStorage.getItem(STORAGE_KEYS.lastActive)).toBe('bbb');
    // A new tab (empty sessionStorage) opens on the last active account.
    sessionStorage.clear();
    accountsStore.reload();
    expect(accountsStore.getState().current).toEqual(b);
  });

  it('logout switches to the first remaining account, then to signed out', () => {
    accountsStore.add(a);
    accountsStore.add(b);
    expect(accountsStore.remove('bbb')).toEqual(a);
    expect(accountsStore.remove('aaa')).toBeNull();
    expect(accountsStore.getState().accounts).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.lastActive)).toBeNull();
  });

  it('removing another account keeps the current one', () => {
    accountsStore.add(a);
    accountsStore.add(b);
    expect(accountsStore.remove('aaa')).toEqual(b);
  });

  it('switching marks the overlay until it ends; switching to the current one does nothing', () => {
    accountsStore.add(a);
    accountsStore.add(b);
    accountsStore.switchTo('bbb');
    expect(accountsStore.getState().switching).toBe(false);
    accountsStore.switchTo('aaa');
    expect(accountsStore.getState()).toMatchObject({ current: a, switching: true });
    accountsStore.endSwitching();
    expect(accountsStore.getState().switching).toBe(false);
  });

  it('logout of all clears the list', () => {
    accountsStore.add(a);
    accountsStore.add(b);
    accountsStore.clear();
    expect(accountsStore.getState()).toMatchObject({ accounts: [], current: null });
  });
});

describe('last visited URL, per account', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    accountsStore.reload();
  });

  it('keeps each account its own last URL, under its account key', () => {
    accountsStore.add(a);
    accountsStore.add(b);
    accountsStore.rememberVisit(a, '/parcels?mode=live');
    accountsStore.rememberVisit(b, '/pallets/7');
    expect(lastVisitedKey(a)).toBe('lastVisitedUrl:user-1');
    expect(localStorage.getItem('lastVisitedUrl:user-1')).toBe('/parcels?mode=live');
    expect(accountsStore.lastVisited(a)).toBe('/parcels?mode=live');
    expect(accountsStore.lastVisited(b)).toBe('/pallets/7');
    expect(accountsStore.lastVisited(c)).toBeNull();
    // The same user signing in again (a new identifier) keeps theirs.
    accountsStore.add({ ...a, headerIdentifier: 'again' });
    expect(accountsStore.lastVisited(a)).toBe('/parcels?mode=live');
  });

  it("removes an account's URL when it logs out, keeping the others'", () => {
    accountsStore.add(a);
    accountsStore.add(b);
    accountsStore.rememberVisit(a, '/parcels');
    accountsStore.rememberVisit(b, '/pallets');
    accountsStore.remove('aaa');
    expect(localStorage.getItem(lastVisitedKey(a))).toBeNull();
    expect(accountsStore.lastVisited(b)).toBe('/pallets');
    accountsStore.clear();
    expect(localStorage.getItem(lastVisitedKey(b))).toBeNull();
  });

  it('removes it when another tab logged the account out', () => {
    accountsStore.add(a);
    accountsStore.add(b);
    accountsStore.rememberVisit(b, '/pallets');
    // The other tab rewrote the shared list without b.
    localStorage.setItem(STORAGE_KEYS.accounts, JSON.stringify([a]));
    accountsStore.reload();
    expect(localStorage.getItem(lastVisitedKey(b))).toBeNull();
  });

  it('writes nothing for an account that is not signed in', () => {
    accountsStore.add(a);
    accountsStore.rememberVisit(b, '/pallets');
    expect(localStorage.getItem(lastVisitedKey(b))).toBeNull();
  });

  it('ignores and drops the single lastVisitedUrl key of earlier builds', () => {
    localStorage.setItem('lastVisitedUrl', '/pallets');
    accountsStore.reload();
    expect(localStorage.getItem('lastVisitedUrl')).toBeNull();
    accountsStore.add(a);
    expect(accountsStore.lastVisited(a)).toBeNull();
  });
});

describe('nothing of an account after its logout (issue 28)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    accountsStore.reload();
  });

  const keysNaming = (id: number) =>
    Object.keys(localStorage).filter((key) => new RegExp(`(^|[:-])user-${id}(?![0-9])`).test(key));

  it("removes every key naming the account, keeps the others' and lookalikes", () => {
    accountsStore.add(a);
    accountsStore.add(b);
    const k = { id: 11, login: 'k', headerIdentifier: 'kkk' };
    accountsStore.add(k);
    for (const key of [
      'servicesGroupByCarrier:user-1',
      'query-cache-user-1',
      'pendingActions:user-1',
      'servicesGroupByCarrier:user-11',
      'servicesGroupByCarrier:user-2',
      'superuser-1',
    ]) {
      localStorage.setItem(key, '1');
    }
    accountsStore.rememberVisit(a, '/services');
    accountsStore.remove('aaa');
    expect(keysNaming(1)).toEqual([]);
    expect(localStorage.getItem('servicesGroupByCarrier:user-11')).toBe('1');
    expect(localStorage.getItem('servicesGroupByCarrier:user-2')).toBe('1');
    expect(localStorage.getItem('superuser-1')).toBe('1');
  });

  it('keeps the print id while an account of the session is left, then removes it', () => {
    localStorage.setItem(STORAGE_KEYS.printSession, 'session-1');
    accountsStore.add(a);
    accountsStore.add(b);
    accountsStore.remove('aaa');
    expect(localStorage.getItem(STORAGE_KEYS.printSession)).toBe('session-1');
    // The last account leaves (its logout, or the server's 401 for it).
    accountsStore.remove('bbb');
    expect(localStorage.getItem(STORAGE_KEYS.printSession)).toBeNull();
    expect(keysNaming(2)).toEqual([]);
  });

  it('removes the print id when another tab logged the last account out', () => {
    localStorage.setItem(STORAGE_KEYS.printSession, 'session-1');
    accountsStore.add(a);
    localStorage.setItem('servicesGroupByCarrier:user-1', '0');
    localStorage.setItem(STORAGE_KEYS.accounts, '[]');
    accountsStore.reload();
    expect(localStorage.getItem(STORAGE_KEYS.printSession)).toBeNull();
    expect(keysNaming(1)).toEqual([]);
  });
});
