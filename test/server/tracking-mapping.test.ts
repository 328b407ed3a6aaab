import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createUnmappedTrackingStatuses } from '../../server/areas/dashboard/mappings-seed';
import {
  TRACKING_MAPPING_CSV_COLUMNS,
  TRACKING_MAPPING_MESSAGES as MESSAGES,
  type TrackingMappingItem,
  type TrackingMappingOverview,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import { errorsOf, signedInAs } from './api-client';

// Tracking mapping on the reference server (spec c sections 2-7, issue 15): the list's filters
// (the dashboard's links among them), paging, the filter and add choices, the overview matrix,
// the CSV, and the writes with their rules. Answers' shapes: test/server/contract/; access rows:
// security/access.test.ts.

type Caller = Awaited<ReturnType<typeof signedInAs>>;
type Row = { carrier: string; carrier_id: number; count: number };

const idsOf = (items: TrackingMappingItem[]) => items.map((m) => m.id);
const decodeCsv = (file: string) =>
  Papa.parse<string[]>(Buffer.from(file, 'base64').toString('utf8'), { skipEmptyLines: true }).data;

/** Every item of a list query, page after page. */
async function everyItem(caller: Caller, query: string): Promise<TrackingMappingItem[]> {
  const items: TrackingMappingItem[] = [];
  for (let page = 1; page < 100; page += 1) {
    const body = (await caller.get(`/tracking_mapping?${query}&page=${page}&quantity=48`)).body;
    items.push(...body.mappingList);
    if (!body.hasMoreItems) return items;
  }
  throw new Error('too many pages');
}

describe('tracking mapping: reads', () => {
  const server = createApp();
  const { db } = server;
  const tracked = db.carriers.filter((c) => c.kind !== 'pallet');
  const as = (login: string) => signedInAs(server, login);

  it('seeds hundreds of mappings over the tracked carriers, the unmapped being the dashboard’s', () => {
    const { mappings } = db.trackingMapping;
    expect(mappings.length).toBeGreaterThan(400);
    expect(new Set(mappings.map((m) => m.carrierId))).toEqual(new Set(tracked.map((c) => c.id)));
    const keys = mappings.map((m) => `${m.carrierId}/${m.carrierStatus}`);
    expect(new Set(keys).size).toBe(keys.length);
    const codes = new Set(db.trackingStatuses.map((s) => s.code));
    expect(mappings.filter((m) => m.status !== 0).every((m) => codes.has(m.status))).toBe(true);
    const unmapped = mappings.filter((m) => m.status === 0);
    const expected = createUnmappedTrackingStatuses(db.carriers);
    expect(
      unmapped.map((m) => `${m.carrierId}/${m.carrierStatus}/${m.description}`).sort(),
    ).toEqual(expected.map((u) => `${u.carrierId}/${u.carrierStatus}/${u.description}`).sort());
    expect(unmapped.every((m) => m.isNew && m.examples.length > 0)).toBe(true);
    expect(mappings.some((m) => m.status !== 0 && m.isNew)).toBe(true);
  });

  it('lists 32 a page by carrier name, with the tracked carriers', async () => {
    const staff = await as('staff');
    const first = (await staff.get('/tracking_mapping')).body;
    expect(first.mappingList).toHaveLength(32);
    expect(first).toMatchObject({ hasMoreItems: true, total: db.trackingMapping.mappings.length });
    expect(
      first.carriers.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b),
    ).toEqual(tracked.map((c) => c.id));
    const all = await everyItem(staff, '');
    expect(all).toHaveLength(db.trackingMapping.mappings.length);
    expect(new Set(idsOf(all)).size).toBe(all.length);
    const names = all.map((m) => m.carrierName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(idsOf(all.slice(0, 32))).toEqual(idsOf(first.mappingList));
    const second = (await staff.get('/tracking_mapping?page=2&quantity=16')).body;
    expect(idsOf(second.mappingList)).toEqual(idsOf(all.slice(16, 32)));
    const last = Math.ceil(all.length / 32);
    const end = (await staff.get(`/tracking_mapping?page=${last}`)).body;
    expect(end.hasMoreItems).toBe(false);
    expect(end.mappingList).toHaveLength(all.length - (last - 1) * 32);
    // A quantity the console never sends falls back to 32.
    expect((await staff.get('/tracking_mapping?quantity=5000')).body.mappingList).toHaveLength(32);
  });

  it('lands the dashboard widget’s links on the unmapped statuses it counts', async () => {
    const superadmin = await as('superadmin');
    const widget = (await superadmin.get('/dashboard/trackingMapping')).body;
    const unmapped = (await superadmin.get('/tracking_mapping?status=0')).body;
    expect(widget.total_unmapped).toBeGreaterThan(5);
    expect(unmapped.total).toBe(widget.total_unmapped);
    expect(
      unmapped.mappingList.every((m: TrackingMappingItem) => m.currentTrackingStatus === 0),
    ).toBe(true);
    for (const row of widget.mappings_data as Row[]) {
      const page = (await superadmin.get(`/tracking_mapping?carrier=${row.carrier_id}&status=0`))
        .body;
      expect(page.total, row.carrier).toBe(row.count);
      expect(
        page.mappingList.every(
          (m: TrackingMappingItem) =>
            m.carrierId === row.carrier_id && m.carrierName === row.carrier,
        ),
      ).toBe(true);
    }
  });

  it('filters by carriers, carrier status text and tracking statuses, as values or lists', async () => {
    const staff = await as('staff');
    const ups = db.carriers.find((c) => c.name === 'UPS')!.id;
    const dpd = db.carriers.find((c) => c.name === 'DPD')!.id;
    const count = (keep: (m: (typeof db.trackingMapping.mappings)[number]) => boolean) =>
      db.trackingMapping.mappings.filter(keep).length;
    const total = async (query: string) =>
      (await staff.get(`/tracking_mapping?${query}`)).body.total;
    expect(await total(`carrier=${ups}`)).toBe(count((m) => m.carrierId === ups));
    expect(await total(`carrier[]=${ups}&carrier[]=${dpd}`)).toBe(
      count((m) => m.carrierId === ups || m.carrierId === dpd),
    );
    expect(await total('status[]=1300&status[]=0')).toBe(
      count((m) => m.status === 1300 || m.status === 0),
    );
    expect(await total(`carrier=${ups}&status=1300`)).toBe(
      count((m) => m.carrierId === ups && m.status === 1300),
    );
    // The carrier status filter reads the code and the description, in any case.
    const byText = await everyItem(staff, 'carrier_status=DELIVERED');
    expect(byText.length).toBeGreaterThan(10);
    expect(
      byText.every((m) =>
        `${m.carrierStatus} ${m.description}`.toLowerCase().includes('delivered'),
      ),
    ).toBe(true);
    const code = (await everyItem(staff, 'carrier_status=evnrr'))[0]!;
    expect(code).toMatchObject({ carrierName: 'Royal Mail', carrierStatus: 'EVNRR' });
    // Garbage filters are ignored, never refused.
    const everything = db.trackingMapping.mappings.length;
    expect(await total('status=abc&carrier[]=x&carrier_status=')).toBe(everything);
    expect(await total('status=777')).toBe(0);
  });

  it('offers the filter choices and the tracked carriers to add to', async () => {
    const staff = await as('staff');
    const filter = (await staff.get('/tracking_mapping/forFilter')).body;
    expect(filter.statuses[0]).toEqual({ code: 0, name: 'Not mapped', category: '' });
    expect(filter.statuses.slice(1)).toEqual(db.trackingStatuses);
    expect(filter.carriers).toHaveLength(tracked.length);
    const add = (await staff.get('/tracking_mapping/forAdd')).body;
    expect(add.carriers).toEqual(filter.carriers);
    const pallet = db.carriers.find((c) => c.kind === 'pallet')!;
    expect(add.carriers.some((c: { id: number }) => c.id === pallet.id)).toBe(false);
  });

  it('counts the overview matrix as the list and the dashboard widget do', async () => {
    const superadmin = await as('superadmin');
    const overview: TrackingMappingOverview = (await superadmin.get('/tracking_mapping/overview'))
      .body;
    expect(overview.columns[0]).toMatchObject({ code: 0, name: 'Not mapped' });
    expect(overview.columns).toHaveLength(db.trackingStatuses.length + 1);
    expect(overview.total).toBe(db.trackingMapping.mappings.length);
    const widget = (await superadmin.get('/dashboard/trackingMapping')).body;
    expect(overview.unmapped).toBe(widget.total_unmapped);
    expect(overview.totals['0']).toBe(widget.total_unmapped);
    // Carriers with unmapped statuses first, most first; each as the widget counts it.
    const withUnmapped = overview.rows.filter((r) => r.unmapped > 0);
    expect(overview.rows.slice(0, withUnmapped.length)).toEqual(withUnmapped);
    expect(
      withUnmapped.map((r) => ({
        carrier: r.carrierName,
        carrier_id: r.carrierId,
        count: r.unmapped,
      })),
    ).toEqual(widget.mappings_data);
    // Each cell is the total of the list it links to.
    const ups = overview.rows.find((r) => r.carrierName === 'UPS')!;
    for (const [code, cell] of Object.entries(ups.counts)) {
      const list = await superadmin.get(
        `/tracking_mapping?carrier=${ups.carrierId}&status=${code}`,
      );
      expect(list.body.total, code).toBe(cell);
    }
    for (const row of overview.rows) {
      expect(Object.values(row.counts).reduce((a, b) => a + b, 0)).toBe(row.total);
    }
    const delivered = (await superadmin.get('/tracking_mapping/overview?category=DELIVERED')).body;
    expect(delivered.columns.map((c: { code: number }) => c.code)).toEqual([0, 1300, 1301, 1302]);
    const one = (await superadmin.get(`/tracking_mapping/overview?carrier[]=${ups.carrierId}`))
      .body;
    expect(one.rows).toEqual([ups]);
    const choices = (await superadmin.get('/tracking_mapping/forFilterOverview')).body;
    expect(choices.categories).toEqual(db.trackingCategories);
    expect(choices.carriers).toHaveLength(tracked.length);
  });

  it('downloads the filtered mappings as a base64 CSV with a header', async () => {
    const staff = await as('staff');
    const colissimo = db.carriers.find((c) => c.name === 'Colissimo')!.id;
    const query = `carrier=${colissimo}&status=0`;
    const answer = (await staff.get(`/tracking_mapping/download_csv?${query}&page=2`)).body;
    expect(answer.filename).toBe('tracking_mapping.csv');
    const [header, ...rows] = decodeCsv(answer.file);
    expect(header).toEqual([...TRACKING_MAPPING_CSV_COLUMNS]);
    const listed = await everyItem(staff, query);
    expect(listed).toHaveLength(4);
    expect(rows.map((r) => Number(r[0]))).toEqual(idsOf(listed));
    expect(rows[0]).toEqual([
      String(listed[0]!.id),
      'Colissimo',
      listed[0]!.carrierStatus,
      listed[0]!.description,
      listed[0]!.exampleUsingStatus.join(' '),
      '0',
      'Not mapped',
      'yes',
    ]);
    const all = decodeCsv((await staff.get('/tracking_mapping/download_csv')).body.file);
    expect(all).toHaveLength(db.trackingMapping.mappings.length + 1);
  });

  it('refuses the screen to a client and its writes to a read-only viewer', async () => {
    const client = await as('client');
    expect((await client.get('/tracking_mapping')).status).toBe(403);
    expect((await client.get('/tracking_mapping/overview')).status).toBe(403);
    const viewer = await as('viewer');
    expect((await viewer.get('/tracking_mapping?status=0')).status).toBe(200);
    expect((await viewer.get('/tracking_mapping/overview')).status).toBe(200);
    const id = db.trackingMapping.mappings[0]!.id;
    const refused = [
      await viewer.post('/tracking_mapping/save', { id, status: 1300 }),
      await viewer.post('/tracking_mapping/delete', { id }),
      await viewer.post('/tracking_mapping/create', {
        carrier: 3,
        carrier_status: 'X1',
        status: 1300,
      }),
    ];
    expect(refused.map((a) => a.status)).toEqual([403, 403, 403]);
    expect(db.trackingMapping.mappings[0]!.id).toBe(id);
  });
});

describe('tracking mapping: writes', () => {
  const server = createApp();
  const { db } = server;
  const staffCall = signedInAs(server, 'staff');
  const widgetTotal = async () =>
    (await (await signedInAs(server, 'superadmin')).get('/dashboard/trackingMapping')).body
      .total_unmapped as number;
  const itemById = async (staff: Caller, id: number) =>
    (await everyItem(staff, '')).find((m) => m.id === id);

  it('changes a status at once; the dashboard counts what is left unmapped, and undo puts it back', async () => {
    const staff = await staffCall;
    const before = await widgetTotal();
    const target = db.trackingMapping.mappings.find((m) => m.status === 0)!;
    const events = new Map(target.events);
    const saved = await staff.post('/tracking_mapping/save', { id: target.id, status: 1300 });
    expect(saved).toMatchObject({ status: 200, body: [{ message: MESSAGES.saved }] });
    expect(await itemById(staff, target.id)).toMatchObject({
      currentTrackingStatus: 1300,
      isNew: true,
    });
    expect(target.events).toEqual(events);
    expect(await widgetTotal()).toBe(before - 1);
    const list = (await staff.get(`/tracking_mapping?status=0&carrier=${target.carrierId}`)).body;
    expect(idsOf(list.mappingList)).not.toContain(target.id);
    // The console's undo saves the old status again.
    await staff.post('/tracking_mapping/save', { id: target.id, status: 0 });
    expect(await widgetTotal()).toBe(before);
  });

  it('remaps the events already recorded when remap_old is ticked', async () => {
    const staff = await staffCall;
    const target = db.trackingMapping.mappings.find((m) => m.status !== 0 && m.events.size > 1)!;
    const total = [...target.events.values()].reduce((a, b) => a + b, 0);
    const moved = total - (target.events.get(6000) ?? 0);
    const answer = await staff.post('/tracking_mapping/save', {
      id: target.id,
      status: 6000,
      remap_old: true,
    });
    expect(answer.body).toEqual([{ message: MESSAGES.remapped(moved) }]);
    expect(target.events).toEqual(new Map([[6000, total]]));
    expect(target.status).toBe(6000);
  });

  it('refuses an unknown status or record', async () => {
    const staff = await staffCall;
    const id = db.trackingMapping.mappings[0]!.id;
    expect(await staff.post('/tracking_mapping/save', { id, status: 777 })).toMatchObject({
      status: 400,
      body: errorsOf(MESSAGES.unknownStatus, ['status']),
    });
    expect(await staff.post('/tracking_mapping/save', { id: 999_999, status: 1300 })).toMatchObject(
      { status: 404, body: errorsOf(MESSAGES.notFound(999_999)) },
    );
    const bad = await staff.post('/tracking_mapping/save', { id: '1', status: 1300 });
    expect(bad.status).toBe(400);
  });

  it('creates a mapping with the required rules', async () => {
    const staff = await staffCall;
    const create = (body: unknown) => staff.post('/tracking_mapping/create', body);
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { message: 'Field is required', fields: ['carrier'] },
      { message: 'Field is required', fields: ['carrier_status'] },
      { message: 'Field is required', fields: ['status'] },
    ]);
    const ups = db.carriers.find((c) => c.name === 'UPS')!.id;
    const valid = {
      carrier: ups,
      carrier_status: ' ZZ ',
      status_description: 'Held',
      status: 1400,
    };
    expect((await create({ ...valid, carrier_status: '   ', status: 0 })).body.errors).toEqual([
      { message: 'Field is required', fields: ['carrier_status'] },
      { message: 'Field is required', fields: ['status'] },
    ]);
    expect((await create({ ...valid, carrier_status: 'x'.repeat(101) })).body).toEqual(
      errorsOf('Maximum length: 100', ['carrier_status']),
    );
    const pallet = db.carriers.find((c) => c.kind === 'pallet')!.id;
    expect((await create({ ...valid, carrier: pallet })).body).toEqual(
      errorsOf(MESSAGES.untrackedCarrier, ['carrier']),
    );
    expect((await create({ ...valid, status: 777 })).body).toEqual(
      errorsOf(MESSAGES.unknownStatus, ['status']),
    );
    const created = await create(valid);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      message: MESSAGES.created,
      mapping: {
        id: created.body.mapping.id,
        carrierId: ups,
        carrierName: 'UPS',
        carrierStatus: 'ZZ',
        description: 'Held',
        exampleUsingStatus: [],
        currentTrackingStatus: 1400,
        isNew: true,
      },
    });
    expect(await itemById(staff, created.body.mapping.id)).toEqual(created.body.mapping);
    expect((await create({ ...valid, status_description: undefined })).body).toEqual(
      errorsOf(MESSAGES.duplicate, ['carrier_status']),
    );
  });

  it('deletes once; a second delete of the same id is a 404 with a message', async () => {
    const staff = await staffCall;
    const target = db.trackingMapping.mappings.find((m) => m.status === 0)!;
    const before = await widgetTotal();
    const first = await staff.post('/tracking_mapping/delete', { id: target.id });
    expect(first).toMatchObject({ status: 200, body: { message: MESSAGES.deleted } });
    expect(await itemById(staff, target.id)).toBeUndefined();
    expect(await widgetTotal()).toBe(before - 1);
    const again = await staff.post('/tracking_mapping/delete', { id: target.id });
    expect(again).toMatchObject({ status: 404, body: errorsOf(MESSAGES.notFound(target.id)) });
    expect((await staff.post('/tracking_mapping/delete', { id: 0 })).status).toBe(400);
  });

  it('neutralises formula cells in the CSV', async () => {
    const staff = await staffCall;
    const ups = db.carriers.find((c) => c.name === 'UPS')!.id;
    const risky = '=HYPERLINK("http://x.invalid","a,b")';
    await staff.post('/tracking_mapping/create', {
      carrier: ups,
      carrier_status: '@SUM',
      status_description: risky,
      status: 9000,
    });
    const answer = (
      await staff.get(`/tracking_mapping/download_csv?carrier_status=${encodeURIComponent('@SUM')}`)
    ).body;
    const text = Buffer.from(answer.file, 'base64').toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x.invalid"",""a,b"")"`);
    const [, row] = decodeCsv(answer.file);
    expect(row!.slice(2, 4)).toEqual(["'@SUM", `'${risky}`]);
  });
});
