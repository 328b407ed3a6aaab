import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../support/render';
import { apiServer } from '../support/api-server';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import {
  ensureListOrCopy,
  ensureRecordOrCopy,
  fetchListWithCopy,
  fetchRecordWithCopy,
} from '@/lib/offline/device-copy';
import { readList, readRecord, recentRecords } from '@/lib/offline/offline-cache';
import * as v from 'valibot';

const account = { id: 42 };
const Page = v.object({ items: v.array(v.number()) });
const wait = () => new Promise((resolve) => setTimeout(resolve, 50));

const listOptions = () =>
  queryOptions({
    queryKey: ['42', 'things', 'list'],
    queryFn: () => fetchListWithCopy(account, 'things?page=1', () => api('things', Page)),
  });
const recordOptions = () =>
  queryOptions({
    queryKey: ['42', 'things', 'detail', '7'],
    queryFn: () =>
      fetchRecordWithCopy(
        account,
        { entity: 'thing', id: '7', title: (thing) => `Thing ${thing.items.length}` },
        () => api('things/7', Page),
      ),
  });

describe('device copies of lists and records', () => {
  it('keeps a copy of a fetched list page and serves it when the network is down', async () => {
    apiServer.use(http.get('*/admin/things', () => HttpResponse.json({ items: [1, 2] })));
    await ensureListOrCopy(testQueryClient(), account, listOptions(), 'things?page=1');
    await wait();
    expect((await readList(account, 'things?page=1'))?.data).toEqual({ items: [1, 2] });

    apiServer.use(http.get('*/admin/things', () => HttpResponse.error()));
    const offline = testQueryClient();
    await expect(
      ensureListOrCopy(offline, account, listOptions(), 'things?page=1'),
    ).resolves.toEqual({ items: [1, 2] });
    const state = offline.getQueryState(listOptions().queryKey);
    expect(state?.dataUpdatedAt).toBe((await readList(account, 'things?page=1'))?.cachedAt);
  });

  it('rethrows when there is no copy, and never hides a server error', async () => {
    apiServer.use(http.get('*/admin/things', () => HttpResponse.error()));
    await expect(
      ensureListOrCopy(testQueryClient(), account, listOptions(), 'things?page=1'),
    ).rejects.toMatchObject({ failure: { kind: 'network' } });

    apiServer.use(http.get('*/admin/things', () => HttpResponse.json({}, { status: 500 })));
    await expect(
      ensureListOrCopy(testQueryClient(), account, listOptions(), 'things?page=1'),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('remembers an opened record with its title and opens it offline', async () => {
    apiServer.use(http.get('*/admin/things/7', () => HttpResponse.json({ items: [9, 9, 9] })));
    await ensureRecordOrCopy(testQueryClient(), account, recordOptions(), 'thing', '7');
    await wait();
    expect((await recentRecords(account)).map((record) => record.title)).toEqual(['Thing 3']);

    apiServer.use(http.get('*/admin/things/7', () => HttpResponse.error()));
    const offline = testQueryClient();
    await expect(
      ensureRecordOrCopy(offline, account, recordOptions(), 'thing', '7'),
    ).resolves.toEqual({ items: [9, 9, 9] });
    expect(offline.getQueryState(recordOptions().queryKey)?.dataUpdatedAt).toBe(
      (await readRecord(account, 'thing', '7'))?.cachedAt,
    );
  });
});

describe('listCopyKey', () => {
  it('gives one key to one page, whatever the order of its parameters', async () => {
    const { listCopyKey } = await import('@/lib/offline/device-copy');
    expect(listCopyKey('parcels', { mode: 'test', page: 1, ids: ['2', '1'] })).toBe(
      listCopyKey('parcels', { ids: ['2', '1'], page: 1, mode: 'test' }),
    );
    expect(decodeURIComponent(listCopyKey('parcels', { page: 1, mode: 'test' }))).toBe(
      'parcels?mode=test&page=1',
    );
  });
});
