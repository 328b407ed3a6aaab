import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceAccount } from '@/contract/services/services-schemas';
import { apiDb, apiServer, forward, resetApiSession } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// What the service's answer says per account (issue 28, decision 053): `canSeeCredentials` false,
// its values are never asked for; `isEditable` false, its card, its Active switch and its default
// settings are read-only, and no new key or settings key is offered for it, while the reader's
// other accounts stay as they were. A super admin may do everything: the answer is narrowed here.

beforeEach(() => resetApiSession({ fresh: true }));
afterEach(() => apiServer.events.removeAllListeners());

const loginOf = (userId: number) => apiDb().users.find((u) => u.id === userId)!.login;

/** The service's answer with these accounts' flags replaced. */
function narrow(
  flags: Record<string, Partial<Pick<ServiceAccount, 'isEditable' | 'canSeeCredentials'>>>,
) {
  apiServer.use(
    http.get('*/admin/services/save/', async ({ request }) => {
      const detail = (await (await forward(request)).json()) as {
        accountListData: ServiceAccount[];
      };
      for (const account of detail.accountListData) Object.assign(account, flags[account.login]);
      return HttpResponse.json(detail);
    }),
  );
}

/** The user ids whose credential values the screen asks for. */
function credentialsReads() {
  const asked: string[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/services/credentials_by_user_and_service'))
      asked.push(url.searchParams.get('user_id') ?? '');
  });
  return asked;
}

const card = (login: string) => screen.getByRole('region', { name: login });

describe('per-account rights in a service', () => {
  it('credentials: hidden values are not asked for; a read-only account changes nothing', async () => {
    narrow({
      'mayer-llc-api2': { isEditable: false },
      'bailey-llc-api1': { isEditable: false, canSeeCredentials: false },
    });
    const asked = credentialsReads();
    await signIn('superadmin');
    const { user } = renderApp('/admin/services/54?tab_service_view=credentials');
    await screen.findByRole('list', { name: 'Accounts' });

    const bailey = card('bailey-llc-api1');
    expect(within(bailey).getByText("You may not see this user's credentials.")).toBeVisible();
    // Nothing is loading for it: its values are never asked for.
    expect(within(bailey).queryByLabelText(/^Loading credentials of /)).toBeNull();
    expect(
      within(bailey).getByRole('switch', { name: 'Active in this service: bailey-llc-api1' }),
    ).toBeDisabled();

    const mayer = card('mayer-llc-api2');
    const mayerDefault = await within(mayer).findByRole('group', { name: 'Account default' });
    const key = within(mayerDefault).getByLabelText('API key');
    expect(key).toHaveAttribute('readonly');
    expect(
      within(mayer).getByText("Read only: you may not change this user's credentials."),
    ).toBeVisible();
    expect(within(mayer).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(within(mayer).getByRole('button', { name: 'Import: default' })).toBeDisabled();
    expect(within(mayer).getByRole('button', { name: 'Remove: b2b' })).toBeDisabled();
    expect(
      within(mayer).getByRole('switch', { name: 'Active in this service: mayer-llc-api2' }),
    ).toBeDisabled();

    // The XML user is still the reader's to change.
    const xml = card('XML');
    const xmlDefault = await within(xml).findByRole('group', { name: 'Account default' });
    expect(within(xmlDefault).getByLabelText('API key')).not.toHaveAttribute('readonly');
    expect(within(xml).getByRole('switch', { name: 'Active in this service: XML' })).toBeEnabled();
    const mayerId = String(apiDb().users.find((u) => u.login === 'mayer-llc-api2')!.id);
    await waitFor(() => expect(asked).toContain(mayerId));
    const baileyId = String(apiDb().users.find((u) => u.login === 'bailey-llc-api1')!.id);
    expect(asked).not.toContain(baileyId);

    // A new key is offered for the accounts one may change and see only.
    await user.click(screen.getByRole('button', { name: 'create new key' }));
    const modal = await screen.findByRole('dialog', { name: 'Create new credentials' });
    await user.click(within(modal).getByRole('combobox', { name: 'User' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['XML']);
  });

  it('default settings: the keys of a read-only account cannot be changed or added to', async () => {
    const area = apiDb().serviceArea;
    // A small service (its other tabs render fast) with keys of two users.
    const serviceId = [...new Set(area.settings.map((record) => record.service_id))].find(
      (id) =>
        (area.accounts.get(id)?.length ?? 99) <= 8 &&
        new Set(area.settings.filter((r) => r.service_id === id).map((r) => r.user_id)).size > 1,
    )!;
    const records = area.settings.filter((record) => record.service_id === serviceId);
    const locked = records[0]!;
    const open = records.find((record) => record.user_id !== locked.user_id)!;
    narrow({ [loginOf(locked.user_id)]: { isEditable: false } });
    await signIn('superadmin');
    const { user } = renderApp(`/admin/services/${serviceId}?tab_service_view=default_parcels`);
    const panel = await screen.findByRole('tabpanel', { name: 'Default parcels settings' });

    const openKey = async (userId: number, key: string) => {
      const group = await within(panel).findByRole('region', {
        name: `Settings of ${loginOf(userId)}`,
      });
      await user.click(within(group).getByRole('button', { name: key }));
      return within(group).findByRole('form', { name: `Settings key ${key}` });
    };
    const lockedForm = await openKey(locked.user_id, locked.key);
    expect(within(lockedForm).getByRole('textbox', { name: 'Key name' })).toHaveAttribute(
      'readonly',
    );
    expect(within(lockedForm).queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(within(lockedForm).queryByRole('button', { name: 'Delete key' })).toBeNull();
    const openForm = await openKey(open.user_id, open.key);
    expect(within(openForm).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(within(openForm).getByRole('button', { name: 'Delete key' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Create new key' }));
    const form = await within(panel).findByRole('form', { name: 'New settings key' });
    await user.click(within(form).getByRole('combobox', { name: 'User' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain(loginOf(open.user_id));
    expect(options).not.toContain(loginOf(locked.user_id));
  });
});
