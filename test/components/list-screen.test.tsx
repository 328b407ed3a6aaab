import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { apiDb, apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The list unit (components/list/list-screen.tsx, use-list-route.ts, list-filter-panel.tsx) as a
// user meets it on any list: the folding filter panel with its chips and count, one Discard, and
// a list that does not ask again when only a modal over it changes.

const sent: URL[] = [];
const listCalls = (path: string) => sent.filter((url) => url.pathname === `/admin/${path}`);

beforeEach(() => {
  sent.length = 0;
  apiServer.events.on('request:start', ({ request }) => sent.push(new URL(request.url)));
});
afterEach(() => apiServer.events.removeAllListeners());

async function openList(path: string, heading: string) {
  await signIn('superadmin');
  const app = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  await screen.findByRole('form', { name: 'Filters' });
  return app;
}

const panel = () => screen.getByRole('form', { name: 'Filters' });
const toggle = () => within(panel()).getByRole('button', { name: /^Filters/ });

describe('the filter panel', () => {
  it('says how many results match when the server says', async () => {
    const total = apiDb().pallets.length;
    await openList('/admin/pallets', 'Pallets');
    expect(
      await within(panel()).findByText(`${total.toLocaleString('en-US')} results`),
    ).toBeInTheDocument();
  });

  it('folds away, remembered per list, and shows the applied filters as removable chips', async () => {
    const target = apiDb().pallets[3]!;
    const { user, router } = await openList(
      `/admin/pallets?tracking=${target.tracking_number}&quantity=48&mode=all&page=2`,
      'Pallets',
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // Open, the fields say what is applied; no chips.
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('palletsFiltersOpen')).toBe('false');
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    expect(within(chips).getByRole('listitem')).toHaveTextContent(
      `Tracking number: ${target.tracking_number}`,
    );

    // Removing the chip removes that filter, from page 1; page size and mode stay.
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Tracking number' }));
    await waitFor(() => expect(router.state.location.href).toBe('/pallets?quantity=48'));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  });

  it('starts folded where the user folded it, on this list only', async () => {
    localStorage.setItem('palletsFiltersOpen', 'false');
    await openList('/admin/parcels', 'Parcels');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('Discard is the same on every list: filters off, page size and mode kept', async () => {
    const parcel = apiDb().parcels[0]!;
    const { user, router } = await openList(
      `/admin/parcels?tracking=${parcel.tracking}&quantity=16&mode=live&page=2`,
      'Parcels',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.href).toBe('/parcels?quantity=16&mode=live'));
    expect(within(panel()).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('');
  });

  it('a filter that does not validate is not applied', async () => {
    const { user, router } = await openList('/admin/parcels', 'Parcels');
    await user.type(within(panel()).getByRole('textbox', { name: 'ID' }), '12');
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    expect(await within(panel()).findByText('Minimum 3 symbols or empty')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });
});

describe('rows of the previous page', () => {
  it('stay dimmed and marked busy until the next page arrives', async () => {
    const { user } = await openList('/admin/pallets', 'Pallets');
    const list = () => screen.getByRole('list', { name: 'Pallets' });
    await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(0));
    const region = () => list().closest('[aria-busy]');
    expect(region()).toHaveAttribute('aria-busy', 'false');

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    apiServer.use(
      http.get('*/admin/pallets', async ({ request }) => {
        await held;
        return forward(request);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(region()).toHaveAttribute('aria-busy', 'true'));
    expect(region()).toHaveStyle({ opacity: '0.55' });

    release();
    await waitFor(() => expect(region()).toHaveAttribute('aria-busy', 'false'));
    expect(region()).not.toHaveStyle({ opacity: '0.55' });
  });
});

describe('a record modal over a list', () => {
  it("switching the modal's tab does not ask for the list again", async () => {
    const parcel = apiDb().parcels[0]!;
    const { user, router } = await openList(`/admin/parcels/${parcel.id}?mode=live`, 'Parcels');
    const modal = await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking}` });
    const before = listCalls('parcels').length;
    expect(before).toBeGreaterThan(0);

    await user.click(within(modal).getByRole('tab', { name: /^Parcel Items/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ tab_parcel_view: 'items' }),
    );
    await user.click(within(modal).getByRole('tab', { name: 'Tracking info' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ tab_parcel_view: 'tracking' }),
    );
    expect(listCalls('parcels')).toHaveLength(before);
    for (const url of listCalls('parcels'))
      expect(url.searchParams.has('tab_parcel_view')).toBe(false);

    // Cancel goes back to the list with its own search, the tab left behind.
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.href).toBe('/parcels?mode=live'));
  });
});
