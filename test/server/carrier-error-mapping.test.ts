import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createUnmappedErrors } from '../../server/areas/dashboard/mappings-seed';
import {
  CARRIER_ERROR_CSV_COLUMNS,
  CarrierErrorExampleSchema,
  CarrierErrorFilterDataSchema,
  CarrierErrorListSchema,
  type CarrierErrorMapping,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import { ErrorMappingSchema } from '@/contract/dashboard/dashboard-schemas';
import { errorsOf, signedInAs } from './api-client';

// The carrier error mapping area of the reference server (spec c sections 2-9, issue 15): the
// list and its filters (the dashboard's not_mapped links included), paging, the CSV, examples,
// and the save and delete with their rules.

type Server = ReturnType<typeof createApp>;
type Caller = Awaited<ReturnType<typeof signedInAs>>;

const listOf = async (caller: Caller, query: string) => {
  const answer = await caller.get(`/carrier_errors${query}`);
  expect(answer.status, query).toBe(200);
  return v.parse(CarrierErrorListSchema, answer.body);
};

/** Every row of a filtered list, page by page. */
async function allRows(caller: Caller, query: string): Promise<CarrierErrorMapping[]> {
  const rows: CarrierErrorMapping[] = [];
  for (let page = 1; page < 100; page += 1) {
    const sep = query ? '&' : '?';
    const answer = await listOf(caller, `${query}${sep}page=${page}&quantity=48`);
    rows.push(...answer.errorsMappings);
    if (!answer.hasMoreItems) return rows;
  }
  throw new Error('too many pages');
}

const dashboardOf = async (caller: Caller) =>
  v.parse(ErrorMappingSchema, (await caller.get('/dashboard/errorMapping')).body);

const carrierId = (server: Server, name: string) =>
  server.db.carriers.find((c) => c.name === name)!.id;

describe('carrier error mapping: the seeded list', () => {
  const server = createApp();
  const { db } = server;

  it('holds hundreds of mappings over every carrier, most with an example', () => {
    const { mappings, examples } = db.carrierErrors;
    expect(mappings.length).toBeGreaterThan(300);
    expect(new Set(mappings.map((m) => m.carrierId)).size).toBe(db.carriers.length);
    expect(examples.size).toBeGreaterThan(mappings.length / 2);
    expect(mappings.some((m) => m.carrierVersion === '2')).toBe(true);
    expect(mappings.some((m) => m.currentHttpCode === null)).toBe(true);
    expect(mappings.some((m) => m.useCarrierMessage && m.resultErrorMsg === '')).toBe(true);
    const bodies = [...examples.values()].map((e) => e.response.body);
    expect(bodies.some((b) => b.startsWith('{'))).toBe(true);
    expect(bodies.some((b) => b.includes('<soap:Fault>'))).toBe(true);
    // Secrets never stored: the authorisation header of every example is masked.
    for (const example of examples.values()) {
      expect(example.request.headers.Authorization ?? '').toMatch(/^(Bearer \*+)?$/);
    }
  });

  it("lists exactly the dashboard widget's unmapped errors as not mapped", async () => {
    const superadmin = await signedInAs(server, 'superadmin');
    const unmapped = await allRows(superadmin, '?error_code=not_mapped');
    const expected = createUnmappedErrors(db.carriers);
    expect(
      unmapped.map((m) => [m.id, m.carrierId, m.errorPattern, m.currentHttpCode]).sort(),
    ).toEqual(expected.map((e) => [e.id, e.carrierId, e.errorPattern, e.currentHttpCode]).sort());
    expect(unmapped.every((m) => m.resultErrorCode === null && m.hasExample)).toBe(true);
    // The widget's links: its total and each carrier's count land on lists of that size.
    const widget = await dashboardOf(superadmin);
    expect(widget.total_unmapped).toBe(expected.length);
    expect((await listOf(superadmin, '?error_code=not_mapped')).total).toBe(widget.total_unmapped);
    for (const row of widget.mappings_data) {
      const list = await listOf(superadmin, `?carrier_id=${row.carrier_id}&error_code=not_mapped`);
      expect(list.total, row.carrier).toBe(row.count);
      expect(list.errorsMappings.every((m) => m.carrierId === row.carrier_id)).toBe(true);
    }
  });

  it('pages 32 rows by default, not mapped first, then the newest', async () => {
    const staff = await signedInAs(server, 'viewer');
    const first = await listOf(staff, '');
    expect(first.errorsMappings).toHaveLength(32);
    expect(first).toMatchObject({ hasMoreItems: true, total: db.carrierErrors.mappings.length });
    const all = await allRows(staff, '');
    expect(all).toHaveLength(db.carrierErrors.mappings.length);
    expect(all.slice(0, 32).map((m) => m.id)).toEqual(first.errorsMappings.map((m) => m.id));
    const firstMapped = all.findIndex((m) => m.resultErrorCode !== null);
    expect(firstMapped).toBe(createUnmappedErrors(db.carriers).length);
    const mappedIds = all.slice(firstMapped).map((m) => m.id);
    expect(mappedIds).toEqual([...mappedIds].sort((a, b) => b - a));
    const second = await listOf(staff, '?page=2');
    expect(second.errorsMappings[0]!.id).toBe(all[32]!.id);
    // A quantity the console never sends falls back to 32; a page past the end is empty.
    expect((await listOf(staff, '?quantity=5000')).errorsMappings).toHaveLength(32);
    expect(await listOf(staff, '?page=999')).toMatchObject({
      errorsMappings: [],
      hasMoreItems: false,
    });
  });

  it('filters by carrier, version, result error code and pattern, all together', async () => {
    const staff = await signedInAs(server, 'staff');
    const ups = carrierId(server, 'UPS');
    const byCarrier = await allRows(staff, `?carrier_id=${ups}`);
    expect(byCarrier.length).toBeGreaterThan(5);
    expect(byCarrier.every((m) => m.carrierId === ups && m.carrierName === 'UPS')).toBe(true);
    const v2 = await allRows(staff, `?carrier_id=${ups}&carrier_version=2`);
    expect(v2.length).toBeGreaterThan(0);
    expect(v2.every((m) => m.carrierVersion === '2')).toBe(true);
    const weight = await allRows(staff, '?error_code=WEIGHT_EXCEEDED');
    expect(weight.length).toBeGreaterThan(5);
    expect(weight.every((m) => m.resultErrorCode === 'WEIGHT_EXCEEDED')).toBe(true);
    const pattern = await allRows(staff, '?carrier_error_pattern=PHONE');
    expect(pattern.length).toBeGreaterThan(3);
    expect(pattern.every((m) => m.errorPattern.toLowerCase().includes('phone'))).toBe(true);
    const combined = await allRows(
      staff,
      `?carrier_id=${carrierId(server, 'InPost')}&carrier_error_pattern=phone&error_code=not_mapped`,
    );
    expect(combined.map((m) => m.errorPattern)).toEqual(['receiver.phone: invalid_format']);
    // A code nobody maps to lists nothing.
    expect((await listOf(staff, '?error_code=NO_SUCH_CODE')).total).toBe(0);
  });

  it('the mapping filter: All, Mapped (0), Not mapped (1)', async () => {
    const staff = await signedInAs(server, 'staff');
    const all = (await listOf(staff, '')).total;
    const mapped = await allRows(staff, '?not_mapped=0');
    const notMapped = await allRows(staff, '?not_mapped=1');
    expect(mapped.every((m) => m.resultErrorCode !== null)).toBe(true);
    expect(notMapped.every((m) => m.resultErrorCode === null)).toBe(true);
    expect(mapped.length + notMapped.length).toBe(all);
    expect(notMapped.map((m) => m.id)).toEqual(
      (await allRows(staff, '?error_code=not_mapped')).map((m) => m.id),
    );
    // Filters combine: mapped rows that are not mapped are none; garbage means All.
    expect((await listOf(staff, '?not_mapped=0&error_code=not_mapped')).total).toBe(0);
    expect((await listOf(staff, '?not_mapped=yes')).total).toBe(all);
  });

  it('names the result error codes and each carrier with its versions', async () => {
    const staff = await signedInAs(server, 'staff');
    const data = v.parse(
      CarrierErrorFilterDataSchema,
      (await staff.get('/carrier_errors/forFilter')).body,
    );
    const codes = new Set(data.resultErrorCodes.map((c) => c.code));
    for (const m of db.carrierErrors.mappings) {
      if (m.resultErrorCode !== null) expect(codes.has(m.resultErrorCode)).toBe(true);
    }
    expect(data.carriers).toHaveLength(db.carriers.length);
    const versions = (name: string) => data.carriers.find((c) => c.name === name)!.versions;
    expect(versions('UPS')).toEqual(['1', '2']);
    // Only the default: the form disables its version select.
    expect(versions('FedEx')).toEqual(['1']);
    expect(data.carriers.every((c) => c.versions[0] === '1')).toBe(true);
  });

  it('downloads the filtered rows as a base64 CSV', async () => {
    const staff = await signedInAs(server, 'staff');
    const query = `?carrier_id=${carrierId(server, 'FedEx')}&not_mapped=0`;
    const answer = await staff.get(`/carrier_errors/download_csv${query}&page=2&quantity=16`);
    expect(answer.status).toBe(200);
    expect(answer.body.filename).toMatch(/\.csv$/);
    const text = Buffer.from(answer.body.file, 'base64').toString('utf8');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...CARRIER_ERROR_CSV_COLUMNS]);
    const rows = await allRows(staff, query);
    // Every filtered row, not one page of them, in the list's order.
    expect(parsed.data.slice(1).map((r) => Number(r[0]))).toEqual(rows.map((m) => m.id));
    const first = rows[0]!;
    expect(parsed.data[1]).toEqual([
      String(first.id),
      'FedEx',
      first.carrierVersion,
      first.errorPattern,
      first.currentHttpCode === null ? '' : String(first.currentHttpCode),
      first.resultErrorCode,
      first.resultErrorField,
      first.useCarrierMessage ? 'yes' : 'no',
      first.resultErrorMsg,
    ]);
    const unmapped = await staff.get('/carrier_errors/download_csv?error_code=not_mapped');
    const lines = Papa.parse<string[]>(Buffer.from(unmapped.body.file, 'base64').toString('utf8'), {
      skipEmptyLines: true,
    }).data;
    expect(lines.length - 1).toBe(createUnmappedErrors(db.carriers).length);
    expect(lines.slice(1).every((r) => r[5] === 'not_mapped')).toBe(true);
  });

  it('shows the example of a mapping; 404 when it has none or is unknown', async () => {
    const staff = await signedInAs(server, 'staff');
    const unmapped = createUnmappedErrors(db.carriers)[0]!;
    const answer = await staff.get(`/carrier_errors/get_example?id=${unmapped.id}`);
    expect(answer.status).toBe(200);
    const example = v.parse(CarrierErrorExampleSchema, answer.body);
    expect(example.response.code).toBe(unmapped.currentHttpCode);
    expect(example.response.body).toContain(unmapped.errorPattern);
    expect(example.request.url).toMatch(/^https:\/\//);
    expect(Object.keys(example.request.headers)).toContain('Content-Type');
    const without = db.carrierErrors.mappings.find((m) => !db.carrierErrors.examples.has(m.id))!;
    expect(await staff.get(`/carrier_errors/get_example?id=${without.id}`)).toMatchObject({
      status: 404,
      body: errorsOf('No example for this carrier error'),
    });
    for (const id of ['999999', 'abc', '', '1.5']) {
      expect(await staff.get(`/carrier_errors/get_example?id=${id}`)).toMatchObject({
        status: 404,
        body: errorsOf('Carrier error mapping not found'),
      });
    }
  });
});

describe('carrier error mapping: the CSV download (issue 28 F7)', () => {
  const server = createApp();
  const { db } = server;

  it('neutralises a formula cell that holds a line break; a negative number stays a number', async () => {
    const staff = await signedInAs(server, 'staff');
    const ups = carrierId(server, 'UPS');
    const pattern = '=1+2\nHYPERLINK("http://x")';
    const id = db.carrierErrors.nextId++;
    // Stored as a save would store it (the save accepts any text up to 1000 characters).
    db.carrierErrors.mappings.push({
      id,
      carrierId: ups,
      carrierVersion: '1',
      errorPattern: pattern,
      currentHttpCode: null,
      resultErrorCode: 'REQUEST_INVALID',
      resultErrorField: '-5',
      useCarrierMessage: false,
      resultErrorMsg: '@SUM(1)\r\n-2',
    });
    const csv = await staff.get(`/carrier_errors/download_csv?carrier_id=${ups}`);
    expect(csv.status).toBe(200);
    const text = Buffer.from(csv.body.file, 'base64').toString('utf8');
    expect(text).toContain(`"'=1+2\nHYPERLINK(""http://x"")"`);
    const row = Papa.parse<string[]>(text).data.find((cells) => cells[0] === String(id));
    expect(row).toEqual([
      String(id),
      'UPS',
      '1',
      `'${pattern}`,
      '',
      'REQUEST_INVALID',
      '-5',
      'no',
      "'@SUM(1)\r\n-2",
    ]);
  });
});

describe('carrier error mapping: save and delete', () => {
  const server = createApp();
  const { db } = server;
  const fedex = carrierId(server, 'FedEx');
  const ups = carrierId(server, 'UPS');
  const good = {
    carrier_id: fedex,
    carrier_error_pattern: 'SHIPMENT.LABEL.STOCK.INVALID',
    http_code: 422,
    result_error_code: 'LABEL_FAILED',
    result_error_field: ' label_format , label_size ',
    use_carrier_msg: false,
    result_error_msg: 'The label format is not supported by the carrier.',
  };

  it('requires the carrier and the result error code', async () => {
    const staff = await signedInAs(server, 'staff');
    const empty = await staff.post('/carrier_errors/save', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { message: 'Field is required', fields: ['carrier_id'] },
      { message: 'Field is required', fields: ['result_error_code'] },
    ]);
    const blank = await staff.post('/carrier_errors/save', {
      ...good,
      carrier_id: null,
      result_error_code: '  ',
    });
    expect(blank.body.errors).toEqual([
      { message: 'Field is required', fields: ['carrier_id'] },
      { message: 'Field is required', fields: ['result_error_code'] },
    ]);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ carrier_id: 999 }, 'Unknown carrier', 'carrier_id'],
      [{ carrier_version: '2' }, 'Unknown carrier version', 'carrier_version'],
      [{ result_error_code: 'MADE_UP' }, 'Unknown result error code', 'result_error_code'],
      [{ http_code: 99 }, 'Minimum value: 100', 'http_code'],
      [
        { carrier_error_pattern: 'x'.repeat(1001) },
        'Maximum length: 1000',
        'carrier_error_pattern',
      ],
      [
        { result_error_field: 'a b, c' },
        'Fields must be a comma-separated list of field names',
        'result_error_field',
      ],
    ];
    for (const [change, message, field] of refusals) {
      const answer = await staff.post('/carrier_errors/save', { ...good, ...change });
      expect(answer, message).toMatchObject({ status: 400, body: errorsOf(message, [field]) });
    }
    expect(
      db.carrierErrors.mappings.some((m) => m.errorPattern === good.carrier_error_pattern),
    ).toBe(false);
  });

  it('creates a mapping without an id, at the top of the mapped rows', async () => {
    const staff = await signedInAs(server, 'staff');
    const answer = await staff.post('/carrier_errors/save', good);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      message: 'Carrier error mapping created',
    });
    const list = await listOf(staff, `?carrier_id=${fedex}&not_mapped=0`);
    expect(list.errorsMappings[0]).toEqual({
      id: answer.body.id,
      carrierId: fedex,
      carrierName: 'FedEx',
      carrierVersion: '1',
      errorPattern: good.carrier_error_pattern,
      currentHttpCode: 422,
      resultErrorCode: 'LABEL_FAILED',
      resultErrorField: 'label_format,label_size',
      useCarrierMessage: false,
      resultErrorMsg: good.result_error_msg,
      hasExample: false,
    });
    expect((await staff.get(`/carrier_errors/get_example?id=${answer.body.id}`)).status).toBe(404);
    // The same carrier error twice is refused.
    expect(await staff.post('/carrier_errors/save', good)).toMatchObject({
      status: 400,
      body: errorsOf('This carrier error is already mapped', ['carrier_error_pattern']),
    });
    // A second version where the carrier has one; a formula-like pattern is defused in the CSV.
    const v2 = await staff.post('/carrier_errors/save', {
      carrier_id: ups,
      carrier_version: '2',
      carrier_error_pattern: '=HYPERLINK("http://x")',
      result_error_code: 'REQUEST_INVALID',
    });
    expect(v2.status).toBe(200);
    const csv = await staff.get(`/carrier_errors/download_csv?carrier_id=${ups}&carrier_version=2`);
    const text = Buffer.from(csv.body.file, 'base64').toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('edits by id: mapping an unmapped error lowers the dashboard count', async () => {
    const staff = await signedInAs(server, 'staff');
    const superadmin = await signedInAs(server, 'superadmin');
    const before = await dashboardOf(superadmin);
    const target = createUnmappedErrors(db.carriers).find((e) =>
      e.errorPattern.startsWith('target_point'),
    )!;
    const answer = await staff.post('/carrier_errors/save', {
      id: target.id,
      carrier_id: target.carrierId,
      carrier_version: target.carrierVersion,
      carrier_error_pattern: target.errorPattern,
      http_code: target.currentHttpCode,
      result_error_code: 'PICKUP_POINT_INVALID',
      result_error_field: 'pudo_point_id',
      use_carrier_msg: true,
      result_error_msg: '',
    });
    expect(answer.body).toEqual({ id: target.id, message: 'Carrier error mapping saved' });
    const after = await dashboardOf(superadmin);
    expect(after.total_unmapped).toBe(before.total_unmapped - 1);
    const inpost = (d: typeof after) =>
      d.mappings_data.find((m) => m.carrier_id === target.carrierId)?.count ?? 0;
    expect(inpost(after)).toBe(inpost(before) - 1);
    const list = await listOf(staff, `?carrier_id=${target.carrierId}&error_code=not_mapped`);
    expect(list.total).toBe(inpost(after));
    const row = (await allRows(staff, '?error_code=PICKUP_POINT_INVALID')).find(
      (m) => m.id === target.id,
    );
    expect(row).toMatchObject({ useCarrierMessage: true, hasExample: true, resultErrorMsg: '' });
    expect(
      await staff.post('/carrier_errors/save', {
        ...good,
        id: 999_999,
        carrier_error_pattern: 'x',
      }),
    ).toMatchObject({ status: 404, body: errorsOf('Carrier error mapping not found') });
  });

  it('deletes by id, once', async () => {
    const staff = await signedInAs(server, 'staff');
    const superadmin = await signedInAs(server, 'superadmin');
    const before = (await dashboardOf(superadmin)).total_unmapped;
    const unmapped = (await listOf(staff, '?error_code=not_mapped')).errorsMappings[0]!;
    const answer = await staff.post('/carrier_errors/delete', { id: unmapped.id });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Carrier error mapping deleted' },
    });
    expect((await dashboardOf(superadmin)).total_unmapped).toBe(before - 1);
    expect((await staff.get(`/carrier_errors/get_example?id=${unmapped.id}`)).status).toBe(404);
    expect(await staff.post('/carrier_errors/delete', { id: unmapped.id })).toMatchObject({
      status: 404,
      body: errorsOf('Carrier error mapping not found'),
    });
    expect((await staff.post('/carrier_errors/delete', { id: 'x' })).status).toBe(400);
  });

  it('needs the write action URLs: a read-only account may read, not write', async () => {
    const viewer = await signedInAs(server, 'viewer');
    expect((await viewer.get('/carrier_errors')).status).toBe(200);
    expect((await viewer.post('/carrier_errors/save', good)).status).toBe(403);
    expect((await viewer.post('/carrier_errors/delete', { id: 1001 })).status).toBe(403);
    const client = await signedInAs(server, 'client');
    expect((await client.get('/carrier_errors')).status).toBe(403);
  });
});
