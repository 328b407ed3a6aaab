import { chromium, expect, type Page, test } from './fixtures';
import { mkdtempSync, rmSync } from 'node:fs';
import { logOut, pageNow, signInByApi, waitForDeviceCopy, waitForPersistedCache } from './helpers';
import { tmpdir } from 'node:os';
import { FULL_CHROMIUM } from './chromium';
import { join } from 'node:path';
import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';

// Offline behaviour needs the server out of reach: context.setOffline(true) does not cut the
// service worker's own fetches. The page talks to the reference server through a small TCP
// relay that the test closes and reopens, so the server (and its sessions) live on meanwhile.
// These tests are about the service worker: let it in (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Beside the config's servers (E2E_PORT, 5055 by default), so two working copies' suites can run
// side by side with different E2E_PORTs.
const PORT = Number(process.env.E2E_PORT ?? 5055) + 122;
const SERVER_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess | null = null;
let relay: Server | null = null;
const sockets = new Set<Socket>();

async function startRelay() {
  relay = createServer((client) => {
    const upstream = connect(SERVER_PORT, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => relay?.listen(PORT, resolve));
}

async function stopRelay() {
  sockets.forEach((socket) => socket.destroy());
  sockets.clear();
  await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
  relay = null;
}

test.beforeAll(async () => {
  // Its own process group, so stopping it takes tsx's child process down too.
  server = spawn(
    'npx',
    [
      'tsx',
      'server/main.ts',
      '--port',
      String(SERVER_PORT),
      '--dist',
      process.env.E2E_DIST ?? 'dist',
    ],
    { stdio: 'ignore', detached: true },
  );
  // Up when it answers: however long a busy machine takes, within the hook's own limit.
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${SERVER_PORT}/admin/`).then(
          (answer) => answer.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test.beforeEach(startRelay);
test.afterEach(stopRelay);

/**
 * Signs in through the API and opens `path` online with the service worker in (decision 041):
 * the screens' device copies are the subject here, not the login form or the dashboard.
 */
async function openOnline(page: Page, login: string, path: string) {
  await signInByApi(page, login, BASE);
  await page.goto(`${BASE}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
}

async function signInOnline(page: Page, login: string) {
  await page.goto(`${BASE}/admin/login`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByLabel('Login').fill(login);
  await page.getByLabel(/^Password/).fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The common lists are written to the device once, just after sign-in (then restored from
  // memory for five minutes): a page load before that write commits would abort it.
  const id = await page.evaluate(
    () => JSON.parse(localStorage.getItem('activeAccounts') ?? '[]')[0].id as number,
  );
  await waitForDeviceCopy(page, id, '"common-lists"');
}

const STAFF_ID = 2;
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });

async function goOffline(page: Page) {
  await stopRelay();
  await page.context().setOffline(true);
}

async function goOnline(page: Page) {
  await startRelay();
  await page.context().setOffline(false);
}

test('the app is installable and the service worker controls the page', async () => {
  // Installability needs a normal (not incognito) profile.
  const profile = mkdtempSync(join(tmpdir(), 'console-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${BASE}/admin/login`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const manifest = await (await fetch(`${BASE}/admin/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ start_url: '/admin/', scope: '/admin/', display: 'standalone' });
  expect(manifest.icons.map((icon: { purpose?: string }) => icon.purpose ?? 'any')).toContain(
    'maskable',
  );
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

const SCREENS = [
  {
    path: '/admin/dashboard',
    copy: ['"dashboard"', '"parcels"'],
    shows: (page: Page) => page.getByRole('img', { name: /^Parcels of the last 30 days by/ }),
  },
  {
    path: '/admin/parcels',
    copy: ['"parcels"', '"list"'],
    shows: (page: Page) =>
      page.getByRole('list', { name: 'Parcels' }).getByRole('listitem').first(),
  },
  {
    path: '/admin/pallets',
    copy: ['"pallets"', '"list"'],
    shows: (page: Page) =>
      page.getByRole('list', { name: 'Pallets' }).getByRole('listitem').first(),
  },
  {
    path: '/admin/stats_requests',
    copy: ['"statistics"', '"graph"'],
    shows: (page: Page) => page.getByRole('list', { name: 'Totals' }).getByRole('link').first(),
  },
];

for (const screen of SCREENS) {
  test(`${screen.path}: opened online, it reloads offline with its data and their true age`, async ({
    page,
  }) => {
    // Page time is faked (and runs on), so the age after five minutes can be read exactly.
    await page.clock.install();
    await openOnline(page, 'staff', screen.path);
    await expect(screen.shows(page)).toBeVisible();
    await waitForDeviceCopy(page, STAFF_ID, ...screen.copy);
    await waitForDeviceCopy(page, STAFF_ID, '"common-lists"');

    // Offline first: five minutes of page time also fire the widgets' polling, which must not
    // reach the server and refresh what is stored.
    await goOffline(page);
    await page.clock.fastForward('05:00');
    await page.reload();
    await expect(screen.shows(page)).toBeVisible();
    await expect(banner(page)).toHaveText('You are offline. Showing data cached 5 min ago.');
    await expect(page.getByText("Can't get data from server!")).toHaveCount(0);
  });
}

test('offline, writes wait for the network and say why; back online the data revalidates', async ({
  page,
}) => {
  await openOnline(page, 'staff', '/admin/dashboard');
  // The dashboard's own copy too: a screen with nothing of its own stored is the offline page
  // (decision 018), and on a loaded machine the widget's answer may still be on its way.
  await waitForDeviceCopy(page, STAFF_ID, '"dashboard"', '"parcels"');
  await waitForDeviceCopy(page, STAFF_ID, '"common-lists"');
  await goOffline(page);

  await page.goto(`${BASE}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/, staff\./)).toBeVisible();
  await page.getByRole('button', { name: 'Account menu: staff' }).click();
  await page.getByRole('menuitem', { name: 'Add account' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add account' }).getByRole('button', { name: 'Add account' }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');

  const revalidated = page.waitForResponse(
    (response) => response.url().includes('/admin/main/get_all_lists') && response.ok(),
  );
  await goOnline(page);
  await revalidated;
  await expect(banner(page)).toHaveCount(0);
});

test('offline, a screen never opened is the offline page in the shell, and the screen once back online', async ({
  page,
}) => {
  await openOnline(page, 'staff', '/admin/parcels');
  await expect(page.getByRole('list', { name: 'Parcels' })).toBeVisible();
  await waitForDeviceCopy(page, STAFF_ID, '"parcels"', '"list"');
  await waitForDeviceCopy(page, STAFF_ID, '"common-lists"');

  await goOffline(page);
  await page.goto(`${BASE}/admin/pallets`);
  await expect(page.getByRole('heading', { name: 'You are offline now!' })).toBeVisible();
  // Inside the shell, offering what was opened, and saying nothing of a cache.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Screens' }).getByRole('link', { name: 'Parcels' }),
  ).toBeVisible();
  await expect(banner(page)).toHaveText('You are offline. Changes need a connection.');

  await goOnline(page);
  await expect(
    page.getByRole('list', { name: 'Pallets' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline now!' })).toHaveCount(0);

  // The offline page's link opens the stored screen.
  await goOffline(page);
  await page.goto(`${BASE}/admin/stats_requests`);
  await page.getByRole('list', { name: 'Screens' }).getByRole('link', { name: 'Parcels' }).click();
  await expect(
    page.getByRole('list', { name: 'Parcels' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('with nothing of the account on the device, offline is the offline page, then the dashboard', async ({
  page,
}) => {
  await openOnline(page, 'staff', '/admin/dashboard');
  // Every copy the dashboard writes is in before they are wiped, so none lands afterwards.
  await waitForDeviceCopy(page, STAFF_ID, '"dashboard"', '"parcels"');
  await waitForDeviceCopy(page, STAFF_ID, '"common-lists"');
  // As for an account whose data never reached this device: no persisted or IndexedDB copy.
  await page.evaluate(async () => {
    Object.keys(localStorage)
      .filter((key) => key.startsWith('query-cache-'))
      .forEach((key) => localStorage.removeItem(key));
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        (db) =>
          new Promise((resolve) => {
            const request = indexedDB.deleteDatabase(db.name ?? '');
            request.onsuccess = request.onerror = request.onblocked = resolve;
          }),
      ),
    );
  });
  await goOffline(page);
  await page.goto(`${BASE}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'You are offline now!' })).toBeVisible();
  await expect(
    page.getByText('Nothing is stored on this device for reading offline yet.'),
  ).toBeVisible();

  await goOnline(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test("after staff logs out and client signs in, none of staff's data is on the device or readable", async ({
  page,
}) => {
  await openOnline(page, 'staff', '/admin/parcels');
  const first = page.getByRole('list', { name: 'Parcels' }).getByRole('listitem').first();
  const tracking = ((await first.getAttribute('aria-label')) ?? '').replace('Parcel ', '');
  await first.getByRole('link', { name: tracking, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Parcel ${tracking}` })).toBeVisible();
  const staffParcel = page.url();
  await waitForDeviceCopy(page, STAFF_ID, '"detail"');
  await waitForDeviceCopy(page, STAFF_ID, '"common-lists"');
  await page.keyboard.press('Escape');

  await logOut(page, 'staff');
  const since = await pageNow(page);
  // The client signs in through the form, as a user on this device would.
  await signInOnline(page, 'client');
  const clientId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('activeAccounts') ?? '[]')[0].id as number,
  );
  await waitForDeviceCopy(page, clientId, '"common-lists"');
  // The client's cache is written (the sync persister throttles): what the device keeps now.
  await waitForPersistedCache(page, since);

  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  expect(Object.keys(storage).filter((key) => key.includes('user-2'))).toEqual([]);
  expect(Object.values(storage).join(' ')).not.toContain('Stella Staff');
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name),
  );
  expect(databases).not.toContain('console-cache-user-2');
  expect(databases).toContain(`console-cache-user-${clientId}`);

  // Offline, the staff parcel's address gives the client nothing of staff's.
  await goOffline(page);
  await page.goto(staffParcel);
  await expect(page.getByRole('dialog', { name: `Parcel ${tracking}` })).toHaveCount(0);
  await expect(page.getByText('Stella Staff')).toHaveCount(0);
});

test('offline, a recently opened parcel opens from the device with its cached time, over the last list page', async ({
  page,
}) => {
  await openOnline(page, 'staff', '/admin/parcels');
  const list = page.getByRole('list', { name: 'Parcels' });
  const first = list.getByRole('listitem').first();
  const tracking = ((await first.getAttribute('aria-label')) ?? '').replace('Parcel ', '');
  await first.getByRole('link', { name: tracking, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Parcel ${tracking}` });
  await expect(dialog).toBeVisible();
  const parcelUrl = page.url();
  await waitForDeviceCopy(page, STAFF_ID, '"detail"');
  await waitForDeviceCopy(page, STAFF_ID, '"parcels"', '"list"');
  await waitForDeviceCopy(page, STAFF_ID, '"common-lists"');

  await goOffline(page);
  await page.goto(parcelUrl);
  await expect(page.getByRole('dialog', { name: `Parcel ${tracking}` })).toBeVisible();
  await expect(page.getByText(/Opened offline, cached/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The list page viewed last is there too, from its device copy.
  await expect(list.getByRole('listitem')).toHaveCount(32);
  await expect(banner(page)).toContainText(/cached/);
  // The offline page lists the parcel among the records.
  await page.goto(`${BASE}/admin/pallets`);
  await expect(
    page.getByRole('list', { name: 'Records' }).getByRole('link', { name: `Parcel ${tracking}` }),
  ).toBeVisible();
});
