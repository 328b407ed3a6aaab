import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  carrierKeyOf,
  ManualManifestServicesSchema,
  ManualRunResultSchema,
  ManualTrackingServicesSchema,
} from '@/contract/manual-runs/manual-runs-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, expectGetsParse } from './contract-helpers';

// The answers of manual runs, parsed with the client's own schemas (contract-helpers.ts).

describe('contract: manual runs', () => {
  it('the services lists and both runs parse with the client schemas', async () => {
    const { browser, db } = setup();
    const identifiers = await expectGetsParse(browser, [
      ['viewer', '/manual_tracking', ManualTrackingServicesSchema],
      ['staff', '/manual_manifest', ManualManifestServicesSchema],
    ]);
    const parcel = db.parcels.find(
      (p) => db.users.find((u) => u.id === p.userId)?.role === 'client',
    )!;
    const run = {
      carrier: carrierKeyOf(parcel.carrierId, '1'),
      user_id: parcel.userId,
      tracking_numbers: [parcel.tracking, 'ZZ000000000'],
      file_content: 'tracking\nAB1234567\n',
    };
    for (const path of ['/manual_tracking/process', '/manual_manifest/process']) {
      const answer = await browser.post(`/admin${path}`, run, {
        identifier: identifiers.get('staff'),
      });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(ManualRunResultSchema, answer.body).success, path).toBe(true);
    }
    const refused = await browser.post(
      '/admin/manual_tracking/process',
      { ...run, tracking_numbers: [], file_content: '' },
      { identifier: identifiers.get('staff') },
    );
    expect(refused.status).toBe(400);
    expect(v.parse(ApiErrorBodySchema, refused.body).errors.length).toBeGreaterThan(0);
  });
});
