import { expect, type Locator, type Page, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// The carrier error mapping screens in the production build (issue 15 section 2): the
// dashboard's unmapped-errors links land on the filtered list; a mapping created through the
// form shows in the list; an example opens with its request and response. The server lives on
// between runs: the pattern is unique.

const unique = () => String(Date.now()).slice(-9);

const list = (page: Page) => page.getByRole('list', { name: 'Carrier error mapping' });
const cards = (page: Page) => list(page).getByRole('listitem');

async function choose(page: Page, select: Locator, typed: string, option: RegExp) {
  await select.click();
  await select.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Every card of the page reads 'Not mapped'. */
async function expectAllUnmapped(page: Page, count: number) {
  await expect(cards(page)).toHaveCount(count);
  await expect(cards(page).filter({ hasText: 'Not mapped' })).toHaveCount(count);
}

test("the dashboard's unmapped-errors link of a carrier opens the filtered list", async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/dashboard');
  const widget = page.getByRole('region', { name: 'Unmapped carrier errors', exact: true });
  const byCarrier = widget.getByRole('table', { name: 'Unmapped carrier errors by carrier' });
  const ups = byCarrier.getByRole('link', { name: /^UPS: \d+$/ });
  const upsCount = Number((await ups.textContent())?.replaceAll(',', ''));
  expect(upsCount).toBeGreaterThan(0);

  await ups.click();
  await expect(page).toHaveURL(
    /\/admin\/carrier_error_mapping\?carrier_id=\d+&error_code=not_mapped$/,
  );
  await expect(
    page.getByRole('heading', { name: 'Carrier error mapping', level: 1 }),
  ).toBeVisible();
  await expectAllUnmapped(page, upsCount);
  await expect(cards(page).first()).toHaveAccessibleName(/^UPS v\d+: /);
});

test('a super admin creates a mapping, finds it, deletes it, and opens an example', async ({
  page,
}) => {
  const pattern = `E2E timeout ${unique()}`;
  await openAs(page, 'superadmin', '/admin/carrier_error_mapping');
  await expect(cards(page)).toHaveCount(32);
  await page.getByRole('link', { name: 'Create new' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create carrier error mapping' });
  await expect(page).toHaveURL(/\/admin\/carrier_error_mapping\/create$/);
  await choose(
    page,
    dialog.getByRole('combobox', { name: 'Carrier', exact: true }),
    'UPS',
    /^UPS$/,
  );
  await choose(
    page,
    dialog.getByRole('combobox', { name: 'Result error code' }),
    'PHONE_INVALID',
    /^PHONE_INVALID/,
  );
  await dialog.getByRole('textbox', { name: 'Carrier error pattern' }).fill(pattern);
  await dialog.getByRole('textbox', { name: 'HTTP code' }).fill('422');
  await dialog
    .getByRole('textbox', { name: 'Result error fields' })
    .fill('recipient.phone, sender.phone');
  await dialog
    .getByRole('textbox', { name: 'Result error message' })
    .fill('Check the phone numbers.');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Carrier error mapping created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/carrier_error_mapping$/);

  await page.getByRole('textbox', { name: 'Carrier error pattern' }).fill(pattern);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/carrier_error_pattern=E2E/);
  const card = list(page).getByRole('listitem', { name: new RegExp(`^UPS v\\d+: ${pattern}$`) });
  await expect(card).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  for (const text of [
    '422',
    'PHONE_INVALID',
    'recipient.phone',
    'sender.phone',
    'Check the phone numbers.',
  ]) {
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  }

  // Deleted after a confirmation, with the server's message.
  await card.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Warning!' });
  await expect(confirm).toContainText('Delete this carrier error mapping?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Carrier error mapping deleted')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // Every unmapped error the platform met keeps the call that met it; UPS speaks JSON.
  await page.goto('/admin/carrier_error_mapping?carrier_id=3&error_code=not_mapped');
  await cards(page)
    .first()
    .getByRole('link', { name: /^Example of UPS/ })
    .click();
  const example = page.getByRole('dialog', { name: 'Carrier error example' });
  await expect(page).toHaveURL(/\/example\/\d+\?carrier_id=3&error_code=not_mapped$/);
  const request = example.getByRole('region', { name: 'Request', exact: true });
  const response = example.getByRole('region', { name: 'Response', exact: true });
  await expect(request.getByLabel('Request URL')).toHaveText(/^https:\/\/onlinetools\.ups\.com/);
  await expect(request.getByRole('region', { name: 'Request headers text' })).toContainText(
    'Content-Type: application/json',
  );
  // Bodies shown as JSON indented by two (minified ones are re-indented: the rules test).
  for (const body of [
    request.getByRole('region', { name: 'Request body text' }),
    response.getByRole('region', { name: 'Response body text' }),
  ]) {
    await expect.poll(() => body.textContent()).toMatch(/^\{\n {2}"/);
  }
  await expect(response.getByText(/^[45]\d\d$/)).toBeVisible();
  await expectAccessible(page);
  await example.getByRole('button', { name: 'Cancel' }).click();
  await expect(example).toBeHidden();
  await expect(page).toHaveURL(
    /\/admin\/carrier_error_mapping\?carrier_id=3&error_code=not_mapped$/,
  );
});
