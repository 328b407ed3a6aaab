import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { rememberVisit } from '@/lib/offline/offline-cache';
import { describe, expect, it } from 'vitest';
import { apiDb, apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The command palette and the keyboard shortcuts (issue 18 §1) as a user meets them: opened
// with the keyboard over a signed-in screen, searched, and closed with focus back in place.

/** A light screen to open the palette over. */
async function openVersion(login = 'superadmin') {
  await signIn(login);
  const app = renderApp('/admin/app/version');
  await screen.findByRole('heading', { name: 'App Version', level: 1 });
  return app;
}

async function openParcels(login = 'superadmin') {
  await signIn(login);
  const app = renderApp('/admin/parcels');
  await screen.findByRole('list', { name: 'Parcels' });
  return app;
}

/** The list calls the palette's look-ups make. */
const LOOKUPS = /^\/admin\/(parcels|pallets|users|requests_log)$/;

const palette = () => screen.findByRole('dialog', { name: 'Command palette' });
const search = () => screen.getByRole('combobox', { name: 'Search screens, records and actions' });
const options = () =>
  within(screen.getByRole('listbox', { name: 'Results' }))
    .queryAllByRole('option')
    .map((option) => option.getAttribute('aria-disabled') === null && option);

describe('command palette', () => {
  it('opens with Ctrl+K, finds a screen by name and in the Russian layout, and goes there', async () => {
    const { user, router } = await openVersion();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.paste('pall');
    const pallets = await screen.findByRole('option', { name: /^Pallets/ });
    expect(screen.queryByRole('option', { name: /^Users/ })).not.toBeInTheDocument();
    // The screen comes before the services whose names start alike; the arrows move the choice.
    await waitFor(() => expect(pallets).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowDown}');
    const second = options()[1];
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    expect(search()).toHaveAttribute('aria-activedescendant', second && second.id);
    expect(pallets).toHaveAttribute('aria-selected', 'false');
    await user.clear(search());
    // 'гыук' is 'user' typed with the Russian layout on.
    await user.paste('гыук');
    const users = await screen.findByRole('option', { name: /^Users/ });
    expect(users).toHaveAttribute('aria-selected', 'true');
    expect(search()).toHaveAttribute('aria-activedescendant', users.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument(),
    );
  });

  it('finds a parcel by its tracking number and opens its details over the list', async () => {
    const { user, router } = await openVersion();
    const parcel = apiDb().parcels[40]!;
    // The top bar's button (its narrow twin is hidden by CSS, which these tests do not load).
    await user.click(screen.getAllByRole('button', { name: /^Search/ })[0]!);
    await palette();
    await user.click(search());
    await user.paste(parcel.tracking);
    const found = await screen.findByRole('option', {
      name: new RegExp(`^Parcel ${parcel.tracking}`),
    });
    expect(within(screen.getByRole('group', { name: 'Records' })).getAllByRole('option')[0]).toBe(
      found,
    );
    await waitFor(() => expect(found).toHaveAttribute('aria-selected', 'true'));
    await user.click(found);
    // The details modal over the list (its own tests are the parcel screen's; e2e opens it too).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/parcels/${parcel.id}`));
    // Wait for what the navigation loads (the list under the modal, then the modal), so that no
    // request of this test is still on its way when the next one starts counting requests.
    await screen.findByRole('list', { name: 'Parcels' });
    await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking}` });
  });

  it('offers the records opened lately, marked so offline, and searches no records then', async () => {
    const account = await signIn('superadmin');
    await rememberVisit(account, { href: '/parcels/12', title: 'Parcel 1ZOLD', kind: 'record' });
    await rememberVisit(account, { href: '/parcels', title: 'Parcels', kind: 'screen' });
    const { user } = renderApp('/admin/app/version');
    await screen.findByRole('heading', { name: 'App Version', level: 1 });
    onlineManager.setOnline(false);
    const asked: string[] = [];
    apiServer.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    const recent = within(await screen.findByRole('group', { name: 'Recent' })).getAllByRole(
      'option',
    );
    expect(recent.map((option) => option.textContent)).toEqual([
      'Parcel 1ZOLDAvailable offlineOffline',
    ]);
    await user.paste('1zol');
    expect(await screen.findByRole('option', { name: /^Parcel 1ZOLD/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(await palette()).getByRole('status')).toHaveTextContent(
      /^Offline: records are not searched/,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.filter((path) => LOOKUPS.test(path))).toEqual([]);
    apiServer.events.removeAllListeners();
  });

  it('says so when the records cannot be searched', async () => {
    const { user } = await openVersion();
    apiServer.use(
      http.get('*/admin/parcels', () =>
        HttpResponse.json({ errors: [{ message: 'Database is down' }] }, { status: 500 }),
      ),
    );
    await user.keyboard('/');
    await palette();
    await user.paste('1Z9');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Records could not be searched/);
  });

  it('offers the actions and screens the account may use, and none other', async () => {
    await signIn('superadmin');
    // An account that may open the dashboard and pallets only.
    apiServer.use(
      http.get('*/admin/main/get_all_lists', async ({ request }) => {
        const lists = (await (await forward(request)).json()) as Record<string, unknown>;
        return HttpResponse.json({ ...lists, accessUrl: ['/dashboard', '/pallets'] });
      }),
    );
    const { user } = renderApp('/admin/pallets');
    await screen.findByRole('heading', { name: 'Pallets', level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    const labels = options().map((option) => (option ? option.textContent : ''));
    expect(labels.some((label) => label?.startsWith('Pallets'))).toBe(true);
    expect(labels.some((label) => label?.startsWith('Parcels'))).toBe(false);
    expect(screen.queryByRole('option', { name: /Create parcel/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Switch to dark theme/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Log out/ })).toBeInTheDocument();
    // No look-up of lists it may not open: typing digits asks pallets only.
    const asked: string[] = [];
    apiServer.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    await user.paste('12345');
    await waitFor(() => expect(asked).toContain('/admin/pallets'));
    expect(asked.filter((path) => LOOKUPS.test(path) && path !== '/admin/pallets')).toEqual([]);
    apiServer.events.removeAllListeners();
  });

  it('offers the open request to the API console, and only while it is open', async () => {
    await signIn('superadmin');
    const { user, router } = renderApp('/admin/requests_log/1');
    await screen.findByRole('dialog', { name: /^Request [0-9a-f]{24}$/ });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.click(screen.getByRole('option', { name: /^Open this request in the API console/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/api_console'));
    await screen.findByRole('heading', { name: 'API console', level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    expect(screen.getByRole('option', { name: /^API console/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: /^Open this request in the API console/ }),
    ).not.toBeInTheDocument();
  });

  it("closes with Escape and gives the focus back to where it was; shows the shortcuts with '?', and 'g' then a letter goes to a screen", async () => {
    const { user, router } = await openVersion();
    const link = screen.getByRole('link', { name: 'Parcels' });
    link.focus();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await waitFor(() => expect(search()).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(link).toHaveFocus());

    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(sheet).getAllByRole('row');
    expect(rows.some((row) => row.textContent === 'gthenpGo to Parcels')).toBe(true);
    expect(
      rows.some((row) => row.textContent === 'Ctrl+KOpen the command palette (⌘ K on a Mac)'),
    ).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('gu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});

describe('list keys', () => {
  const cards = () =>
    within(screen.getByRole('list', { name: 'Parcels' })).getAllByRole('listitem');

  it('leaves single keys alone while typing in a field; j and k move the current row, Enter opens it, [ and ] turn the page', async () => {
    const { user, router } = await openParcels();
    const field = screen.getByRole('textbox', { name: 'Tracking number' });
    await user.type(field, 'g/u?');
    expect(field).toHaveValue('g/u?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parcels');

    // Out of the field, the keys are the list's.
    await user.click(screen.getByRole('heading', { name: 'Parcels', level: 1 }));
    expect(field).not.toHaveFocus();
    await user.keyboard('j');
    expect(cards()[0]).toHaveAttribute('aria-current', 'true');
    expect(cards()[0]).toHaveFocus();
    await user.keyboard('jj');
    expect(cards()[2]).toHaveFocus();
    expect(cards()[0]).not.toHaveAttribute('aria-current');
    await user.keyboard('k');
    expect(cards()[1]).toHaveAttribute('aria-current', 'true');
    const second = apiDb().parcels[1]!;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/parcels/${second.id}`));
    await screen.findByRole('dialog', { name: `Parcel ${second.tracking}` });
    // Not while a record's modal is open.
    await user.keyboard(']');
    expect(router.state.location.pathname).toBe(`/parcels/${second.id}`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('[[');
    expect(router.state.location.search).not.toHaveProperty('page');
    await user.keyboard(']');
    await waitFor(() => expect(String(router.state.location.search.page)).toBe('2'));
    await user.keyboard('[[');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('page'));
  });

  it('moves over the rows of a table too', async () => {
    await signIn('superadmin');
    localStorage.setItem('parcelListView', 'table');
    (
      window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }
    ).happyDOM.setViewport({ width: 1200 });
    const { user } = renderApp('/admin/parcels');
    const table = await screen.findByRole('table', { name: 'Parcels' });
    await user.keyboard('jj');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveFocus();
  });
});
