import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BarcodeRangeGroupsSchema } from '@/contract/barcode-ranges/barcode-ranges-schemas';
import {
  CredentialsAnswerSchema,
  DiffAnswerSchema,
  FtpCheckAnswerSchema,
  MessageSchema,
  ServiceDetailSchema,
  ServiceListSchema,
} from '@/contract/services/services-schemas';
import {
  SaveSettingsAnswerSchema,
  ServiceFieldsSchema,
  ServiceSettingsSchema,
} from '@/contract/services/service-settings-schemas';
import { CreatedBarcodeRangeSchema } from '@/contract/shared/barcode-range-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, idOf } from './contract-helpers';

// The answers of services and barcode ranges, parsed with the client's own schemas
// (contract-helpers.ts).

describe('contract: services and barcode ranges', () => {
  it('every read parses with the client schemas', async () => {
    const { browser, db } = setup();
    const xml = idOf(db, 'XML');
    const noCredentials = db.services.find((s) =>
      Array.isArray(db.serviceArea.specs.get(s.carrier_id)),
    )!.id;
    const disabled = db.services.find((s) => !s.is_active)!.id;
    const pallet = db.services.find((s) => s.carrier_kind === 'pallet')!.id;
    const calls: Array<[string, v.GenericSchema]> = [
      ['/services', ServiceListSchema],
      ['/barcode_ranges', BarcodeRangeGroupsSchema],
      ['/barcode_ranges?sorting=desc&quickSearch=dpd', BarcodeRangeGroupsSchema],
      [
        `/services/credentials_by_user_and_service?service_id=1&user_id=${xml}`,
        CredentialsAnswerSchema,
      ],
      [
        `/services/credentials_by_user_and_service?service_id=${pallet}&user_id=${xml}`,
        CredentialsAnswerSchema,
      ],
      ...[1, 13, 21, noCredentials, disabled, pallet].flatMap(
        (id): Array<[string, v.GenericSchema]> => [
          [`/services/save/?id=${id}`, ServiceDetailSchema],
          [`/services/settings?id=${id}`, ServiceSettingsSchema],
          [`/services/service_fields?id=${id}`, ServiceFieldsSchema],
        ],
      ),
    ];
    // A reader of credentials: one who may change them (decision 053).
    const reader = await browser.login('orie.cole');
    for (const [path, schema] of calls) {
      const answer = await browser.get(`/admin${path}`, { identifier: reader });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
  });

  it('every write answer parses with the client schemas', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const xml = idOf(db, 'XML');
    const setting = db.serviceArea.settings.find((s) => s.service_id === 1)!;
    const geodis = db.services.find((s) => s.name === 'Pallet Geodis - Euro Pallet')!.id;
    const valuesOf = async (serviceId: number) =>
      (
        await browser.get(
          `/admin/services/credentials_by_user_and_service?service_id=${serviceId}&user_id=${xml}`,
          { identifier: staff },
        )
      ).body.credentials;
    const values = await valuesOf(1);
    const entry = (serviceId: number, credentials: unknown) => ({
      user_id: xml,
      service_id: serviceId,
      credentials,
    });
    const ftp = { default: { manifest_ftp: { live: 'ftp://a@b.invalid', test: '' } } };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]).toString('base64');
    const calls: Array<[string, unknown, v.GenericSchema]> = [
      ['/services/diff_credentials', entry(22, {}), DiffAnswerSchema],
      ['/services/diff_credentials', entry(1, values), DiffAnswerSchema],
      ['/services/diff_credentials', entry(14, await valuesOf(14)), DiffAnswerSchema],
      ['/service_credential_check/ftp', [entry(geodis, ftp)], FtpCheckAnswerSchema],
      ['/services/save_credentials', [entry(1, values)], MessageSchema],
      ['/services/toggle_user', { service_id: 1, user_id: xml, isActive: true }, MessageSchema],
      ['/services/save_logo', { service_id: 1, logo: png }, MessageSchema],
      [
        '/services/saveMaintenance',
        // Real dates (issue 28): unix seconds between 2000 and 2100.
        { service_id: 1, time_from: 1_800_000_000, time_to: 1_800_003_600, comments: 'x' },
        MessageSchema,
      ],
      ['/services/deleteMaintenance', { id: db.serviceArea.maintenance[0]!.id }, MessageSchema],
      ['/services/save_settings', setting, SaveSettingsAnswerSchema],
      [
        '/services/create_settings',
        { ...setting, id: undefined, key: 'contract' },
        SaveSettingsAnswerSchema,
      ],
      [
        '/barcode_ranges/create',
        { user: xml, carrier_id: 5, barcodeGroup: 'g', prefix: '', beginValue: '1', endValue: '9' },
        CreatedBarcodeRangeSchema,
      ],
      ['/barcode_ranges/delete', { id: db.barcodeRanges.ranges[0]!.id }, MessageSchema],
    ];
    for (const [path, body, schema] of calls) {
      const answer = await browser.post(`/admin${path}`, body, { identifier: staff });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
    const shapes = await Promise.all(
      calls.slice(0, 3).map(async ([path, body]) => {
        const answer = await browser.post(`/admin${path}`, body, { identifier: staff });
        return Array.isArray(answer.body.data) ? answer.body.services_ids.length > 0 : 'object';
      }),
    );
    // The three answers of the diff (spec b section 4): message only, ids, differences.
    expect(shapes).toEqual([false, true, 'object']);
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const viewer = await browser.login('viewer');
    const staff = await browser.login('staff');
    const answers = [
      await browser.get('/admin/services', { identifier: client }),
      await browser.post(
        '/admin/services/save_logo',
        { service_id: 1, logo: 'x' },
        { identifier: viewer },
      ),
      await browser.get('/admin/services/save/?id=0', { identifier: staff }),
      await browser.post('/admin/barcode_ranges/create', {}, { identifier: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
