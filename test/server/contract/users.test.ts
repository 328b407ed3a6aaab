import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EnableMfaAnswerSchema,
  SaveUserAnswerSchema,
  UserListSchema,
  UserPageSchema,
  UserSecretsSchema,
} from '@/contract/users/users-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, idOf, expectGetsParse } from './contract-helpers';

// The answers of users, parsed with the client's own schemas (contract-helpers.ts).

describe('contract: users', () => {
  it('every users answer parses with the client schemas for the roles allowed', async () => {
    const { browser, db } = setup();
    const member = db.users.find((u) => u.parentId === idOf(db, 'teamlead'))!;
    const client = idOf(db, 'client');
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['superadmin', '/users', UserListSchema],
      ['superadmin', '/users?search=api&page=2&quantity=16', UserListSchema],
      ['teamlead', '/users', UserListSchema],
      ['viewer', '/users?search=1', UserListSchema],
      ['superadmin', `/users/save_page/?id=${client}`, UserPageSchema],
      ['superadmin', '/users/save_page/?id=0', UserPageSchema],
      ['teamlead', `/users/save_page?id=${member.id}`, UserPageSchema],
      ['viewer', '/users/save_page/', UserPageSchema],
      ['superadmin', `/users/secrets/?id=${client}`, UserSecretsSchema],
      ['staff', `/users/secrets/?id=${client}`, UserSecretsSchema],
    ];
    const identifiers = await expectGetsParse(browser, calls);
    const superadmin = identifiers.get('superadmin')!;
    const saved = await browser.post(
      '/admin/users/save_process',
      {
        user: {
          id: 0,
          login: 'contract-user',
          email: 'contract@example.com',
          notification_emails: ['ops@example.com'],
          password: 'longenough',
          role: 'developer',
          parent_id: client,
          status: 1,
          withBilling: false,
          accessScope: ['control_panel', 'api'],
          apiKey: 'Abcdefghij12345',
        },
        services: [1],
      },
      { identifier: superadmin },
    );
    expect(saved.status).toBe(200);
    expect(v.parse(SaveUserAnswerSchema, saved.body).message).toBe('Saved successfully');
    for (const body of [
      { id: 1, mfa: true },
      { id: member.id, mfa: true },
      { id: member.id, mfa: false },
    ]) {
      const answer = await browser.post('/admin/users/enable_mfa', body, {
        identifier: superadmin,
      });
      expect(answer.status).toBe(200);
      expect(v.safeParse(EnableMfaAnswerSchema, answer.body).success).toBe(true);
    }
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const teamlead = await browser.login('teamlead');
    const answers = [
      await browser.get('/admin/users', { identifier: client }),
      await browser.post('/admin/users/save_process', {}, { identifier: client }),
      await browser.get('/admin/users/save_page/?id=1', { identifier: teamlead }),
      await browser.post('/admin/users/save_process', { user: {} }, { identifier: teamlead }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
