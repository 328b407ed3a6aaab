import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TRACKING_MAPPING_LIMITS } from '@/contract/tracking-mapping/tracking-mapping-schemas';
import {
  FILTER_VALUES_LIMIT,
  SEARCH_TEXT_LIMIT,
  trackingMappingFilters,
  trackingMappingListParams,
  trackingMappingSearchDefaults,
  trackingMappingSearchSchema,
} from '@/features/tracking-mapping/tracking-mapping-search';
import { parseSearch, stringifyQuery } from '@/lib/query-string';

// The list's URL (spec c sections 2 and 9): the dashboard's links land filtered, page 1 and 32 a
// page by default, and no URL breaks the screen.

const parse = (search: string) => v.parse(trackingMappingSearchSchema, parseSearch(search));

describe('tracking mapping search', () => {
  it('defaults to page 1, 32 a page and no filter', () => {
    expect(parse('')).toEqual({
      page: 1,
      quantity: 32,
      mode: 'all',
      carrier: [],
      carrier_status: undefined,
      status: undefined,
    });
    expect(trackingMappingSearchDefaults).toMatchObject({ page: 1, quantity: 32, carrier: [] });
  });

  it('reads the dashboard’s links as they stand', () => {
    expect(parse('?status=0')).toMatchObject({ status: '0', carrier: [] });
    expect(parse('?carrier=12&status=0')).toMatchObject({ status: '0', carrier: ['12'] });
    expect(trackingMappingListParams(parse('?carrier=12&status=0'))).toEqual({
      carrier: ['12'],
      status: '0',
      page: 1,
      quantity: 32,
    });
  });

  it('reads bracket lists, trims the carrier status text and keeps paging', () => {
    const search = parse(
      '?carrier[]=3&carrier[]=07&carrier[]=3&carrier_status=%20Deliv%20&page=2&quantity=48',
    );
    expect(search).toMatchObject({
      carrier: ['3', '7'],
      carrier_status: 'Deliv',
      page: 2,
      quantity: 48,
    });
    expect(stringifyQuery(trackingMappingListParams(search))).toBe(
      'page=2&quantity=48&carrier[]=3&carrier[]=7&carrier_status=Deliv',
    );
  });

  it('drops garbage instead of failing', () => {
    expect(
      parse('?carrier[]=x&carrier[]=5&status=abc&page=-1&quantity=7&carrier_status[a]=1'),
    ).toMatchObject({
      carrier: ['5'],
      status: undefined,
      page: 1,
      quantity: 32,
      carrier_status: undefined,
    });
    expect(parse('?status[]=1&status[]=2').status).toBeUndefined();
    const many = Array.from({ length: 150 }, (_, index) => `carrier[]=${index + 1}`).join('&');
    expect(parse(`?${many}`).carrier).toHaveLength(FILTER_VALUES_LIMIT);
  });

  it('sends only the filters that are set', () => {
    expect(trackingMappingListParams(parse('?mode=test&page=3'))).toEqual({
      page: 3,
      quantity: 32,
    });
  });

  it('validates the carrier status text to the contract’s length', () => {
    const validate = trackingMappingFilters.validate.carrier_status!;
    expect(validate('a'.repeat(SEARCH_TEXT_LIMIT))).toBeNull();
    expect(validate('a'.repeat(SEARCH_TEXT_LIMIT + 1))).toBe(
      `Maximum length: ${SEARCH_TEXT_LIMIT}`,
    );
  });

  it('repeats the contract’s limits exactly (the sign-in page cannot load the contract)', () => {
    expect(FILTER_VALUES_LIMIT).toBe(TRACKING_MAPPING_LIMITS.filterValues);
    expect(SEARCH_TEXT_LIMIT).toBe(TRACKING_MAPPING_LIMITS.search);
  });

  it('names the active filters for the folded panel’s chips', () => {
    const names = { status: new Map([['0', 'Not mapped']]), carrier: new Map([['12', 'DHL']]) };
    expect(trackingMappingFilters.active(parse('?carrier=12&status=0'), names)).toEqual([
      { name: 'carrier', label: 'Carriers', text: 'DHL' },
      { name: 'status', label: 'Tracking Status', text: 'Not mapped' },
    ]);
  });
});
