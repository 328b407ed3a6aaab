import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createUnmappedErrors } from '../../server/areas/dashboard/mappings-seed';
import {
  CARRIER_ERROR_CSV_COLUMNS,
  CarrierErrorExampleSchema,
  CarrierErrorFilterDataSchema,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import { errorsOf, signedInAs } from './api-client';
import { allRows, carrierId, dashboardOf, listOf } from './carrier-error-mapping-helpers';

// The carrier error mapping area of the reference server (spec c sections 2-9, issue 15): the
// list and its filters (the dashboard's not_mapped links included), paging, the CSV and
// examples. The save and delete with their rules: carrier-error-mapping-writes.test.ts.

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
