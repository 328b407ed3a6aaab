import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { verifyPassword } from '../../server/areas/auth/passwords';
import { createBrowser, errorsOf } from './api-client';

const setup = () => {
  const server = createApp();
  return { browser: createBrowser(server), db: server.db };
};
const good = { password: 'longenough', password_confirm: 'longenough' };

describe('POST /activation', () => {
  it('activates newuser with the demo token, every time', async () => {
    const { browser, db } = setup();
    for (let i = 0; i < 2; i += 1) {
      const answer = await browser.post('/admin/activation', { token: 'demo-token', ...good });
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
    }
    expect(db.users.find((u) => u.login === 'newuser')?.active).toBe(true);
    expect(await browser.login('newuser')).toBeTruthy();
  });

  it('refuses other tokens, short passwords and a different confirmation', async () => {
    const { browser } = setup();
    const call = (body: object) =>
      browser.post('/admin/activation', { token: 'demo-token', ...good, ...body });
    expect((await call({ token: 'old' })).body).toEqual(
      errorsOf('Activation link is invalid or expired'),
    );
    expect((await call({ password: 'short', password_confirm: 'short' })).body).toEqual(
      errorsOf('Password must be at least 8 characters', ['password']),
    );
    const mismatch = await call({ password_confirm: 'different1' });
    expect(mismatch).toMatchObject({
      status: 400,
      body: errorsOf('Different password and confirm', ['password_confirm']),
    });
    const missing = await browser.post('/admin/activation', { token: 'demo-token' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.flatMap((e: { fields: string[] }) => e.fields)).toEqual([
      'password',
      'password_confirm',
    ]);
  });
});

describe('POST /recovery', () => {
  it('answers a known and an unknown login alike, so it cannot list the accounts', async () => {
    const { browser } = setup();
    const sent = { success: true, message: 'Recovery link has been sent on your email' };
    const known = await browser.post('/admin/recovery', { login: 'staff' });
    const unknown = await browser.post('/admin/recovery', { login: 'nobody' });
    expect(known).toMatchObject({ status: 200, body: sent });
    expect(unknown).toMatchObject({ status: 200, body: sent });
  });

  it("sets a new password from staff's demo link without changing the demo password", async () => {
    const { browser, db } = setup();
    const answer = await browser.post('/admin/recovery', {
      user: 'staff',
      token: 'demo-token',
      ...good,
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const staff = db.users.find((u) => u.login === 'staff')!;
    expect(await verifyPassword('demo', staff.passwordHash)).toBe(true);
  });

  it('refuses other links and applies the password rules', async () => {
    const { browser } = setup();
    const call = (body: object) =>
      browser.post('/admin/recovery', { user: 'staff', token: 'demo-token', ...good, ...body });
    for (const body of [{ user: 'client' }, { token: 'nope' }]) {
      expect((await call(body)).body).toEqual(errorsOf('Recovery link is invalid or expired'));
    }
    expect((await call({ password: 'a', password_confirm: 'a' })).body).toEqual(
      errorsOf('Password must be at least 8 characters', ['password']),
    );
    expect((await call({ password_confirm: 'x' })).body).toEqual(
      errorsOf('Different password and confirm', ['password_confirm']),
    );
    expect((await browser.post('/admin/recovery', {})).status).toBe(400);
  });
});

describe('POST /password_confirm', () => {
  it('confirms staff with the demo token only', async () => {
    const { browser } = setup();
    const ok = await browser.post('/admin/password_confirm', {
      user: 'staff',
      token: 'demo-token',
    });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    const bad = await browser.post('/admin/password_confirm', { user: 'staff', token: 'x' });
    expect(bad).toMatchObject({
      status: 400,
      body: errorsOf('Confirmation link is invalid or expired'),
    });
  });
});

describe('MFA setup', () => {
  it('save_mfa accepts 123456 for the signed-in user and refuses other codes', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const wrong = await browser.post(
      '/admin/users/save_mfa',
      { mfa_code: '000000' },
      { identifier: staff },
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: errorsOf('Wrong authentication code', ['mfa_code']),
    });
    const ok = await browser.post(
      '/admin/users/save_mfa',
      { mfa_code: '123456' },
      { identifier: staff },
    );
    expect(ok.body).toEqual({ success: true });
    expect(db.users.find((u) => u.login === 'staff')?.hasMfa).toBe(true);
    expect((await browser.post('/admin/users/save_mfa', { mfa_code: '123456' })).status).toBe(401);
  });

  it('enable_mfa needs the right to manage the user and a known user; then MFA is asked', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const client = await browser.login('client');
    const superadmin = db.users.find((u) => u.login === 'superadmin')!;
    const target = db.users.find((u) => u.role === 'staff' && u.id > 5 && !u.hasMfa)!;
    const enable = (id: number, identifier: string) =>
      browser.post('/admin/users/enable_mfa', { id, mfa: true }, { identifier });
    // A client has no /users access; staff never act on a super admin (spec b section 6).
    expect((await enable(target.id, client)).status).toBe(403);
    expect(await enable(superadmin.id, staff)).toMatchObject({
      status: 403,
      body: errorsOf('Forbidden'),
    });
    expect(superadmin.hasMfa).toBe(false);
    expect((await enable(99999, staff)).status).toBe(404);
    // Another user's: set up by that user at next sign-in (no QR code now).
    const answer = await enable(target.id, staff);
    expect(answer.status).toBe(200);
    expect(answer.body.qr_code_url).toBeUndefined();
    const login = await browser.post('/admin/auth/login', {
      login: target.login,
      password: 'demo',
    });
    expect(login.body.need_mfa).toBe(true);
  });
});
