// Parts of `npm run bench` for the list screens (issue 4): the time to render a page of 48
// parcel cards, and the time to open a parcel's modal from cache, median of 7 in Chromium.
import type { Page } from '@playwright/test';

const RUNS = 7;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

// Strings, not functions: tsx would wrap a function with helpers the page does not have.
const SWITCH_AND_TIME = (view: 'Cards' | 'Table') => `(async () => {
  const radio = [...document.querySelectorAll('input[type=radio]')]
    .find((input) => input.labels && input.labels[0] && input.labels[0].textContent.trim() === '${view}');
  const done = () => '${view}' === 'Cards'
    ? document.querySelectorAll('ul[aria-label="Parcels"] > li').length === 48
    : document.querySelector('table') !== null;
  const start = performance.now();
  radio.click();
  await new Promise((resolve) => {
    const check = () => (done() ? requestAnimationFrame(() => setTimeout(resolve, 0)) : requestAnimationFrame(check));
    check();
  });
  return performance.now() - start;
})()`;

/** Table to cards on a page of 48 parcels: React's render and the browser's paint, no network. */
export async function measureParcelCards(page: Page, base: string) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${base}/admin/parcels?quantity=48`);
  await page.getByRole('list', { name: 'Parcels' }).getByRole('listitem').nth(47).waitFor();
  const runs: number[] = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    await page.evaluate(SWITCH_AND_TIME('Table'));
    const ms = (await page.evaluate(SWITCH_AND_TIME('Cards'))) as number;
    if (i > 0) runs.push(ms); // the first run warms the code path up
  }
  return { what: 'render 48 parcel cards', medianMs: Math.round(median(runs)), runs: RUNS };
}

async function timeModalOpen(page: Page, tracking: string): Promise<number> {
  const start = Date.now();
  await page
    .getByRole('list', { name: 'Parcels' })
    .getByRole('link', { name: tracking, exact: true })
    .click();
  await page.getByRole('dialog', { name: `Parcel ${tracking}` }).waitFor();
  return Date.now() - start;
}

async function closeModal(page: Page) {
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * Click to modal title for a parcel opened before: from the in-memory cache, and offline from
 * the account's device copy after a reload (the list page too comes from its device copy).
 */
export async function measureCachedParcelModal(page: Page, base: string) {
  await page.goto(`${base}/admin/parcels`);
  const first = page.getByRole('list', { name: 'Parcels' }).getByRole('listitem').first();
  const tracking = ((await first.getAttribute('aria-label')) ?? '').replace('Parcel ', '');
  await timeModalOpen(page, tracking);
  await closeModal(page);
  await page.waitForTimeout(500); // the device copy is written after the answer
  const memory: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    memory.push(await timeModalOpen(page, tracking));
    await closeModal(page);
  }
  await page.context().setOffline(true);
  const device: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto(`${base}/admin/parcels`);
    await first.waitFor();
    device.push(await timeModalOpen(page, tracking));
  }
  await page.context().setOffline(false);
  return [
    { what: 'open a cached parcel modal (memory)', medianMs: median(memory), runs: RUNS },
    {
      what: 'open a cached parcel modal (offline, device copy)',
      medianMs: median(device),
      runs: RUNS,
    },
  ];
}
