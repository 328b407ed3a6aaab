// `npm run bench`: what the production build costs a user. Starts the reference server on the
// build (`dist`, or BENCH_DIST), drives Debian's Chromium, and prints:
// - the sign-in page's JS and CSS (KB gzip) and its number of JS and CSS files, as loaded and as
//   counted from the build, against the budget (170 KB gzip of JS, 20 files; decision 017);
// - a first visit's time to offline readiness (the service worker controls /admin/login) and the
//   time from pressing Log in to the dashboard's heading, with reloads (median of 7 fresh
//   contexts, scripts/bench-first-visit.ts);
// - the dashboard's first meaningful paint with a warm service worker, online and offline;
// - the time to render 48 parcel cards and to open a cached parcel (scripts/bench-lists.ts);
// - a service with about 200 accounts on its Credentials tab: the first accounts, then a scroll to
//   the last account and its values (scripts/bench-credentials.ts);
// - what the device keeps after visiting every screen and opening 300 parcels
//   (scripts/bench-cache-size.ts);
// - the reference server's time for a filtered page of the request log, in process, median of
//   25 (scripts/bench-request-log.ts; budget 50 ms, decision 021), and opening a request of
//   several MB: the server's answer and the details modal's work on it;
// - the command palette: Ctrl+K to its first result (scripts/bench-palette.ts), and merging 100
//   PDF labels of selected parcels into one PDF (scripts/bench-labels.ts; issue 18).
import { chromium, type Page, type Response } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureDeviceCache } from './bench-cache-size';
import { measureFirstVisit, measureSignIn, median, RUNS } from './bench-first-visit';
import { measureCredentialsScroll } from './bench-credentials';
import { measureLabelMerge } from './bench-labels';
import { measureCachedParcelModal, measureParcelCards } from './bench-lists';
import { measurePalette } from './bench-palette';
import { measureLargeRequest, measureRequestLogServer } from './bench-request-log';
import { overBudget, SIGN_IN_BUDGET, signInLoad } from './sign-in-budget';

const PORT = Number(process.env.BENCH_PORT ?? 5066);
const BASE = `http://localhost:${PORT}`;
const DIST = process.env.BENCH_DIST ?? 'dist';

type Load = { page: string; jsKb: number; cssKb: number; files: number; requests: number };

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

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function measure(page: Page, name: string, action: () => Promise<void>): Promise<Load> {
  const sizes = { js: 0, css: 0 };
  let files = 0;
  let requests = 0;
  const pending: Promise<void>[] = [];
  const onRequest = () => {
    requests += 1;
  };
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : null;
    if (!kind) return;
    files += 1;
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
  return { page: name, jsKb: kb(sizes.js), cssKb: kb(sizes.css), files, requests };
}

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

/** After sign-in the worker fetches the ZPL renderer and charts: timings wait until it is done. */
async function untilRuntimeCacheWarm(page: Page) {
  // A function: the app's CSP forbids the eval a string predicate needs.
  await page.waitForFunction(
    () =>
      caches.keys().then(async (names) => {
        for (const name of names) {
          const requests = await (await caches.open(name)).keys();
          if (requests.some((request) => /zpl\.worker-/.test(request.url))) return true;
        }
        return false;
      }),
    null,
    { timeout: 60_000, polling: 500 },
  );
}

function builtSignInLoad() {
  if (!existsSync(join(DIST, '.vite', 'manifest.json'))) return null;
  const load = signInLoad(DIST);
  return { jsKb: load.jsKb, cssKb: load.cssKb, files: load.fileCount };
}

async function main(): Promise<void> {
  // Its own process group, so stopping it takes tsx's child process down too.
  const server = spawn('npx', ['tsx', 'server/main.ts', '--port', String(PORT), '--dist', DIST], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const firstVisit = await measureFirstVisit(browser, BASE);
    const signIn = await measureSignIn(browser, BASE);

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
    await untilRuntimeCacheWarm(fresh).catch(() =>
      console.warn('The runtime cache was not warmed'),
    );
    const paints = await measureWarmPaint(fresh);
    const lists = [
      await measureParcelCards(fresh, BASE),
      ...(await measureCachedParcelModal(fresh, BASE)),
    ];
    const credentials = await measureCredentialsScroll(context, BASE);
    await context.close();

    const cacheContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const cachePage = await cacheContext.newPage();
    await cachePage.goto(`${BASE}/admin/login`);
    await cachePage.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await cachePage.getByLabel('Login').fill('superadmin');
    await cachePage.getByLabel(/^Password/).fill('demo');
    await cachePage.getByRole('button', { name: 'Log in' }).click();
    await cachePage.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const cache = await measureDeviceCache(cachePage, BASE);
    await cacheContext.close();
    const palette = await measurePalette(browser, BASE);
    const labels = await measureLabelMerge(browser, BASE);
    await browser.close();

    const login = results[0]!;
    const built = builtSignInLoad();
    const budget = [
      { measured: 'as loaded', jsKb: login.jsKb, cssKb: login.cssKb, files: login.files },
      ...(built ? [{ measured: 'from the build', ...built }] : []),
    ].map((row) => ({
      ...row,
      budget: `${SIGN_IN_BUDGET.jsKb} KB, ${SIGN_IN_BUDGET.files} files`,
      verdict: overBudget({ jsKb: row.jsKb, fileCount: row.files }).join('; ') || 'pass',
    }));
    console.log('Sign-in page (/admin/login):');
    console.table(budget);
    console.table(results);
    console.table([
      { what: firstVisit.what, medianMs: firstVisit.medianMs, runs: firstVisit.runs.join(' ') },
      {
        what: signIn.what,
        medianMs: signIn.medianMs,
        runs: `${signIn.runs.join(' ')} (reloads: ${signIn.reloads}/${RUNS})`,
      },
    ]);
    console.table(paints);
    console.table(lists);
    console.log('Credentials tab of a service with about 200 accounts (ms):');
    console.table([credentials]);
    const { databases, ...cacheTotals } = cache;
    console.log('Device after every screen and 300 opened parcels:');
    console.table([cacheTotals]);
    console.table(databases);

    console.log('Issue 18: the command palette and bulk labels:');
    console.table([palette, ...labels]);

    const requestLog = await measureRequestLogServer();
    console.log(
      `Request log server (${requestLog.rowsInLog} requests, budget ${requestLog.budgetMs} ms):`,
    );
    console.table(requestLog.rows);
    const largeRequest = await measureLargeRequest();
    console.log("Opening a request of several MB (server answer, then the modal's work):");
    console.table([largeRequest]);

    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      'bench-results/request-log.json',
      `${JSON.stringify({ ...requestLog, largeRequest }, null, 2)}\n`,
    );
    writeFileSync('bench-results/bundle.json', `${JSON.stringify({ budget, results }, null, 2)}\n`);
    writeFileSync(
      'bench-results/first-visit.json',
      `${JSON.stringify({ firstVisit, signIn }, null, 2)}\n`,
    );
    writeFileSync('bench-results/offline.json', `${JSON.stringify({ paints, cache }, null, 2)}\n`);
    writeFileSync('bench-results/lists.json', `${JSON.stringify(lists, null, 2)}\n`);
    writeFileSync('bench-results/credentials.json', `${JSON.stringify(credentials, null, 2)}\n`);
    writeFileSync('bench-results/tools.json', `${JSON.stringify({ palette, labels }, null, 2)}\n`);
    if (budget.some((row) => row.verdict !== 'pass')) {
      console.error('Sign-in budget exceeded (decision 017)');
      process.exitCode = 1;
    } else {
      console.log(
        `Sign-in budget met: JS <= ${SIGN_IN_BUDGET.jsKb} KB gzip, <= ${SIGN_IN_BUDGET.files} files`,
      );
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

await main();
