// `npm run bench`: what the production build costs a user. Starts the reference server on the
// built app, drives Debian's Chromium, and prints, per page, the gzip size of the JS and CSS it
// loads and the number of requests. Budget: JS for /admin/login at most 200 KB gzip.
import { chromium, type Page, type Response } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const PORT = Number(process.env.BENCH_PORT ?? 5066);
const BASE = `http://localhost:${PORT}`;
const LOGIN_JS_BUDGET_KB = 200;

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
    const page = await browser.newPage();
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
        await page.getByLabel('Password', { exact: true }).fill('demo');
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
    await browser.close();

    console.table(results);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/bundle.json', `${JSON.stringify(results, null, 2)}\n`);
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
