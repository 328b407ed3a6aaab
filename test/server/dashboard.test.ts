import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/data/db';
import {
  DashboardRequestsSchema,
  ErrorMappingSchema,
  HEALTH_PERIODS,
  HealthStatusesSchema,
  ParcelsReportSchema,
  TrackingMappingSchema,
} from '@/contract/dashboard/dashboard-schemas';
import { signedInAs } from './api-client';

// The dashboard widgets' endpoints (spec a sections 2, 3, 7; decision 012), over a dataset whose
// activity clock is pinned: Monday 23 November 2026, 11:00 UTC.

const DAY = 86_400;
const NOW = Date.UTC(2026, 10, 23, 11) / 1000;
const PARCELS_REFERENCE = Date.UTC(2026, 10, 20) / 1000;
const server = createApp({ db: createDb({ now: NOW * 1000 + 1234 }) });
const { db } = server;
const idOf = (login: string) => db.users.find((u) => u.login === login)!.id;

const get = async (login: string, path: string) => (await signedInAs(server, login)).get(path);

/** Spec a section 4: 25 or below red, up to 75 orange, above green, no data grey. */
const colourOf = (rate: number | null) =>
  rate === null ? 'grey' : rate <= 25 ? 'red' : rate <= 75 ? 'orange' : 'green';

describe('GET /dashboard/healthCheck', () => {
  it('rates every (label, additional_label) pair over the 600-s periods of the last 7200 s', async () => {
    const answer = await get('superadmin', '/dashboard/healthCheck');
    expect(answer.status).toBe(200);
    const statuses = v.parse(HealthStatusesSchema, answer.body);
    expect(statuses.length).toBeGreaterThanOrEqual(10);
    expect(new Set(statuses.map((s) => `${s.label}|${s.additional_label}`)).size).toBe(
      statuses.length,
    );
    for (const status of statuses) {
      expect(Object.keys(status.periodsData)).toEqual(HEALTH_PERIODS.map(String));
      expect(status.failed).toBeLessThanOrEqual(status.total);
      // One check a minute: at most 120 in 7200 s.
      expect(status.total).toBeLessThanOrEqual(120);
    }
    const byName = new Map(statuses.map((s) => [`${s.label} ${s.additional_label}`, s]));
    expect(byName.get('DHL Express label')).toMatchObject({ total: 120 });
    // The scripted pairs: half failing lately, down for half an hour, silent for 15 minutes.
    expect(byName.get('UPS tracking')!.periodsData['600']!.rate).toBe(50);
    expect(byName.get('Correos label')!.periodsData['600']!.rate).toBe(0);
    expect(byName.get('Correos label')!.periodsData['7200']!.rate).toBeGreaterThan(75);
    expect(byName.get('InPost pickup')!.periodsData['600']!.rate).toBeNull();
    expect(byName.get('InPost pickup')!.periodsData['1200']!.rate).toBeGreaterThan(75);
  });

  it('shows every colour state of the widget', async () => {
    const statuses = v.parse(
      HealthStatusesSchema,
      (await get('superadmin', '/dashboard/healthCheck')).body,
    );
    const colours = statuses.map((s) => colourOf(s.periodsData['600']!.rate));
    expect(new Set(colours)).toEqual(new Set(['green', 'orange', 'red', 'grey']));
    expect(colours.filter((c) => c === 'green').length).toBeGreaterThan(statuses.length / 2);
  });

  it('answers staff, and 403 to a client, whose access list lacks /healthcheck', async () => {
    expect((await get('staff', '/dashboard/healthCheck')).status).toBe(200);
    expect((await get('client', '/dashboard/healthCheck')).status).toBe(403);
  });
});

describe('GET /dashboard/errorMapping and /dashboard/trackingMapping', () => {
  it.each([
    ['/dashboard/errorMapping', ErrorMappingSchema],
    ['/dashboard/trackingMapping', TrackingMappingSchema],
  ])('%s counts unmapped entries per carrier, most first', async (path, schema) => {
    const body = v.parse(schema, (await get('superadmin', path)).body);
    expect(body.mappings_data.length).toBeGreaterThanOrEqual(3);
    expect(body.total_unmapped).toBe(body.mappings_data.reduce((sum, m) => sum + m.count, 0));
    expect(body.mappings_data.every((m, i, all) => i === 0 || all[i - 1]!.count >= m.count)).toBe(
      true,
    );
    for (const row of body.mappings_data) {
      expect(db.carriers.find((c) => c.id === row.carrier_id)?.name).toBe(row.carrier);
      expect(row.count).toBeGreaterThan(0);
    }
  });

  it.each(['/dashboard/errorMapping', '/dashboard/trackingMapping', '/dashboard/requests'])(
    '%s is for super admins only',
    async (path) => {
      expect((await get('staff', path)).status).toBe(403);
      expect((await get('client', path)).status).toBe(403);
    },
  );
});

describe('GET /dashboard/requests', () => {
  const requests = async (query: string) => {
    const answer = await get('superadmin', `/dashboard/requests${query}`);
    expect(answer.status).toBe(200);
    return v.parse(DashboardRequestsSchema, answer.body);
  };
  const sum = (points: Array<{ totalRequests: number }>) =>
    points.reduce((total, p) => total + p.totalRequests, 0);

  it('gives one point per 600 s over the last days_range days, ending at the data clock', async () => {
    for (const [days, points] of [
      [1, 144],
      [7, 1008],
      [14, 2016],
      [30, 4320],
    ]) {
      const body = await requests(`?days_range=${days}`);
      expect(body.requests).toHaveLength(points!);
      expect(body.requests[0]!.period).toBe(NOW - days! * DAY);
      expect(body.requests.at(-1)!.period).toBe(NOW - 600);
      expect(
        body.requests.every((p, i, all) => i === 0 || p.period - all[i - 1]!.period === 600),
      ).toBe(true);
    }
  });

  it('falls back to 7 days for a missing or unknown days_range', async () => {
    expect((await requests('')).requests).toHaveLength(1008);
    expect((await requests('?days_range=5')).requests).toHaveLength(1008);
    expect((await requests('?days_range=x')).requests).toHaveLength(1008);
  });

  it('counts per endpoint as "METHOD /path", most used first, adding up to the points', async () => {
    const body = await requests('?days_range=7');
    expect(body.uriData[0]).toEqual({ uri: 'POST /parcels', requestsCount: expect.any(Number) });
    expect(body.uriData.every((u) => /^(GET|POST) \/[a-z_/]+$/.test(u.uri))).toBe(true);
    expect(
      body.uriData.every((u, i, all) => i === 0 || all[i - 1]!.requestsCount >= u.requestsCount),
    ).toBe(true);
    expect(body.uriData.reduce((total, u) => total + u.requestsCount, 0)).toBe(sum(body.requests));
    expect(sum(body.requests)).toBeGreaterThan(10_000);
  });

  it("narrows to one API user's requests; an unknown user has none (the 'No data found' state)", async () => {
    const all = await requests('?days_range=7');
    const mine = await requests(`?days_range=7&user_id=${idOf('client')}`);
    expect(mine.requests).toHaveLength(1008);
    expect(sum(mine.requests)).toBeGreaterThan(0);
    expect(sum(mine.requests)).toBeLessThan(sum(all.requests) / 2);
    const log = db.requestLog.rows();
    let expected = 0;
    for (let i = 0; i < log.length; i += 1) {
      if (log.user[i] === idOf('client') && log.time[i]! >= NOW - 7 * DAY) expected += 1;
    }
    expect(sum(mine.requests)).toBe(expected);
    for (const id of ['999999', String(idOf('staff')), 'abc']) {
      expect(await requests(`?user_id=${id}`)).toEqual({ requests: [], uriData: [] });
    }
  });
});

describe('GET /dashboard/parcelsStatistics', () => {
  const report = async (login: string, query = '') => {
    const answer = await get(login, `/dashboard/parcelsStatistics${query}`);
    expect(answer.status).toBe(200);
    return v.parse(ParcelsReportSchema, answer.body).reports_data;
  };
  const total = (rows: Array<{ count: number }>) => rows.reduce((sum, r) => sum + r.count, 0);
  const createdSince = (days: number, userId?: number) =>
    db.parcels.filter(
      (p) =>
        p.created >= PARCELS_REFERENCE - days * DAY &&
        (userId === undefined || p.userId === userId),
    ).length;

  it('groups the last 30 days of parcels by service by default, with readable names', async () => {
    const body = await report('staff');
    expect(body.group_by).toBe('service');
    expect(body.columns).toEqual([{ key: 'count', name: 'Parcels' }]);
    expect(body.group_by_list.map((g) => g.value)).toEqual([
      'day',
      'service',
      'carrier',
      'status',
      'destination_country',
      'user',
    ]);
    expect(total(body.report_data)).toBe(createdSince(30));
    const services = new Set(db.services.map((s) => s.name));
    expect(body.report_data.every((r) => services.has(r.group))).toBe(true);
    expect(body.report_data.every((r, i, all) => i === 0 || all[i - 1]!.count >= r.count)).toBe(
      true,
    );
  });

  it('groups by day over the days before the parcels reference date, quiet days included', async () => {
    const body = await report('superadmin', '?group_by=day&days_range=7');
    expect(body.group_by).toBe('day');
    expect(body.report_data.map((r) => r.group)).toEqual([
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ]);
    expect(total(body.report_data)).toBe(createdSince(7));
  });

  it.each([
    ['carrier', 'DHL Express'],
    ['status', 'Delivered'],
    ['destination_country', 'Germany'],
    ['user', 'client'],
  ])('names %s groups as people read them', async (groupBy, example) => {
    const body = await report('superadmin', `?group_by=${groupBy}&days_range=30`);
    expect(body.group_by).toBe(groupBy);
    expect(body.report_data.map((r) => r.group)).toContain(example);
    expect(total(body.report_data)).toBe(createdSince(30));
  });

  it('falls back to service and 30 days for unknown values', async () => {
    const body = await report('superadmin', '?group_by=weather&days_range=9');
    expect(body.group_by).toBe('service');
    expect(total(body.report_data)).toBe(createdSince(30));
  });

  it('counts only its own parcels for a client', async () => {
    const body = await report('client', '?group_by=user&days_range=30');
    expect(body.report_data).toEqual([
      { group: 'client', count: createdSince(30, idOf('client')) },
    ]);
    expect(body.report_data[0]!.count).toBeGreaterThan(0);
    const byService = await report('client');
    expect(total(byService.report_data)).toBe(createdSince(30, idOf('client')));
  });
});
