import { describe, expect, it } from 'vitest';
import { parseQuery, stringifySearch, stringifyQuery } from '@/lib/query-string';

describe('query-string codec', () => {
  it('writes arrays in bracket format', () => {
    expect(decodeURIComponent(stringifyQuery({ user_ids: ['1', '2'], page: 2 }))).toBe(
      'user_ids[]=1&user_ids[]=2&page=2',
    );
  });

  it('round-trips nested filters such as services_list[0][id]', () => {
    const params = { services_list: [{ id: '5', credentials_key: 'abc' }], mode: 'live' };
    expect(parseQuery(stringifyQuery(params))).toEqual(params);
  });

  it('drops empty strings, null and undefined', () => {
    expect(stringifyQuery({ a: '', b: null, c: undefined, d: 0 })).toBe('d=0');
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ page: 3 })).toBe('?page=3');
  });

  it('reads a leading ? and long bracket arrays as arrays', () => {
    const many = Array.from({ length: 60 }, (_, i) => `ids[]=${i}`).join('&');
    const parsed = parseQuery(`?${many}`);
    expect(Array.isArray(parsed.ids)).toBe(true);
    expect(parsed.ids).toHaveLength(60);
  });

  it('encodes values that need it and decodes them back', () => {
    const params = { global_search: 'a&b=c ü', uri: '/parcels?x=1' };
    expect(parseQuery(stringifyQuery(params))).toEqual(params);
  });
});
