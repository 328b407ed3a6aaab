import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DashboardRequestsSchema,
  ErrorMappingSchema,
  HealthStatusesSchema,
  ParcelsReportSchema,
  TrackingMappingSchema,
} from '@/contract/dashboard/dashboard-schemas';
import {
  StatisticsFilterDataSchema,
  StatisticsGraphSchema,
  StatisticsTableSchema,
} from '@/contract/statistics/statistics-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, expectGetsParse } from './contract-helpers';

// The answers of dashboard and statistics, parsed with the client's own schemas
// (contract-helpers.ts).

describe('contract: dashboard and statistics', () => {
  it('every widget and statistics answer parses with the client schemas for the roles allowed', async () => {
    const { browser } = setup();
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['superadmin', '/dashboard/healthCheck', HealthStatusesSchema],
      ['superadmin', '/dashboard/errorMapping', ErrorMappingSchema],
      ['superadmin', '/dashboard/trackingMapping', TrackingMappingSchema],
      ['superadmin', '/dashboard/requests?days_range=1', DashboardRequestsSchema],
      ['superadmin', '/dashboard/requests?user_id=999999', DashboardRequestsSchema],
      ['staff', '/dashboard/healthCheck', HealthStatusesSchema],
      ['client', '/dashboard/parcelsStatistics?group_by=day&days_range=7', ParcelsReportSchema],
      ['staff', '/dashboard/parcelsStatistics', ParcelsReportSchema],
      ['client', '/stats_requests/for_filter', StatisticsFilterDataSchema],
      ['client', '/stats_requests?statistics_per=hour', StatisticsGraphSchema],
      ['staff', '/stats_requests?statistics_per=month', StatisticsGraphSchema],
      ['superadmin', '/stats_requests/get_table?user_ids[]=0&quantity=16', StatisticsTableSchema],
      ['client', '/stats_requests/get_table', StatisticsTableSchema],
    ];
    await expectGetsParse(browser, calls);
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const staff = await browser.login('staff');
    const answers = [
      await browser.get('/admin/dashboard/healthCheck', { identifier: client }),
      await browser.get('/admin/dashboard/requests', { identifier: staff }),
      await browser.get('/admin/stats_requests?date_from=02-01-2026&date_to=01-01-2026', {
        identifier: staff,
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
