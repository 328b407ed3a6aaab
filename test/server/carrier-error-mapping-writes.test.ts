import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createUnmappedErrors } from '../../server/areas/dashboard/mappings-seed';
import { errorsOf, signedInAs } from './api-client';
import { allRows, carrierId, dashboardOf, listOf } from './carrier-error-mapping-helpers';

// The carrier error mapping's save and delete with their rules (spec c sections 5-9, issue 15).

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
