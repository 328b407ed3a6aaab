import { expect, test } from './fixtures';
import { createDb } from '../../server/data/db';
import { openAs } from './helpers';

// Carrier documentation in the production build (issue 17 sections 1 and 4): staff add a
// contact, a link and a version; info edited with a pasted event handler never runs it, before
// or after a reload; the note saves on blur and is kept; a viewer sees no write controls; a
// client user has no such screen.

const db = createDb();
const fedex = db.carriers.find((c) => c.name === 'FedEx')!;
const gls = db.carriers.find((c) => c.name === 'GLS')!;
const dhl = db.carriers.find((c) => c.name === 'DHL Express')!;

test.describe('carrier documentation', () => {
  test('staff add a contact, a link and a version', async ({ page }) => {
    await openAs(page, 'staff', `/admin/carriers/${fedex.id}`);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Erin Evans');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('erin@fedex.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact saved')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contacts', exact: true }).getByText('Erin Evans'),
    ).toBeVisible();

    const files = page.getByRole('region', { name: 'Files and links', exact: true });
    await files
      .getByRole('textbox', { name: 'New link (Links)' })
      .fill('https://fedex.example.com/e2e');
    await files.getByRole('button', { name: 'Add link (Links)' }).click();
    await expect(files.getByRole('link', { name: 'https://fedex.example.com/e2e' })).toBeVisible();

    await page.getByRole('button', { name: 'Add version' }).click();
    await page.getByRole('textbox', { name: 'Version name' }).fill('e2e-v1');
    await page
      .getByRole('dialog', { name: 'Add version' })
      .getByRole('button', { name: 'Add' })
      .click();
    await expect(page.getByText('Not saved')).toBeVisible();
    await files
      .getByRole('textbox', { name: 'New link (Links)' })
      .fill('https://fedex.example.com/v1');
    await files.getByRole('button', { name: 'Add link (Links)' }).click();
    await expect(page.getByText('Not saved')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue('e2e-v1');
  });

  test('pasted HTML never runs, before or after a reload; the note saves on blur', async ({
    page,
  }) => {
    await openAs(page, 'staff', `/admin/carriers/${gls.id}`);
    const info = page.getByRole('region', { name: 'Info' });
    await page.getByRole('button', { name: 'Edit Info' }).click();
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>Safe text</p><img src=x onerror="window.__pwned=1">');
      data.setData('text/plain', 'Safe text');
      document
        .querySelector('.ProseMirror')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(info.getByText('Safe text')).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('[onerror]')).toHaveCount(0);

    const note = page.getByRole('textbox', { name: /note/i });
    await note.fill('Ring the depot before 9.');
    await page.getByRole('heading', { name: 'GLS', level: 1 }).click();
    await expect(page.getByText('Note saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Info' }).getByText('Safe text')).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /note/i })).toHaveValue(
      'Ring the depot before 9.',
    );
  });

  test('the stored script of a carrier never runs', async ({ page }) => {
    await openAs(page, 'staff', `/admin/carriers/${dhl.id}`);
    await expect(
      page.getByRole('region', { name: 'Info' }).getByText(/Pickups are booked/),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('[onerror], script:not([src])')).toHaveCount(0);
  });

  test('a viewer sees no write controls; a client user has no carriers screen', async ({
    page,
    browser,
  }) => {
    await openAs(page, 'viewer', `/admin/carriers/${fedex.id}`);
    await expect(page.getByRole('heading', { name: 'FedEx', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Version' })).toBeVisible();
    for (const name of ['Add contact', 'Add version', 'Upload label', 'Edit Info']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await page.goto('/admin/carriers');
    await expect(page.getByRole('link', { name: 'UPS' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'White listing carriers' })).toHaveCount(0);

    const context = await browser.newContext();
    const client = await context.newPage();
    await openAs(client, 'client', '/admin/carriers');
    await expect(client.getByText('Opps! Page not found')).toBeVisible();
    await context.close();
  });
});
