import { expect, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// The Robots Schedule tab in the production build (issue 15 sections 3 and 5): an hour out of
// range is capped when the box is left (not refused), saved with the server's message, and kept
// after a reload. The server lives on between runs: saving 23:00 again changes nothing else.

test('an out-of-range hour is capped, saved with the server message and kept', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/cron_robots?tab=robots-schedule&schedule_status=1');
  const cards = page.getByRole('list', { name: 'Robot schedules' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const name = (await cards.first().getAttribute('aria-label'))!;

  const url = `/admin/cron_robots?tab=robots-schedule&schedule_search=${encodeURIComponent(name)}`;
  await page.goto(url);
  const card = page.getByRole('listitem', { name, exact: true });
  await card.getByRole('button', { name: `Edit schedule of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule of ${name}` });
  await dialog.getByRole('textbox', { name: 'Hour' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Minute' }).fill('0');
  await expect(dialog.getByRole('textbox', { name: 'Hour' })).toHaveValue('23');
  await expect(dialog.getByText('Hour: Out of range (0-23): capped to 23')).toBeVisible();
  // The tab behind it (one card) is checked too.
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Schedule saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(/(^| )23h 0m$/)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('listitem', { name, exact: true }).getByText(/(^| )23h 0m$/),
  ).toBeVisible();
});
