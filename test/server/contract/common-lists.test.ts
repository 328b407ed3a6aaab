import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CommonListsSchema } from '@/contract/session/session-schemas';
import { setup } from './contract-helpers';

// The answers of GET /main/get_all_lists, parsed with the client's own schemas
// (contract-helpers.ts).

describe('contract: GET /main/get_all_lists', () => {
  it.each(['superadmin', 'staff', 'client', 'mfa'])(
    'parses as CommonLists for %s',
    async (login) => {
      const { browser } = setup();
      const identifier = await browser.login(login);
      if (login === 'mfa') {
        await browser.post('/admin/auth/login_mfa', { mfa_code: '123456' }, { identifier });
      }
      const answer = await browser.get('/admin/main/get_all_lists', { identifier });
      expect(answer.status).toBe(200);
      const lists = v.parse(CommonListsSchema, answer.body);
      expect(lists.currentUser.login).toBe(login);
      expect(lists.accessUrl.length).toBeGreaterThan(0);
    },
  );
});
