import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isLargeRequest } from '../../../server/areas/requests-log/bodies';
import { endpointOf } from '../../../server/areas/statistics/request-log';
import {
  HealthCardsSchema,
  HealthCheckDetailSchema,
  HealthCheckPageSchema,
} from '@/contract/health-check/health-check-schemas';
import {
  RequestLogDetailSchema,
  RequestLogFilterDataSchema,
  RequestLogPageSchema,
} from '@/contract/requests-log/requests-log-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, idOf, expectGetsParse } from './contract-helpers';

// The answers of request log and health check, parsed with the client's own schemas
// (contract-helpers.ts).

describe('contract: request log and health check', () => {
  it('every answer parses with the client schemas for the roles allowed', async () => {
    const { browser, db } = setup();
    const log = db.requestLog.rows();
    const client = idOf(db, 'client');
    /** The newest row of an endpoint (of the client when asked), for its details. */
    const newest = (uri: string, keep: (i: number) => boolean = () => true) => {
      for (let i = log.length - 1; i >= 0; i -= 1) {
        if (endpointOf(log, i).uri === uri && keep(i)) return i + 1;
      }
      throw new Error(uri);
    };
    const bulk = newest('/parcels/bulk', (i) => isLargeRequest('/parcels/bulk', i + 1));
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['superadmin', '/requests_log?user_ids[]=0&service_ids[]=0', RequestLogPageSchema],
      ['client', '/requests_log?quantity=48&http_response_codes[]=500', RequestLogPageSchema],
      [
        'staff',
        '/requests_log?global_search=abc&ext_time=1&ext_time_type=outer_time',
        RequestLogPageSchema,
      ],
      ['client', '/requests_log/forFilter', RequestLogFilterDataSchema],
      [
        'client',
        `/requests_log/details/?id=${newest('/parcels', (i) => log.user[i] === client)}`,
        RequestLogDetailSchema,
      ],
      [
        'staff',
        `/requests_log/details/?id=${newest('/return_webhook_tracking')}`,
        RequestLogDetailSchema,
      ],
      ['staff', `/requests_log/details/?id=${newest('/tracking')}`, RequestLogDetailSchema],
      ['superadmin', `/requests_log/details?id=${bulk}`, RequestLogDetailSchema],
      ['staff', '/healthcheck', HealthCardsSchema],
      [
        'superadmin',
        '/healthcheck/detail?label=UPS&additional_label=tracking&status=0',
        HealthCheckPageSchema,
      ],
      ['staff', '/healthcheck/detail?page=3&quantity=16', HealthCheckPageSchema],
      ['staff', '/healthcheck/getData?id=1', HealthCheckDetailSchema],
      [
        'superadmin',
        `/healthcheck/getData?id=${db.healthChecks.table().length}`,
        HealthCheckDetailSchema,
      ],
    ];
    await expectGetsParse(browser, calls);
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const staff = await browser.login('staff');
    const answers = [
      await browser.get('/admin/healthcheck', { identifier: client }),
      await browser.get('/admin/requests_log/details/?id=0', { identifier: staff }),
      await browser.get('/admin/healthcheck/getData?id=0', { identifier: staff }),
      await browser.get('/admin/requests_log?date_from=02-01-2026&date_to=01-01-2026', {
        identifier: staff,
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 404, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
