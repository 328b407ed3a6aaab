import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDb } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// /billing_prices as a super admin and as the client user (issue 17 section 2): the client and
// the carrier service are required, the filter lives in the URL (garbage falls back), the table
// shows the tariff's dates and the markup beside a price, Download prices saves the server's
// file, and Discard resets.

function clientService() {
  const db = apiDb();
  const owner = db.users.find((u) => u.login === 'client')!;
  const config = db.billingClients.configs.get(owner.id)!;
  const now = Date.now() / 1000;
  const id = owner.serviceIds.find((serviceId) =>
    config.markups.some((m) => m.serviceId === serviceId && m.dateStart <= now),
  )!;
  return db.services.find((s) => s.id === id)!;
}

describe('billing prices screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks a super admin for a client and a service, then shows and downloads the table', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:prices');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const service = clientService();
    await signIn('superadmin');
    const { user, router } = renderApp('/admin/billing_prices?client_id=abc&date=99-99-2026');
    expect(
      await screen.findByText('Choose a client and a carrier service.', {}),
    ).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});

    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Northwind Traders' }));
    expect(screen.getByText('Choose a client and a carrier service.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Carrier service' }));
    await user.click(await screen.findByRole('option', { name: service.name }));

    const table = await screen.findByRole('table', { name: 'Prices' });
    const owner = apiDb().users.find((u) => u.login === 'client')!;
    expect(router.state.location.href).toContain(`client_id=${owner.id}&service_id=${service.id}`);
    expect(within(table).getByRole('columnheader', { name: 'Zone 1' })).toBeInTheDocument();
    expect(within(table).getAllByText(/^\+/).length).toBeGreaterThan(0);
    expect(screen.getByText(/^Effective date: \d{2}-\d{2}-\d{4}$/)).toBeInTheDocument();
    expect(screen.getByText(/^Expiration date: \d{2}-\d{2}-\d{4}$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download prices' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^prices_.+_\d{2}-\d{2}-\d{4}\.csv$/);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Choose a client and a carrier service.')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });

  it('gives the client user its own prices without a Client field or markups', async () => {
    const service = clientService();
    await signIn('client');
    renderApp(`/admin/billing_prices?service_id=${service.id}&date=15-03-2026&client_id=2`);
    const table = await screen.findByRole('table', { name: 'Prices' });
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(within(table).queryAllByText(/^\+/)).toHaveLength(0);
    expect(screen.getByText('Effective date: 01-01-2026')).toBeInTheDocument();
    expect(screen.getByText('Expiration date: 30-06-2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('15-03-2026');
  });
});
