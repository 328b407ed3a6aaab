import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/data/db';
import { createBrowser, errorsOf } from './api-client';

const dist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
const INDEX =
  '<!doctype html><title>Admin</title><script type="module" src="/admin/assets/app-1a2b.js"></script>';
writeFileSync(join(dist, 'index.html'), INDEX);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const built = createApp({ distDir: dist });
const page = (path: string, app = built.app) => app.fetch(new Request(`http://localhost${path}`));

describe('the built app on /admin/', () => {
  it('serves hashed assets for a year and 404s a missing one instead of index.html', async () => {
    const asset = await page('/admin/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log("app");');
    const missing = await page('/admin/assets/app-gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>Admin');
  });

  it('serves other dist files, revalidated on every load', async () => {
    for (const path of ['/admin/favicon.svg', '/admin/sw.js']) {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('answers every other path with index.html', async () => {
    for (const path of [
      '/admin/',
      '/admin/parcels',
      '/admin/parcels/12?page=2',
      '/admin/..%2f..%2fpackage.json',
    ]) {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('no-cache');
      expect(await answer.text()).toBe(INDEX);
    }
  });

  it('redirects / and /admin to /admin/', async () => {
    for (const path of ['/', '/admin']) {
      const answer = await page(path);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe('/admin/');
    }
  });

  it('without a build, tells a navigation to build first', async () => {
    const answer = await page('/admin/parcels', createApp({ db: built.db }).app);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toMatch(/npm run build/);
  });
});

describe('headers', () => {
  it('puts the security headers on pages, assets and API answers', async () => {
    const api = await createBrowser(built).get('/admin/main/get_all_lists');
    for (const answer of [
      await page('/admin/'),
      await page('/admin/assets/app-1a2b.js'),
      api.response,
    ]) {
      const csp = answer.headers.get('Content-Security-Policy') ?? '';
      // WebAssembly for the ZPL renderer, but never eval.
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).not.toContain(" 'unsafe-eval'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Vary')).toMatch(/X-Requested-With/);
    }
  });

  it('names the build in assets-hash on API answers, `dev` without a build', async () => {
    const expected = createHash('sha256').update(INDEX).digest('hex').slice(0, 12);
    const answer = await createBrowser(built).post('/admin/auth/logoutAll');
    expect(answer.headers.get('assets-hash')).toBe(expected);
    const dev = createApp({ db: built.db });
    expect(
      (await createBrowser(dev).post('/admin/auth/logoutAll')).headers.get('assets-hash'),
    ).toBe('dev');
  });
});

describe('API failures', () => {
  it('answers an unknown API path with a JSON 404 when signed in, 401 otherwise', async () => {
    const browser = createBrowser(built);
    expect(await browser.get('/admin/no/such/call')).toMatchObject({
      status: 401,
      body: errorsOf('Unauthorized'),
    });
    const identifier = await browser.login('staff');
    expect(await browser.get('/admin/no/such/call', { identifier })).toMatchObject({
      status: 404,
      body: errorsOf('Not found'),
    });
  });

  it('answers an unexpected exception with a JSON 500', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const db = createDb();
    Object.defineProperty(db, 'countries', {
      get: () => {
        throw new Error('boom');
      },
    });
    const browser = createBrowser(createApp({ db }));
    const identifier = await browser.login('staff');
    const answer = await browser.get('/admin/main/get_all_lists', { identifier });
    expect(answer).toMatchObject({ status: 500, body: errorsOf('Internal server error') });
    quiet.mockRestore();
  });

  it('delays every API answer by the latency', async () => {
    const slow = createApp({ db: built.db, latencyMs: 120 });
    const started = performance.now();
    await createBrowser(slow).post('/admin/auth/logoutAll');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('fails the chosen share of calls, half as 503, half as a dropped connection', async () => {
    // Draws: the first decides whether a call fails, the second how.
    const draws = [0.9, 0.2, 0.1, 0.2, 0.7];
    const flaky = createApp({ db: built.db, failRate: 0.5, random: () => draws.shift() ?? 0.99 });
    const browser = createBrowser(flaky);
    const passed = await browser.post('/admin/auth/logoutAll');
    expect(passed.status).toBe(200);
    const unavailable = await browser.post('/admin/auth/logoutAll');
    expect(unavailable).toMatchObject({
      status: 503,
      body: errorsOf('Service temporarily unavailable'),
    });
    expect(unavailable.headers.get('assets-hash')).toBeTruthy();
    const dropped = await flaky.app.fetch(
      new Request('http://localhost/admin/auth/logoutAll', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      }),
    );
    expect(dropped.type).toBe('error');
    expect((await page('/admin/', flaky.app)).status).toBe(404);
  });
});
