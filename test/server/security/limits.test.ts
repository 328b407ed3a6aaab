import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { hashPassword, verifyPassword } from '../../../server/areas/auth/passwords';
import {
  ADDRESS_LIMIT,
  AttemptCounter,
  LOGIN_LIMIT,
  MFA_CODE_TRIES,
} from '../../../server/rate-limit';
import { createBrowser, errorsOf } from '../api-client';

// Attempts at secrets are bounded per login and per address (decision 015): past the limit a
// caller gets 429 with a clear message and Retry-After, until the window passes.

function clock(start = Date.UTC(2026, 10, 23, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const tooMany = (minutes: number) =>
  errorsOf(`Too many attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`);

describe('wrong passwords', () => {
  it(`lock one login after ${LOGIN_LIMIT.max} tries for its window, even with the right password`, async () => {
    const time = clock();
    const browser = createBrowser(createApp({ sessionTimes: { now: time.now } }));
    const login = (password: string, name = 'staff') =>
      browser.post('/admin/auth/login', { login: name, password });
    let attempts = 0;
    for (; attempts < 100; attempts += 1) {
      const answer = await login('wrong');
      if (answer.status === 429) break;
      expect(answer.body).toEqual(errorsOf('Wrong login or password'));
    }
    expect(attempts).toBe(LOGIN_LIMIT.max);
    console.info(`attempts before 429: ${attempts} wrong passwords for one login`);
    const locked = await login('demo');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(tooMany(15));
    expect(Number(locked.headers.get('Retry-After'))).toBe(LOGIN_LIMIT.windowMs / 1000);
    // Case and spaces do not give a fresh counter; another login is not locked.
    expect((await login('demo', ' STAFF ')).status).toBe(429);
    expect((await login('demo', 'client')).status).toBe(200);
    time.advance(LOGIN_LIMIT.windowMs);
    expect((await login('demo')).status).toBe(200);
  });

  it('a success clears the login counter, not the address one', async () => {
    const browser = createBrowser(createApp());
    for (let i = 0; i < LOGIN_LIMIT.max - 1; i += 1) {
      await browser.post('/admin/auth/login', { login: 'staff', password: 'wrong' });
    }
    expect(
      (await browser.post('/admin/auth/login', { login: 'staff', password: 'demo' })).status,
    ).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT.max - 1; i += 1) {
      const answer = await browser.post('/admin/auth/login', { login: 'staff', password: 'wrong' });
      expect(answer.status).toBe(400);
    }
  });

  it(`lock one address after ${ADDRESS_LIMIT.max} tries over many logins`, async () => {
    const browser = createBrowser(createApp());
    let attempts = 0;
    for (; attempts < 300; attempts += 1) {
      const answer = await browser.post('/admin/auth/login', {
        login: `guess${attempts}`,
        password: 'wrong',
      });
      if (answer.status === 429) break;
    }
    expect(attempts).toBe(ADDRESS_LIMIT.max);
    console.info(`attempts before 429: ${attempts} wrong passwords from one address`);
    expect(
      (await browser.post('/admin/auth/login', { login: 'staff', password: 'demo' })).status,
    ).toBe(429);
  });
});

describe('wrong MFA codes', () => {
  it(`drop the pending sign-in after ${MFA_CODE_TRIES} and lock the login`, async () => {
    const browser = createBrowser(createApp());
    const pending = await browser.post('/admin/auth/login', { login: 'mfa', password: 'demo' });
    const identifier = pending.body.user.headerIdentifier as string;
    const code = (mfa_code: string) =>
      browser.post('/admin/auth/login_mfa', { mfa_code }, { identifier });
    let attempts = 0;
    let last = await code('000000');
    while (last.status === 400 && attempts < 300) {
      attempts += 1;
      last = await code(String(attempts).padStart(6, '0'));
    }
    expect(attempts + 1).toBe(MFA_CODE_TRIES);
    console.info(`attempts before 429: ${attempts + 1} wrong MFA codes`);
    expect(last.status).toBe(429);
    expect(last.headers.get('Retry-After')).toBeTruthy();
    // The right code no longer helps: the pending identifier is gone.
    expect((await code('123456')).status).toBe(401);
    const again = await browser.post('/admin/auth/login', { login: 'mfa', password: 'demo' });
    expect(again.status).toBe(429);
  });
});

describe('e-mailed links and recovery requests', () => {
  it(`are counted per address, every call: ${ADDRESS_LIMIT.max} then 429`, async () => {
    const browser = createBrowser(createApp());
    const calls = [
      () => browser.post('/admin/recovery', { login: 'staff' }),
      () => browser.post('/admin/activation', { token: 'x', password: 'p', password_confirm: 'p' }),
      () => browser.post('/admin/password_confirm', { token: 'x', user: 'staff' }),
    ];
    let attempts = 0;
    for (; attempts < 100; attempts += 1) {
      const answer = await calls[attempts % calls.length]!();
      if (answer.status === 429) break;
    }
    expect(attempts).toBe(ADDRESS_LIMIT.max);
  });
});

describe('the counter', () => {
  it('counts in a fixed window and forgets when it ends', () => {
    const time = clock();
    const counter = new AttemptCounter({ max: 2, windowMs: 60_000 }, time.now);
    counter.count('a');
    expect(counter.retryAfter('a')).toBe(0);
    counter.count('a');
    expect(counter.retryAfter('a')).toBe(60);
    time.advance(30_000);
    expect(counter.retryAfter('a')).toBe(30);
    expect(counter.retryAfter('b')).toBe(0);
    time.advance(30_000);
    expect(counter.retryAfter('a')).toBe(0);
  });

  it('stays bounded under a flood of made-up keys', () => {
    const counter = new AttemptCounter({ max: 1, windowMs: 60_000 });
    for (let i = 0; i < 25_000; i += 1) counter.count(`k${i}`);
    expect(counter.retryAfter('k24999')).toBeGreaterThan(0);
    expect(counter.retryAfter('k0')).toBe(0);
  });
});

describe('password hashing', () => {
  it('checks a password off the event loop', async () => {
    const stored = hashPassword('demo', 'salt');
    let ticked = false;
    const check = verifyPassword('demo', stored);
    setImmediate(() => (ticked = true));
    // With a synchronous scrypt the check would be done before any other callback could run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(ticked).toBe(true);
    expect(await check).toBe(true);
    expect(await verifyPassword('nope', stored)).toBe(false);
    expect(await verifyPassword('demo', undefined)).toBe(false);
  });
});
