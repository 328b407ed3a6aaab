import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppVersionSchema } from '@/contract/app-version/app-version-schemas';
import {
  ApiConsoleDataSchema,
  ProcessRequestAnswerSchema,
} from '@/contract/api-console/api-console-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup } from './contract-helpers';

// The answers of app version and API console, parsed with the client's own schemas
// (contract-helpers.ts).

describe('contract: app version and API console', () => {
  it('their answers parse with the client schemas, refusals as the error body', async () => {
    const { browser } = setup();
    const admin = await browser.login('superadmin');
    const staff = await browser.login('staff');
    const version = await browser.post(
      '/admin/app/version',
      { passphrase: 'demo' },
      { identifier: admin },
    );
    expect(v.safeParse(AppVersionSchema, version.body).success).toBe(true);
    const data = await browser.get('/admin/api_console', { identifier: staff });
    const { api_urls, users } = v.parse(ApiConsoleDataSchema, data.body);
    for (const { url, methods } of api_urls) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await browser.post(
          '/admin/api_console/process_request',
          { user_id: users[1]!.id, api_key_name: 'api_key', api_url: url, method, json_body: '{}' },
          { identifier: staff },
        );
        expect(v.safeParse(ProcessRequestAnswerSchema, answer.body).success, url).toBe(true);
        expect(answer.body.code === 405, `${method} ${url}`).toBe(!methods.includes(method));
      }
    }
    const refusals = [
      await browser.post('/admin/app/version', { passphrase: 'x' }, { identifier: admin }),
      await browser.post('/admin/app/version', { passphrase: 'demo' }, { identifier: staff }),
      await browser.post(
        '/admin/api_console/process_request',
        { user_id: users[0]!.id + 100_000, api_key_name: 'api_key', api_url: '/x', method: 'GET' },
        { identifier: staff },
      ),
      await browser.post('/admin/api_console/process_request', {}, { identifier: staff }),
    ];
    expect(refusals.map((a) => a.status)).toEqual([400, 403, 403, 400]);
    for (const answer of refusals) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
