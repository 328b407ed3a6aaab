import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  parcelFilters,
  type ParcelsSearch,
  parcelsSearchDefaults,
  parcelsSearchSchema,
} from '@/features/parcels/parcels-search';
import { parseSearch, stringifySearch } from '@/lib/query-string';

const parse = (search: string) => v.parse(parcelsSearchSchema, parseSearch(search));

/** Every filter of the parcel list set to a non-default value. */
const everyFilter: ParcelsSearch = {
  page: 3,
  quantity: 48,
  mode: 'test',
  date_from: '01-02-2024 00:00:00',
  date_to: '29-02-2024 23:59:59',
  id: '1042',
  tracking: 'DHL1234',
  reference: 'ORDER 77/B',
  service_ids: ['3', '12'],
  user_ids: ['5'],
  tracking_statuses: ['1000', '4000'],
  sender_countries: ['DE', 'FR'],
  destination_countries: ['US'],
  label_format: 'zpl',
  created_status: '2',
};

describe('parcel list search', () => {
  it('an empty URL is the defaults, which are what the router strips', () => {
    expect(parse('')).toEqual(parcelsSearchDefaults);
    expect(stringifySearch(parse(''))).toBe('?page=1&quantity=32&mode=all');
  });

  it('round-trips every filter through the URL', () => {
    const url = stringifySearch(everyFilter);
    expect(parse(url)).toEqual(everyFilter);
  });

  it('writes lists in bracket format and reads them back', () => {
    const url = decodeURIComponent(stringifySearch(everyFilter));
    expect(url).toContain('service_ids[]=3&service_ids[]=12');
    expect(url).toContain('tracking_statuses[]=1000&tracking_statuses[]=4000');
    expect(url).toContain('sender_countries[]=DE&sender_countries[]=FR');
    expect(url).toContain('destination_countries[]=US');
    expect(url).toContain('user_ids[]=5');
    expect(url).toContain('date_from=01-02-2024 00:00:00');
    expect(parse('?user_ids[]=1&user_ids[]=2').user_ids).toEqual(['1', '2']);
  });

  it('takes a single value as a one-element list', () => {
    expect(parse('?service_ids=7&sender_countries=PL')).toMatchObject({
      service_ids: ['7'],
      sender_countries: ['PL'],
    });
  });

  it('drops IDs shorter than 3 characters and trims the others', () => {
    expect(parse('?id=12').id).toBeUndefined();
    expect(parse('?id=%20%2012%20').id).toBeUndefined();
    expect(parse('?id=%20123%20').id).toBe('123');
  });

  it('falls back to the defaults on garbage, keeping what is valid', () => {
    const garbage =
      '?page=-4&quantity=20&mode=everything&date_from=yesterday&date_to=31-31&id[x]=1' +
      '&tracking[a]=b&service_ids[a][b]=1&label_format=&created_status=%20&reference=ok';
    expect(parse(garbage)).toEqual({ ...parcelsSearchDefaults, reference: 'ok' });
  });

  it('reads numbers that come as strings', () => {
    expect(parse('?page=2&quantity=16')).toMatchObject({ page: 2, quantity: 16 });
  });
});

describe('parcel filter draft', () => {
  const { page: _page, quantity: _quantity, mode: _mode, ...filters } = everyFilter;

  it('a draft of the applied filters applies back to the same filters', () => {
    expect(parcelFilters.searchOf(parcelFilters.draftOf(filters))).toEqual(filters);
  });

  it('an emptied draft clears every filter key, so Apply removes them from the URL', () => {
    const applied = parcelFilters.searchOf(parcelFilters.draftOf({}));
    expect(Object.keys(applied).sort()).toEqual(Object.keys(filters).sort());
    expect(parse(stringifySearch({ ...everyFilter, ...applied }))).toEqual({
      ...parcelsSearchDefaults,
      page: 3,
      quantity: 48,
      mode: 'test',
    });
  });

  it('trims typed text and leaves blank text out', () => {
    const draft = { ...parcelFilters.empty(), tracking: '  TRK 1 ', reference: '   ' };
    expect(parcelFilters.searchOf(draft)).toMatchObject({
      tracking: 'TRK 1',
      reference: undefined,
    });
  });
});
