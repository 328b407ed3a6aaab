// `npm run bench`: what the production build costs a user. Starts the reference server on the
// built app, drives Debian's Chromium, and prints, per page, the gzip size of the JS and CSS it
// loads and the number of requests (budget: JS for /admin/login at most 225 KB gzip, decision 006); the time to
// the dashboard's first meaningful paint with a warm service worker, online and offline (median
// of 7); the time to render 48 parcel cards and to open a cached parcel's modal (median of 7,
// scripts/bench-lists.ts); and the size of one account's offline cache after opening 300 records.
import { chromium, type Page, type Response } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { measureCachedParcelModal, measureParcelCards } from './bench-lists';

const PORT = Number(process.env.BENCH_PORT ?? 5066);
const BASE = `http://localhost:${PORT}`;
// Decision 006: 200 KB until issue 4; the route tree of the list screens made it 225 (see there).
const LOGIN_JS_BUDGET_KB = 225;

type Load = { page: string; jsKb: number; cssKb: number; requests: number };

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${BASE}/admin/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The reference server did not start');
}

async function measure(page: Page, name: string, action: () => Promise<void>): Promise<Load> {
  const sizes = { js: 0, css: 0 };
  let requests = 0;
  const pending: Promise<void>[] = [];
  const onRequest = () => {
    requests += 1;
  };
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      response
        .body()
        .then((body) => {
          sizes[kind] += gzipSync(body).length;
        })
        .catch(() => undefined),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('request', onRequest);
  page.off('response', onResponse);
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return { page: name, jsKb: kb(sizes.js), cssKb: kb(sizes.css), requests };
}

const RUNS = 7;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * Navigation start to the dashboard heading on screen, with the service worker warm: the
 * heading is the first meaningful paint (shell, sidebar and the user's data come with it).
 */
async function measureWarmPaint(page: Page) {
  // A string, not a function: tsx would wrap a function with helpers the page does not have.
  await page.addInitScript(`
    new MutationObserver((_, observer) => {
      const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Dashboard');
      if (!heading) return;
      window.__paintMs = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1500); // the persister's throttled write
  const run = async () => {
    await page.goto(`${BASE}/admin/dashboard`);
    await page.waitForFunction(() => (window as unknown as { __paintMs?: number }).__paintMs);
    return page.evaluate(() => Math.round((window as unknown as { __paintMs: number }).__paintMs));
  };
  const online: number[] = [];
  for (let i = 0; i < RUNS; i += 1) online.push(await run());
  await page.context().setOffline(true);
  const offline: number[] = [];
  for (let i = 0; i < RUNS; i += 1) offline.push(await run());
  await page.context().setOffline(false);
  return [
    { page: '/admin/dashboard, warm SW, online', medianMs: median(online), runs: RUNS },
    { page: '/admin/dashboard, warm SW, offline', medianMs: median(offline), runs: RUNS },
  ];
}

async function main(): Promise<void> {
  const server = spawn('npx', ['tsx', 'server/main.ts', '--port', String(PORT), '--dist', 'dist'], {
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    const results: Load[] = [];
    results.push(
      await measure(page, '/admin/login (cold)', async () => {
        await page.goto(`${BASE}/admin/login`);
        await page.getByRole('button', { name: 'Log in' }).waitFor();
      }),
    );
    results.push(
      await measure(page, '/admin/dashboard after sign-in', async () => {
        await page.getByLabel('Login').fill('superadmin');
        await page.getByLabel(/^Password/).fill('demo');
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      }),
    );
    const fresh = await page.context().newPage();
    results.push(
      await measure(fresh, '/admin/dashboard (cold, signed in)', async () => {
        await fresh.goto(`${BASE}/admin/dashboard`);
        await fresh.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      }),
    );
    const paints = await measureWarmPaint(fresh);
    const lists = [
      await measureParcelCards(fresh, BASE),
      ...(await measureCachedParcelModal(fresh, BASE)),
    ];
    await browser.close();

    console.table(results);
    console.table(paints);
    console.table(lists);
    const cache = JSON.parse(
      execFileSync(
        'npx',
        ['tsx', '--tsconfig', 'tsconfig.app.json', 'scripts/bench-cache-size.ts'],
        {
          encoding: 'utf8',
        },
      )
        .trim()
        .split('\n')
        .at(-1) ?? '{}',
    ) as Record<string, unknown>;
    console.log('Offline cache after opening 300 records:', cache);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/offline.json', `${JSON.stringify({ paints, cache }, null, 2)}\n`);
    writeFileSync('bench-results/bundle.json', `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync('bench-results/lists.json', `${JSON.stringify(lists, null, 2)}\n`);
    const login = results[0];
    if (login && login.jsKb > LOGIN_JS_BUDGET_KB) {
      console.error(
        `Budget exceeded: /admin/login loads ${login.jsKb} KB gzip of JS (> ${LOGIN_JS_BUDGET_KB})`,
      );
      process.exitCode = 1;
    } else {
      console.log(`Budget met: /admin/login JS ${login?.jsKb} KB gzip <= ${LOGIN_JS_BUDGET_KB} KB`);
    }
  } finally {
    server.kill();
  }
}

await main();
