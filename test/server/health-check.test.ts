import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { checkName } from '../../server/areas/health-check/seed';
import { requestIdOf } from '../../server/areas/statistics/request-log';
import { createDb } from '../../server/data/db';
import { HEALTH_PERIODS_S } from '@/contract/constants';
import { HealthStatusesSchema } from '@/contract/dashboard/dashboard-schemas';
import {
  HealthCardsSchema,
  HealthCheckDetailSchema,
  HealthCheckPageSchema,
} from '@/contract/health-check/health-check-schemas';
import { healthStatus } from '../../src/features/health-check/health-status';
import { stringifyQuery } from '../../src/lib/query-string';
import { signedInAs } from './api-client';

// The health-check screens (spec b sections 2, 3, 4, 7; decision 021): cards, the list of checks
// behind a card, and one check's carrier calls, over the monitor's checks (the dashboard's) and
// those the log's GET /health_check calls ran. Clock pinned to Monday 23 November 2026, 11:00 UTC.

const NOW = Date.UTC(2026, 10, 23, 11) / 1000;
const server = createApp({ db: createDb({ now: NOW * 1000 }) });
const { db } = server;
const table = db.healthChecks.table();
const log = db.requestLog.rows();

const pad = (n: number) => String(n).padStart(2, '0');
const filterDate = (unix: number) => {
  const d = new Date(unix * 1000);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const sessions = new Map<string, Awaited<ReturnType<typeof signedInAs>>>();
async function as(login: string) {
  if (!sessions.has(login)) sessions.set(login, await signedInAs(server, login));
  return sessions.get(login)!;
}

const pairOf = (label: string, additional: string) =>
  table.pairs.findIndex((p) => p.label === label && p.additional_label === additional);

async function cards() {
  const answer = await (await as('staff')).get('/healthcheck');
  expect(answer.status).toBe(200);
  return v.parse(HealthCardsSchema, answer.body);
}

async function list(query: Record<string, unknown> | string, login = 'superadmin') {
  const search = typeof query === 'string' ? query : stringifyQuery(query);
  const answer = await (await as(login)).get(`/healthcheck/detail?${search}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(HealthCheckPageSchema, answer.body);
}

/** The passing checks, newest first, by a plain walk over the table: one page and the total. */
function expected(keep: (i: number) => boolean, pageNo = 1, quantity = 32) {
  const ids: number[] = [];
  let total = 0;
  for (let i = table.length - 1; i >= 0; i -= 1) {
    if (!keep(i)) continue;
    total += 1;
    if (total > (pageNo - 1) * quantity && ids.length < quantity) ids.push(i + 1);
  }
  return { total, first: ids };
}

async function expectList(
  query: Record<string, unknown> | string,
  keep: (i: number) => boolean,
  login = 'superadmin',
) {
  const body = await list(query, login);
  const want = expected(keep);
  expect(body.total).toBe(want.total);
  expect(body.items.map((item) => item.id)).toEqual(want.first);
  expect(body.hasMoreItems).toBe(want.total > 32);
  return want.total;
}

async function getData(query: string, login = 'staff') {
  return (await as(login)).get(`/healthcheck/getData?${query}`);
}

describe('the health checks', () => {
  it("are the monitor's (the dashboard's) plus those API calls ran, several per call for some", () => {
    const monitor = db.health.series().reduce((sum, s) => sum + s.time.length, 0);
    const fromCalls = [...table.request].filter((r) => r !== 0).length;
    expect(table.length).toBe(monitor + fromCalls);
    expect(fromCalls).toBeGreaterThan(500);
    const perCall = [...table.byRequest.values()].map((checks) => checks.length);
    expect(Math.max(...perCall)).toBeGreaterThan(1);
    expect(perCall.filter((n) => n > 1).length).toBeGreaterThan(50);
    const times = [...table.time];
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('are the same for two datasets with the same clock', () => {
    const again = createDb({ now: NOW * 1000 }).healthChecks.table();
    expect(again.length).toBe(table.length);
    expect(Buffer.compare(Buffer.from(again.ok.buffer), Buffer.from(table.ok.buffer))).toBe(0);
    expect(again.requestIds).toEqual(table.requestIds);
  });
});

describe('GET /healthcheck', () => {
  it('answers a card per check, by label, with the four periods of the last N seconds', async () => {
    const body = await cards();
    expect(body).toHaveLength(12);
    expect(body.map((c) => `${c.label}/${c.additional_label}`)).toEqual(
      table.pairs.map((p) => `${p.label}/${p.additional_label}`).sort((a, b) => a.localeCompare(b)),
    );
    for (const card of body) {
      const pair = pairOf(card.label, card.additional_label);
      expect(Object.keys(card.periods).sort()).toEqual(HEALTH_PERIODS_S.map(String).sort());
      for (const seconds of HEALTH_PERIODS_S) {
        const inPeriod: number[] = [];
        for (let i = 0; i < table.length; i += 1) {
          if (table.pair[i] === pair && table.time[i]! > NOW - seconds) inPeriod.push(i);
        }
        const failed = inPeriod.filter((i) => table.ok[i] === 0).length;
        const execs = inPeriod.reduce((sum, i) => sum + table.exec[i]!, 0);
        const period = card.periods[String(seconds)]!;
        expect(period.total).toBe(inPeriod.length);
        expect(period.failed).toBe(failed);
        expect(period.avg).toBe(inPeriod.length ? Math.round(execs / inPeriod.length) : null);
        expect(period.rate).toBe(
          inPeriod.length
            ? Math.round(((inPeriod.length - failed) / inPeriod.length) * 1000) / 10
            : null,
        );
      }
      // The console's own rule gives the same status from the 1-hour rate (spec b section 4).
      const status = healthStatus(card.periods['3600']!.rate);
      expect(card.healthStatus ?? 'no-data').toBe(status);
    }
  });

  it('shows every status of the scripted carriers, as the dashboard does', async () => {
    const body = await cards();
    const of = (label: string, additional: string) =>
      body.find((c) => c.label === label && c.additional_label === additional)!;
    expect(of('Correos', 'label').healthStatus).toBe('critical');
    expect(of('Correos', 'label').periods['600']!.rate).toBe(0);
    expect(of('UPS', 'tracking').healthStatus).toBe('issue');
    expect(of('DHL Express', 'tracking').healthStatus).toBe('well');
    // The dashboard's 600-s rate reads the monitor's checks only; a card adds the API calls'.
    const dashboard = await (await as('staff')).get('/dashboard/healthCheck');
    const statuses = v.parse(HealthStatusesSchema, dashboard.body);
    const ups = statuses.find((s) => s.label === 'UPS' && s.additional_label === 'tracking')!;
    expect(ups.periodsData['600']!.rate).toBe(50);
    expect(of('UPS', 'tracking').periods['600']!.total).toBeGreaterThanOrEqual(10);
  });
});

describe('GET /healthcheck/detail', () => {
  it("a card's link: label and additional_label, newest first, paged with the flag", async () => {
    const pair = pairOf('UPS', 'tracking');
    const total = await expectList(
      { label: 'UPS', additional_label: 'tracking' },
      (i) => table.pair[i] === pair,
    );
    expect(total).toBeGreaterThan(1400);
    const second = await list({
      label: 'UPS',
      additional_label: 'tracking',
      page: 2,
      quantity: 48,
    });
    expect(second.items.map((item) => item.id)).toEqual(
      expected((i) => table.pair[i] === pair, 2, 48).first,
    );
    expect(second.hasMoreItems).toBe(true);
    const item = second.items[0]!;
    expect(item).toEqual({
      id: item.id,
      status: String(table.ok[item.id - 1]),
      date: table.time[item.id - 1],
      exec_time: table.exec[item.id - 1],
      user_id: table.user[item.id - 1] === 0 ? null : table.user[item.id - 1],
      request_id: table.requestIds[item.id - 1],
      label: 'UPS',
      additional_label: 'tracking',
    });
  });

  it("the parcels' link: a check's whole name as label, additional_label empty (any)", async () => {
    const pair = pairOf('DHL Express', 'tracking');
    await expectList(
      'label=DHL%20Express%20tracking&additional_label=',
      (i) => table.pair[i] === pair,
    );
    const dhl = table.pairs.flatMap((p, k) => (p.label === 'DHL Express' ? [k] : []));
    expect(dhl.length).toBe(2);
    await expectList({ label: 'dhl express' }, (i) => dhl.includes(table.pair[i]!));
    expect((await list({ label: 'Nobody' })).total).toBe(0);
  });

  it("status: '0' failed, '1' succeeded, 'all' or garbage both", async () => {
    await expectList({ status: '0' }, (i) => table.ok[i] === 0);
    await expectList({ status: '1', label: 'FedEx' }, (i) => {
      const pair = table.pairs[table.pair[i]!]!;
      return table.ok[i] === 1 && pair.label === 'FedEx';
    });
    expect((await list({ status: 'all' })).total).toBe(table.length);
    expect((await list({ status: 'x' })).total).toBe(table.length);
  });

  it('date range with time, inclusive; reversed is a 400', async () => {
    const from = NOW - 7200;
    const to = NOW - 3600;
    await expectList(
      { date_from: filterDate(from), date_to: filterDate(to) },
      (i) => table.time[i]! >= from && table.time[i]! <= to,
    );
    const reversed = await (
      await as('staff')
    ).get(
      `/healthcheck/detail?${stringifyQuery({ date_from: filterDate(to), date_to: filterDate(from) })}`,
    );
    expect(reversed.status).toBe(400);
  });

  it('request id, whole or in part (3 characters at least); users, 0 for the monitor', async () => {
    const [row, checks] = [...table.byRequest].at(-1)!;
    const requestId = requestIdOf(row + 1);
    await expectList({ request_id: requestId }, (i) => checks.includes(i));
    await expectList({ request_id: requestId.slice(0, 8) }, (i) =>
      table.requestIds[i]!.includes(requestId.slice(0, 8)),
    );
    expect((await list({ request_id: 'ab' })).total).toBe(table.length);
    const user = log.user[row]!;
    const users = await expectList({ user_ids: [String(user)] }, (i) => table.user[i] === user);
    expect(users).toBeGreaterThan(0);
    await expectList({ user_ids: ['0'] }, (i) => table.user[i] === 0);
    expect((await list({ user_ids: ['0'] }, 'staff')).total).toBe(table.length);
  });

  it("global search: a check's id, request id, name, or its user's login", async () => {
    const [row, checks] = [...table.byRequest].at(-1)!;
    const login = db.users.find((u) => u.id === log.user[row])!.login;
    const byLogin = await list({ global_search: login });
    expect(byLogin.items.map((i) => i.id)).toContain(checks[0]! + 1);
    expect(byLogin.items.every((i) => i.user_id === log.user[row])).toBe(true);
    const byId = await list({ global_search: String(checks[0]! + 1) });
    expect(byId.items.map((i) => i.id)).toContain(checks[0]! + 1);
    const byRequest = await list({ global_search: requestIdOf(row + 1) });
    expect(byRequest.items.map((i) => i.id).sort()).toEqual(checks.map((c) => c + 1).sort());
    const byName = await list({ global_search: 'royal mail label' });
    expect(byName.items.every((i) => i.label === 'Royal Mail')).toBe(true);
    expect((await list({ global_search: 'zz' })).total).toBe(table.length);
  });
});

describe('GET /healthcheck/getData', () => {
  it("by id: the check's carrier calls as 'Request #n' / 'Response #n' blocks", async () => {
    const ups = pairOf('UPS', 'label');
    const ok =
      table.length -
      1 -
      [...table.pair].reverse().findIndex((p, k) => {
        const i = table.length - 1 - k;
        return p === ups && table.ok[i] === 1;
      });
    const answer = await getData(`id=${ok + 1}`);
    const detail = v.parse(HealthCheckDetailSchema, answer.body);
    expect(detail).toMatchObject({
      id: ok + 1,
      label: 'UPS',
      additionalLabel: 'label',
      status: '1',
      date: table.time[ok],
      requestId: table.requestIds[ok],
    });
    // An OAuth carrier: a token first, then the shipment.
    expect(detail.requestsList.map((call) => call.request.url)).toEqual([
      'https://onlinetools.ups.com/oauth/token',
      'https://onlinetools.ups.com/api/shipments/v2409/ship',
    ]);
    expect(detail.requestsList[1]!.response.code).toBe(200);
    expect(JSON.parse(detail.requestsList[1]!.request.body!)).toHaveProperty('packages');
    const headers = detail.requestsList[1]!.request.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer ********');
  });

  it("failed checks: status '0', some with no calls at all, some without an answer", async () => {
    const failed = [...table.ok].flatMap((ok, i) => (ok === 0 ? [i] : [])).slice(-60);
    const details = await Promise.all(
      failed.map(async (i) =>
        v.parse(HealthCheckDetailSchema, (await getData(`id=${i + 1}`)).body),
      ),
    );
    expect(details.every((d) => d.status === '0')).toBe(true);
    expect(details.some((d) => d.requestsList.length === 0)).toBe(true);
    const last = details.flatMap((d) => d.requestsList.slice(-1));
    expect(last.some((call) => call.response.code === 0 && call.response.body === null)).toBe(true);
    expect(last.some((call) => call.response.code >= 400)).toBe(true);
    const xml = details.flatMap((d) =>
      d.label === 'Correos' || d.label === 'DPD' ? d.requestsList : [],
    );
    expect(xml.some((call) => call.request.body?.startsWith('<?xml'))).toBe(true);
  });

  it('by request_id: the first check of the request, with all its checks for the selector', async () => {
    const [row, checks] = [...table.byRequest].filter(([, list]) => list.length > 1).at(-1)!;
    const answer = await getData(`request_id=${requestIdOf(row + 1).toUpperCase()}`);
    const detail = v.parse(HealthCheckDetailSchema, answer.body);
    expect(detail.id).toBe(checks[0]! + 1);
    expect(detail.user_id).toBe(log.user[row]);
    expect(detail.healthCheckIds).toEqual(
      Object.fromEntries(
        checks.map((c) => [String(c + 1), checkName(table.pairs[table.pair[c]!]!)]),
      ),
    );
    // The monitor's checks have no user and only themselves in the selector.
    const monitor = [...table.request].lastIndexOf(0);
    const own = v.parse(HealthCheckDetailSchema, (await getData(`id=${monitor + 1}`)).body);
    expect(own.user_id).toBeNull();
    expect(Object.keys(own.healthCheckIds!)).toEqual([String(monitor + 1)]);
  });

  it("an unknown id answers 404 with the modal's text", async () => {
    for (const query of ['id=999999', 'id=abc', 'request_id=ffffffffffffffffffffffff', '']) {
      const answer = await getData(query);
      expect(answer.status, query).toBe(404);
    }
    expect((await getData('id=999999')).body).toEqual({
      errors: [{ message: 'There is no data about request with ID 999999' }],
    });
  });

  it('the request log links to the checks its calls ran, and they name the call back', async () => {
    const [row, checks] = [...table.byRequest].at(-5)!;
    const detail = await (await as('superadmin')).get(`/requests_log/details/?id=${row + 1}`);
    for (const id of Object.keys(detail.body.healthCheckIds)) {
      const check = v.parse(HealthCheckDetailSchema, (await getData(`id=${id}`)).body);
      expect(check.requestId).toBe(detail.body.requestId);
      expect(check.user_id).toBe(detail.body.userId);
    }
    expect(Object.keys(detail.body.healthCheckIds)).toHaveLength(checks.length);
  });
});
