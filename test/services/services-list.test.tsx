import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

// The services list (spec b section 2) as an operator uses it: the search typed in either
// keyboard layout, the filters in the URL, grouping by carrier remembered, and the cards.

// 121 cards drawn in happy-dom on a busy machine: the first draw alone may take seconds.

async function open(path = '/admin/services', login = 'staff', withCards = true) {
  await signIn(login);
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Services', level: 1 });
  if (withCards) await screen.findAllByRole('listitem', {});
  return app;
}

const cards = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.tagName === 'LI' && item.getAttribute('aria-label'));
const cardNames = () => cards().map((card) => card.getAttribute('aria-label'));

describe('services list', () => {
  it('groups by carrier, then version (v0 last), then type, with cards that link to the service', async () => {
    await open();
    const dhl = screen.getByRole('region', { name: 'DHL Express' });
    expect(
      within(dhl)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['v1 · courier', 'v2 · courier']);
    const parcel = screen.getByRole('region', { name: 'DHL Parcel' });
    expect(within(parcel).getByRole('heading', { level: 3 })).toHaveTextContent('v0 · courier');
    const ups = screen.getByRole('region', { name: 'UPS' });
    expect(
      within(ups)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['v1 · pudo', 'v1 · courier', 'v2 · courier']);

    const card = screen.getByRole('listitem', { name: 'DHL Express - Economy Select' });
    expect(within(card).getByText('Service id').nextSibling).toHaveTextContent('3');
    expect(within(card).getByRole('img', { name: 'Maintenance in progress' })).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'DHL Express - Economy Select logo' }),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText('Version: v1')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'DHL Express - Economy Select' }),
    ).toHaveAttribute('href', '/admin/services/3');
    const scheduled = screen.getByRole('listitem', { name: 'DHL Parcel - Home Delivery' });
    expect(
      within(scheduled).getByRole('img', { name: 'Maintenance scheduled' }),
    ).toBeInTheDocument();
    const disabled = screen.getByRole('listitem', { name: 'FedEx - International First' });
    expect(disabled).toHaveAttribute('data-disabled', 'true');
    expect(within(disabled).getByText('disabled')).toBeInTheDocument();
  });

  it('finds a Latin name typed with the Russian layout on, and keeps it in the URL', async () => {
    const { user, router } = await open();
    await user.type(screen.getByPlaceholderText('Service name, id, kind, type'), 'врд');
    await waitFor(() => expect(router.state.location.search).toEqual({ quickSearch: 'врд' }));
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
    expect(cardNames().every((name) => name!.includes('DHL'))).toBe(true);
    expect(cardNames()).toContain('Pallet DHL Freight - Euro Pallet');
    expect(screen.queryByRole('listitem', { name: 'UPS - Standard' })).toBeNull();
  });

  it('filters by kind and type in the URL; garbage falls back to All', async () => {
    const { user, router } = await open('/admin/services?kind=return&type=zzz&user=abc');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('return');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('All');
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('All');
    expect(router.state.location.search).toEqual({ kind: 'return' });
    expect(cardNames()).toHaveLength(9);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'pudo' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ kind: 'return', type: 'pudo' }),
    );
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Happy Returns - Return Bar',
        'ReBound - Drop-off Return',
        'Returnista - Collection',
        'Returnista - Drop-off',
      ]),
    );
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'pudo' }));
  });

  it('filters by user from the URL', async () => {
    await open('/admin/services?user=999999', 'staff', false);
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('remembers the grouping choice on this device', async () => {
    const { user, unmount } = await open();
    const toggle = screen.getByRole('switch', { name: 'Group by carrier' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'DHL Express' })).toBeNull();
    const flat = screen.getByRole('list', { name: 'Services' });
    const names = within(flat)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    // Still in the carrier, version, type order: Aramex first, v0 of DHL Parcel after DHL Express.
    expect(names[0]).toMatch(/^Aramex/);
    expect(names.indexOf('DHL Parcel - Connect')).toBeGreaterThan(
      names.indexOf('DHL Express - Express Worldwide'),
    );
    unmount();
    renderApp('/admin/services');
    await screen.findByRole('list', { name: 'Services' });
    expect(screen.getByRole('switch', { name: 'Group by carrier' })).not.toBeChecked();
  });

  it('a client has no services screen', async () => {
    await signIn('client');
    renderApp('/admin/services');
    expect(
      await screen.findByRole('heading', { name: 'Opps! Page not found' }),
    ).toBeInTheDocument();
  });
});
