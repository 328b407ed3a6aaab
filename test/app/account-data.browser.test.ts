import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_SWEEP_DELAY_MS, wireAccountData } from '@/app/account-data';
import { createQueryClient } from '@/app/query-client';
import { accountDbName } from '@/lib/offline/account-db';
import { rememberVisit } from '@/lib/offline/offline-cache';
import { accountsStore } from '@/lib/session/accounts-store';

// An account's data leaves with it (decision 018), and nothing brings it back afterwards.

const STAFF = { id: 2, login: 'staff', headerIdentifier: 'ident-staff' };
const databases = async () => (await indexedDB.databases()).map((db) => db.name);

describe('account data', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a logout before the delayed build sweep cancels it: the database is not recreated', async () => {
    // Not setImmediate: fake-indexeddb schedules with it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await wireAccountData(createQueryClient());
    accountsStore.add(STAFF);
    await vi.advanceTimersByTimeAsync(0);
    await rememberVisit(STAFF, { href: '/parcels', title: 'Parcels', kind: 'screen' });
    expect(await databases()).toContain(accountDbName(STAFF));

    accountsStore.remove(STAFF.headerIdentifier);
    // vi.waitFor, not Testing Library's: it moves the fake clock. Its limit is a last guard.
    await vi.waitFor(async () => expect(await databases()).not.toContain(accountDbName(STAFF)), {
      timeout: 60_000,
    });
    await vi.advanceTimersByTimeAsync(BUILD_SWEEP_DELAY_MS);
    vi.useRealTimers();
    // The sweep's module loads and opens its database on real time, if it runs at all.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await databases()).not.toContain(accountDbName(STAFF));
  });
});
