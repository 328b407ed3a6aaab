import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema, SuccessSchema } from '@/contract/auth/auth-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup, idOf } from './contract-helpers';

// The answers of auth, parsed with the client's own schemas (contract-helpers.ts).

describe('contract: auth', () => {
  it('login, MFA login and login_as answers parse as LoginResponse', async () => {
    const { browser, db } = setup();
    for (const login of ['superadmin', 'staff', 'client']) {
      const answer = await browser.post('/admin/auth/login', { login, password: 'demo' });
      const parsed = v.parse(LoginResponseSchema, answer.body);
      expect(parsed.user?.login).toBe(login);
      expect(parsed.session_id).toBeTruthy();
    }
    const pending = await browser.post('/admin/auth/login', { login: 'mfa', password: 'demo' });
    const identifier = v.parse(LoginResponseSchema, pending.body).user!.headerIdentifier;
    const done = await browser.post(
      '/admin/auth/login_mfa',
      { mfa_code: '123456' },
      { identifier },
    );
    expect(v.parse(LoginResponseSchema, done.body).need_mfa).toBe(false);

    const staff = await browser.login('staff');
    const as = await browser.post(
      '/admin/auth/login_as',
      { userId: idOf(db, 'client') },
      { identifier: staff },
    );
    expect(v.parse(LoginResponseSchema, as.body).user?.login).toBe('client');
  });

  it('the { success } answers parse as Success', async () => {
    const { browser } = setup();
    const staff = await browser.login('staff');
    const good = { password: 'longenough', password_confirm: 'longenough' };
    const answers = [
      await browser.post('/admin/users/save_mfa', { mfa_code: '123456' }, { identifier: staff }),
      await browser.post('/admin/activation', { token: 'demo-token', ...good }),
      await browser.post('/admin/recovery', { login: 'staff' }),
      await browser.post('/admin/recovery', { user: 'staff', token: 'demo-token', ...good }),
      await browser.post('/admin/password_confirm', { user: 'staff', token: 'demo-token' }),
      await browser.post('/admin/auth/logout', {}, { identifier: staff }),
      await browser.post('/admin/auth/logoutAll'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(v.parse(SuccessSchema, answer.body).success).toBe(true);
    }
  });

  it('error answers parse as the error body', async () => {
    const { browser } = setup();
    const answers = [
      await browser.post('/admin/auth/login', {}),
      await browser.post('/admin/auth/login', { login: 'staff', password: 'x' }),
      await browser.get('/admin/main/get_all_lists'),
      await browser.get('/admin/nowhere'),
      await browser.post('/admin/recovery', { nonsense: true }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
