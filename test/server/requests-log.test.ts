import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpointOf, requestIdOf, serviceIdsOf } from '../../server/areas/statistics/request-log';
import { RequestLogDetailSchema } from '@/contract/requests-log/requests-log-schemas';
import { StatisticsTableSchema } from '@/contract/statistics/statistics-schemas';
import { stringifyQuery } from '../../src/lib/query-string';
import { DAY, filterDate, NOW, requestsLogFixture } from './requests-log-fixture';

// The request log's list (spec b sections 2, 3, 7; decision 021): every filter is answered by
// the server, checked here against a plain walk over the seeded log's columns. Its details and
// filter lists: requests-log-details.test.ts.

const { db, log, ipOf, CLIENT, as, page, expected, expectFilter, uriOf, newest, details } =
  requestsLogFixture();

describe('GET /requests_log: paging', () => {
  it('pages the whole log newest first, 32 a page, with the next-page flag and a total', async () => {
    const first = await page({});
    expect(first.items).toHaveLength(32);
    expect(first.total).toBe(log.length);
    expect(log.length).toBeGreaterThan(140_000);
    expect(first.hasMoreItems).toBe(true);
    expect(first.items[0]!.id).toBe(log.length);
    const second = await page({ page: 2 });
    expect(second.items[0]!.id).toBe(first.items[31]!.id - 1);
    const times = [...first.items, ...second.items].map((row) => row.requestTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('takes 16 or 48 a page, falls back to 32 and page 1 on garbage, and ends the flag', async () => {
    expect((await page({ quantity: 48 })).items).toHaveLength(48);
    expect((await page({ quantity: 16 })).items).toHaveLength(16);
    expect((await page({ quantity: 1000 })).items).toHaveLength(32);
    expect((await page('page=abc&quantity=-1')).items[0]!.id).toBe(log.length);
    const lastPage = Math.ceil(log.length / 48);
    const last = await page({ quantity: 48, page: lastPage });
    expect(last.items.at(-1)!.id).toBe(1);
    expect(last.hasMoreItems).toBe(false);
    const beyond = await page({ page: lastPage * 2, quantity: 48 });
    expect(beyond).toEqual({ items: [], hasMoreItems: false, total: log.length });
  });

  it('lists rows in the spec’s entry shape, equal to the details’ own fields', async () => {
    const row = (await page({})).items[5]!;
    const answer = await (await as('superadmin')).get(`/requests_log/details/?id=${row.id}`);
    const detail = v.parse(RequestLogDetailSchema, answer.body);
    const { request: _request, response: _response, ...listed } = detail;
    expect(listed).toEqual(row);
    expect(row.requestId).toBe(requestIdOf(row.id));
    expect(row.execTime).toBe(log.ext[row.id - 1]);
    expect(row.innerTime + row.outerTime).toBeLessThanOrEqual(row.execTime);
    expect(row.country).toMatch(/^[A-Z]{2}$/);
    expect(row.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(row.memoryUsage).toBeGreaterThan(1024 * 1024);
  });
});

describe('GET /requests_log: filters', () => {
  it('date range with time, both ends inclusive to the second, in UTC', async () => {
    const from = log.time[log.length - 500]!;
    const to = log.time[log.length - 100]!;
    const total = await expectFilter(
      { date_from: filterDate(from), date_to: filterDate(to) },
      (i) => log.time[i]! >= from && log.time[i]! <= to,
    );
    expect(total).toBeGreaterThanOrEqual(401);
  });

  it('a date without a time: from its start, to its end; garbage ignored; reversed is a 400', async () => {
    const day = Math.floor((NOW - 3 * DAY) / DAY) * DAY;
    const date = filterDate(day).slice(0, 10);
    await expectFilter(
      { date_from: date, date_to: date },
      (i) => log.time[i]! >= day && log.time[i]! < day + DAY,
    );
    expect((await page({ date_from: '31-02-2026 25:00', date_to: 'yesterday' })).total).toBe(
      log.length,
    );
    const reversed = await (
      await as('superadmin')
    ).get(`/requests_log?${stringifyQuery({ date_from: filterDate(NOW), date_to: date })}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors[0].message).toBe('Wrong date range');
  });

  it('response codes, any of several', async () => {
    await expectFilter({ http_response_codes: ['429', '406'] }, (i) =>
      [429, 406].includes(log.code[i]!),
    );
  });

  it("request method; 'Any' and an empty value are no filter; an unknown method finds nothing", async () => {
    await expectFilter({ request_method: 'GET' }, (i) => endpointOf(log, i).method === 'GET');
    expect((await page({ request_method: 'any' })).total).toBe(log.length);
    expect((await page('request_method=')).total).toBe(log.length);
    expect((await page({ request_method: 'DELETE' })).total).toBe(0);
  });

  it('exec time in seconds (decimals too) of the chosen type: at least that long', async () => {
    await expectFilter(
      { ext_time: '2.5', ext_time_type: 'outer_time' },
      (i) => log.outer[i]! >= 2500,
    );
    await expectFilter(
      { ext_time: '0.15', ext_time_type: 'inner_time' },
      (i) => log.inner[i]! >= 150,
    );
    // The type defaults to ext_time, and so does an unknown one.
    await expectFilter({ ext_time: '10' }, (i) => log.ext[i]! >= 10_000);
    await expectFilter({ ext_time: '10', ext_time_type: 'wall' }, (i) => log.ext[i]! >= 10_000);
    expect((await page({ ext_time: 'slow' })).total).toBe(log.length);
  });

  it("users, several; 0 is 'No users' for a super admin and ignored for anyone else", async () => {
    const other = db.users.find((u) => u.role === 'client' && u.id !== CLIENT)!.id;
    await expectFilter({ user_ids: [String(CLIENT), String(other)] }, (i) =>
      [CLIENT, other].includes(log.user[i]!),
    );
    const none = await expectFilter({ user_ids: ['0'] }, (i) => log.user[i] === 0);
    expect(none).toBeGreaterThan(1000);
    expect((await page({ user_ids: ['0'] }, 'staff')).total).toBe(log.length);
    await expectFilter({ user_ids: ['0', String(CLIENT)] }, (i) =>
      [0, CLIENT].includes(log.user[i]!),
    );
  });

  it('URIs contain the text; strictly the same path with uri_strict_search=1; legacy uri too', async () => {
    await expectFilter({ uris: ['/tracking'] }, (i) => uriOf(i).startsWith('/tracking'));
    await expectFilter(
      { uris: ['/tracking'], uri_strict_search: 1 },
      (i) => uriOf(i) === '/tracking',
    );
    await expectFilter({ uris: ['webhook'] }, (i) => uriOf(i).includes('webhook'));
    // The legacy parameter, and a path written with a trailing slash or a query string.
    await expectFilter('uri=/pudo/', (i) => uriOf(i) === '/pudo');
    await expectFilter('uris[]=/services?x=1&uri_strict_search=1', (i) => uriOf(i) === '/services');
    expect((await page({ uris: ['/nothing'] })).total).toBe(0);
  });

  it('IP: any address containing the text', async () => {
    const ip = ipOf(log.length - 1);
    const prefix = ip.split('.').slice(0, 2).join('.') + '.';
    await expectFilter({ ip }, (i) => ipOf(i) === ip);
    await expectFilter({ ip: prefix }, (i) => ipOf(i).includes(prefix));
  });

  it("services: any of the request's; 0 is 'No services' for a super admin", async () => {
    const twoServices = log.length - 1 - [...log.serviceB].reverse().findIndex((b) => b !== 0);
    const b = log.serviceB[twoServices]!;
    await expectFilter({ service_ids: [String(b)] }, (i) => serviceIdsOf(log, i).includes(b));
    await expectFilter({ service_ids: ['0'] }, (i) => log.serviceA[i] === 0);
    expect((await page({ service_ids: ['0'] }, 'staff')).total).toBe(log.length);
  });

  it('request types (Simple mode), as the statistics send them', async () => {
    await expectFilter({ request_types: ['/parcels/bulk', '/pallets'] }, (i) =>
      ['/parcels/bulk', '/pallets'].includes(uriOf(i)),
    );
  });

  it('global search: request id, part of it, IP, tracking number, reference; under 3 ignored', async () => {
    const row = log.length - 42;
    const requestId = requestIdOf(row + 1);
    await expectFilter({ global_search: requestId }, (i) => i === row);
    await expectFilter({ global_search: requestId.toUpperCase() }, (i) => i === row);
    const part = requestId.slice(3, 9);
    const byPart = await expectFilter(
      { global_search: part },
      (i) => requestIdOf(i + 1).includes(part) || ipOf(i).includes(part),
    );
    expect(byPart).toBeGreaterThan(0);
    expect((await page({ global_search: 'ab' })).total).toBe(log.length);

    // A tracking number and a reference read from the bodies (JSON or XML) are found too.
    const parcel = newest('/parcels', (i) => log.code[i] === 200);
    const detail = await details(parcel + 1);
    const sent = /ORD-\d{6}/.exec(detail.request.body!)![0];
    const answered = /tracking_number\W+([A-Z]{2}\d{12})/.exec(detail.response.body!)![1]!;
    for (const text of [sent, answered, answered.toLowerCase(), ipOf(parcel)]) {
      const found = await page({ global_search: text });
      expect(
        found.items.map((r) => r.id),
        text,
      ).toContain(parcel + 1);
    }
  });

  it('combines filters, and pages within them', async () => {
    const query = {
      http_response_codes: ['500'],
      request_method: 'POST',
      ext_time: '8',
      date_from: filterDate(NOW - 30 * DAY),
    };
    const keep = (i: number) =>
      log.code[i] === 500 &&
      endpointOf(log, i).method === 'POST' &&
      log.ext[i]! >= 8000 &&
      log.time[i]! >= NOW - 30 * DAY;
    const total = await expectFilter(query, keep);
    expect(total).toBeGreaterThan(32);
    const second = await page({ ...query, page: 2 });
    expect(second.items.map((r) => r.id)).toEqual(expected(keep, 2).ids);
    expect(second.hasMoreItems).toBe(total > 64);
  });

  it("a statistics row's link (stats-links.ts rowQuery) finds the row's requests", async () => {
    const stats = await (
      await as('superadmin')
    ).get(`/stats_requests/get_table?${stringifyQuery({ quantity: 48 })}`);
    const rows = v.parse(StatisticsTableSchema, stats.body).requests_list;
    // Refused API keys: no user and no service, so the link's 'No users' / 'No services' is exact.
    const anonymous = rows.find((row) => row.userId === null && row.serviceIds.length === 0)!;
    for (const row of [rows[0]!, anonymous]) {
      const [dd, mm, yyyy] = row.date.split('-').map(Number) as [number, number, number];
      const day = Date.UTC(yyyy, mm - 1, dd) / 1000;
      const link = {
        date_from: `${row.date} 00:00:00`,
        date_to: `${row.date} 23:59:59`,
        request_types: [row.requestType],
        user_ids: [row.userId === null ? '0' : String(row.userId)],
        service_ids: row.serviceIds.length > 0 ? row.serviceIds.map(String) : ['0'],
        uri_strict_search: 1,
      };
      const total = await expectFilter(link, (i) => {
        const services = serviceIdsOf(log, i);
        return (
          log.time[i]! >= day &&
          log.time[i]! < day + DAY &&
          uriOf(i) === row.requestType &&
          log.user[i] === (row.userId ?? 0) &&
          (row.serviceIds.length === 0
            ? services.length === 0
            : services.some((id) => row.serviceIds.includes(id)))
        );
      });
      if (row === anonymous) expect(total).toBe(row.requests.total);
      else expect(total).toBeGreaterThanOrEqual(row.requests.total);
    }
  });
});

describe('GET /requests_log: the client', () => {
  it('sees only its own requests, whatever it asks for', async () => {
    const own = await expectFilter({}, (i) => log.user[i] === CLIENT, 'client');
    expect(own).toBeGreaterThan(1000);
    const other = db.users.find((u) => u.role === 'client' && u.id !== CLIENT)!.id;
    expect((await page({ user_ids: [String(other)] }, 'client')).total).toBe(0);
    expect((await page({ user_ids: ['0'] }, 'client')).total).toBe(own);
    expect((await page({ service_ids: ['0'] }, 'client')).total).toBe(own);
  });

  it("opens its own request's details; another's is not found (never 403)", async () => {
    const client = await as('client');
    const mine = [...log.user].lastIndexOf(CLIENT);
    const theirs = [...log.user].lastIndexOf(0);
    expect((await client.get(`/requests_log/details/?id=${mine + 1}`)).status).toBe(200);
    const refused = await client.get(`/requests_log/details/?id=${theirs + 1}`);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0].message).toBe(`Request ${theirs + 1} not found`);
    const byRequestId = await client.get(`/requests_log/details/?id=${requestIdOf(theirs + 1)}`);
    expect(byRequestId.status).toBe(404);
  });

  it('is refused the health-check calls: 403, as its access list lacks /healthcheck', async () => {
    const client = await as('client');
    for (const path of ['/healthcheck', '/healthcheck/detail', '/healthcheck/getData?id=1']) {
      const answer = await client.get(path);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({ errors: [{ message: 'Forbidden' }] });
    }
  });
});
