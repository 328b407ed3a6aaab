import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/data/db';
import { TRACKING_STATUSES } from '../../server/areas/parcels/tracking-statuses';
import {
  ParcelDetailSchema,
  type ParcelListItem,
  ParcelPageSchema,
} from '@/contract/parcels/parcel-schemas';
import { createBrowser, signedInAs } from './api-client';

const server = createApp();
const { db } = server;
const clientUser = db.users.find((u) => u.login === 'client')!;

const signedIn = (login: string) => signedInAs(server, login);

const pageOf = async (login: string, query: string) => {
  const answer = await (await signedIn(login)).get(`/parcels?${query}`);
  expect(answer.status).toBe(200);
  return v.parse(ParcelPageSchema, answer.body);
};

describe('seeded parcels', () => {
  it('are deterministic, plentiful, newest first, ~20% test, all in the 120 days before the anchor', () => {
    const again = createDb();
    expect(again.parcels).toEqual(db.parcels);
    expect(again.pallets).toEqual(db.pallets);
    expect(db.parcels.length).toBeGreaterThanOrEqual(5000);
    const test = db.parcels.filter((p) => p.isTest).length / db.parcels.length;
    expect(test).toBeGreaterThan(0.15);
    expect(test).toBeLessThan(0.25);
    const anchor = Date.UTC(2026, 10, 20) / 1000;
    expect(db.parcels.every((p) => p.created <= anchor && p.created > anchor - 120 * 86400)).toBe(
      true,
    );
    expect(db.parcels.every((p, i, all) => i === 0 || all[i - 1]!.created >= p.created)).toBe(true);
  });

  it('belong to client users, on their own non-pallet services; the demo client owns hundreds', () => {
    const services = new Map(db.services.map((s) => [s.id, s]));
    for (const parcel of db.parcels) {
      const owner = db.users.find((u) => u.id === parcel.userId)!;
      expect(owner.role).toBe('client');
      expect(owner.serviceIds).toContain(parcel.serviceId);
      expect(services.get(parcel.serviceId)?.carrier_kind).not.toBe('pallet');
    }
    const mine = db.parcels.filter((p) => p.userId === clientUser.id).length;
    expect(mine).toBeGreaterThan(200);
    expect(mine).toBeLessThan(800);
  });

  it('have chronological histories of known codes covering every stepper rule', () => {
    const known = new Set(TRACKING_STATUSES.map(([code]) => code));
    for (const parcel of db.parcels) {
      expect(parcel.history.every(([code]) => known.has(code))).toBe(true);
      expect(parcel.history.every(([, at], i, h) => i === 0 || h[i - 1]![1] <= at)).toBe(true);
    }
    const codes = (p: (typeof db.parcels)[number]) => p.history.map(([code]) => code);
    const has = (test: (c: number[]) => boolean) => db.parcels.filter((p) => test(codes(p))).length;
    const cancelAt = (c: number[]) => c.indexOf(3000);
    expect(has((c) => c.at(-1) === 1300 && !c.includes(3000))).toBeGreaterThan(100);
    expect(has((c) => c.includes(1400) && c.includes(1500))).toBeGreaterThan(10);
    expect(has((c) => c.includes(1600))).toBeGreaterThan(10);
    expect(has((c) => c.includes(5000))).toBeGreaterThan(10);
    expect(has((c) => c.includes(6001))).toBeGreaterThan(10);
    expect(
      has((c) => cancelAt(c) >= 0 && cancelAt(c) < c.length - 1 && !c.includes(4000)),
    ).toBeGreaterThan(10);
    expect(has((c) => c[cancelAt(c) + 1] === 4000)).toBeGreaterThan(10);
    expect(has((c) => c.at(-1) === 3000)).toBeGreaterThan(10);
    expect(has((c) => c.some((code) => code >= 9000))).toBeGreaterThan(10);
  });
});

describe('GET /parcels', () => {
  it('pages 32 by default, newest first, with hasMoreItems', async () => {
    const first = await pageOf('staff', '');
    expect(first.parcels).toHaveLength(32);
    expect(first.hasMoreItems).toBe(true);
    expect(first.parcels[0]!.id).toBe(db.parcels[0]!.id);
    const second = await pageOf('staff', 'page=2&quantity=16');
    expect(second.parcels.map((p) => p.id)).toEqual(db.parcels.slice(16, 32).map((p) => p.id));
    const last = Math.ceil(db.parcels.length / 48);
    const end = await pageOf('staff', `page=${last}&quantity=48`);
    expect(end.hasMoreItems).toBe(false);
    expect(end.parcels.length).toBe(db.parcels.length - (last - 1) * 48);
    expect((await pageOf('staff', 'quantity=7&page=x')).parcels).toHaveLength(32);
  });

  it('shows a client only its own parcels', async () => {
    const page = await pageOf('client', 'quantity=48&page=2');
    expect(page.parcels.every((p) => p.user?.id === clientUser.id)).toBe(true);
    const other = await pageOf(
      'client',
      `user_ids[]=${db.parcels.find((p) => p.userId !== clientUser.id)!.userId}`,
    );
    expect(other.parcels).toEqual([]);
  });

  const every = async (query: string, test: (p: ParcelListItem) => boolean) => {
    const page = await pageOf('staff', `quantity=48&${query}`);
    expect(page.parcels.length).toBeGreaterThan(0);
    expect(page.parcels.every(test)).toBe(true);
    return page;
  };

  it('filters by mode, dates, tracking, reference and id', async () => {
    await every('mode=test', (p) => p.type === 'test');
    await every('mode=live', (p) => p.type === 'live');
    const from = Date.UTC(2026, 9, 1) / 1000;
    const to = Date.UTC(2026, 9, 2, 23, 59, 59) / 1000;
    await every(
      'date_from=01-10-2026 00:00:00&date_to=02-10-2026 23:59:59',
      (p) => p.created >= from && p.created <= to,
    );
    const sample = db.parcels.find((p, i) => i > 100 && p.reference)!;
    await every(`tracking=${sample.tracking.slice(2, 12)}`, (p) =>
      p.tracking.includes(sample.tracking.slice(2, 12)),
    );
    await every(`reference=${sample.reference}`, (p) => p.reference === sample.reference);
    await every('id=123', (p) => String(p.id).includes('123'));
    expect((await pageOf('staff', 'id=12')).parcels).toHaveLength(32);
  });

  it('filters by services, statuses, countries, users, status, label format and origin', async () => {
    const [a, b] = [db.parcels[0]!, db.parcels[1]!];
    await every(`service_ids[]=${a.serviceId}&service_ids[]=${b.serviceId}`, (p) =>
      [a.serviceId, b.serviceId].includes(p.service!.id),
    );
    await every(
      'tracking_statuses[]=1300&tracking_statuses[]=5000',
      (p) => p.status === 1300 || p.status === 5000,
    );
    await every('sender_countries[]=DE', (p) => p.fromCountry === 'DE');
    await every('destination_countries[]=FR&destination_countries[]=US', (p) =>
      ['FR', 'US'].includes(p.toCountry!),
    );
    await every(`user_ids[]=${clientUser.id}`, (p) => p.user?.id === clientUser.id);
    await every('status=3000', (p) => p.status === 3000);
    await every('label_format=zpl', (p) => p.labelFormat === 'zpl');
    await every('created_status=3', (p) => p.createdStatus === 3);
  });
});

describe('GET /parcels/details', () => {
  it('answers a full detail with its tracking events, for staff and the owning client', async () => {
    const mine = db.parcels.find((p) => p.userId === clientUser.id && p.history.length > 3)!;
    for (const login of ['staff', 'client']) {
      const answer = await (await signedIn(login)).get(`/parcels/details?id=${mine.id}`);
      expect(answer.status).toBe(200);
      const detail = v.parse(ParcelDetailSchema, answer.body);
      expect(detail.tracking_number).toBe(mine.tracking);
      expect(detail.tracking_info.map((e) => e.event_code)).toEqual(mine.history.map(([c]) => c));
      expect(detail.items.length).toBeGreaterThan(0);
    }
    const again = await (await signedIn('staff')).get(`/parcels/details/?id=${mine.id}`);
    expect(again.body).toEqual(
      (await (await signedIn('staff')).get(`/parcels/details?id=${mine.id}`)).body,
    );
  });

  it("answers 404 for an unknown parcel or another client's", async () => {
    const client = await signedIn('client');
    expect((await client.get('/parcels/details?id=99999999')).status).toBe(404);
    const foreign = db.parcels.find((p) => p.userId !== clientUser.id)!;
    expect((await client.get(`/parcels/details?id=${foreign.id}`)).status).toBe(404);
    expect((await client.get('/parcels/details')).status).toBe(404);
  });

  it('parses for every kind of history', async () => {
    const staff = await signedIn('staff');
    const scenarios = new Map(db.parcels.map((p) => [p.scenario, p]));
    for (const parcel of scenarios.values()) {
      v.parse(ParcelDetailSchema, (await staff.get(`/parcels/details?id=${parcel.id}`)).body);
    }
  });

  it('needs a signed-in user', async () => {
    const anonymous = createBrowser(server);
    expect((await anonymous.get('/admin/parcels')).status).toBe(401);
  });
});
