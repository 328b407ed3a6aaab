import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CreateTrackingMappingAnswerSchema,
  SaveTrackingStatusAnswerSchema,
  TrackingMappingAddDataSchema,
  TrackingMappingCsvSchema,
  TrackingMappingFilterDataSchema,
  TrackingMappingMessageSchema,
  TrackingMappingOverviewFilterDataSchema,
  TrackingMappingOverviewSchema,
  TrackingMappingPageSchema,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, expectGetsParse } from './contract-helpers';

// The answers of tracking mapping, parsed with the client's own schemas (contract-helpers.ts).

describe('contract: tracking mapping', () => {
  it('every read parses with the client schemas for staff and a read-only viewer', async () => {
    const { browser } = setup();
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['staff', '/tracking_mapping', TrackingMappingPageSchema],
      ['viewer', '/tracking_mapping?status=0', TrackingMappingPageSchema],
      ['staff', '/tracking_mapping?carrier=7&status=0', TrackingMappingPageSchema],
      [
        'superadmin',
        '/tracking_mapping?carrier[]=3&status[]=1300&carrier_status=del&page=2&quantity=16',
        TrackingMappingPageSchema,
      ],
      ['staff', '/tracking_mapping/forFilter', TrackingMappingFilterDataSchema],
      ['staff', '/tracking_mapping/forAdd', TrackingMappingAddDataSchema],
      ['viewer', '/tracking_mapping/download_csv?status=0', TrackingMappingCsvSchema],
      ['staff', '/tracking_mapping/overview', TrackingMappingOverviewSchema],
      ['staff', '/tracking_mapping/overview?category=DELIVERED', TrackingMappingOverviewSchema],
      ['viewer', '/tracking_mapping/forFilterOverview', TrackingMappingOverviewFilterDataSchema],
    ];
    await expectGetsParse(browser, calls);
  });

  it('every write answer and refusal parses with the client schemas', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const viewer = await browser.login('viewer');
    const [first, second] = db.trackingMapping.mappings;
    const post = (path: string, body: unknown, identifier = staff) =>
      browser.post(`/admin${path}`, body, { identifier });
    const writes: Array<[string, unknown, v.GenericSchema]> = [
      ['/tracking_mapping/save', { id: first!.id, status: 1300 }, SaveTrackingStatusAnswerSchema],
      [
        '/tracking_mapping/save',
        { id: first!.id, status: 0, remap_old: true },
        SaveTrackingStatusAnswerSchema,
      ],
      [
        '/tracking_mapping/create',
        { carrier: 3, carrier_status: 'CT1', status_description: '', status: 1300 },
        CreateTrackingMappingAnswerSchema,
      ],
      ['/tracking_mapping/delete', { id: second!.id }, TrackingMappingMessageSchema],
    ];
    for (const [path, body, schema] of writes) {
      const answer = await post(path, body);
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
    const refusals = [
      await post('/tracking_mapping/save', { id: first!.id, status: 1300 }, viewer),
      await post('/tracking_mapping/delete', { id: second!.id }),
      await post('/tracking_mapping/create', {}),
    ];
    expect(refusals.map((a) => a.status)).toEqual([403, 404, 400]);
    for (const answer of refusals) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
