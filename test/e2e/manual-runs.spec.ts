import { expect, type Locator, type Page, test } from './fixtures';
import { createDb } from '../../server/data/db';
import { expectAccessible, openAs } from './helpers';

// Manual tracking and re-manifest in the production build (issue 16 sections 6 and 8): a
// tracking run from a CSV file reads both result groups; a re-manifest of pasted numbers; the
// screen passes axe; a read-only viewer sees the screen without the Run button. The numbers are
// the seeded parcels of the demo `client` (the dataset is the same at every start).

const db = createDb();
const client = db.users.find((u) => u.login === 'client')!;
const correos = db.carriers.find((c) => c.name === 'Correos')!;
const runnable = db.parcels
  .filter(
    (p) =>
      p.userId === client.id &&
      p.carrierId === correos.id &&
      !p.isTest &&
      !db.manualRuns.carrierRefusals.has(p.id),
  )
  .map((p) => p.tracking);
const othersParcel = db.parcels.find((p) => p.userId !== client.id)!.tracking;
const UNKNOWN = 'ZZ000000000001';

async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The numbers listed under a message of a result group. */
const numbersOf = (group: Locator, message: string) =>
  group.getByRole('article', { name: message }).getByRole('listitem');

test.describe('manual runs', () => {
  test('a manual tracking run from a CSV file shows both result groups', async ({ page }) => {
    await openAs(page, 'staff', '/admin/manual_tracking');
    await expect(page.getByRole('heading', { name: 'Manual tracking', level: 1 })).toBeVisible();
    await choose(page, 'Carrier', 'Corr', 'Correos');
    await choose(page, 'User', 'client', /^client – /);

    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'numbers.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('AB123\n'),
    });
    await expect(page.getByText('File must be CSV format')).toBeVisible();
    await fileInput.setInputFiles({
      name: 'numbers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Tracking number,Note\n${runnable[0]},a\n"${UNKNOWN}",b\n${othersParcel},c\n${runnable[1]},d\n`,
      ),
    });
    await expect(page.getByText('4 to run.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Reset parcel status' }).check();
    await expect(page.getByRole('checkbox', { name: 'Delete tracking events' })).toBeDisabled();
    await page.getByRole('button', { name: 'Run' }).click();

    const errors = page.getByRole('region', { name: 'Errors' });
    const success = page.getByRole('region', { name: 'Success' });
    await expect(numbersOf(errors, 'Tracking number not found')).toHaveText([UNKNOWN]);
    await expect(numbersOf(errors, 'Tracking number belongs to another user')).toHaveText([
      othersParcel,
    ]);
    await expect(
      numbersOf(success, 'Parcel status reset and tracking events reprocessed'),
    ).toHaveText([runnable[0]!, runnable[1]!]);
    await expect(
      success.getByRole('button', {
        name: 'Copy tracking numbers (Parcel status reset and tracking events reprocessed)',
      }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a re-manifest of pasted numbers', async ({ page }) => {
    await openAs(page, 'staff', '/admin/manual_manifest');
    await expect(page.getByRole('heading', { name: 'Re-manifesting', level: 1 })).toBeVisible();
    await choose(page, 'Carrier', 'Corr', 'Correos');
    await choose(page, 'User', 'client', /^client – /);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByText('No tracking numbers')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Tracking numbers' })
      .fill(`${runnable[2]}, ${runnable[3]}\n bad#number ${runnable[2]}`);
    await page.getByRole('button', { name: 'Run' }).click();

    const errors = page.getByRole('region', { name: 'Errors' });
    const success = page.getByRole('region', { name: 'Success' });
    await expect(numbersOf(success, 'Parcels re-manifested')).toHaveText([
      runnable[2]!,
      runnable[3]!,
    ]);
    await expect(numbersOf(errors, 'Tracking number is not valid')).toHaveText(['bad#number']);
  });

  test('a viewer sees the screen without the Run button', async ({ page }) => {
    await openAs(page, 'viewer', '/admin/manual_tracking');
    await expect(page.getByRole('combobox', { name: 'Carrier' })).toBeVisible();
    await expect(
      page.getByText('Your access allows viewing this screen, not running it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run' })).toHaveCount(0);
  });
});
