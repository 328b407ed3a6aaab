import { expect, type Locator, type Page, test } from './fixtures';
import { openAs } from './helpers';

// Issue 11: what the built screens looked like at the spec's widths. Each check measures boxes in
// real Chromium, where the text, fonts and breakpoints are the ones a user gets.

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the element's text runs (its text nodes' client rects). */
function textBoxes(element: Locator): Promise<Box[]> {
  return element.evaluate((node) => {
    const range = document.createRange();
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      range.selectNodeContents(text);
      for (const rect of range.getClientRects())
        boxes.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
    }
    return boxes;
  });
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The field's text stays inside its box, and neither covers any other label of the form. */
async function expectRangeFits(page: Page, label: string) {
  const form = page.getByRole('form', { name: 'Filters' });
  const field = form.getByRole('button', { name: label, exact: true });
  await expect(field).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} –/);
  const box = (await field.boundingBox())!;
  const texts = await textBoxes(field);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(inside(text, box), JSON.stringify({ text, box })).toBe(true);
  const labels = await form
    .locator('label')
    .filter({ hasNotText: new RegExp(`^${label}$`) })
    .evaluateAll((nodes) =>
      nodes
        .map((node) => node.getBoundingClientRect())
        .filter((rect) => rect.width > 0)
        .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height })),
    );
  expect(labels.length).toBeGreaterThan(0);
  for (const other of labels) {
    expect(overlap(box, other), JSON.stringify({ box, other })).toBe(false);
    for (const text of texts) expect(overlap(text, other)).toBe(false);
  }
}

const WIDTHS = [1440, 1200, 768, 400];

test.describe('the date range field fits', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px on statistics (set by default) and parcels (once set)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAs(page, 'superadmin', '/admin/stats_requests');
      await expectRangeFits(page, 'Date range');

      await page.goto(
        '/admin/parcels?date_from=01-11-2026+00%3A00%3A00&date_to=23-11-2026+23%3A59%3A59',
      );
      await expectRangeFits(page, 'Created');
    });
  }
});

test('the UTC clock is in the top bar at 700 px and at 400 px, the dropdown only from 576 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 700, height: 800 });
  // The top bar is the same on every screen: one without charts.
  await openAs(page, 'staff', '/admin/parcels');
  const clock = page.getByRole('banner').getByLabel('Current UTC time');
  await expect(clock).toBeVisible();
  await expect(clock).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} UTC/);
  await expect(page.getByRole('button', { name: 'Account menu: staff' })).toBeVisible();

  await page.setViewportSize({ width: 400, height: 800 });
  await expect(clock).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu: staff' })).toBeHidden();
  // Everything in the top bar stays on screen and apart.
  const bar = (await page.getByRole('banner').boundingBox())!;
  const parts = [
    page.getByRole('button', { name: 'Open navigation' }),
    page.getByRole('banner').getByRole('link', { name: 'Shipping API Admin' }),
    clock,
    page.getByRole('button', { name: /Switch to (dark|light) theme/ }),
  ];
  const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
  for (const box of boxes) expect(inside(box, bar), JSON.stringify({ box, bar })).toBe(true);
  for (let i = 1; i < boxes.length; i++) expect(overlap(boxes[i - 1]!, boxes[i]!)).toBe(false);
});

test("the dashboard: health rows' axis labels stay apart; Others is told apart from the bars", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, 'superadmin', '/admin/dashboard');
  const health = page.getByRole('region', { name: 'Health statuses', exact: true });
  await expect(health.getByRole('img', { name: /success rate/ }).first()).toBeVisible();
  const labels = health.locator('svg text').filter({ hasText: /^(0|100)%$/ });
  await expect(labels.first()).toBeVisible();
  const boxes = await labels.evaluateAll((nodes) =>
    nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(2);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      expect(overlap(boxes[i]!, boxes[j]!), JSON.stringify([boxes[i], boxes[j]])).toBe(false);

  const parcels = page.getByRole('region', { name: 'Parcels' });
  await expect(parcels.getByText(/^Others \(\d+ more groups\):/)).toBeVisible();
  const bars = parcels.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(7);
});
