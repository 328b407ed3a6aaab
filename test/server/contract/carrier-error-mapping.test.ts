import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CarrierErrorCsvSchema,
  CarrierErrorExampleSchema,
  CarrierErrorFilterDataSchema,
  CarrierErrorListSchema,
  CarrierErrorMessageSchema,
  SaveCarrierErrorAnswerSchema,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, expectGetsParse } from './contract-helpers';

// The answers of carrier error mapping, parsed with the client's own schemas (contract-helpers.ts).

describe('contract: carrier error mapping', () => {
  it('every answer parses with the client schemas for the roles allowed', async () => {
    const { browser, db } = setup();
    const withExample = [...db.carrierErrors.examples.keys()];
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['staff', '/carrier_errors', CarrierErrorListSchema],
      ['viewer', '/carrier_errors?error_code=not_mapped', CarrierErrorListSchema],
      ['superadmin', '/carrier_errors?carrier_id=3&error_code=not_mapped', CarrierErrorListSchema],
      [
        'staff',
        '/carrier_errors?carrier_id=3&carrier_version=2&carrier_error_pattern=a&not_mapped=0&page=2&quantity=16',
        CarrierErrorListSchema,
      ],
      ['viewer', '/carrier_errors/forFilter', CarrierErrorFilterDataSchema],
      ['staff', '/carrier_errors/download_csv?not_mapped=1', CarrierErrorCsvSchema],
      ['staff', `/carrier_errors/get_example?id=${withExample[0]}`, CarrierErrorExampleSchema],
      ['viewer', `/carrier_errors/get_example?id=${withExample.at(-1)}`, CarrierErrorExampleSchema],
    ];
    const identifiers = await expectGetsParse(browser, calls);
    const staff = identifiers.get('staff')!;
    const writes: Array<[string, unknown, v.GenericSchema]> = [
      [
        '/carrier_errors/save',
        {
          carrier_id: 4,
          carrier_error_pattern: 'CONTRACT.ERROR',
          result_error_code: 'REQUEST_INVALID',
        },
        SaveCarrierErrorAnswerSchema,
      ],
      [
        '/carrier_errors/save',
        { id: 1, carrier_id: 3, result_error_code: 'REQUEST_INVALID', use_carrier_msg: true },
        SaveCarrierErrorAnswerSchema,
      ],
      ['/carrier_errors/delete', { id: 2 }, CarrierErrorMessageSchema],
    ];
    for (const [path, body, schema] of writes) {
      const answer = await browser.post(`/admin${path}`, body, { identifier: staff });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
  });

  it('refusals parse as the error body', async () => {
    const { browser, db } = setup();
    const client = await browser.login('client');
    const viewer = await browser.login('viewer');
    const staff = await browser.login('staff');
    const noExample = db.carrierErrors.mappings.find((m) => !db.carrierErrors.examples.has(m.id))!;
    const answers = [
      await browser.get('/admin/carrier_errors', { identifier: client }),
      await browser.post('/admin/carrier_errors/delete', { id: 1 }, { identifier: viewer }),
      await browser.get(`/admin/carrier_errors/get_example?id=${noExample.id}`, {
        identifier: staff,
      }),
      await browser.post('/admin/carrier_errors/save', {}, { identifier: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
