import { expect, type Page, test } from './fixtures';
import { signInByApi } from './helpers';

// Issue 10 (decision 017): a first visit is offline-ready quickly, with a small precache that
// leaves the ZPL renderer out; signing in is a client-side navigation; a ZPL label opened offline
// says when the renderer is not on the device yet, and draws once it has been fetched.

// These tests are about the service worker: let it in (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Every file in the service worker's precache, as the browser stores it. */
function precachedFiles(page: Page) {
  return page.evaluate(async () => {
    const files: { url: string; bytes: number }[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        files.push({ url: request.url, bytes: (await response!.arrayBuffer()).byteLength });
      }
    }
    return files;
  });
}

/** The ZPL renderer's URL when some cache of the origin holds it. */
function storedRenderer(page: Page) {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      const found = requests.find((request) => /\/zpl\.worker-[\w-]+\.js$/.test(request.url));
      if (found) return found.url;
    }
    return null;
  });
}

/** As on a device that never fetched it: the renderer out of every cache of the origin. */
function forgetRenderer(page: Page) {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (/\/zpl\.worker-[\w-]+\.js$/.test(request.url)) await cache.delete(request);
      }
    }
  });
}

/**
 * Some IndexedDB record of the origin mentions `needle` (in its key or its value). Generic on
 * purpose: the device-copy schema is not this test's business, only that the label is kept.
 */
function onDevice(page: Page, needle: string) {
  return page.evaluate(async (text) => {
    const found = async (name: string) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const stores = [...db.objectStoreNames];
          if (stores.length === 0) {
            db.close();
            return resolve(false);
          }
          const tx = db.transaction(stores);
          let hit = false;
          for (const store of stores) {
            const cursor = tx.objectStore(store).openCursor();
            cursor.onsuccess = () => {
              const row = cursor.result;
              if (!row || hit) return;
              // Keys may be JSON strings themselves: compare without their escapes.
              const seen = `${JSON.stringify(row.key)} ${JSON.stringify(row.value)}`;
              if (seen.replaceAll('\\', '').includes(text)) {
                hit = true;
              }
              row.continue();
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(hit);
          };
          tx.onerror = () => {
            db.close();
            resolve(false);
          };
        };
      });
    for (const { name } of await indexedDB.databases()) {
      if (name && (await found(name))) return true;
    }
    return false;
  }, needle);
}

test('a first visit to the sign-in page is offline-ready, with a precache under 2.3 MB', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => controlled(page)).toBe(true);

  const files = await precachedFiles(page);
  const urls = files.map((file) => new URL(file.url).pathname);
  // Not vacuous: the shell, the sign-in page's scripts and the screens' chunks are all there.
  expect(urls).toContain('/admin/index.html');
  expect(urls).toContain('/admin/offline.html');
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
      (script) => new URL(script.src).pathname,
    ),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(urls).toContain(script);
  expect(urls.filter((url) => /^\/admin\/assets\/.+\.js$/.test(url)).length).toBeGreaterThan(20);
  // The renderer is a runtime asset, never precached.
  expect(urls.filter((url) => /zpl\.worker/.test(url))).toEqual([]);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  // Decision 017's addendum: every screen's chunk, no heavy library (those are runtime assets).
  expect(total).toBeLessThan(2_300_000);
});

test('signing in shows the dashboard without reloading the document', async ({ page }) => {
  const documents: string[] = [];
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Signed in before the new worker takes control: its first activation must not reload either.
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.evaluate(() => {
    (window as unknown as { signInMarker: string }).signInMarker = 'same document';
  });
  await page.getByLabel('Login').fill('staff');
  await page.getByLabel(/^Password/).fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect.poll(() => controlled(page)).toBe(true);

  expect(
    await page.evaluate(() => (window as unknown as { signInMarker?: string }).signInMarker),
  ).toBe('same document');
  expect(documents).toEqual([]);
});

test('a ZPL label offline: a message before the renderer is on the device, the label after', async ({
  page,
}) => {
  const dialog = page.getByRole('dialog', { name: /^Label of parcel \d+$/ });
  const label = dialog.getByRole('img', { name: /^Label of parcel \d+$/ });
  const notYet = dialog.getByRole('alert').filter({
    hasText: 'This label cannot be drawn offline yet',
  });

  // Signed in through the API (decision 041): the parcels page is the first visit.
  await signInByApi(page, 'superadmin');
  await page.goto('/admin/parcels?label_format=zpl');
  await expect.poll(() => controlled(page)).toBe(true);
  const first = page.getByRole('list', { name: 'Parcels' }).getByRole('listitem').first();
  const tracking = ((await first.getAttribute('aria-label')) ?? '').replace('Parcel ', '');
  await first.getByRole('link', { name: `Label of ${tracking}` }).click();
  await expect(label).toBeVisible();
  const id = /\/label\/(\d+)/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  // The label's answer is on the device (the query layer keeps it), and so is the renderer.
  await expect.poll(() => onDevice(page, `"label","${id}"`)).toBe(true);
  await expect.poll(() => storedRenderer(page)).not.toBeNull();

  // A device that never fetched the renderer, offline: the viewer says so, no spinner.
  await forgetRenderer(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(notYet).toBeVisible();
  await expect(notYet).toContainText(
    'The label renderer has not been downloaded to this device yet.',
  );
  await expect(dialog.getByText('Rendering label…')).toHaveCount(0);
  await expect(label).toHaveCount(0);
  expect(await storedRenderer(page)).toBeNull();

  // Online once, the renderer is fetched and kept; offline again, the label is drawn.
  await page.context().setOffline(false);
  await page.reload();
  await expect(label).toBeVisible();
  await expect.poll(() => storedRenderer(page)).not.toBeNull();
  await page.context().setOffline(true);
  await page.reload();
  await expect(label).toBeVisible();
  expect(await label.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(
    400,
  );
  await page.context().setOffline(false);
});
