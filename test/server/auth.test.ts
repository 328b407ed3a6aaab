import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createBrowser, errorsOf } from './api-client';

const setup = () => {
  const server = createApp();
  return { browser: createBrowser(server), db: server.db, server };
};

describe('POST /auth/login', () => {
  it.each(['superadmin', 'staff', 'client'])(
    'signs %s in with an identifier and print id',
    async (login) => {
      const { browser } = setup();
      const answer = await browser.post('/admin/auth/login', { login, password: 'demo' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ need_mfa: false, user: { login } });
      expect(answer.body.user.headerIdentifier).toMatch(/^[0-9a-f]{24}$/);
      expect(answer.body.session_id).toMatch(/^[0-9a-f]+$/);
    },
  );

  it('refuses a wrong password and an unknown login alike', async () => {
    const { browser } = setup();
    for (const body of [
      { login: 'staff', password: 'nope' },
      { login: 'ghost', password: 'demo' },
    ]) {
      const answer = await browser.post('/admin/auth/login', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorsOf('Wrong login or password'));
    }
  });

  it("names missing fields with the spec's texts", async () => {
    const { browser } = setup();
    expect((await browser.post('/admin/auth/login', { password: 'demo' })).body).toEqual(
      errorsOf('Required field', ['login']),
    );
    expect((await browser.post('/admin/auth/login', { login: 'staff' })).body).toEqual(
      errorsOf('Requred field', ['password']),
    );
    const both = await browser.post('/admin/auth/login', { login: ' ', password: '' });
    expect(both.status).toBe(400);
    expect(both.body.errors).toHaveLength(2);
  });

  it('refuses a blocked user', async () => {
    const { browser } = setup();
    const answer = await browser.post('/admin/auth/login', { login: 'blocked', password: 'demo' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorsOf('User is blocked'));
  });

  it('starts no session for anonymous or failed calls', async () => {
    const { server } = setup();
    const json = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
    const call = (path: string, body?: object) =>
      server.app.fetch(
        new Request(`http://localhost/admin${path}`, {
          method: body ? 'POST' : 'GET',
          headers: json,
          body: body && JSON.stringify(body),
        }),
      );
    await call('/auth/login', { login: 'staff', password: 'x' });
    await call('/main/get_all_lists');
    await call('/auth/logoutAll', {});
    expect(server.sessions.size).toBe(0);
    await call('/auth/login', { login: 'staff', password: 'demo' });
    expect(server.sessions.size).toBe(1);
  });
});

describe('MFA sign-in', () => {
  it('answers need_mfa with a pending identifier and a QR code of an otpauth URI', async () => {
    const { browser } = setup();
    const answer = await browser.post('/admin/auth/login', { login: 'mfa', password: 'demo' });
    expect(answer.status).toBe(200);
    expect(answer.body.need_mfa).toBe(true);
    expect(answer.body.user).toMatchObject({ login: 'mfa' });
    expect(answer.body.qr_code_url).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses the pending identifier everywhere but login_mfa, then completes with 123456', async () => {
    const { browser } = setup();
    const pending = await browser.login('mfa');
    const lists = await browser.get('/admin/main/get_all_lists', { identifier: pending });
    expect(lists.status).toBe(401);
    expect(lists.body).toEqual(errorsOf('Unauthorized'));

    const wrong = await browser.post(
      '/admin/auth/login_mfa',
      { mfa_code: '654321' },
      { identifier: pending },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorsOf('Wrong authentication code', ['mfa_code']));
    const malformed = await browser.post(
      '/admin/auth/login_mfa',
      { mfa_code: 'abc' },
      { identifier: pending },
    );
    expect(malformed.body).toEqual(errorsOf('Wrong authentication code', ['mfa_code']));

    const done = await browser.post(
      '/admin/auth/login_mfa',
      { mfa_code: '123456' },
      { identifier: pending },
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      need_mfa: false,
      user: { login: 'mfa', headerIdentifier: pending },
    });
    expect((await browser.get('/admin/main/get_all_lists', { identifier: pending })).status).toBe(
      200,
    );
  });

  it('login_mfa needs a pending identifier, not a signed-in one', async () => {
    const { browser } = setup();
    const staff = await browser.login('staff');
    const answer = await browser.post(
      '/admin/auth/login_mfa',
      { mfa_code: '123456' },
      { identifier: staff },
    );
    expect(answer.status).toBe(401);
  });
});

describe('several accounts in one session', () => {
  it('keeps one identifier per account and refuses unknown ones', async () => {
    const { browser } = setup();
    const staff = await browser.login('staff');
    const client = await browser.login('client');
    expect(staff).not.toBe(client);
    const staffLists = await browser.get('/admin/main/get_all_lists', { identifier: staff });
    const clientLists = await browser.get('/admin/main/get_all_lists', { identifier: client });
    expect(staffLists.body.currentUser.login).toBe('staff');
    expect(clientLists.body.currentUser.login).toBe('client');
    const unknown = await browser.get('/admin/main/get_all_lists', { identifier: 'f'.repeat(24) });
    expect(unknown.status).toBe(401);
    expect((await browser.get('/admin/main/get_all_lists')).status).toBe(401);
  });

  it("does not let another browser use this session's identifier", async () => {
    const { server } = setup();
    const first = createBrowser(server);
    const identifier = await first.login('staff');
    const other = createBrowser(server);
    expect((await other.get('/admin/main/get_all_lists', { identifier })).status).toBe(401);
  });

  it('logout removes one account and is idempotent; logoutAll removes the rest', async () => {
    const { browser } = setup();
    const staff = await browser.login('staff');
    const client = await browser.login('client');
    const superadmin = await browser.login('superadmin');
    for (let i = 0; i < 2; i += 1) {
      const answer = await browser.post('/admin/auth/logout', {}, { identifier: staff });
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
    }
    expect((await browser.get('/admin/main/get_all_lists', { identifier: staff })).status).toBe(
      401,
    );
    expect((await browser.get('/admin/main/get_all_lists', { identifier: client })).status).toBe(
      200,
    );
    expect((await browser.post('/admin/auth/logoutAll')).body).toEqual({ success: true });
    for (const identifier of [client, superadmin]) {
      expect((await browser.get('/admin/main/get_all_lists', { identifier })).status).toBe(401);
    }
  });

  it('logout and logoutAll succeed without any session', async () => {
    const { browser } = setup();
    expect((await browser.post('/admin/auth/logout', {}, { identifier: 'x' })).status).toBe(200);
    expect((await browser.post('/admin/auth/logoutAll')).status).toBe(200);
  });
});

describe('POST /auth/login_as', () => {
  it('signs the target in with a new identifier in the same session', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const target = db.users.find((u) => u.login === 'client')!;
    const answer = await browser.post(
      '/admin/auth/login_as',
      { userId: target.id },
      { identifier: staff },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      need_mfa: false,
      user: { id: target.id, login: 'client' },
    });
    const identifier = answer.body.user.headerIdentifier;
    expect(identifier).not.toBe(staff);
    const lists = await browser.get('/admin/main/get_all_lists', { identifier });
    expect(lists.body.currentUser.login).toBe('client');
  });

  it('refuses callers who cannot manage users, MFA targets and unknown users', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const client = await browser.login('client');
    const mfa = db.users.find((u) => u.login === 'mfa')!;
    const staffUser = db.users.find((u) => u.login === 'staff')!;
    const forbidden = await browser.post(
      '/admin/auth/login_as',
      { userId: staffUser.id },
      { identifier: client },
    );
    expect(forbidden).toMatchObject({ status: 403, body: errorsOf('Forbidden') });
    const withMfa = await browser.post(
      '/admin/auth/login_as',
      { userId: mfa.id },
      { identifier: staff },
    );
    expect(withMfa).toMatchObject({ status: 400, body: errorsOf('User with MFA is not allowed') });
    const unknown = await browser.post(
      '/admin/auth/login_as',
      { userId: 99999 },
      { identifier: staff },
    );
    expect(unknown.status).toBe(404);
    const bad = await browser.post('/admin/auth/login_as', { userId: 'x' }, { identifier: staff });
    expect(bad).toMatchObject({
      status: 400,
      body: errorsOf('Must be a valid number', ['userId']),
    });
    const anonymous = await browser.post('/admin/auth/login_as', { userId: staffUser.id });
    expect(anonymous.status).toBe(401);
  });
});
