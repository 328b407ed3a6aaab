import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LabelAnswerSchema,
  LabelBuilderFieldsSchema,
  LabelPrintHashSchema,
} from '@/contract/label-builder/label-builder-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, expectGetsParse } from './contract-helpers';

// The answers of label builder, parsed with the client's own schemas (contract-helpers.ts).

describe('contract: label builder', () => {
  it('the fields, labels of every type and the print hash parse with the client schemas', async () => {
    const { browser } = setup();
    const direct = 'carrierKind=direct&carrier=1';
    const identifiers = await expectGetsParse(browser, [
      ['viewer', '/label_builder', LabelBuilderFieldsSchema],
      ['viewer', `/label_builder/get_label?${direct}`, LabelAnswerSchema],
      ['staff', `/label_builder/get_label?${direct}&labelType=pdf`, LabelAnswerSchema],
      ['staff', `/label_builder/get_label?${direct}&labelType=zpl&labelDpi=200`, LabelAnswerSchema],
      [
        'superadmin',
        '/label_builder/get_label?carrierKind=pallet&carrier=29&labelType=zpl-print&labelDpi=300&countryFrom=DE&countryTo=FR&countryReturn=NL&tracking=ABC-1&secondary=2',
        LabelAnswerSchema,
      ],
    ]);
    const answer = await browser.post(
      '/admin/label_builder/generate_print_hash',
      { id: Date.now() },
      { identifier: identifiers.get('viewer') },
    );
    expect(answer.status).toBe(200);
    expect(v.safeParse(LabelPrintHashSchema, answer.body).success).toBe(true);
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const staff = await browser.login('staff');
    const answers = [
      await browser.get('/admin/label_builder', { identifier: client }),
      await browser.get('/admin/label_builder/get_label?carrierKind=direct', { identifier: staff }),
      await browser.post('/admin/label_builder/generate_print_hash', {}, { identifier: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 400, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
