import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVisit } from '@/lib/offline/offline-cache';
import { accountsStore } from '@/lib/session/accounts-store';
import { apiDb, apiServer } from '../support/api-server';
import { waitForDeviceCopy } from '../support/device-copies';
import { renderApp, signIn } from '../support/render';

// Offline by construction (decision 018): a screen opened online reads offline with the true age
// of its data; one never opened is the offline page inside the shell, and becomes the screen by
// itself once the network is back.

const FIVE_MINUTES_MS = 5 * 60_000;

/** The network is gone: the browser says so and every API call fails. */
function goOffline() {
  onlineManager.setOnline(false);
  apiServer.use(http.all('*/admin/*', () => HttpResponse.error()));
}

function goOnline() {
  apiServer.resetHandlers();
  onlineManager.setOnline(true);
}

describe('offline screens', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('with nothing stored at all, the offline page lists what can be read', async () => {
    const account = await signIn('staff');
    await rememberVisit(account, {
      href: '/parcels/42',
      title: 'Parcel TRK000042',
      kind: 'record',
    });
    await rememberVisit(account, { href: '/pallets?mode=test', title: 'Pallets', kind: 'screen' });
    goOffline();
    renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'You are offline now!' }),
    ).toBeInTheDocument();
    const record = await screen.findByRole('link', { name: 'Parcel TRK000042' });
    expect(record).toHaveAttribute('href', expect.stringMatching(/\/admin\/parcels\/42$/));
    const screens = screen.getByRole('list', { name: 'Screens' });
    expect(within(screens).getByRole('link', { name: 'Pallets' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/pallets\?mode=test$/),
    );
    expect(accountsStore.getState().current?.login).toBe('staff');
  });

  it('a screen never opened is the offline page in the shell, then the screen once online', async () => {
    const account = await signIn('staff');
    const first = renderApp('/admin/parcels');
    await screen.findByRole('list', { name: 'Parcels' });
    await waitForDeviceCopy(account, '"common-lists"');
    first.unmount();

    goOffline();
    renderApp('/admin/pallets');
    expect(
      await screen.findByRole('heading', { name: 'You are offline now!' }),
    ).toBeInTheDocument();
    // The shell is there, with the screens that can be read.
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    const screens = await screen.findByRole('list', { name: 'Screens' });
    expect(within(screens).getByRole('link', { name: 'Parcels' })).toBeInTheDocument();
    // Nothing cached is shown, so the banner says nothing of a cache.
    expect(screen.getByText('You are offline. Changes need a connection.')).toBeInTheDocument();
    expect(screen.queryByText("Can't get data from server!")).not.toBeInTheDocument();

    goOnline();
    expect(await screen.findByRole('list', { name: 'Pallets' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are offline now!' })).not.toBeInTheDocument();
  });

  it('a screen opened online reads offline, and the banner gives the age of its data', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() - FIVE_MINUTES_MS);
    const account = await signIn('staff');
    const first = renderApp('/admin/dashboard');
    await screen.findByRole('img', { name: /^Parcels of the last 30 days by/ });
    await waitForDeviceCopy(account, '"dashboard"', '"health"');
    await waitForDeviceCopy(account, '"dashboard"', '"parcels"');
    first.unmount();

    vi.setSystemTime(Date.now() + FIVE_MINUTES_MS);
    goOffline();
    const { user } = renderApp('/admin/dashboard');
    expect(
      await screen.findByText('You are offline. Showing data cached 5 min ago.', {}),
    ).toBeInTheDocument();
    expect(screen.queryByText("Can't get data from server!")).not.toBeInTheDocument();
    expect(screen.queryByText('Not stored on this device')).not.toBeInTheDocument();

    // Writes wait for the network, with the reason.
    await user.click(screen.getByRole('button', { name: 'Account menu: staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account' });
    expect(dialog.querySelector('button[type="submit"]')).toBeDisabled();
    expect(within(dialog).getByText('You are offline: this needs a connection.')).toBeVisible();
  });

  it('the services list and a service opened online read offline; writes wait', async () => {
    const account = await signIn('superadmin');
    const first = renderApp('/admin/services/117?kind=return');
    const dialog = await screen.findByRole('dialog', { name: 'Happy Returns - Return Bar' });
    await within(dialog).findByRole('button', { name: 'Add maintenance' });
    await waitForDeviceCopy(account, '"services"', '"list"');
    await waitForDeviceCopy(account, '"services"', '"detail"', '"117"');
    first.unmount();

    goOffline();
    renderApp('/admin/services/117?kind=return');
    const offline = await screen.findByRole('dialog', { name: 'Happy Returns - Return Bar' });
    expect(within(offline).getByText(/^Opened offline/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Returnista - Drop-off' })).toBeInTheDocument();
    expect(within(offline).getByRole('button', { name: 'Add maintenance' })).toBeDisabled();
    expect(within(offline).getByRole('button', { name: 'Choose logo' })).toBeDisabled();
    expect(
      within(offline).getAllByText('You are offline: this needs a connection.').length,
    ).toBeGreaterThan(0);
  });

  it('the users list and a user opened online read offline; saving waits', async () => {
    const account = await signIn('superadmin');
    const first = renderApp('/admin/users?search=blocked');
    const list = await screen.findByRole('list', { name: 'Users' });
    await first.user.click(within(list).getByRole('link', { name: 'blocked' }));
    await screen.findByRole('dialog', { name: 'User blocked' });
    const href = first.router.state.location.href;
    await waitForDeviceCopy(account, '"users"', '"list"');
    await waitForDeviceCopy(account, '"users"', '"detail"');
    first.unmount();

    goOffline();
    renderApp(`/admin${href}`);
    const offline = await screen.findByRole('dialog', { name: 'User blocked' });
    expect(within(offline).getByText(/^Opened offline/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'blocked' })).toBeInTheDocument();
    expect(within(offline).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(
      within(offline).getAllByText('You are offline: this needs a connection.').length,
    ).toBeGreaterThan(0);
  });

  it('the barcode ranges page opened online reads offline; its switches wait', async () => {
    const account = await signIn('superadmin');
    const first = renderApp('/admin/barcode_ranges?quickSearch=sscc');
    await screen.findByRole('listitem', { name: 'client, DHL Parcel (dhl_parcel), sscc' });
    await waitForDeviceCopy(account, '"barcode-ranges"', '"list"');
    first.unmount();

    goOffline();
    renderApp('/admin/barcode_ranges?quickSearch=sscc');
    const card = await screen.findByRole('listitem', {
      name: 'client, DHL Parcel (dhl_parcel), sscc',
    });
    expect(within(card).getByRole('switch', { name: 'Notice' })).toBeDisabled();
  });

  it('the tracking mapping list opened online reads offline; changes and deletes wait', async () => {
    const account = await signIn('superadmin');
    const path = '/admin/tracking_mapping?status=0';
    const first = renderApp(path);
    const list = await screen.findByRole('list', { name: 'Tracking mapping' });
    const name = within(list).getAllByRole('listitem')[0]!.getAttribute('aria-label')!;
    await waitForDeviceCopy(account, '"tracking-mapping"', '"list"');
    first.unmount();

    goOffline();
    renderApp(path);
    const card = await screen.findByRole('listitem', { name });
    expect(within(card).getByRole('combobox', { name: 'Tracking status' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: /^Delete/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add tracking status' })).toBeDisabled();
  });

  it('the running robots opened online read offline; stop and delete wait', async () => {
    const account = await signIn('superadmin');
    const first = renderApp('/admin/cron_robots');
    const list = await screen.findByRole('list', { name: 'Running robots' });
    const name = within(list).getAllByRole('listitem')[0]!.getAttribute('aria-label')!;
    await waitForDeviceCopy(account, '"robots"', '"running"');
    first.unmount();

    goOffline();
    renderApp('/admin/cron_robots');
    const card = await screen.findByRole('listitem', { name });
    expect(within(card).getByRole('button', { name: `Stop ${name}` })).toBeDisabled();
    expect(within(card).getByRole('button', { name: /^Delete/ })).toBeDisabled();
  });

  it('the tools opened online read offline; running and sending wait', async () => {
    const account = await signIn('staff');
    const tracking = renderApp('/admin/manual_tracking');
    await screen.findByRole('heading', { name: 'Manual tracking', level: 1 });
    await waitForDeviceCopy(account, '"manual-runs"', '"tracking"');
    tracking.unmount();
    const apiConsole = renderApp('/admin/api_console');
    await screen.findByRole('button', { name: 'Send' });
    await waitForDeviceCopy(account, '"api-console"', '"data"');
    apiConsole.unmount();

    goOffline();
    const offlineTracking = renderApp('/admin/manual_tracking');
    expect(await screen.findByRole('combobox', { name: 'Carrier' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(screen.getByText('You are offline: this needs a connection.')).toBeInTheDocument();
    offlineTracking.unmount();
    renderApp('/admin/api_console');
    expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('You are offline: this needs a connection.')).toBeInTheDocument();
  });

  it('carrier documentation opened online reads offline; its writes wait', async () => {
    const account = await signIn('staff');
    const ups = apiDb().carriers.find((carrier) => carrier.name === 'UPS')!;
    const list = renderApp('/admin/carriers');
    await screen.findByRole('link', { name: 'UPS' });
    await waitForDeviceCopy(account, '"carriers"', '"list"');
    list.unmount();
    const details = renderApp(`/admin/carriers/${ups.id}`);
    await screen.findByRole('combobox', { name: 'Version' });
    await waitForDeviceCopy(account, '"carriers"', '"details"');
    details.unmount();

    goOffline();
    const offlineDetails = renderApp(`/admin/carriers/${ups.id}`);
    expect(await screen.findByRole('heading', { name: 'UPS', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Version' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add contact' })).toBeDisabled();
    offlineDetails.unmount();
    renderApp('/admin/carriers');
    expect(await screen.findByRole('link', { name: 'UPS' })).toBeInTheDocument();
  });

  it("a client's own billing opened online reads offline", async () => {
    const account = await signIn('client');
    const first = renderApp('/admin/billing_operations');
    const card = await screen.findByRole('region', { name: 'Current balance' });
    const balance = (await within(card).findAllByText(/€/, {}))[0]!.textContent!;
    await waitForDeviceCopy(account, '"billing-operations"', '"balance"');
    await waitForDeviceCopy(account, '"billing-operations"', '"reports"');
    first.unmount();

    goOffline();
    renderApp('/admin/billing_operations');
    const offlineCard = await screen.findByRole('region', { name: 'Current balance' });
    expect((await within(offlineCard).findAllByText(balance, {})).length).toBeGreaterThan(0);
    expect(await screen.findByRole('list', { name: 'Reports' })).toBeInTheDocument();
  });
});
