import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  dateField,
  ID_FILTER_MESSAGE,
  idField,
  idFilterError,
  modeField,
  pageField,
  quantityField,
  stringListField,
  textField,
} from '@/lib/list-search';
import { parseSearch, stringifySearch } from '@/lib/query-string';

const schema = v.object({
  page: pageField,
  quantity: quantityField,
  mode: modeField,
  id: idField,
  text: textField,
  from: dateField,
  ids: stringListField,
});
const parse = (search: string) => v.parse(schema, parseSearch(search));

describe('list search fields', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({ page: 1, quantity: 32, mode: 'all', ids: [] });
  });

  it('reads numbers from the URL strings', () => {
    expect(parse('?page=3&quantity=48&mode=test')).toMatchObject({
      page: 3,
      quantity: 48,
      mode: 'test',
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['quantity=20', { quantity: 32 }],
    ['quantity=16', { quantity: 16 }],
    ['mode=everything', { mode: 'all' }],
    ['mode=live', { mode: 'live' }],
  ])('falls back on garbage: %s', (search, expected) => {
    expect(parse(`?${search}`)).toMatchObject(expected);
  });

  it('trims text and drops empty text', () => {
    expect(parse('?text=%20abc%20').text).toBe('abc');
    expect(parse('?text=%20%20').text).toBeUndefined();
    expect(parse('?text[a]=1').text).toBeUndefined();
  });

  it('keeps an ID of 3 characters or more only', () => {
    expect(parse('?id=12').id).toBeUndefined();
    expect(parse('?id=123').id).toBe('123');
    expect(parse('?id=%2012%20').id).toBeUndefined();
  });

  it('keeps only dates in the DD-MM-YYYY HH:mm:ss format', () => {
    expect(parse('?from=01-11-2026%2000:00:00').from).toBe('01-11-2026 00:00:00');
    expect(parse('?from=2026-11-01').from).toBeUndefined();
    expect(parse('?from[]=x').from).toBeUndefined();
  });

  it('reads bracket arrays, and a single value as a list', () => {
    expect(parse('?ids[]=1&ids[]=2').ids).toEqual(['1', '2']);
    expect(parse('?ids=7').ids).toEqual(['7']);
    expect(parse('?ids[a][b]=1').ids).toEqual([]);
  });

  it('round-trips through the URL with bracket arrays', () => {
    const search = { page: 2, quantity: 16, mode: 'live', id: '12345', ids: ['4', '9'] };
    const url = stringifySearch(search);
    expect(decodeURIComponent(url)).toBe('?page=2&quantity=16&mode=live&id=12345&ids[]=4&ids[]=9');
    expect(parse(url)).toEqual(search);
  });
});

describe('idFilterError', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['ab', ID_FILTER_MESSAGE],
    [' ab ', ID_FILTER_MESSAGE],
    ['abc', null],
  ])('%j -> %j', (value, expected) => {
    expect(idFilterError(value)).toBe(expected);
  });

  it('uses the spec text', () => {
    expect(ID_FILTER_MESSAGE).toBe('Minimum 3 symbols or empty');
  });
});
