import { describe, expect, it } from 'vitest';
import { rowLink, rowQuery, tileLink } from '@/features/statistics/stats-links';
import type { StatisticsFilter } from '@/features/statistics/statistics-filter';

// Spec a section 7: the tiles and the table rows open the request log with exact filters.

const filter: StatisticsFilter = {
  date_from: '14-11-2026 08:30:00',
  date_to: '20-11-2026 17:45:10',
  user_ids: ['5', '0'],
  service_ids: ['12'],
  request_types: ['parcels', 'tracking'],
  http_response_codes: ['302'],
  mode: 'test',
  statistics_per: 'hour',
};

/** The decoded href, split into path and its ordered query pairs. */
function parts(href: string) {
  const [path, query = ''] = href.split('?');
  return { path, pairs: decodeURIComponent(query).split('&') };
}

const BASE_PAIRS = [
  'date_from=14-11-2026 00:00:00',
  'date_to=20-11-2026 23:59:59',
  'user_ids[]=5',
  'user_ids[]=0',
  'service_ids[]=12',
  'request_types[]=parcels',
  'request_types[]=tracking',
];

describe('tile links', () => {
  it('total: whole days of the range and the page ids, no response codes', () => {
    const { path, pairs } = parts(tileLink('total', filter));
    expect(path).toBe('/admin/requests_log');
    expect(pairs).toEqual(BASE_PAIRS);
  });

  it('success: adds http_response_codes 200 and 207', () => {
    expect(parts(tileLink('success', filter)).pairs).toEqual([
      ...BASE_PAIRS,
      'http_response_codes[]=200',
      'http_response_codes[]=207',
    ]);
  });

  it('failed: adds http_response_codes 400, 401, 403, 404, 406, 429 and 500', () => {
    expect(parts(tileLink('failed', filter)).pairs).toEqual([
      ...BASE_PAIRS,
      ...['400', '401', '403', '404', '406', '429', '500'].map(
        (code) => `http_response_codes[]=${code}`,
      ),
    ]);
  });

  it('leaves out empty id lists and encodes the spaces of the dates, not the brackets', () => {
    const href = tileLink('success', {
      ...filter,
      user_ids: [],
      service_ids: [],
      request_types: [],
    });
    expect(href).toBe(
      '/admin/requests_log?date_from=14-11-2026%2000%3A00%3A00&date_to=20-11-2026%2023%3A59%3A59' +
        '&http_response_codes[]=200&http_response_codes[]=207',
    );
  });
});

describe('row links', () => {
  const row = {
    date: '18-11-2026',
    requestType: 'parcels',
    userId: 7,
    serviceIds: [3, 12],
  };

  it('carries the row day, request type, user, services and uri_strict_search=1', () => {
    const { path, pairs } = parts(rowLink(row));
    expect(path).toBe('/admin/requests_log');
    expect(pairs).toEqual([
      'date_from=18-11-2026 00:00:00',
      'date_to=18-11-2026 23:59:59',
      'request_types[]=parcels',
      'user_ids[]=7',
      'service_ids[]=3',
      'service_ids[]=12',
      'uri_strict_search=1',
    ]);
  });

  it("sends 'No users' (user_ids[]=0) for a row without a user, keeping its services", () => {
    expect(parts(rowLink({ ...row, userId: null })).pairs).toEqual([
      'date_from=18-11-2026 00:00:00',
      'date_to=18-11-2026 23:59:59',
      'request_types[]=parcels',
      'user_ids[]=0',
      'service_ids[]=3',
      'service_ids[]=12',
      'uri_strict_search=1',
    ]);
  });

  it("sends 'No services' (service_ids[]=0) for a row without services, keeping its user", () => {
    expect(parts(rowLink({ ...row, serviceIds: [] })).pairs).toEqual([
      'date_from=18-11-2026 00:00:00',
      'date_to=18-11-2026 23:59:59',
      'request_types[]=parcels',
      'user_ids[]=7',
      'service_ids[]=0',
      'uri_strict_search=1',
    ]);
  });

  it('sends both for a row with neither user nor services', () => {
    expect(parts(rowLink({ ...row, userId: null, serviceIds: [] })).pairs).toEqual([
      'date_from=18-11-2026 00:00:00',
      'date_to=18-11-2026 23:59:59',
      'request_types[]=parcels',
      'user_ids[]=0',
      'service_ids[]=0',
      'uri_strict_search=1',
    ]);
  });

  it('takes the day of an hourly row', () => {
    expect(rowQuery({ ...row, date: '18-11-2026 14:00' })).toMatchObject({
      date_from: '18-11-2026 00:00:00',
      date_to: '18-11-2026 23:59:59',
    });
  });
});
