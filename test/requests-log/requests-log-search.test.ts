import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { appliedInMode, logModeOf, offersFilter } from '@/features/requests-log/requests-log-mode';
import {
  renamedLegacyUri,
  requestsLogFilters,
  type RequestsLogSearch,
  requestsLogSearchDefaults,
  requestsLogSearchSchema,
} from '@/features/requests-log/requests-log-search';
import { parseSearch, stringifySearch } from '@/lib/query-string';

const parse = (search: string) => v.parse(requestsLogSearchSchema, parseSearch(search));

const everyFilter: RequestsLogSearch = {
  page: 2,
  quantity: 48,
  mode: 'all',
  date_from: '01-11-2026 00:00:00',
  date_to: '20-11-2026 23:59:59',
  global_search: 'TRK123',
  http_response_codes: ['200', '207'],
  request_method: 'POST',
  ext_time: '2.5',
  ext_time_type: 'inner_time',
  user_ids: ['0', '4'],
  uris: ['/v1/parcels', '/v1/labels'],
  ip: '10.0.0.1',
  service_ids: ['0', '31'],
  request_types: [],
  uri_strict_search: undefined,
};

describe('request log search (URL)', () => {
  it('an empty URL is page 1, 32 a page, no filters', () => {
    expect(parse('')).toMatchObject({ ...requestsLogSearchDefaults, page: 1, quantity: 32 });
  });

  it('round-trips every filter through the URL, arrays in bracket format', () => {
    const url = stringifySearch(everyFilter);
    expect(decodeURIComponent(url)).toContain(
      'http_response_codes[]=200&http_response_codes[]=207',
    );
    expect(parse(url)).toEqual(everyFilter);
  });

  it('garbage falls back: short global search, non-numeric exec time, unknown type', () => {
    expect(
      parse('?global_search=ab&ext_time=fast&ext_time_type=total&uri_strict_search=yes&page=-1'),
    ).toMatchObject({
      global_search: undefined,
      ext_time: undefined,
      ext_time_type: 'ext_time',
      uri_strict_search: undefined,
      page: 1,
    });
  });

  it("keeps the statistics rows' strict URI flag", () => {
    expect(parse('?uri_strict_search=1').uri_strict_search).toBe('1');
  });

  it('validates the panel: global search of 3 or more, exec time a number', () => {
    expect(requestsLogFilters.validate.global_search?.('ab')).toBe('Minimum 3 symbols or empty');
    expect(requestsLogFilters.validate.global_search?.('')).toBeNull();
    expect(requestsLogFilters.validate.ext_time?.('1.5')).toBeNull();
    expect(requestsLogFilters.validate.ext_time?.('x')).toBe('Enter a number');
  });
});

describe('the legacy uri parameter (spec b section 2)', () => {
  it('is renamed to uris, joining any uris already there', () => {
    expect(renamedLegacyUri({ uri: '/v1/a', page: '2' })).toEqual({ page: '2', uris: ['/v1/a'] });
    expect(renamedLegacyUri({ uri: ['/v1/a', ''], uris: ['/v1/b'] })).toEqual({
      uris: ['/v1/b', '/v1/a'],
    });
  });

  it('leaves a URL without it alone', () => {
    expect(renamedLegacyUri({ uris: ['/v1/b'] })).toBeNull();
  });
});

describe('Default and Simple mode', () => {
  it('request_types in the URL forces Simple; else the remembered mode', () => {
    expect(logModeOf({ request_types: ['1'] }, 'default')).toBe('simple');
    expect(logModeOf({ request_types: [] }, 'default')).toBe('default');
    expect(logModeOf({ request_types: [] }, 'simple')).toBe('simple');
  });

  it('global search, request method and URIs are Default only; request types Simple only', () => {
    expect(offersFilter('global_search', 'simple')).toBe(false);
    expect(offersFilter('request_method', 'simple')).toBe(false);
    expect(offersFilter('uris', 'simple')).toBe(false);
    expect(offersFilter('request_types', 'simple')).toBe(true);
    expect(offersFilter('request_types', 'default')).toBe(false);
    expect(offersFilter('user_ids', 'simple')).toBe(true);
    expect(offersFilter('user_ids', 'default')).toBe(true);
  });

  it('Apply clears the filters the mode does not offer', () => {
    const { page: _p, quantity: _q, mode: _m, ...filters } = everyFilter;
    const simple = appliedInMode({ ...filters, request_types: ['3'] }, 'simple');
    expect(simple).toMatchObject({
      global_search: undefined,
      request_method: undefined,
      uris: [],
      request_types: ['3'],
      user_ids: ['0', '4'],
    });
    expect(appliedInMode({ ...filters, request_types: ['3'] }, 'default')).toMatchObject({
      request_types: [],
      uris: ['/v1/parcels', '/v1/labels'],
    });
  });
});
