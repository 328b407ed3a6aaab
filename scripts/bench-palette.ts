// Part of `npm run bench` for issue 18 (decision 048): the command palette's time from Ctrl+K to
// its first result on screen, signed in as superadmin on a light screen. The first press loads
// the palette's chunk unless the browser's idle time already did; it is reported apart from the
// median of the presses after it.
import type { Browser, Page } from '@playwright/test';
import { signInByApi } from './bench-sign-in';

const RUNS = 7;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

// Strings, not functions: tsx would wrap a function with helpers the page does not have.
const ARM = `(() => {
  window.__paletteMs = undefined;
  let start;
  const onKey = (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.code !== 'KeyK') return;
    start = performance.now();
    document.removeEventListener('keydown', onKey, true);
  };
  document.addEventListener('keydown', onKey, true);
  const shown = () => [...document.querySelectorAll('[role="dialog"] [role="option"]')]
    .some((option) => option.getBoundingClientRect().height > 0);
  new MutationObserver((_, observer) => {
    if (start === undefined || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__paletteMs = performance.now() - start; });
  }).observe(document.body, { childList: true, subtree: true, attributes: true });
})()`;

async function timeOpen(page: Page): Promise<number> {
  await page.evaluate(ARM);
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => (window as { __paletteMs?: number }).__paletteMs !== undefined);
  const ms = (await page.evaluate('window.__paletteMs')) as number;
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
  return Math.round(ms);
}

/** Ctrl+K to the first result shown: the first press, then the median of the next ones. */
export async function measurePalette(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  try {
    await signInByApi(page, base, 'superadmin');
    await page.goto(`${base}/admin/app/version`);
    await page.getByRole('heading', { name: 'App Version', level: 1 }).waitFor();
    const first = await timeOpen(page);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await timeOpen(page));
    return {
      what: 'command palette: Ctrl+K to the first result shown',
      medianMs: median(runs),
      firstMs: first,
      runs: runs.join(' '),
    };
  } finally {
    await context.close();
  }
}
