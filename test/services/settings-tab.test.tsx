import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceSetting } from '@/contract/services/service-settings-schemas';
import { OFFLINE_ACTION_REASON } from '@/lib/online';
import { UNSAVED_CHANGES_TEXT } from '@/lib/unsaved-changes';
import { apiDb } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The 'Default parcels settings' tab of a service (spec b sections 2 and 5) as an operator uses
// it: keys per user, forms generated from the service's fields, create, edit and delete. The
// reference server keeps its data between the tests of this file: each test takes its own key.

afterEach(() => onlineManager.setOnline(true));

const area = () => apiDb().serviceArea;
const loginOf = (userId: number) => apiDb().users.find((entry) => entry.id === userId)?.login ?? '';

/**
 * The `index`th seeded key of the services whose fields have `field`. Services with few
 * accounts only: their credentials tab, mounted beside this one, renders fast.
 */
function seededKey(field: string, index: number): { record: ServiceSetting; login: string } {
  const records = area().settings.filter(
    (record) =>
      field in (area().fields.get(record.service_id) ?? {}) &&
      (area().accounts.get(record.service_id)?.length ?? 0) <= 8,
  );
  const record = records[index];
  if (!record) throw new Error(`no settings with ${field}`);
  return { record, login: loginOf(record.user_id) };
}

/**
 * The service's settings tab. The modal opens over the services list, narrowed here by its quick
 * search to the service itself: the list behind (121 cards) is not under test and would triple
 * the cost of every render.
 */
async function openTab(serviceId: number, login = 'staff') {
  await signIn(login);
  const app = renderApp(
    `/admin/services/${serviceId}?quickSearch=${serviceId}&tab_service_view=default_parcels`,
  );
  const dialog = await screen.findByRole('dialog');
  const panel = await within(dialog).findByRole('tabpanel', { name: 'Default parcels settings' });
  return { ...app, dialog, panel };
}

/** Opens a key's form from its user's group. */
async function openKey(user: UserEvent, panel: HTMLElement, login: string, key: string) {
  const group = await within(panel).findByRole('region', { name: `Settings of ${login}` });
  await user.click(within(group).getByRole('button', { name: key }));
  return within(group).findByRole('form', { name: `Settings key ${key}` });
}

async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
}

/** As `retype` for a text field, pasted: typed key by key, the whole form renders per key. */
async function repaste(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
  await user.tab();
}

// The first test opens the app cold twice, on a 2-core machine shared by other runs.
describe('default parcels settings', () => {
  it('edits a key and saves it: the server says so and the value is there after a reload', async () => {
    const { record, login } = seededKey('parcels_per_pickup', 0);
    const { panel, user, unmount } = await openTab(record.service_id);
    const form = await openKey(user, panel, login, record.key);
    const input = within(form).getByRole('textbox', { name: 'Parcels per pickup' });
    await retype(user, input, '42');
    await user.click(within(form).getByRole('switch', { name: 'Signature required' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const stored = area().settings.find((entry) => entry.id === record.id)?.data;
    expect(stored).toMatchObject({ parcels_per_pickup: 42, signature_required: true });
    unmount();

    const again = await openTab(record.service_id);
    const reopened = await openKey(again.user, again.panel, login, record.key);
    expect(within(reopened).getByRole('textbox', { name: 'Parcels per pickup' })).toHaveValue('42');
    expect(within(reopened).getByRole('switch', { name: 'Signature required' })).toBeChecked();
  });

  // Each rule's messages are validateSettings' (settings-form.test.ts, case by case); here, one
  // of each kind of field shows them where they belong: a number, a text, a list and an object.
  it('says what is wrong with each value, with the messages of the spec', async () => {
    const { record, login } = seededKey('sender', 1);
    // A stored fraction in an integer field (written before the rule, or by another client).
    record.data = { ...record.data, parcels_per_pickup: 2.5 };
    const { panel, user } = await openTab(record.service_id);
    const form = await openKey(user, panel, login, record.key);
    const field = (name: string) => within(form).getByRole('textbox', { name });

    // A lone minus sign is cleared on leaving the input; sent with Enter, it is no number.
    const insurance = field('Insurance amount');
    await user.clear(insurance);
    await user.type(insurance, '-{Enter}');
    expect(await within(form).findByText('Must be a valid number')).toBeInTheDocument();
    expect(within(form).getByText('Must be an integer (whole number)')).toBeInTheDocument();
    // The letter e is not typed (no exponent), so '1e5' is 15.
    await retype(user, insurance, '1e5');
    expect(insurance).toHaveValue('15');
    // The key itself is refused (false: its default was prevented), whatever the input would do.
    expect(fireEvent.keyDown(insurance, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(insurance, { key: 'E' })).toBe(false);
    expect(fireEvent.keyDown(insurance, { key: '5' })).toBe(true);

    await repaste(user, field('Reference prefix'), 'ab-1');
    expect(
      await within(form).findByText('Format does not match the required pattern'),
    ).toBeInTheDocument();

    // Five e-mails at most; an added row left empty is required.
    const emails = within(form).getByRole('group', { name: 'Notification e-mails' });
    const add = within(emails).getByRole('button', { name: 'Add item to Notification e-mails' });
    const rows = within(emails).queryAllByRole('textbox').length;
    for (let i = rows; i < 6; i += 1) await user.click(add);
    // Required fields of an object are asked for once any of its fields is set.
    const sender = within(form).getByRole('group', { name: 'Sender' });
    await repaste(user, within(sender).getByRole('textbox', { name: 'Phone' }), '+49 30 1234567');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(emails).findByText('Maximum number of items: 5')).toBeInTheDocument();
    expect(within(emails).getAllByText('Field is required').length).toBeGreaterThan(0);
    expect(within(sender).getByText('Field is required')).toBeInTheDocument();
    // Nothing was sent.
    expect(area().settings.find((entry) => entry.id === record.id)?.data.parcels_per_pickup).toBe(
      2.5,
    );
  });

  it('creates a key, refusing a name the user already has', async () => {
    const { record, login } = seededKey('parcels_per_pickup', 3);
    const { panel, user } = await openTab(record.service_id);
    await user.click(within(panel).getByRole('button', { name: 'Create new key' }));
    const form = await within(panel).findByRole('form', { name: 'New settings key' });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findAllByText('Field is required')).toHaveLength(2);

    await user.click(within(form).getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: login }));
    const key = within(form).getByRole('textbox', { name: 'Key name' });
    await repaste(user, key, record.key);
    expect(
      await within(form).findByText(`Key ${record.key} is already exist for this user`),
    ).toBeInTheDocument();

    // A key created elsewhere since the list was read: the server refuses it with the same words.
    area().settings.push({ ...record, id: 9000, key: 'night' });
    await repaste(user, key, 'night');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(
      await within(form).findByText('Key night is already exist for this user'),
    ).toBeInTheDocument();

    await repaste(user, key, 'weekend');
    await retype(user, within(form).getByRole('textbox', { name: 'Parcels per pickup' }), '7');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Settings created')).toBeInTheDocument();
    const group = within(panel).getByRole('region', { name: `Settings of ${login}` });
    expect(await within(group).findByRole('button', { name: 'weekend' })).toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'New settings key' })).toBeNull();
    expect(
      area().settings.find((entry) => entry.key === 'weekend' && entry.user_id === record.user_id)
        ?.data,
    ).toEqual({ parcels_per_pickup: 7, signature_required: false });
  });

  it('deletes a key after asking', async () => {
    const { record, login } = seededKey('parcels_per_pickup', 4);
    const { panel, user } = await openTab(record.service_id);
    const form = await openKey(user, panel, login, record.key);
    await user.click(within(form).getByRole('button', { name: 'Delete key' }));
    const ask = await screen.findByRole('dialog', { name: 'Warning!' });
    expect(ask).toHaveTextContent(`Delete the key ${record.key} of ${login}?`);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(area().settings.some((entry) => entry.id === record.id)).toBe(true);

    await user.click(within(form).getByRole('button', { name: 'Delete key' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Warning!' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Settings deleted')).toBeInTheDocument();
    expect(area().settings.some((entry) => entry.id === record.id)).toBe(false);
    const group = within(panel).queryByRole('region', { name: `Settings of ${login}` });
    await waitFor(() =>
      expect(group && within(group).queryByRole('button', { name: record.key })).toBeFalsy(),
    );
  });

  it('asks before closing the service with unsaved changes, and offline keeps writes back', async () => {
    const { record, login } = seededKey('parcels_per_pickup', 5);
    const { panel, dialog, user } = await openTab(record.service_id);
    const form = await openKey(user, panel, login, record.key);
    await retype(user, within(form).getByRole('textbox', { name: 'Parcels per pickup' }), '3');

    onlineManager.setOnline(false);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );
    expect(within(form).getAllByText(OFFLINE_ACTION_REASON).length).toBeGreaterThan(0);
    onlineManager.setOnline(true);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    const ask = await screen.findByRole('dialog', { name: 'Warning!' });
    expect(ask).toHaveTextContent(UNSAVED_CHANGES_TEXT);
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(within(form).getByRole('textbox', { name: 'Parcels per pickup' })).toHaveValue('3');
  });

  it('is read-only without the write URLs (viewer)', async () => {
    const { record, login } = seededKey('parcels_per_pickup', 0);
    const { panel, user } = await openTab(record.service_id, 'viewer');
    expect(within(panel).queryByRole('button', { name: 'Create new key' })).toBeNull();
    const form = await openKey(user, panel, login, record.key);
    expect(within(form).getByRole('textbox', { name: 'Parcels per pickup' })).toHaveAttribute(
      'readonly',
    );
    expect(within(form).queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Delete key' })).toBeNull();
    expect(within(form).queryByRole('button', { name: /Add item/ })).toBeNull();
  });
});
