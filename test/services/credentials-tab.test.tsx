import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiDb, apiServer, resetApiSession } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The Credentials tab of a service (spec b sections 4 and 5, issue 13) against the reference
// server's seed: 54 Canada Post (bailey-llc-api1 holds the same live and test values), 91 Yodel
// (no test mode), 15 FedEx v1 (its version's services hold other values: the diff modal).

const XML_USER_ID = 66;

// Each test writes: each starts from the seed.
beforeEach(() => resetApiSession({ fresh: true }));
afterEach(() => apiServer.events.removeAllListeners());

/**
 * The service's Credentials tab. The modal opens over the services list, narrowed here by its
 * quick search to the service itself: the list behind (121 cards) is not under test and would
 * triple the cost of every render.
 */
const tabOf = (serviceId: number) =>
  `/admin/services/${serviceId}?quickSearch=${serviceId}&tab_service_view=credentials`;

async function open(serviceId: number, login = 'staff') {
  await signIn(login);
  const rendered = renderApp(tabOf(serviceId));
  await screen.findByRole('list', { name: 'Accounts' });
  return rendered;
}

const card = (login: string) => screen.getByRole('region', { name: login });
const account = (login: string, name = 'default') =>
  within(card(login)).getByRole('group', { name: `Account ${name}` });
const stored = (serviceId: number, userId: number) =>
  apiDb()
    .serviceArea.accounts.get(serviceId)!
    .find((a) => a.userId === userId)!;

/** The user ids whose credential values the screen asks for, from now on in this test. */
function credentialsReads() {
  const asked: string[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/services/credentials_by_user_and_service'))
      asked.push(url.searchParams.get('user_id') ?? '');
  });
  return asked;
}

async function valuesOf(login: string) {
  await waitFor(() => expect(within(card(login)).getAllByRole('group').length).toBeGreaterThan(0));
}

describe('credentials tab', () => {
  it('lists XML first, warns of identical live and test values, marks a changed user, saves it and clears the flags', async () => {
    const { user } = await open(54);
    const cards = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('region');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'XML',
      'bailey-llc-api1',
      'mayer-llc-api2',
    ]);
    await valuesOf('bailey-llc-api1');
    await valuesOf('mayer-llc-api2');
    expect(
      within(card('bailey-llc-api1')).getByText(
        'You have same credentials values in TEST and LIVE mode.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card('mayer-llc-api2')).queryByText(
        'You have same credentials values in TEST and LIVE mode.',
      ),
    ).toBeNull();
    const saveAll = screen.getByRole('button', { name: 'Save all changes' });
    const save = within(card('mayer-llc-api2')).getByRole('button', { name: 'Save changes' });
    expect(saveAll).toBeDisabled();
    expect(save).toBeDisabled();

    const key = within(account('mayer-llc-api2')).getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    await user.clear(key);
    await user.paste('typed-key-54');
    expect(within(card('mayer-llc-api2')).getByText('Changed')).toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(saveAll).toBeEnabled();
    expect(within(card('XML')).getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.click(save);
    expect(await screen.findByText('Credentials saved', {})).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(saveAll).toBeDisabled();
    expect(within(card('mayer-llc-api2')).queryByText('Changed')).toBeNull();
    expect(stored(54, 22).credentials.default!.api_key!.live).toBe('typed-key-54');
  });

  it('warns of a service without test mode when Test is chosen', async () => {
    const { user } = await open(91);
    await valuesOf('XML');
    const warning =
      'There is no test mode for this service! All requests will be send to live environment!';
    expect(screen.queryByText(warning)).toBeNull();
    await user.click(within(card('XML')).getByText('Test'));
    expect(within(card('XML')).getByText(warning)).toBeInTheDocument();
    // The mode is part of what is saved: switching it marks the user changed.
    expect(within(card('XML')).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('saves to the carrier version through the diff modal, keeping unticked values', async () => {
    const { user } = await open(15);
    await valuesOf('XML');
    const xmlKey = (serviceId: number) =>
      apiDb()
        .serviceArea.accounts.get(serviceId)
        ?.find((a) => a.userId === XML_USER_ID)?.credentials.default?.api_key?.live;
    const others = [14, 16, 17].filter((id) => xmlKey(id) !== undefined);
    await user.click(screen.getByLabelText('Also save to every service of this carrier version'));
    const key = within(account('XML')).getByLabelText('API key');
    await user.clear(key);
    await user.paste('fedex-new-key');
    await user.click(within(card('XML')).getByRole('button', { name: 'Save changes' }));

    const modal = await screen.findByRole('dialog', { name: 'Update other services: XML' });
    const ticks = within(modal).getAllByRole('checkbox', {
      name: /^Update default api_key live in /,
    });
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (const tick of ticks) expect(tick).toBeChecked();
    expect(within(modal).queryByText('fedex-new-key')).toBeNull();
    await user.click(ticks[0]!);
    expect(ticks[0]).not.toBeChecked();
    await user.click(within(modal).getByRole('button', { name: 'Apply update' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Update other/ })).toBeNull());

    const after = others.map(xmlKey);
    // Every ticked service took the new value; the unticked one kept its own.
    expect(after.filter((value) => value === 'fedex-new-key')).toHaveLength(ticks.length - 1);
    expect(after.filter((value) => value !== 'fedex-new-key')).toHaveLength(
      others.length - ticks.length + 1,
    );
    expect(stored(15, XML_USER_ID).credentials.default!.api_key!.live).toBe('fedex-new-key');
  });

  it('imports pasted JSON with the spec messages and the button rule', async () => {
    const { user } = await open(54);
    await valuesOf('mayer-llc-api2');
    await user.click(
      within(account('mayer-llc-api2')).getByRole('button', { name: 'Import: default' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Import credentials: default' });
    const text = within(modal).getByLabelText('Credentials JSON');
    const importButton = within(modal).getByRole('button', { name: 'Import' });
    const paste = async (value: string) => {
      await user.clear(text);
      await user.click(text);
      await user.paste(value);
    };
    await paste('42');
    expect(importButton).toBeDisabled();
    await paste('{oops');
    expect(importButton).toBeDisabled();
    await paste('"text"');
    await user.click(importButton);
    expect(within(modal).getByText('Not valid data for paste')).toBeInTheDocument();
    await paste('{"token":"x"}');
    await user.click(importButton);
    expect(
      within(modal).getByText('New credentials fields doesn`t match with target fields'),
    ).toBeInTheDocument();
    const current = stored(54, 22).credentials.default!.api_key!.live;
    await paste(JSON.stringify({ api_key: current }));
    await user.click(importButton);
    expect(within(modal).getByText('Data is already exist')).toBeInTheDocument();
    await paste('{"api_key":"imported-key"}');
    await user.click(importButton);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Import credentials/ })).toBeNull(),
    );
    expect(within(card('mayer-llc-api2')).getByText('Changed')).toBeInTheDocument();
    expect(within(account('mayer-llc-api2')).getByLabelText('API key')).toHaveValue('imported-key');
  });

  it('creates a new key with its validations', async () => {
    const { user } = await open(54);
    await user.click(screen.getByRole('button', { name: 'create new key' }));
    const modal = await screen.findByRole('dialog', { name: 'Create new credentials' });
    expect(within(modal).getByRole('combobox', { name: 'Service' })).toHaveValue(
      'Canada Post - Regular Parcel',
    );
    await user.click(within(modal).getByRole('button', { name: 'Create' }));
    expect(within(modal).getAllByText('Field is required')).toHaveLength(2);
    await user.click(within(modal).getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'mayer-llc-api2' }));
    // Pasted: the key name's typing is not under test.
    await user.click(within(modal).getByLabelText(/^Key name/));
    await user.paste('b2b');
    await user.click(within(modal).getByRole('button', { name: 'Create' }));
    expect(within(modal).getByText('Account name is exist for selected user')).toBeInTheDocument();
    await user.clear(within(modal).getByLabelText(/^Key name/));
    await user.paste('north');
    await user.click(within(modal).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create new credentials' })).toBeNull(),
    );
    // The new key's user is brought into view and its values fetched after the modal closes.
    await waitFor(() => expect(account('mayer-llc-api2', 'north')).toBeInTheDocument());
    expect(within(card('mayer-llc-api2')).getByText('Changed')).toBeInTheDocument();
  });

  // Issue 28 (F1): a read-only viewer read every API user's carrier passwords here.
  it('a viewer is never sent any values and has no enabled write', async () => {
    const asked = credentialsReads();
    await open(54, 'viewer');
    const mayer = card('mayer-llc-api2');
    expect(within(mayer).getByText("You may not see this user's credentials.")).toBeVisible();
    expect(within(mayer).queryByRole('group')).toBeNull();
    expect(
      screen.getByText('Read only: your account cannot change credentials.'),
    ).toBeInTheDocument();
    for (const name of ['Save all changes', 'create new key'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(
      within(mayer).getByRole('switch', { name: 'Active in this service: mayer-llc-api2' }),
    ).toBeDisabled();
    expect(within(card('XML')).getByText("You may not see this user's credentials.")).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('marks the fields an FTP check names as failing', async () => {
    const { user } = await open(83);
    await valuesOf('XML');
    const ftp = within(account('XML')).getByLabelText('Manifest FTP');
    await user.clear(ftp);
    await user.paste('ftp://u1:pw@ftp.nowhere.invalid/in');
    await user.click(within(account('XML')).getByRole('button', { name: 'Check FTP' }));
    expect(
      await within(account('XML')).findByText(/^Could not connect to the FTP server/, {}),
    ).toBeInTheDocument();
    expect(within(account('XML')).getByLabelText('Manifest FTP')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(account('XML')).getByLabelText('Username')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('asks before turning a user off and sets the state', async () => {
    const { user } = await open(54);
    const toggle = within(card('mayer-llc-api2')).getByRole('switch', {
      name: 'Active in this service: mayer-llc-api2',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const warning = await screen.findByRole('dialog', { name: 'Warning!' });
    expect(within(warning).getByText('User will be turrned off. Continue?')).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User is switched off', {})).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(stored(54, 22).isActive).toBe(false);
  });

  // Issue 28 (F1, F3): a team lead switched and read accounts outside its team; its own account
  // is not its to switch either (the server's `isEditable` says both).
  it('a team lead changes and reads no account outside its team, nor its own', async () => {
    const asked = credentialsReads();
    const { user } = await open(2, 'teamlead');
    expect(screen.getByRole('button', { name: 'create new key' })).toBeDisabled();
    const first = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('region')[0]!;
    const login = within(first).getByRole('heading').textContent ?? '';
    expect(
      within(first).getByRole('switch', { name: `Active in this service: ${login}` }),
    ).toBeDisabled();
    expect(within(first).getByText("You may not see this user's credentials.")).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Filter by user' }));
    await user.click(await screen.findByRole('option', { name: 'teamlead' }));
    const own = within(card('teamlead')).getByRole('switch', {
      name: 'Active in this service: teamlead',
    });
    expect(own).toBeChecked();
    expect(own).toBeDisabled();
    expect(
      within(card('teamlead')).getByText("You may not see this user's credentials."),
    ).toBeVisible();
    expect(asked).toEqual([]);
  });
});
