import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { groupsOf } from '../../server/areas/barcode-ranges/queries';
import { createDb } from '../../server/data/db';
import { BarcodeRangeGroupsSchema } from '@/contract/barcode-ranges/barcode-ranges-schemas';
import { errorsOf, signedInAs } from './api-client';

// Barcode ranges of the reference server (spec b sections 2-7): the grouped page, the writes
// and their messages, and who may use them.

describe('GET /barcode_ranges', () => {
  const server = createApp();

  it('groups ranges per user, carrier and group, with big-integer remaining values', async () => {
    const staff = await signedInAs(server, 'staff');
    const answer = await staff.get('/barcode_ranges');
    expect(answer.status).toBe(200);
    const groups = v.parse(BarcodeRangeGroupsSchema, answer.body);
    expect(groups.length).toBeGreaterThan(30);
    const percents = groups.map((g) => g.remaining_percent_all);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.some((p) => p < 25)).toBe(true);
    expect(percents.some((p) => p >= 25 && p < 75)).toBe(true);
    expect(percents.some((p) => p >= 75)).toBe(true);
    const values = groups.flatMap((g) => g.ranges.map((r) => r.range_end));
    expect(values.some((value) => value.length === 20)).toBe(true);
    for (const group of groups) {
      const sum = group.ranges.reduce((total, r) => total + BigInt(r.remaining), 0n);
      expect(BigInt(group.remaining_all)).toBe(sum);
      for (const r of group.ranges) {
        expect(BigInt(r.remaining)).toBe(BigInt(r.range_end) - BigInt(r.range_current));
      }
    }
  });

  it('sorts descending and keeps the groups matching every token of the quick search', async () => {
    const staff = await signedInAs(server, 'staff');
    const desc = (await staff.get('/barcode_ranges?sorting=desc')).body;
    expect(desc[0].remaining_percent_all).toBeGreaterThanOrEqual(desc.at(-1).remaining_percent_all);
    const found = (await staff.get('/barcode_ranges?quickSearch=dpd%20parcels')).body;
    expect(found.length).toBeGreaterThan(0);
    for (const group of found) {
      expect(group.carrierName).toBe('DPD');
      expect(group.barcode_group).toBe('parcels');
    }
  });

  it('names carriers in full for super admins, by their display name for others', async () => {
    const admin = (await (await signedInAs(server, 'superadmin')).get('/barcode_ranges')).body;
    const staff = (await (await signedInAs(server, 'staff')).get('/barcode_ranges')).body;
    expect(admin).toHaveLength(staff.length);
    const names = (groups: Array<{ carrierName: string }>) =>
      new Set(groups.map((g) => g.carrierName));
    expect(names(staff)).toContain('DHL Parcel');
    expect(names(admin)).toContain('DHL Parcel (dhl_parcel)');
    expect(names(admin)).not.toContain('DHL Parcel');
    // The edge group of the seed: 20 digits, all but used up.
    const sscc = staff.find((g: { barcode_group: string }) => g.barcode_group === 'sscc');
    expect(sscc).toMatchObject({ userName: 'client', remaining_all: '1008' });
    expect(sscc.remaining_percent_all).toBeLessThan(0.01);
  });

  it('limits others to the carriers and users of their common lists', () => {
    const db = server.db;
    const client = db.users.find((u) => u.login === 'client')!;
    const own = db.barcodeRanges.ranges.filter((r) => r.user_id === client.id);
    expect(own.length).toBeGreaterThan(0);
    const groups = groupsOf(db, client, {});
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.user_id === client.id)).toBe(true);
    const carriers = new Set(
      db.services.filter((s) => client.serviceIds.includes(s.id)).map((s) => s.carrier_id),
    );
    expect(groups.every((g) => carriers.has(g.carrier_id))).toBe(true);
    expect(
      groupsOf(
        db,
        db.users.find((u) => u.login === 'staff')!,
        {},
      ).length,
    ).toBeGreaterThan(groups.length);
  });

  it('shows the ranges in the accounts of a service of the carrier', async () => {
    const staff = await signedInAs(server, 'staff');
    const range = server.db.barcodeRanges.ranges[0]!;
    const service = server.db.services.find(
      (s) =>
        s.carrier_id === range.carrier_id &&
        server.db.serviceArea.accounts.get(s.id)!.some((a) => a.userId === range.user_id),
    )!;
    const detail = (await staff.get(`/services/save/?id=${service.id}`)).body;
    const account = detail.accountListData.find(
      (a: { userId: number }) => a.userId === range.user_id,
    );
    expect(account.barcodeGroupList).toContainEqual(
      expect.objectContaining({ id: range.id, beginValue: range.range_begin }),
    );
  });
});

describe('barcode range writes', () => {
  const server = createApp({ db: createDb() });
  const user = server.db.users.find((u) => u.login === 'client')!.id;
  const body = {
    user,
    carrier_id: 5,
    barcodeGroup: 'tests',
    prefix: 'TT',
    beginValue: '10000000000000000000',
    endValue: '10000000000000099999',
  };

  it('creates a range shown on the page, then deletes it', async () => {
    const staff = await signedInAs(server, 'staff');
    const created = await staff.post('/barcode_ranges/create', body);
    expect(created.body).toMatchObject({ message: 'Barcode range created' });
    let groups = (await staff.get('/barcode_ranges?quickSearch=tests')).body;
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ remaining_all: '99999', remaining_percent_all: 100 });
    expect((await staff.post('/barcode_ranges/create', body)).body).toEqual(
      errorsOf('Range data is not unique', ['user', 'barcodeGroup', 'prefix', 'beginValue']),
    );
    const id = created.body.id;
    expect((await staff.post('/barcode_ranges/delete', { id })).body).toEqual({
      message: 'Barcode range deleted',
    });
    groups = (await staff.get('/barcode_ranges?quickSearch=tests')).body;
    expect(groups).toEqual([]);
    expect((await staff.post('/barcode_ranges/delete', { id })).body).toEqual(
      errorsOf(`Barcode range ${id} not found`),
    );
  });

  it.each([
    [{ barcodeGroup: ' ' }, 'Field is required', 'barcodeGroup'],
    [{ user: undefined }, 'Field is required', 'user'],
    [{ carrier_id: undefined }, 'Field is required', 'carrier_id'],
    [{ beginValue: '0' }, 'Only positive value', 'beginValue'],
    [{ endValue: '-5' }, 'Only positive value', 'endValue'],
    [{ beginValue: '123456789012345678901' }, 'Only positive value', 'beginValue'],
    [{ beginValue: '20', endValue: '10' }, 'Incorrect range', 'body'],
    [{ beginValue: 'abc' }, 'Only positive value', 'beginValue'],
    [{ prefix: 'P'.repeat(17) }, 'Maximum length: 16', 'prefix'],
    [{ user: 999_999 }, 'User not found', 'user'],
  ])('refuses %j with %s', async (change, message, field) => {
    const staff = await signedInAs(server, 'staff');
    const answer = await staff.post('/barcode_ranges/create', { ...body, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorsOf(message, [field]));
  });

  it('switches a group’s notifications, and 404s an unknown group', async () => {
    const staff = await signedInAs(server, 'staff');
    const range = server.db.barcodeRanges.ranges[0]!;
    const group = {
      user_id: range.user_id,
      carrier_id: range.carrier_id,
      barcode_group: range.barcode_group,
    };
    const off = await staff.post('/barcode_ranges/toggle_notifications', {
      ...group,
      notifications: false,
    });
    expect(off.body).toEqual({ message: 'Notifications switched off' });
    const page = (await staff.get('/barcode_ranges')).body as Array<
      typeof group & { notifications: boolean }
    >;
    const shown = page.find(
      (g) =>
        g.user_id === group.user_id &&
        g.carrier_id === group.carrier_id &&
        g.barcode_group === group.barcode_group,
    )!;
    expect(shown.notifications).toBe(false);
    const unknown = await staff.post('/barcode_ranges/toggle_notifications', {
      ...group,
      barcode_group: 'nothing-here',
      notifications: true,
    });
    expect(unknown.body).toEqual(errorsOf('Barcode group not found'));
  });

  it('lets a client read nothing and read-only staff only read', async () => {
    const client = await signedInAs(server, 'client');
    expect((await client.get('/barcode_ranges')).status).toBe(403);
    const viewer = await signedInAs(server, 'viewer');
    expect((await viewer.get('/barcode_ranges')).status).toBe(200);
    expect((await viewer.post('/barcode_ranges/create', body)).status).toBe(403);
    expect((await viewer.post('/barcode_ranges/delete', { id: 1 })).status).toBe(403);
    const toggle = { user_id: user, carrier_id: 5, barcode_group: 'x', notifications: true };
    expect((await viewer.post('/barcode_ranges/toggle_notifications', toggle)).status).toBe(403);
  });
});
