import type { Account } from '@/lib/session/accounts';

// The accounts this tab signed out: their device data is being deleted, and nothing may open
// (and so recreate) their database again until they sign in here again. A device copy or a visit
// still on its way when the user logged out (an answer that lands after the click) would
// otherwise put a database with their data back on the device. No Dexie here: the signed-in
// frame marks an account at once, before the offline cache module has loaded.

const signedOut = new Set<number>();

export function markSignedOut(account: Pick<Account, 'id'>): void {
  signedOut.add(account.id);
}

/** The account signed in (again) in this tab: its device data may be written. */
export function markSignedIn(account: Pick<Account, 'id'>): void {
  signedOut.delete(account.id);
}

export function isSignedOut(account: Pick<Account, 'id'>): boolean {
  return signedOut.has(account.id);
}

export function resetSignedOutForTests(): void {
  signedOut.clear();
}
