// Part of `npm run bench` (issue 18 §2): merging 100 PDF labels into one PDF, signed in as the
// super admin, in the production build: the time in the page from the click on Print labels to
// the merged file ready (the User Timing entry 'bulk-labels:merged' of use-bulk-labels.ts), which
// covers 100 label calls (six at a time) and the merge in the module worker. Median of 3.
import type { Browser, Page } from '@playwright/test';
import { signInByApi } from './bench-sign-in';

const RUNS = 3;
const LABELS = 100;
const PER_PAGE = 48;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Selects the first `count` PDF labels of the list, page by page. */
async function select(page: Page, count: number) {
  const list = page.getByRole('list', { name: 'Parcels' });
  let selected = 0;
  for (let pageNo = 1; selected < count; pageNo += 1) {
    if (pageNo > 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Page ${pageNo}`, { exact: true }).waitFor();
    }
    await list.getByRole('listitem').first().waitFor();
    const boxes = list.getByRole('checkbox', { name: /^Select parcel / });
    if (count - selected >= PER_PAGE) {
      await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
      selected += await boxes.count();
    } else {
      for (let i = 0; selected < count; i += 1, selected += 1) await boxes.nth(i).click();
    }
    await page.getByText(`${selected} selected`, { exact: true }).waitFor();
  }
}

export async function measureLabelMerge(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  try {
    await signInByApi(page, base, 'superadmin');
    await page.goto(`${base}/admin/parcels?quantity=${PER_PAGE}&label_format=pdf`);
    await select(page, LABELS);
    const runs: number[] = [];
    let merged = '';
    for (let run = 0; run < RUNS; run += 1) {
      await page.getByRole('button', { name: 'Print labels' }).click();
      const dialog = page.getByRole('dialog', { name: 'Print labels' });
      const summary = dialog.getByText(/labels? in one PDF/);
      await summary.waitFor({ timeout: 60_000 });
      merged = (await summary.textContent()) ?? '';
      runs.push(
        (await page.evaluate(
          `performance.getEntriesByName('bulk-labels:merged').at(-1).duration`,
        )) as number,
      );
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    return [
      {
        what: `merge ${LABELS} PDF labels (click to merged PDF: ${merged})`,
        medianMs: Math.round(median(runs)),
        runs: RUNS,
      },
    ];
  } finally {
    await context.close();
  }
}
