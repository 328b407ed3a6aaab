import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page, test } from './fixtures';
import { createDb } from '../../server/data/db';
import { pudoMap, pudoPointsData } from '../../server/areas/pudo-points/queries';
import type { PudoPoint } from '../../src/contract/pudo-points/pudo-points-schemas';
import { expectAccessible, signInByApi } from './helpers';

// Pickup points and the holidays export in the production build (issue 16 sections 4, 5, 8): a
// search from a URL shows the points on a map drawn from the built-in country outlines, with no
// tile server asked; a marker clicked selects its point in the list, a point chosen in the list
// is highlighted on the map; a holidays CSV downloads under the server's name. The expected
// points are the seeded dataset's (the same at every start).

const db = createDb();
const data = pudoPointsData(db);
const service = Object.values(data.services).find((s) => s.name === 'DPD - Pickup')!;
const user = data.service_users[service.id]![0]!;
const { points } = pudoMap(db, {
  serviceId: service.id,
  credentialsKey: 'default',
  userId: user.id,
  isTest: false,
  address: { country: 'FR', city: 'Lyon' },
});
const SEARCH = `/admin/pudo_points?service=${service.id}&credentials_key=default&user_id=${user.id}&country=FR&city=Lyon`;

/** Web Mercator pixels at zoom 9, where the map opens. */
const pixel = (p: PudoPoint) => {
  const scale = 256 * 2 ** 9;
  const sin = Math.sin((p.lat * Math.PI) / 180);
  return {
    x: ((p.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
};
/** The point whose marker lies farthest from any other: a click on it hits it alone. */
const loneliest = points
  .map((point) => ({
    point,
    gap: Math.min(
      ...points
        .filter((other) => other !== point)
        .map((other) =>
          Math.hypot(pixel(point).x - pixel(other).x, pixel(point).y - pixel(other).y),
        ),
    ),
  }))
  .sort((a, b) => b.gap - a.gap)[0]!;

const markerNamed = (page: Page, point: PudoPoint) =>
  page.getByRole('button', {
    name: new RegExp(`^${point.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
  });
const list = (page: Page) => page.getByRole('list', { name: 'Pickup points' });

test.describe('pickup points and holidays', () => {
  // One sign-in for both screens.
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await signInByApi(page, 'staff');
  });
  test.afterAll(() => context.close());

  test('a search from a URL, a marker clicked and a point chosen in the list, with no tile server', async ({
    baseURL,
  }) => {
    expect(points.length).toBeGreaterThan(5);
    expect(loneliest.gap).toBeGreaterThan(26);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(baseURL!).origin)) elsewhere.push(request.url());
    });
    await page.goto(SEARCH);

    await expect(page.getByRole('heading', { name: 'Pickup points', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('DPD - Pickup');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');
    await expect(page.getByText(`${points.length} pickup points found`)).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(points.length);
    // The base layer: the countries' outlines as GeoJSON paths, and no tiles.
    await expect(page.locator('path.pudo-country').first()).toBeAttached();
    expect(await page.locator('path.pudo-country').count()).toBeGreaterThan(50);
    await expect(page.locator('img.leaflet-tile')).toHaveCount(0);

    // On the map: the marker clicked selects its point in the list.
    const target = loneliest.point;
    await markerNamed(page, target).click();
    await expect(markerNamed(page, target)).toHaveAttribute('aria-pressed', 'true');
    const current = list(page).locator('li[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(target.title);
    await expect(current).toBeInViewport();

    // In the list: the point chosen is highlighted on the map, the other no longer.
    const other = points.find((p) => p !== target && p.title !== target.title)!;
    await list(page).getByRole('button', { name: other.title, exact: true }).click();
    await expect(list(page).locator('li[aria-current="true"]')).toContainText(other.title);
    await expect(markerNamed(page, other)).toHaveAttribute('aria-pressed', 'true');
    await expect(markerNamed(page, target)).toHaveAttribute('aria-pressed', 'false');

    await expectAccessible(page);
    expect(elsewhere).toEqual([]);
  });

  test('holidays export downloads the file the server names', async () => {
    const year = new Date().getFullYear();
    await page.goto('/admin/holidays');
    await expect(page.getByRole('heading', { name: 'Export holidays', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Germany (DE)' }).click();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`holidays_DE_${year}-01-01_${year}-12-31.csv`);
    const text = await readFile(await file.path(), 'utf8');
    // Written again under the console's CSV rules (decision 053): the device's separator
    // (semicolon by default) and a byte-order mark for spreadsheets.
    expect(text.split('\r\n')[0]).toBe('\uFEFFDate;Weekday;Country;Name;Local name');
    expect(text).toContain(`03-10-${year};`);
    expect(text).toContain(';DE;German Unity Day;Tag der Deutschen Einheit');
  });
});
