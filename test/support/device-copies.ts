import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import { getAccountDb } from '@/lib/offline/account-db';

// What an account keeps on the device (decision 018), read as a test would look into IndexedDB.

/** The query keys stored for an account, as JSON (`["user-2","parcels","list",{...}]`). */
export async function storedQueryHashes(account: { id: number }): Promise<string[]> {
  const keys = (await getAccountDb(account).queries.toCollection().primaryKeys()) as string[];
  return keys.map((key) => key.replace(/^query-/, ''));
}

/** Waits for a stored query whose key contains every one of `parts`. */
export function waitForDeviceCopy(account: { id: number }, ...parts: string[]) {
  return waitFor(async () => {
    const hashes = await storedQueryHashes(account);
    expect(hashes.some((hash) => parts.every((part) => hash.includes(part)))).toBe(true);
  });
}

/** Every value stored by every console database, as one JSON text (to look for a secret). */
export async function everythingStored(): Promise<string> {
  const { default: Dexie } = await import('dexie');
  const texts: string[] = [];
  for (const name of await Dexie.getDatabaseNames()) {
    const db = new Dexie(name);
    await db.open();
    for (const table of db.tables) texts.push(JSON.stringify(await table.toArray()));
    db.close();
  }
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key) texts.push(localStorage.getItem(key) ?? '');
  }
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key) texts.push(sessionStorage.getItem(key) ?? '');
  }
  return texts.join('\n');
}
