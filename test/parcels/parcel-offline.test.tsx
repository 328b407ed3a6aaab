import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDb, apiServer } from '../support/api-server';
import { waitForDeviceCopy } from '../support/device-copies';
import { renderApp, signIn } from '../support/render';

const FIVE_MINUTES_MS = 5 * 60_000;

/** The network is gone: the browser says so and every API call fails. */
function goOffline() {
  onlineManager.setOnline(false);
  apiServer.use(http.all('*/admin/*', () => HttpResponse.error()));
}

describe('parcel details offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('a parcel opened online opens offline from the device, with its cached time', async () => {
    const [parcel, other] = apiDb().parcels;
    if (!parcel || !other) throw new Error('no parcels in the seed');
    // Opened five minutes ago (only the clock is faked; timers run as usual).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() - FIVE_MINUTES_MS);

    const account = await signIn('superadmin');
    const online = renderApp(`/admin/parcels/${parcel.id}`);
    await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking}` });
    expect(screen.queryByText(/^Opened offline/)).not.toBeInTheDocument();
    await waitForDeviceCopy(account, '"detail"', `"${parcel.id}"`);
    await waitForDeviceCopy(account, '"common-lists"');
    online.unmount();

    vi.setSystemTime(Date.now() + FIVE_MINUTES_MS);
    goOffline();
    const { user } = renderApp(`/admin/parcels/${parcel.id}`);
    const dialog = await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking}` });
    expect(within(dialog).getByText('Opened offline, cached 5 min ago')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Barcode number' })).toHaveValue(
      parcel.tracking,
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Parcel Info' }));
    // The tab is in the URL: it shows once that navigation has run.
    expect(await within(dialog).findByRole('textbox', { name: 'Weight' })).toHaveValue(
      `${parcel.weight} kg`,
    );
    // The failed refetch behind it does not close the modal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('dialog', { name: `Parcel ${parcel.tracking}` })).toBeInTheDocument();
  });

  it('a parcel never opened cannot be read offline: a toast, and the modal closes', async () => {
    const account = await signIn('superadmin');
    const [parcel, other] = apiDb().parcels;
    if (!parcel || !other) throw new Error('no parcels in the seed');
    const online = renderApp(`/admin/parcels/${parcel.id}`);
    await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking}` });
    await waitForDeviceCopy(account, '"common-lists"');
    online.unmount();

    goOffline();
    const { router } = renderApp(`/admin/parcels/${other.id}`);
    expect(await screen.findByText("Can't get response from server.", {})).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
