import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/data/db';
import { DashboardRequestsSchema } from '@/contract/dashboard/dashboard-schemas';
import {
  StatisticsFilterDataSchema,
  StatisticsGraphSchema,
  type StatisticsRow,
  StatisticsTableSchema,
} from '@/contract/statistics/statistics-schemas';
import { signedInAs } from './api-client';

// The statistics endpoints (spec a sections 2, 7; decision 012), over the same request log as
// the dashboard; the activity clock is pinned to Monday 23 November 2026, 11:00 UTC.

const DAY = 86_400;
const NOW = Date.UTC(2026, 10, 23, 11) / 1000;
const server = createApp({ db: createDb({ now: NOW * 1000 }) });
const { db } = server;
const idOf = (login: string) => db.users.find((u) => u.login === login)!.id;

const pad = (n: number) => String(n).padStart(2, '0');
/** 'DD-MM-YYYY HH:mm:ss' in UTC, the filter format. */
const filterDate = (unix: number) => {
  const d = new Date(unix * 1000);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
const range = (from: number, to: number) =>
  `date_from=${encodeURIComponent(filterDate(from))}&date_to=${encodeURIComponent(filterDate(to))}`;

const graph = async (query: string, login = 'superadmin') => {
  const answer = await (await signedInAs(server, login)).get(`/stats_requests?${query}`);
  expect(answer.status).toBe(200);
  return v.parse(StatisticsGraphSchema, answer.body);
};
const table = async (query: string, login = 'superadmin') => {
  const answer = await (await signedInAs(server, login)).get(`/stats_requests/get_table?${query}`);
  expect(answer.status).toBe(200);
  return v.parse(StatisticsTableSchema, answer.body);
};
/** Every row of the table, page by page. */
const allRows = async (query: string, login = 'superadmin') => {
  const rows: StatisticsRow[] = [];
  for (let page = 1; page < 100; page += 1) {
    const body = await table(`${query}&page=${page}&quantity=48`, login);
    rows.push(...body.requests_list);
    if (!body.hasMoreItems) return rows;
  }
  throw new Error('too many pages');
};
const totalOf = async (query: string, login = 'superadmin') =>
  (await graph(query, login)).summary.total;

// Three days of the demo client's calls: a few pages of table rows.
const CLIENT_WINDOW = `${range(NOW - 3 * DAY, NOW - 1)}&user_ids[]=${idOf('client')}`;

describe('GET /stats_requests/for_filter', () => {
  it('lists the request types and the statistics periods', async () => {
    const answer = await (await signedInAs(server, 'client')).get('/stats_requests/for_filter');
    const body = v.parse(StatisticsFilterDataSchema, answer.body);
    expect(body.requestType).toContainEqual({ value: '/parcels', name: 'Create parcel' });
    expect(body.requestType).toHaveLength(13);
    expect(body.graphGroupBy).toEqual([
      { value: 'hour', name: 'Hour' },
      { value: 'day', name: 'Day' },
      { value: 'week', name: 'Week' },
      { value: 'month', name: 'Month' },
    ]);
  });
});

describe('GET /stats_requests', () => {
  it('defaults to the last 7 days per day, today last, with success and failed shares', async () => {
    const body = await graph('');
    expect(body.report_data.map((r) => r.date)).toEqual([
      '17-11-2026',
      '18-11-2026',
      '19-11-2026',
      '20-11-2026',
      '21-11-2026',
      '22-11-2026',
      '23-11-2026',
    ]);
    expect(body.columns.map((c) => c.key)).toEqual(['total', 'success', 'error']);
    expect(Object.keys(body.descriptions)).toEqual(['total', 'success', 'error']);
    const { total, success, error } = body.summary;
    expect(total).toBe(body.report_data.reduce((sum, r) => sum + Number(r.total), 0));
    expect(success.total + error.total).toBe(total);
    expect(success.percent + error.percent).toBeCloseTo(100, 1);
    expect(success.percent).toBeGreaterThan(85);
    for (const row of body.report_data)
      expect(row.total).toBe(Number(row.success) + Number(row.error));
  });

  it('counts the same requests per hour, day, week and month', async () => {
    const window = range(NOW - 20 * DAY, NOW - 1);
    const totals = new Set<number>();
    for (const per of ['hour', 'day', 'week', 'month']) {
      const body = await graph(`${window}&statistics_per=${per}`);
      totals.add(body.summary.total);
      expect(body.report_data.reduce((sum, r) => sum + Number(r.total), 0)).toBe(
        body.summary.total,
      );
    }
    expect(totals.size).toBe(1);
    const hours = await graph(`${range(NOW - DAY, NOW - 1)}&statistics_per=hour`);
    expect(hours.report_data).toHaveLength(24);
    expect(hours.report_data[0]!.date).toBe('22-11-2026 11:00');
    const weeks = await graph(`${window}&statistics_per=week`);
    // Weeks start on Monday: 3 November 2026 is a Tuesday.
    expect(weeks.report_data[0]!.date).toBe('02-11-2026');
    const months = await graph(`${window}&statistics_per=month`);
    expect(months.report_data.map((r) => r.date)).toEqual(['01-11-2026']);
  });

  it("agrees with the dashboard's requests widget over the same 7 days", async () => {
    const answer = await (
      await signedInAs(server, 'superadmin')
    ).get('/dashboard/requests?days_range=7');
    const dashboard = v.parse(DashboardRequestsSchema, answer.body);
    const dashboardTotal = dashboard.requests.reduce((sum, p) => sum + p.totalRequests, 0);
    expect(await totalOf(range(NOW - 7 * DAY, NOW - 1))).toBe(dashboardTotal);
    const user = idOf('client');
    const mine = v.parse(
      DashboardRequestsSchema,
      (
        await (
          await signedInAs(server, 'superadmin')
        ).get(`/dashboard/requests?days_range=7&user_id=${user}`)
      ).body,
    );
    expect(await totalOf(`${range(NOW - 7 * DAY, NOW - 1)}&user_ids[]=${user}`)).toBe(
      mine.requests.reduce((sum, p) => sum + p.totalRequests, 0),
    );
  });

  it('splits into the success tile codes (200, 207) and the failed tile codes', async () => {
    const body = await graph('');
    expect(await totalOf('http_response_codes[]=200&http_response_codes[]=207')).toBe(
      body.summary.success.total,
    );
    const failed = [400, 401, 403, 404, 406, 429, 500]
      .map((code) => `http_response_codes[]=${code}`)
      .join('&');
    expect(await totalOf(failed)).toBe(body.summary.error.total);
  });

  it('narrows by request type, service, user and mode', async () => {
    const all = await totalOf('');
    const parcels = await totalOf('request_types[]=/parcels');
    const tracking = await totalOf('request_types[]=/tracking');
    expect(parcels).toBeGreaterThan(0);
    expect(await totalOf('request_types[]=/parcels&request_types[]=/tracking')).toBe(
      parcels + tracking,
    );
    const live = await totalOf('mode=live');
    const test = await totalOf('mode=test');
    expect(live).toBeGreaterThan(test);
    expect(test).toBeGreaterThan(0);
    expect(live + test).toBe(all);
    const client = db.users.find((u) => u.login === 'client')!;
    const service = client.serviceIds[0]!;
    const byService = await totalOf(`service_ids[]=${service}`);
    expect(byService).toBeGreaterThan(0);
    expect(byService).toBeLessThan(all);
    expect(await totalOf(`user_ids[]=${client.id}`)).toBeLessThan(all);
  });

  it("honours 0 ('No users', 'No services') for super admins only", async () => {
    const all = await totalOf('');
    const noUser = await totalOf('user_ids[]=0');
    const noService = await totalOf('service_ids[]=0');
    expect(noUser).toBeGreaterThan(0);
    expect(noUser).toBeLessThan(all);
    expect(noService).toBeGreaterThan(0);
    expect(noService).toBeLessThan(all);
    expect(await totalOf('user_ids[]=0', 'staff')).toBe(all);
    expect(await totalOf('service_ids[]=0', 'staff')).toBe(all);
    const rows = await allRows(`${range(NOW - DAY, NOW - 1)}&user_ids[]=0&service_ids[]=0`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userId === null && r.serviceIds.length === 0)).toBe(true);
  });

  it('shows a client only its own requests', async () => {
    const client = idOf('client');
    expect(await totalOf('', 'client')).toBe(await totalOf(`user_ids[]=${client}`));
    expect(await totalOf(`user_ids[]=${idOf('superadmin')}`, 'client')).toBe(0);
    expect(await totalOf('user_ids[]=0', 'client')).toBe(await totalOf(`user_ids[]=${client}`));
  });

  it('refuses a range that ends before it starts', async () => {
    const answer = await (
      await signedInAs(server, 'staff')
    ).get(`/stats_requests?${range(NOW, NOW - DAY)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toBe('Wrong date range');
  });
});

describe('GET /stats_requests/get_table', () => {
  it('adds up to the graph summary for the same filters', async () => {
    const rows = await allRows(CLIENT_WINDOW);
    const summary = (await graph(`${CLIENT_WINDOW}&statistics_per=hour`)).summary;
    expect(rows.length).toBeGreaterThan(48);
    expect(rows.reduce((sum, r) => sum + r.requests.total, 0)).toBe(summary.total);
    expect(rows.reduce((sum, r) => sum + r.requests.success, 0)).toBe(summary.success.total);
    expect(rows.reduce((sum, r) => sum + r.requests.error, 0)).toBe(summary.error.total);
    const asClient = await allRows(range(NOW - 3 * DAY, NOW - 1), 'client');
    expect(asClient).toEqual(rows);
  });

  it('groups per day, type, URI, user and services, newest day first, then busiest', async () => {
    const rows = await allRows(CLIENT_WINDOW);
    const keys = rows.map((r) => `${r.date}|${r.requestUri}|${r.userId}|${r.serviceIds.join()}`);
    expect(new Set(keys).size).toBe(rows.length);
    const day = (date: string) => date.split('-').reverse().join('-');
    for (let i = 1; i < rows.length; i += 1) {
      const [before, row] = [rows[i - 1]!, rows[i]!];
      expect(
        day(before.date) > day(row.date) ||
          (before.date === row.date && before.requests.total >= row.requests.total),
      ).toBe(true);
    }
    expect(
      rows.every((r) => r.userId === idOf('client') && /^\d{2}-\d{2}-\d{4}$/.test(r.date)),
    ).toBe(true);
    expect(rows.every((r) => r.requestType === r.requestUri)).toBe(true);
    expect(rows.every((r) => r.avgExtTime >= r.avgInnerTime + r.avgOuterTime - 1)).toBe(true);
    expect(new Set(rows.map((r) => r.date))).toEqual(
      new Set(['20-11-2026', '21-11-2026', '22-11-2026', '23-11-2026']),
    );
  });

  it('pages with page and quantity (16, 32, 48; otherwise 32)', async () => {
    const first = await table(`${CLIENT_WINDOW}&quantity=16`);
    const second = await table(`${CLIENT_WINDOW}&quantity=16&page=2`);
    expect(first.requests_list).toHaveLength(16);
    expect(first.hasMoreItems).toBe(true);
    expect(second.requests_list[0]).not.toEqual(first.requests_list[0]);
    const rows = await allRows(CLIENT_WINDOW);
    expect([...first.requests_list, ...second.requests_list]).toEqual(rows.slice(0, 32));
    expect((await table(`${CLIENT_WINDOW}&quantity=20`)).requests_list).toHaveLength(32);
    const last = await table(`${CLIENT_WINDOW}&quantity=48&page=${Math.ceil(rows.length / 48)}`);
    expect(last.hasMoreItems).toBe(false);
    expect(last.requests_list.length).toBe(rows.length - 48 * (Math.ceil(rows.length / 48) - 1));
  });

  it('is open to every role with /stats_requests in its access list', async () => {
    for (const login of ['superadmin', 'staff', 'client']) {
      const answer = await (await signedInAs(server, login)).get('/stats_requests/get_table');
      expect(answer.status).toBe(200);
    }
  });
});
