import { useSyncExternalStore } from 'react';
import {
  type Account,
  accountKey,
  parseAccountList,
  removeAccount,
  resolveCurrent,
  upsertAccount,
} from './accounts';

// The signed-in accounts of this browser. The list and the last active account live in
// localStorage (shared by tabs); each tab remembers its own choice in sessionStorage. Each
// account's last visited URL is its own, and leaves the browser with it. Nothing of an account
// outlives its logout here (issue 28): every key naming it goes with it, and the print id of the
// session goes with the last account of the session.

export const STORAGE_KEYS = {
  accounts: 'activeAccounts',
  lastActive: 'lastActiveAccount',
  tabCurrent: 'tabActiveAccount',
  printSession: 'PHPSESSID',
  /** Per account, `lastVisitedUrl:user-{id}`; the bare key of earlier builds is dropped. */
  lastVisited: 'lastVisitedUrl',
} as const;

export const lastVisitedKey = (account: Pick<Account, 'id'>): string =>
  `${STORAGE_KEYS.lastVisited}:${accountKey(account)}`;

export type AccountsState = {
  accounts: Account[];
  current: Account | null;
  switching: boolean;
};

type Listener = () => void;
const listeners = new Set<Listener>();
const removedListeners = new Set<(account: Account) => void>();
let state: AccountsState = readState();

function readState(): AccountsState {
  // One key for every account sent whoever signed in next to another account's page.
  localStorage.removeItem(STORAGE_KEYS.lastVisited);
  const accounts = parseAccountList(localStorage.getItem(STORAGE_KEYS.accounts));
  const current = resolveCurrent(
    accounts,
    sessionStorage.getItem(STORAGE_KEYS.tabCurrent),
    localStorage.getItem(STORAGE_KEYS.lastActive),
  );
  return { accounts, current, switching: false };
}

/**
 * Every key the console keeps for one account names it by its account key, whatever the feature
 * ('lastVisitedUrl:user-5', 'query-cache-user-5', 'pendingActions:user-5', a screen's
 * 'servicesGroupByCarrier:user-5'); 'user-5' stands alone (not 'user-51', not 'superuser-5').
 */
function forgetAccountKeys(account: Pick<Account, 'id'>): void {
  const names = new RegExp(`(?:^|[^A-Za-z0-9])${accountKey(account)}(?![0-9])`);
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null && names.test(key)) keys.push(key);
    }
    keys.forEach((key) => localStorage.removeItem(key));
  } catch {
    // Storage that cannot be read holds nothing to remove.
  }
}

function commit(next: AccountsState): void {
  // By user id: the same user signing in again replaces their entry but keeps their cache.
  const gone = state.accounts.filter((old) => !next.accounts.some((item) => item.id === old.id));
  state = next;
  localStorage.setItem(STORAGE_KEYS.accounts, JSON.stringify(next.accounts));
  if (next.current) {
    localStorage.setItem(STORAGE_KEYS.lastActive, next.current.headerIdentifier);
    sessionStorage.setItem(STORAGE_KEYS.tabCurrent, next.current.headerIdentifier);
  } else {
    localStorage.removeItem(STORAGE_KEYS.lastActive);
    sessionStorage.removeItem(STORAGE_KEYS.tabCurrent);
  }
  gone.forEach(forgetAccountKeys);
  // The print id belongs to the session, which ends with its last account (a logout, the
  // server's 401, another tab's logout): print links then have nothing to carry.
  if (next.accounts.length === 0) localStorage.removeItem(STORAGE_KEYS.printSession);
  listeners.forEach((listener) => listener());
  gone.forEach((account) => removedListeners.forEach((listener) => listener(account)));
}

export const accountsStore = {
  getState: (): AccountsState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Told of every account that leaves this browser (logout, logout of all, 401, other tab). */
  onRemoved(listener: (account: Account) => void): () => void {
    removedListeners.add(listener);
    return () => removedListeners.delete(listener);
  },
  /** Signs an account in (or replaces the same user's entry) and makes it current. */
  add(account: Account, options: { switching?: boolean } = {}): void {
    const switching = Boolean(options.switching) && state.current !== null;
    commit({
      ...state,
      accounts: upsertAccount(state.accounts, account),
      current: account,
      switching,
    });
  },
  /** Removes an account; the first remaining becomes current. Returns the new current. */
  remove(headerIdentifier: string): Account | null {
    const accounts = removeAccount(state.accounts, headerIdentifier);
    const keep = state.current?.headerIdentifier === headerIdentifier ? null : state.current;
    const current = resolveCurrent(accounts, keep?.headerIdentifier);
    commit({ ...state, accounts, current });
    return current;
  },
  clear(): void {
    commit({ accounts: [], current: null, switching: false });
  },
  switchTo(headerIdentifier: string): void {
    const current = resolveCurrent(state.accounts, headerIdentifier);
    if (!current || current.headerIdentifier === state.current?.headerIdentifier) return;
    commit({ ...state, current, switching: true });
  },
  endSwitching(): void {
    if (state.switching) commit({ ...state, switching: false });
  },
  /** Where `account` was last in this browser, as the router's href; none when unknown. */
  lastVisited(account: Pick<Account, 'id'>): string | null {
    return localStorage.getItem(lastVisitedKey(account));
  },
  rememberVisit(account: Pick<Account, 'id'>, href: string): void {
    // Only while signed in: a late write must not outlive the account's logout.
    if (!state.accounts.some((item) => item.id === account.id)) return;
    localStorage.setItem(lastVisitedKey(account), href);
  },
  /** Re-reads storage; another tab may have signed accounts in or out. */
  reload(): void {
    const fresh = readState();
    const current = resolveCurrent(fresh.accounts, state.current?.headerIdentifier);
    commit({ ...fresh, current, switching: state.switching });
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.accounts || event.key === null) accountsStore.reload();
  });
}

export function useAccounts(): AccountsState {
  return useSyncExternalStore(accountsStore.subscribe, accountsStore.getState);
}
