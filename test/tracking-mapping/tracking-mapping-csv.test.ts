import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import {
  TRACKING_MAPPING_CSV_COLUMNS,
  type TrackingMappingItem,
  TrackingMappingCsvSchema,
  TrackingMappingPageSchema,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import { TRACKING_CSV_FALLBACK_NAME } from '@/features/tracking-mapping/tracking-mapping-rules';
import {
  trackingMappingListParams,
  trackingMappingSearchSchema,
} from '@/features/tracking-mapping/tracking-mapping-search';
import { serverCsvText, serverFileName } from '@/lib/files';
import { parseSearch, stringifyQuery } from '@/lib/query-string';
import { signedInAs } from '../server/api-client';

// The CSV download (spec c section 7, issue 15 section 5): what the list's button asks for with
// the URL's filters comes back base64 under the server's name, and decodes to the header and one
// row per mapping the filtered list holds.

describe('tracking mapping CSV download', () => {
  it('decodes to the header and the rows of the filtered list', async () => {
    const server = createApp();
    const caller = await signedInAs(server, 'superadmin');
    const carrier = server.db.trackingMapping.mappings.find((m) => m.status === 0)!.carrierId;
    const search = v.parse(
      trackingMappingSearchSchema,
      parseSearch(`?carrier=${carrier}&status=0`),
    );
    const { page: _page, quantity: _quantity, ...filters } = trackingMappingListParams(search);

    const answer = v.parse(
      TrackingMappingCsvSchema,
      (await caller.get(`/tracking_mapping/download_csv?${stringifyQuery(filters)}`)).body,
    );
    expect(serverFileName(answer.filename, TRACKING_CSV_FALLBACK_NAME)).toBe(
      'tracking_mapping.csv',
    );
    const rows = Papa.parse<string[]>(serverCsvText(answer), { skipEmptyLines: true }).data;

    const listed: TrackingMappingItem[] = [];
    for (let page = 1; ; page += 1) {
      const query = stringifyQuery({ ...filters, page, quantity: 48 });
      const body = v.parse(
        TrackingMappingPageSchema,
        (await caller.get(`/tracking_mapping?${query}`)).body,
      );
      listed.push(...body.mappingList);
      if (!body.hasMoreItems) break;
    }
    expect(listed.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual([...TRACKING_MAPPING_CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual(
      listed.map((item) => [
        String(item.id),
        item.carrierName,
        item.carrierStatus,
        item.description,
      ]),
    );
    expect(rows.slice(1).every((row) => row[5] === '0' && row[6] === 'Not mapped')).toBe(true);
  });
});
