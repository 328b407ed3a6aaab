import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteAllCaches,
  readRecord,
  recentRecords,
  rememberRecord,
  resetOfflineCacheForTests,
  setOfflineCacheOptionsForTests,
  touchRecord,
} from '@/lib/offline/offline-cache';

const account = { id: 7 };
let clock = 0;

function open(id: string, entity = 'parcel') {
  clock += 1000;
  return rememberRecord(account, { entity, id, title: `${entity} ${id}`, data: { id } });
}

async function ids() {
  return (await recentRecords(account, 100)).map((row) => `${row.entity}:${row.id}`);
}

beforeEach(() => {
  clock = 1_000_000;
  setOfflineCacheOptionsForTests({ now: () => clock, recentRecordsLimit: 5 });
});

afterEach(async () => {
  await deleteAllCaches();
  resetOfflineCacheForTests();
});

describe('recently opened records', () => {
  it('keeps at most the limit, evicting the least recently opened', async () => {
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) await open(id);

    expect(await ids()).toEqual(['parcel:7', 'parcel:6', 'parcel:5', 'parcel:4', 'parcel:3']);
    expect(await readRecord(account, 'parcel', '1')).toBeNull();
    expect(await readRecord(account, 'parcel', '2')).toBeNull();
  });

  it('counts parcels and pallets against one bound, keyed by entity and id', async () => {
    await open('1', 'parcel');
    await open('1', 'pallet');

    expect(await ids()).toEqual(['pallet:1', 'parcel:1']);
    expect((await readRecord(account, 'pallet', '1'))?.title).toBe('pallet 1');
  });

  it('protects a record opened from the cache (touch) from eviction', async () => {
    for (const id of ['1', '2', '3', '4', '5']) await open(id);
    clock += 1000;
    await touchRecord(account, 'parcel', '1');
    await open('6');

    expect(await ids()).toEqual(['parcel:6', 'parcel:1', 'parcel:5', 'parcel:4', 'parcel:3']);
  });

  it('opening a record again refreshes its data and times without duplicating it', async () => {
    await open('1');
    await open('2');
    clock += 1000;
    await rememberRecord(account, { entity: 'parcel', id: '1', title: 'Renamed', data: { v: 2 } });

    const row = await readRecord<{ v: number }>(account, 'parcel', '1');
    expect(row).toEqual({
      entity: 'parcel',
      id: '1',
      title: 'Renamed',
      data: { v: 2 },
      cachedAt: clock,
      lastOpened: clock,
    });
    expect(await ids()).toEqual(['parcel:1', 'parcel:2']);
  });

  it('touch keeps cachedAt (the data age shown to the user) and moves lastOpened', async () => {
    await open('1');
    const cachedAt = clock;
    clock += 5000;
    await touchRecord(account, 'parcel', '1');

    expect(await readRecord(account, 'parcel', '1')).toMatchObject({ cachedAt, lastOpened: clock });
  });

  it('lists recent records newest first, limited, without their data', async () => {
    for (const id of ['1', '2', '3']) await open(id);

    const recent = await recentRecords(account, 2);
    expect(recent).toEqual([
      { entity: 'parcel', id: '3', title: 'parcel 3', cachedAt: clock, lastOpened: clock },
      {
        entity: 'parcel',
        id: '2',
        title: 'parcel 2',
        cachedAt: clock - 1000,
        lastOpened: clock - 1000,
      },
    ]);
  });

  it('touching a record that is not cached creates nothing', async () => {
    await touchRecord(account, 'parcel', '404');
    expect(await ids()).toEqual([]);
  });
});
