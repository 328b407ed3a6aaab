import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SessionStore } from '../../../server/sessions';
import { createBrowser } from '../api-client';

// Sessions end when the user says so (logout, logout of all, replacing an account) and when
// they have been idle or alive too long; print links die with them; a sign-in after a full
// logout starts a new session (decision 015).

function clock(start = Date.UTC(2026, 10, 23, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function setup(server = createApp()) {
  const browser = createBrowser(server);
  const parcel = server.db.parcels.find((p) => p.labelFile === 'pdf')!;
  const signIn = async (login = 'staff') => {
    const answer = await browser.post('/admin/auth/login', { login, password: 'demo' });
    return {
      identifier: answer.body.user.headerIdentifier as string,
      printId: answer.body.session_id as string,
    };
  };
  const lists = (identifier: string) =>
    browser.get('/admin/main/get_all_lists', { identifier }).then((a) => a.status);
  const printLink = async (identifier: string, printId: string) => {
    const hash = await browser.post(
      '/admin/parcels/generate_print_hash',
      { id: parcel.id },
      {
        identifier,
      },
    );
    return `/admin/parcels/get_label?id=${parcel.id}&PHPSESSID=${printId}&printHash=${hash.body.printHash}`;
  };
  // A print link is opened by a print driver or a new tab: no cookie, no identifier, no XHR.
  const open = (link: string) =>
    Promise.resolve(server.app.fetch(new Request(`http://localhost${link}`))).then((r) => r.status);
  return { server, browser, signIn, lists, printLink, open };
}

describe('logout', () => {
  it('revokes that identifier at once, and its print links with it', async () => {
    const { browser, signIn, lists, printLink, open } = await setup();
    const staff = await signIn('staff');
    const client = await signIn('client');
    const link = await printLink(staff.identifier, staff.printId);
    expect(await open(link)).toBe(200);
    await browser.post('/admin/auth/logout', {}, { identifier: staff.identifier });
    expect(await lists(staff.identifier)).toBe(401);
    expect(await open(link)).toBe(404);
    // The other account of the browser stays signed in.
    expect(await lists(client.identifier)).toBe(200);
  });

  it('of all deletes the session and its print id; the next sign-in gets new ones', async () => {
    const { server, browser, signIn, lists, printLink, open } = await setup();
    const first = await signIn('staff');
    const link = await printLink(first.identifier, first.printId);
    const sessionsBefore = server.sessions.size;
    await browser.post('/admin/auth/logoutAll', {}, {});
    expect(server.sessions.size).toBe(sessionsBefore - 1);
    expect(await lists(first.identifier)).toBe(401);
    expect(await open(link)).toBe(404);
    expect(server.sessions.byPrintId(first.printId)).toBeUndefined();
    // No fixation: even another user signing in next does not inherit the ids.
    const next = await signIn('client');
    expect(next.printId).not.toBe(first.printId);
    expect(server.sessions.byPrintId(next.printId)?.accounts.has(first.identifier)).toBe(false);
  });

  it('of the last account leaves no session behind, and a new sign-in starts a new one', async () => {
    const { server, browser, signIn } = await setup();
    const first = await signIn('staff');
    const firstSession = server.sessions.byPrintId(first.printId)!;
    await browser.post('/admin/auth/logout', {}, { identifier: first.identifier });
    expect(server.sessions.get(firstSession.id)).toBeUndefined();
    const again = await signIn('staff');
    expect(again.printId).not.toBe(first.printId);
    expect(server.sessions.byPrintId(again.printId)!.id).not.toBe(firstSession.id);
  });

  it('keeps the session while accounts are added to it (add account, login-as)', async () => {
    const { browser, signIn } = await setup();
    const staff = await signIn('staff');
    const client = await signIn('client');
    expect(client.printId).toBe(staff.printId);
    const as = await browser.post(
      '/admin/auth/login_as',
      { userId: 20 },
      {
        identifier: staff.identifier,
      },
    );
    expect(as.body.session_id).toBe(staff.printId);
  });
});

describe('replacing an account', () => {
  it('revokes the identifier it replaces (add account with the same login)', async () => {
    const { signIn, lists, printLink, open } = await setup();
    const old = await signIn('staff');
    const link = await printLink(old.identifier, old.printId);
    const replacement = await signIn('staff');
    expect(replacement.identifier).not.toBe(old.identifier);
    expect(await lists(old.identifier)).toBe(401);
    expect(await open(link)).toBe(404);
    expect(await lists(replacement.identifier)).toBe(200);
  });
});

describe('expiry', () => {
  it(`signs an account out after ${SESSION_IDLE_MS / 3_600_000} idle hours; use keeps it alive`, async () => {
    const time = clock();
    const { signIn, lists, printLink, open } = await setup(
      createApp({ sessionTimes: { now: time.now } }),
    );
    const staff = await signIn('staff');
    const link = await printLink(staff.identifier, staff.printId);
    time.advance(SESSION_IDLE_MS - 60_000);
    expect(await lists(staff.identifier)).toBe(200);
    time.advance(SESSION_IDLE_MS - 60_000);
    expect(await open(link)).toBe(200);
    expect(await lists(staff.identifier)).toBe(200);
    time.advance(SESSION_IDLE_MS + 1);
    expect(await open(link)).toBe(404);
    expect(await lists(staff.identifier)).toBe(401);
  });

  it(`signs an account out ${SESSION_ABSOLUTE_MS / 3_600_000} hours after sign-in, however busy`, async () => {
    const time = clock();
    const { signIn, lists } = await setup(createApp({ sessionTimes: { now: time.now } }));
    const staff = await signIn('staff');
    for (let spent = 0; spent < SESSION_ABSOLUTE_MS - 3_600_000; spent += 3_600_000) {
      time.advance(3_600_000);
      expect(await lists(staff.identifier)).toBe(200);
    }
    time.advance(3_600_001);
    expect(await lists(staff.identifier)).toBe(401);
  });

  it('drops a pending MFA sign-in after 10 minutes', async () => {
    const time = clock();
    const { browser } = await setup(createApp({ sessionTimes: { now: time.now } }));
    const pending = await browser.post('/admin/auth/login', { login: 'mfa', password: 'demo' });
    time.advance(10 * 60_000 + 1);
    const late = await browser.post(
      '/admin/auth/login_mfa',
      { mfa_code: '123456' },
      {
        identifier: pending.body.user.headerIdentifier,
      },
    );
    expect(late.status).toBe(401);
  });
});

describe('the session store', () => {
  it('keeps every signed-in session however many are started (the sweep spares new ones)', () => {
    const store = new SessionStore();
    const sessions = Array.from({ length: 200 }, () => {
      const session = store.create();
      return { session, identifier: store.signIn(session, 2) };
    });
    for (const { session, identifier } of sessions) {
      expect(store.use(store.get(session.id), identifier)).toBeDefined();
    }
    expect(store.size).toBe(200);
  });

  it('sweeps sessions whose accounts have expired', () => {
    const time = clock();
    const store = new SessionStore({ now: time.now });
    for (let i = 0; i < 100; i += 1) store.signIn(store.create(), 2);
    time.advance(SESSION_IDLE_MS + 1);
    for (let i = 0; i < 64; i += 1) store.signIn(store.create(), 2);
    expect(store.size).toBeLessThanOrEqual(64);
  });
});

describe('the cookie', () => {
  it('is httpOnly and SameSite, and Secure when served over HTTPS', async () => {
    const server = createApp();
    const login = (origin: string) =>
      server.app.fetch(
        new Request(`${origin}/admin/auth/login`, {
          method: 'POST',
          headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
          body: JSON.stringify({ login: 'staff', password: 'demo' }),
        }),
      );
    const cookieOf = async (origin: string) => (await login(origin)).headers.getSetCookie()[0];
    const plain = await cookieOf('http://localhost');
    const secure = await cookieOf('https://admin.example.com');
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    expect(secure).toMatch(/Secure/);
  });
});
