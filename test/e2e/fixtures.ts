import { type BrowserContext, type BrowserContextOptions, test as base } from '@playwright/test';

// Everything of Playwright's, with `test` below in place of its own.
export * from '@playwright/test';

// One browser context per worker, emptied between tests, in place of a fresh context per test
// (decision 058). A fresh context starts with an empty HTTP cache, so every test's first page
// loaded the console's 55 scripts again and compiled them cold: about 2.2 s of a busy core each
// time, against 0.9 s with the hashed, immutable assets already cached. Between tests the
// context keeps only that cache: its pages are closed (session storage, `page.addInitScript`
// and `page.route` go with them), its cookies, permissions and network state are reset, and
// every storage of the console's origin (local storage, IndexedDB, Cache Storage, service
// workers) is cleared.
//
// A test that needs another context (a service worker let in, permissions granted from the
// start, or a trace with E2E_TRACE=1) gets a fresh one, as before; a context whose test
// installed Playwright's fake clock (which cannot be taken out) is replaced after it.

/** Every kind of storage a test may leave in the origin, the HTTP cache excepted. */
const STORAGE_TYPES = [
  'cookies',
  'local_storage',
  'indexeddb',
  'cache_storage',
  'service_workers',
  'file_systems',
  'websql',
  'shared_storage',
  'storage_buckets',
].join(',');

/** The project's context options (the device and the server): a new one set in
 *  playwright.config.ts's projects must be added here, or the shared context goes without it. */
function contextOptions(use: BrowserContextOptions): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers } =
    use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers };
}

/**
 * Empties the context for the next test. Answers false where a test changed what cannot be
 * undone: Playwright's fake clock, once installed, stays in every page of its context.
 */
async function empty(context: BrowserContext, baseURL: string): Promise<boolean> {
  await Promise.all(context.pages().map((page) => page.close()));
  await context.setOffline(false);
  await context.clearPermissions();
  await context.clearCookies();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // The storage of the origin, cleared from a blank page of the same context (the CDP call
  // clears the context's own partition); the page is closed after.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL).origin,
    storageTypes: STORAGE_TYPES,
  });
  await cdp.detach();
  const fakeClock = await page.evaluate(() => '__pwClock' in globalThis);
  await page.close();
  return !fakeClock;
}

type Warm = { context: BrowserContext | undefined };

export const test = base.extend<object, { warm: Warm }>({
  warm: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const warm: Warm = { context: undefined };
      await use(warm);
      await warm.context?.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ warm, browser, serviceWorkers, permissions, baseURL }, provide, testInfo) => {
    const options = contextOptions(testInfo.project.use);
    const fresh =
      Boolean(process.env.E2E_TRACE) ||
      serviceWorkers !== options.serviceWorkers ||
      (permissions?.length ?? 0) > 0;
    if (fresh) {
      const context = await browser.newContext({ ...options, serviceWorkers, permissions });
      await provide(context);
      await context.close();
      return;
    }
    warm.context ??= await browser.newContext(options);
    await provide(warm.context);
    if (!(await empty(warm.context, baseURL ?? String(options.baseURL)))) {
      await warm.context.close();
      warm.context = undefined;
    }
  },
});
