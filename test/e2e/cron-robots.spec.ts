import { expect, type Page, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// /cron_robots in the production build (issue 15 sections 3 and 5): a stop waits 60 s for Undo
// and Undo keeps it from the server; a stop left alone reaches it once when the delay ends; the
// launch form marks the field the server's errors[] names and gives a command or starts the
// robot; the history log filters by task name and pid from its panel, in the URL.

const stopCalls = (page: Page) => {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/admin/robots/stop')) {
      names.push((request.postDataJSON() as { name: string }).name);
    }
  });
  return names;
};

test('a stop waits for Undo; Undo keeps it from the server, the delay sends it once', async ({
  page,
}) => {
  // Page time is faked and runs on, so the 60 s delay passes at once.
  await page.clock.install();
  const stops = stopCalls(page);
  await openAs(page, 'superadmin', '/admin/cron_robots');
  await expect(page.getByRole('tab', { name: 'Robots List' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const list = page.getByRole('list', { name: 'Running robots' });
  const robots = list.getByRole('listitem');
  await expect(robots.first()).toBeVisible();
  const count = await robots.count();
  const first = (await robots.first().getAttribute('aria-label'))!;
  await expectAccessible(page);

  await page.getByRole('button', { name: `Stop ${first}` }).click();
  await expect(list.getByRole('listitem', { name: first })).toHaveCount(0);
  await expect(page.getByText('Robot stopped')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByRole('listitem', { name: first })).toBeVisible();
  await page.clock.runFor(61_000);
  expect(stops).toEqual([]);
  await expect(robots).toHaveCount(count);

  // Left alone, the stop is sent once the delay is over, and the robot stays gone.
  await page.getByRole('button', { name: `Stop ${first}` }).click();
  await expect(list.getByRole('listitem', { name: first })).toHaveCount(0);
  await page.clock.runFor(61_000);
  await expect.poll(() => stops).toEqual([first]);
  await page.getByRole('button', { name: 'Refresh robots' }).click();
  await expect(robots).toHaveCount(count - 1);
  await expect(list.getByRole('listitem', { name: first })).toHaveCount(0);
});

test('the launch form marks the field the server refuses, then copies or starts', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/cron_robots');
  await page.getByRole('link', { name: 'Get robot launch command' }).click();
  await expect(page).toHaveURL(/\/admin\/cron_robots\/launch$/);
  const dialog = page.getByRole('dialog', { name: 'Get robot launch command' });
  await dialog.getByRole('combobox', { name: /^Group/ }).selectOption('manifest');
  await dialog.getByRole('combobox', { name: /^Robot/ }).selectOption('retry_failed');
  const days = dialog.getByRole('textbox', { name: /^days/ });
  await expect(days).toHaveValue('3');
  await days.fill('99');
  await dialog.getByRole('button', { name: 'Get command' }).click();

  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Maximum value: 30')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Command was not created: check the highlighted fields',
  );
  await expectAccessible(page);

  await days.fill('5');
  await expect(days).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Get command' }).click();
  await expect(dialog.getByRole('region', { name: 'Command' })).toContainText(
    'php robots/run.php manifest:retry_failed --days=5',
  );

  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(/^Robot manifest:retry_failed#\d+ started$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/cron_robots$/);
  await expect(
    page
      .getByRole('list', { name: 'Running robots' })
      .getByRole('listitem', { name: /^manifest:retry_failed#\d+$/ })
      .first(),
  ).toBeVisible();
});

test('the history log filters by task name and pid, in the URL', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/cron_robots');
  await page.getByRole('tab', { name: 'History log' }).click();
  await expect(page).toHaveURL(/\/admin\/cron_robots\?tab=history-log$/);
  const panel = page.getByRole('form', { name: 'Filters' });
  await panel.getByRole('combobox', { name: 'Task name' }).fill('billing:daily');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]task_name=billing%3Adaily/);

  const list = page.getByRole('list', { name: 'History log' });
  const runs = list.getByRole('listitem');
  await expect(runs.first()).toContainText('billing:daily_charges');
  const names = await runs.evaluateAll((items) =>
    items.map((item) => item.getAttribute('aria-label')),
  );
  expect(names.every((name) => name?.startsWith('billing:daily_charges #'))).toBe(true);

  const pid = names[0]!.split('#')[1]!;
  await panel.getByRole('textbox', { name: 'PID' }).fill(pid);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]pid=${pid}(&|$)`));
  await expect(runs).toHaveCount(1);
  await expect(runs.first()).toHaveAttribute('aria-label', `billing:daily_charges #${pid}`);
  await expect(panel.getByRole('status')).toHaveText('1 result');
  await expectAccessible(page);
});
