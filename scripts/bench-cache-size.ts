// Part of `npm run bench`: what a signed-in device keeps after visiting every screen (dashboard,
// parcels, pallets, statistics) and opening 300 parcels, measured in the browser and generically:
// every IndexedDB database of the origin (each record's key and value as JSON), localStorage, and
// for context the Cache Storage (the app's files) and the browser's own usage estimate. It knows
// nothing of the offline layer's schema, which changes independently (decision 017).
import type { Page } from '@playwright/test';

const RECORDS = 300;
const PAGE_SIZE = 48;

// A string, not a function: tsx would wrap a function with helpers the page does not have.
const MEASURE = `(async () => {
  const json = (value) => { try { return JSON.stringify(value) ?? ''; } catch { return ''; } };
  let idbBytes = 0;
  let idbRecords = 0;
  const databases = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores = [...db.objectStoreNames];
    let bytes = 0;
    let records = 0;
    if (stores.length > 0) {
      await new Promise((resolve, reject) => {
        const tx = db.transaction(stores);
        for (const store of stores) {
          const cursor = tx.objectStore(store).openCursor();
          cursor.onsuccess = () => {
            const row = cursor.result;
            if (!row) return;
            bytes += json(row.key).length + json(row.value).length;
            records += 1;
            row.continue();
          };
        }
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
    }
    db.close();
    databases.push({ name, stores: stores.length, records, kb: Math.round(bytes / 102.4) / 10 });
    idbBytes += bytes;
    idbRecords += records;
  }
  let localBytes = 0;
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i) ?? '';
    localBytes += key.length + (localStorage.getItem(key) ?? '').length;
  }
  let cacheBytes = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response) cacheBytes += (await response.arrayBuffer()).byteLength;
    }
  }
  const estimate = await navigator.storage.estimate();
  return { idbBytes, idbRecords, databases, localBytes, cacheBytes, usage: estimate.usage ?? 0 };
})()`;

type Measured = {
  idbBytes: number;
  idbRecords: number;
  databases: { name: string; stores: number; records: number; kb: number }[];
  localBytes: number;
  cacheBytes: number;
  usage: number;
};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function openParcels(page: Page, base: string, count: number) {
  let opened = 0;
  for (let pageNo = 1; opened < count; pageNo += 1) {
    await page.goto(`${base}/admin/parcels?quantity=${PAGE_SIZE}&page=${pageNo}`);
    const cards = page.getByRole('list', { name: 'Parcels' }).getByRole('listitem');
    await cards.nth(PAGE_SIZE - 1).waitFor();
    const labels = await cards.evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
    for (const label of labels) {
      if (opened >= count) break;
      const tracking = label.replace('Parcel ', '');
      await page
        .getByRole('list', { name: 'Parcels' })
        .getByRole('link', { name: tracking, exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: `Parcel ${tracking}` });
      await dialog.getByRole('region', { name: 'Parcel details' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      opened += 1;
    }
  }
  return opened;
}

/** Signs nothing in itself: `page` is signed in and controlled by the service worker. */
export async function measureDeviceCache(page: Page, base: string) {
  const screens = [
    ['/admin/dashboard', page.getByRole('heading', { name: 'Dashboard', level: 1 })],
    ['/admin/parcels', page.getByRole('list', { name: 'Parcels' }).getByRole('listitem').first()],
    ['/admin/pallets', page.getByRole('list', { name: 'Pallets' }).getByRole('listitem').first()],
    ['/admin/stats_requests', page.getByRole('list', { name: 'Totals' })],
  ] as const;
  for (const [path, shows] of screens) {
    await page.goto(`${base}${path}`);
    await shows.waitFor({ timeout: 20_000 });
  }
  const opened = await openParcels(page, base, RECORDS);
  // The query layer writes each answer just after it arrives: read until two readings agree.
  let measured = (await page.evaluate(MEASURE)) as Measured;
  for (let i = 0; i < 20; i += 1) {
    await page.waitForTimeout(500);
    const again = (await page.evaluate(MEASURE)) as Measured;
    const settled =
      again.idbBytes === measured.idbBytes && again.localBytes === measured.localBytes;
    measured = again;
    if (settled) break;
  }
  return {
    opened,
    deviceDataKb: kb(measured.idbBytes + measured.localBytes),
    indexedDbKb: kb(measured.idbBytes),
    indexedDbRecords: measured.idbRecords,
    localStorageKb: kb(measured.localBytes),
    cacheStorageKb: kb(measured.cacheBytes),
    browserUsageKb: kb(measured.usage),
    databases: measured.databases,
  };
}
