import { QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { loadRecord, recordParam, recordTabs } from '@/lib/record-route';

describe('recordParam: what a record route param names', () => {
  it.each([
    ['42', { kind: 'record', id: 42 }],
    ['create', { kind: 'create' }],
    ['abc', { kind: 'invalid', raw: 'abc' }],
    ['0', { kind: 'invalid', raw: '0' }],
    ['-3', { kind: 'invalid', raw: '-3' }],
  ])('%s', (data, expected) => {
    expect(recordParam(data)).toEqual(expected);
  });
});

describe('recordTabs: the open tab in the URL', () => {
  const tabs = recordTabs('thing', ['one', 'two']);

  it('names the key by the tab_{prefix}_view convention and defaults to the first tab', () => {
    expect(tabs.key).toBe('tab_thing_view');
    expect(tabs.defaults).toEqual({ tab_thing_view: 'one' });
    expect(v.parse(tabs.schema, {})).toEqual({ tab_thing_view: 'one' });
  });

  it('garbage falls back to the first tab', () => {
    expect(v.parse(tabs.schema, { tab_thing_view: 'two' })).toEqual({ tab_thing_view: 'two' });
    expect(v.parse(tabs.schema, { tab_thing_view: 'nope' })).toEqual({ tab_thing_view: 'one' });
    expect(v.parse(tabs.schema, { tab_thing_view: ['two'] })).toEqual({ tab_thing_view: 'one' });
  });
});

describe('loadRecord: the loader of a record modal', () => {
  const thing = (id: string, queryFn: () => Promise<string> = () => Promise.resolve('')) =>
    queryOptions({ queryKey: ['thing', id], queryFn });
  const options = (queryFn: () => Promise<string>) => (id: string) => thing(id, queryFn);

  it('loads a record into the cache', async () => {
    const client = new QueryClient();
    await loadRecord(
      client,
      '7',
      options(() => Promise.resolve('seven')),
    );
    expect(client.getQueryData(thing('7').queryKey)).toBe('seven');
  });

  it('loads nothing for create or a bad id', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve('x'));
    await loadRecord(client, 'create', options(queryFn));
    await loadRecord(client, 'x1', options(queryFn));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the modal (the loader does not throw)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      loadRecord(
        client,
        '7',
        options(() => Promise.reject(new Error('gone'))),
      ),
    ).resolves.toBeUndefined();
    expect(client.getQueryState(thing('7').queryKey)?.status).toBe('error');
  });
});
