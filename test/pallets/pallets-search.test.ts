import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  palletFilters,
  type PalletsSearch,
  palletsSearchDefaults,
  palletsSearchSchema,
} from '@/features/pallets/pallets-search';
import { parseSearch, stringifySearch } from '@/lib/query-string';

const parse = (search: string) => v.parse(palletsSearchSchema, parseSearch(search));

const everyFilter: PalletsSearch = {
  page: 3,
  quantity: 48,
  mode: 'test',
  date_from: '01-05-2024 00:00:00',
  date_to: '31-05-2024 23:59:59',
  id: '123',
  tracking: 'GEOP0000',
  order_reference: 'PO-1234',
  mawb_number: '176-1234',
  service_ids: ['31', '32'],
  user_ids: ['4', '9'],
  status: '1100',
};

describe('pallets search (URL)', () => {
  it('an empty URL is the defaults', () => {
    expect(parse('')).toEqual(palletsSearchDefaults);
  });

  it('round-trips every filter through the URL, arrays in bracket format', () => {
    const url = stringifySearch(everyFilter);
    expect(decodeURIComponent(url)).toContain('service_ids[]=31&service_ids[]=32');
    expect(decodeURIComponent(url)).toContain('user_ids[]=4&user_ids[]=9');
    expect(decodeURIComponent(url)).toContain('date_from=01-05-2024 00:00:00');
    expect(parse(url)).toEqual(everyFilter);
  });

  it('reads a single array value as a one-element list', () => {
    expect(parse('?service_ids=31&user_ids[]=4').service_ids).toEqual(['31']);
    expect(parse('?service_ids=31&user_ids[]=4').user_ids).toEqual(['4']);
  });

  it('falls back to the defaults on garbage, field by field', () => {
    const garbage = [
      'page=abc',
      'quantity=20',
      'mode=everything',
      'date_from=yesterday',
      'date_to=2024-05-31',
      'id=12',
      'tracking[a]=1',
      'order_reference=%20%20',
      'mawb_number[]=1&mawb_number[]=2',
      'service_ids[x][y]=1',
      'status[a]=b',
    ].join('&');
    expect(parse(`?${garbage}`)).toEqual(palletsSearchDefaults);
  });

  it('keeps good filters next to bad ones', () => {
    expect(parse('?page=0&tracking=%20ABC%20&quantity=16&id=%2012345%20')).toEqual({
      ...palletsSearchDefaults,
      quantity: 16,
      tracking: 'ABC',
      id: '12345',
    });
  });
});

describe('pallet filter draft', () => {
  const { page: _page, quantity: _quantity, mode: _mode, ...filters } = everyFilter;

  it("the list's params are paging, mode and filters, nothing else of the URL", () => {
    const withTab = { ...everyFilter, tab_pallet_view: 'items' };
    expect(palletFilters.paramsOf(withTab)).toEqual(everyFilter);
  });

  it('turns the applied filters into a draft and back unchanged', () => {
    const draft = palletFilters.draftOf(filters);
    expect(draft.date).toEqual({ from: '01-05-2024 00:00:00', to: '31-05-2024 23:59:59' });
    expect(palletFilters.searchOf(draft)).toEqual(filters);
  });

  it('blank draft fields are no filter; the empty filters strip to a bare URL', () => {
    const blank = {
      ...palletFilters.draftOf(filters),
      id: '  ',
      tracking: '',
      order_reference: ' ',
      status: null,
    };
    expect(palletFilters.searchOf(blank)).toMatchObject({
      id: undefined,
      tracking: undefined,
      order_reference: undefined,
      status: undefined,
    });
    expect(stringifySearch(palletFilters.cleared())).toBe('');
  });
});
