import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  choiceFilter,
  dateRangeFilter,
  defineFilters,
  fixedChoiceFilter,
  idFilter,
  listEntries,
  listFilter,
  textFilter,
} from '@/lib/list-filters';
import { parseSearch } from '@/lib/query-string';

const filters = defineFilters({
  date: dateRangeFilter('date_from', 'date_to', 'Created'),
  id: idFilter('id'),
  tracking: textFilter('tracking', 'Tracking number'),
  service_ids: listFilter('service_ids', 'Services'),
  status: choiceFilter('status', 'Status'),
  per: fixedChoiceFilter('per', 'Per', ['day', 'week'], 'day'),
});
const schema = v.object({ ...listEntries, ...filters.entries });
const parse = (search: string) => v.parse(schema, parseSearch(search));

describe('defineFilters: one declaration, every derived part', () => {
  it('builds the search schema: every field falls back, lists default to empty', () => {
    expect(parse('?page=x&id=12&service_ids=4&per=year&date_from=bad&status=%20')).toEqual({
      page: 1,
      quantity: 32,
      mode: 'all',
      date_from: undefined,
      date_to: undefined,
      id: undefined,
      tracking: undefined,
      service_ids: ['4'],
      status: undefined,
      per: 'day',
    });
  });

  it('the defaults to strip are the empty lists and the fixed choice', () => {
    expect(filters.defaults).toEqual({ service_ids: [], per: 'day' });
    expect(filters.keys).toEqual([
      'date_from',
      'date_to',
      'id',
      'tracking',
      'service_ids',
      'status',
      'per',
    ]);
  });

  it('a draft of the URL applies back to the same URL', () => {
    const search = parse(
      '?date_from=01-05-2024 00:00:00&id=123&tracking=TRK&service_ids[]=1&service_ids[]=2&status=9&per=week',
    );
    const draft = filters.draftOf(search);
    expect(draft).toEqual({
      date: { from: '01-05-2024 00:00:00', to: undefined },
      id: '123',
      tracking: 'TRK',
      service_ids: ['1', '2'],
      status: '9',
      per: 'week',
    });
    const { page: _p, quantity: _q, mode: _m, ...applied } = search;
    expect(filters.searchOf(draft)).toEqual(applied);
  });

  it('blank text is no filter; cleared() names every key, so applying it removes them all', () => {
    expect(filters.searchOf({ ...filters.empty(), tracking: '   ', status: '' })).toMatchObject({
      tracking: undefined,
      status: undefined,
    });
    expect(filters.cleared()).toEqual({
      date_from: undefined,
      date_to: undefined,
      id: undefined,
      tracking: undefined,
      service_ids: [],
      status: undefined,
      per: 'day',
    });
  });

  it('validates the ID filter: empty or at least 3 characters', () => {
    expect(filters.validate.id?.('12')).toBe('Minimum 3 symbols or empty');
    expect(filters.validate.id?.('123')).toBeNull();
    expect(filters.validate.id?.('')).toBeNull();
    expect(filters.validate.tracking).toBeUndefined();
  });

  it('lists the applied filters as chips, with names for values', () => {
    const search = parse('?service_ids[]=1&date_to=02-05-2024 23:59:59&per=day&status=9');
    expect(filters.active(search, { service_ids: new Map([['1', 'DHL']]) })).toEqual([
      { name: 'date', label: 'Created', text: '… – 02-05-2024 23:59:59' },
      { name: 'service_ids', label: 'Services', text: 'DHL' },
      { name: 'status', label: 'Status', text: '9' },
    ]);
    expect(filters.active(parse('?service_ids[]=1&service_ids[]=2'))[0]?.text).toBe('2 selected');
  });

  it('removes one filter (a chip) by naming all of its keys', () => {
    expect(filters.without('date')).toEqual({ date_from: undefined, date_to: undefined });
    expect(filters.without('service_ids')).toEqual({ service_ids: [] });
  });

  it("the list's params are paging, mode and filters: a modal's tab is not part of them", () => {
    const search = { ...parse('?page=2&tracking=T'), tab_parcel_view: 'items', original: 1 };
    const params = filters.paramsOf(search);
    expect(params).not.toHaveProperty('tab_parcel_view');
    expect(params).not.toHaveProperty('original');
    expect(params).toMatchObject({ page: 2, quantity: 32, mode: 'all', tracking: 'T' });
  });
});
