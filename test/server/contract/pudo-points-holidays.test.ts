import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HolidayCountriesSchema, HolidaysCsvSchema } from '@/contract/holidays/holidays-schemas';
import { PudoMapSchema, PudoPointsDataSchema } from '@/contract/pudo-points/pudo-points-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, expectGetsParse } from './contract-helpers';

// The answers of pickup points and holidays, parsed with the client's own schemas
// (contract-helpers.ts).

describe('contract: pickup points and holidays', () => {
  it('every answer parses with the client schemas, refusals as the error body', async () => {
    const { browser, db } = setup();
    const service = db.services.find((s) => s.name === 'InPost - Paczkomat')!;
    const account = db.serviceArea.accounts.get(service.id)!.find((a) => a.isActive)!;
    const map = `/pudo_points/map?services_list[0][id]=${service.id}&services_list[0][credentials_key]=default&user_id=${account.userId}`;
    await expectGetsParse(browser, [
      ['viewer', '/pudo_points', PudoPointsDataSchema],
      ['staff', map, PudoMapSchema],
      ['staff', `${map}&address[lat]=52.23&address[lng]=21.01&is_test=1`, PudoMapSchema],
      ['staff', `${map}&address[country]=FR`, PudoMapSchema],
      ['viewer', '/holidays', HolidayCountriesSchema],
      [
        'staff',
        '/holidays/download_csv?country=PL&date_from=01-01-2026&date_to=31-12-2027',
        HolidaysCsvSchema,
      ],
    ]);
    const staff = await browser.login('staff');
    const client = await browser.login('client');
    const answers = [
      await browser.get('/admin/pudo_points', { identifier: client }),
      await browser.get(`/admin${map}&address[lat]=1`, { identifier: staff }),
      await browser.get('/admin/holidays/download_csv?country=DE', { identifier: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 400, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
