// Part of `npm run bench` (issue 13): a service with about 200 accounts (service 1 of the seed)
// opened on its Credentials tab, then scrolled to the end. Reports the time from navigation to
// the first accounts on screen, and the time the scroll took until the last account was rendered
// and until its values had arrived (each account's values are fetched when it is rendered, 5
// more accounts at a time within 500 px of the end).
import type { BrowserContext } from '@playwright/test';

const SERVICE_ID = 1;

// Strings, not functions: tsx would wrap a function with helpers the page does not have.
const FIRST_ACCOUNTS = `
  new MutationObserver((_, observer) => {
    if (!location.pathname.endsWith('/services/${SERVICE_ID}')) return;
    if (!document.querySelector('[aria-label="Accounts"] section')) return;
    window.__firstAccountsMs = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

const SCROLL_TO_END = `(async () => {
  const list = document.querySelector('[aria-label="Accounts"]');
  let box = list.parentElement;
  while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  const scroller = box || document.scrollingElement;
  const more = () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Show more accounts');
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const start = performance.now();
  while (more()) {
    scroller.scrollTop = scroller.scrollHeight;
    await frame();
    if (performance.now() - start > 120000) throw new Error('the list never ended');
  }
  const lastRendered = performance.now() - start;
  const sections = () => list.querySelectorAll(':scope > [role=listitem] > section');
  const last = () => sections()[sections().length - 1];
  while (!last().querySelector('fieldset')) {
    await frame();
    if (performance.now() - start > 120000) throw new Error('the last values never came');
  }
  return { accounts: sections().length, lastRendered, lastValues: performance.now() - start };
})()`;

type Result = { accounts: number; lastRendered: number; lastValues: number };

/** A new page of the signed-in context (its own init script), so no other timing is touched. */
export async function measureCredentialsScroll(context: BrowserContext, base: string) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.addInitScript(FIRST_ACCOUNTS);
    await page.goto(`${base}/admin/services/${SERVICE_ID}?tab_service_view=credentials`);
    await page.waitForFunction(
      () => (window as unknown as { __firstAccountsMs?: number }).__firstAccountsMs,
      null,
      { timeout: 60_000 },
    );
    const firstMs = await page.evaluate(() =>
      Math.round((window as unknown as { __firstAccountsMs: number }).__firstAccountsMs),
    );
    const scrolled = (await page.evaluate(SCROLL_TO_END)) as Result;
    return {
      what: `service ${SERVICE_ID}: ${scrolled.accounts} accounts, Credentials tab`,
      firstAccountsMs: firstMs,
      scrollToLastAccountMs: Math.round(scrolled.lastRendered),
      lastAccountValuesMs: Math.round(scrolled.lastValues),
    };
  } finally {
    await page.close();
  }
}
