import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recentVisits } from '@/lib/offline/offline-cache';
import { formatErrors } from '@/components/record-fields';
import type { ParcelDetail } from '@/contract/parcels/parcel-schemas';
import { formatUtc } from '@/lib/dayjs';
import { detailOf } from '../../server/areas/parcels/detail';
import type { ParcelRow } from '../../server/areas/parcels/seed';
import { TRACKING_STATUSES } from '../../server/areas/parcels/tracking-statuses';
import { apiDb, apiServer, forward } from '../support/api-server';
import { waitForDeviceCopy } from '../support/device-copies';
import { renderApp, signIn } from '../support/render';

/** The first seeded parcel whose details satisfy `test`, with its row. */
function findParcel(test: (detail: ParcelDetail, row: ParcelRow) => boolean) {
  const db = apiDb();
  for (const row of db.parcels) {
    const detail = detailOf(db, row);
    if (test(detail, row)) return detail;
  }
  throw new Error('no such parcel in the seed');
}

/** get_all_lists as the server answers it, with the access list narrowed. */
function accessListWithout(url: string) {
  return http.get('*/admin/main/get_all_lists', async ({ request }) => {
    const lists = (await (await forward(request)).json()) as { accessUrl: string[] };
    return HttpResponse.json({ ...lists, accessUrl: lists.accessUrl.filter((u) => u !== url) });
  });
}

const textbox = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

async function openParcel(parcel: ParcelDetail, search = '') {
  const app = renderApp(`/admin/parcels/${parcel.id}${search}`);
  const dialog = await screen.findByRole('dialog', { name: `Parcel ${parcel.tracking_number}` });
  return { ...app, dialog };
}

describe('parcel details modal', () => {
  // The first test also pays for the app's first render.
  it('shows every tab with the parcel fields, the items badge and the sidebar', async () => {
    await signIn('superadmin');
    const parcel = findParcel(
      (d) =>
        d.items.length >= 2 &&
        formatErrors(d.errors).json &&
        d.pudo !== null &&
        d.pallet_id !== null &&
        d.send_manifest === true,
    );
    const { user, dialog } = await openParcel(parcel);

    // Service and Label (the default tab)
    expect(within(dialog).getByRole('tab', { name: 'Service and Label' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(textbox(dialog, 'Service')).toHaveValue(parcel.service?.name);
    expect(textbox(dialog, 'Barcode number')).toHaveValue(parcel.barcode_number);
    expect(textbox(dialog, 'Display ID')).toHaveValue(parcel.display_id);
    expect(textbox(dialog, 'PUDO ID')).toHaveValue(parcel.pudo?.id);

    // Shipping address
    await user.click(within(dialog).getByRole('tab', { name: 'Shipping address' }));
    const sender = within(dialog).getByRole('region', { name: 'Sender address' });
    expect(textbox(sender, 'Name')).toHaveValue(parcel.sender_address?.name);
    expect(textbox(sender, 'City')).toHaveValue(parcel.sender_address?.city);
    const destination = within(dialog).getByRole('region', { name: 'Destination address' });
    expect(textbox(destination, 'Zip')).toHaveValue(parcel.destination_address?.zip);
    expect(within(dialog).getByRole('region', { name: 'Return address' })).toBeInTheDocument();

    // Parcel Info, with the errors as pretty JSON
    await user.click(within(dialog).getByRole('tab', { name: 'Parcel Info' }));
    expect(textbox(dialog, 'Weight')).toHaveValue(`${parcel.weight} ${parcel.weight_uom}`);
    expect(textbox(dialog, 'Price')).toHaveValue(`${parcel.price} ${parcel.currency}`);
    expect(within(dialog).getByLabelText('Errors')).toHaveTextContent(
      JSON.stringify(JSON.parse(parcel.errors ?? ''), null, 2)
        .split('\n')[2]
        ?.trim() ?? 'x',
    );
    expect(within(dialog).queryByText('No errors')).not.toBeInTheDocument();

    // Parcel Items, counted in the tab
    const itemsTab = within(dialog).getByRole('tab', { name: /Parcel Items/ });
    expect(itemsTab).toHaveTextContent(`Parcel Items${parcel.items.length}`);
    await user.click(itemsTab);
    const firstItem = parcel.items[0]!;
    const item = within(dialog).getByRole('region', { name: new RegExp(`^Item 1`) });
    expect(textbox(item, 'Quantity')).toHaveValue(String(firstItem.quantity));
    expect(textbox(item, 'HS code')).toHaveValue(firstItem.hs_code ?? '');
    expect(within(dialog).getAllByRole('region', { name: /^Item \d/ })).toHaveLength(
      parcel.items.length,
    );

    // Tracking info
    await user.click(within(dialog).getByRole('tab', { name: 'Tracking info' }));
    expect(within(dialog).getByText(/^Current status:/)).toBeInTheDocument();

    // Sidebar
    const details = within(dialog).getByRole('region', { name: 'Parcel details' });
    expect(details).toHaveTextContent(String(parcel.id));
    expect(details).toHaveTextContent(parcel.user?.login ?? 'none');
    expect(details).toHaveTextContent(`Created${formatUtc(parcel.created * 1000)}`);
    const status = TRACKING_STATUSES.find(([code]) => code === parcel.status)?.[1];
    expect(details).toHaveTextContent(`Status${status ?? 'none'}`);
    expect(details).toHaveTextContent(`Type${parcel.is_test === '1' ? 'test' : 'live'}`);
    expect(within(details).getByRole('button', { name: 'Copy tracking number' })).toBeEnabled();
    const requestLink = within(details).getByRole('link', {
      name: `Request ${parcel.request_id} in the request log`,
    });
    expect(requestLink.getAttribute('href')).toBe(
      `/admin/requests_log?global_search=${parcel.request_id}`,
    );
    expect(
      within(details).getByRole('link', { name: `Pallet ${parcel.pallet_id}` }),
    ).toHaveAttribute('href', `/admin/pallets/${parcel.pallet_id}`);
    const health = within(details).getByRole('link', { name: 'Health check of this tracking' });
    expect(health.getAttribute('href')).toContain(
      `&additional_label=&request_id=${parcel.request_id}`,
    );
    const files = within(dialog).getByRole('region', { name: 'Files' });
    expect(within(files).getByRole('link', { name: 'Label' })).toHaveAttribute(
      'href',
      `/admin/parcels/label/${parcel.id}`,
    );
    expect(within(files).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      `/admin/parcels/invoice/${parcel.id}`,
    );
    expect(within(files).getByRole('button', { name: /^Download manifest/ })).toBeInTheDocument();
  });

  it("says 'No errors' for a parcel without errors, and shows test parcels as test", async () => {
    await signIn('superadmin');
    const parcel = findParcel(
      (d) => d.errors === null && d.is_test === '1' && d.items.length === 1,
    );
    const { user, dialog } = await openParcel(parcel);
    await user.click(within(dialog).getByRole('tab', { name: 'Parcel Info' }));
    expect(textbox(dialog, 'Errors')).toHaveValue('No errors');
    expect(within(dialog).getByRole('tab', { name: /Parcel Items/ })).toHaveTextContent(
      'Parcel Items1',
    );
    const details = within(dialog).getByRole('region', { name: 'Parcel details' });
    expect(within(details).getByText('test')).toBeInTheDocument();
  });

  it('opens a parcel of 5,000 items with only the items in view rendered', async () => {
    await signIn('staff');
    const parcel = findParcel((d) => d.items.length >= 1);
    const bulk = Array.from({ length: 5000 }, (_, index) => ({
      ...parcel.items[0]!,
      sku_desc: `Bulk ${index + 1}`,
    }));
    apiServer.use(
      http.get('*/admin/parcels/details/', async ({ request }) => {
        const detail = (await (await forward(request)).json()) as ParcelDetail;
        return HttpResponse.json({ ...detail, items: bulk });
      }),
    );
    const { dialog } = await openParcel(parcel, '?tab_parcel_view=items');
    expect(within(dialog).getByRole('tab', { name: /Parcel Items/ })).toHaveTextContent(
      'Parcel Items5,000',
    );
    const region = within(dialog).getByRole('region', { name: 'Parcel items' });
    expect(region).toHaveAttribute('tabindex', '0');
    const shown = within(region).getAllByRole('region', { name: /^Item \d/ });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(20);
    expect(shown[0]).toHaveAccessibleName('Item 1: Bulk 1');
    expect(textbox(shown[0]!, 'Quantity')).toHaveValue(String(bulk[0]!.quantity));

    await act(async () => {
      region.scrollTop = 1_000_000_000;
      fireEvent.scroll(region);
    });
    expect(
      await within(region).findByRole('region', { name: 'Item 5000: Bulk 5000' }),
    ).toBeInTheDocument();
    expect(within(region).getAllByRole('region', { name: /^Item \d/ }).length).toBeLessThan(20);
  });

  it('links to the request log only for users with access to it', async () => {
    await signIn('superadmin');
    apiServer.use(accessListWithout('/requests_log'));
    const parcel = findParcel((d) => d.request_id !== null);
    const { dialog } = await openParcel(parcel);
    const details = within(dialog).getByRole('region', { name: 'Parcel details' });
    expect(details).toHaveTextContent(parcel.request_id ?? 'none');
    expect(within(details).queryByRole('link', { name: /request log/ })).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Copy request ID' })).toBeInTheDocument();
  });

  it('Cancel closes the modal back to the list, keeping its search', async () => {
    await signIn('superadmin');
    const parcel = findParcel(() => true);
    const { user, router, dialog } = await openParcel(parcel, '?mode=live&tab_parcel_view=info');
    expect(within(dialog).getByRole('tab', { name: 'Parcel Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    expect(router.state.location.searchStr).toBe('?mode=live');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a parcel that cannot be loaded is a toast, asked for once, and the modal closes', async () => {
    await signIn('superadmin');
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes('/parcels/details')) asked.push(request.url);
    };
    apiServer.events.on('request:start', count);
    try {
      const { router } = renderApp('/admin/parcels/99999999?page=2');
      expect(await screen.findByText('Parcel 99999999 not found', {})).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
      expect(router.state.location.searchStr).toBe('?page=2');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(asked).toHaveLength(1);
    } finally {
      apiServer.events.removeListener('request:start', count);
    }
  });

  it('a failed load goes back to where the user came from', async () => {
    await signIn('superadmin');
    const { router } = renderApp('/admin/parcels?mode=test');
    await screen.findByRole('heading', { name: 'Parcels', level: 1 });
    await router.navigate({ to: '/parcels/$data', params: { data: 'abc' }, search: (p) => p });
    expect(await screen.findByText('Entity ID is required. Received: abc', {})).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    expect(router.state.location.searchStr).toBe('?mode=test');
    expect(router.history.canGoBack()).toBe(false);
  });

  it('a server error is shown from the error list', async () => {
    await signIn('superadmin');
    apiServer.use(
      http.get('*/admin/parcels/details/', () =>
        HttpResponse.json({ errors: [{ message: 'Database is down' }] }, { status: 500 }),
      ),
    );
    const { router } = renderApp('/admin/parcels/12');
    expect(await screen.findByText('Database is down', {})).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
  });

  it('an opened parcel is stored on the device for reading offline', async () => {
    const account = await signIn('superadmin');
    const parcel = findParcel(() => true);
    await openParcel(parcel);
    // Its answer, and a visit the offline page offers under the modal's title (decision 018).
    await waitForDeviceCopy(account, '"detail"', `"${parcel.id}"`);
    await waitFor(async () =>
      expect(await recentVisits(account)).toContainEqual(
        expect.objectContaining({
          href: `/parcels/${parcel.id}`,
          title: `Parcel ${parcel.tracking_number}`,
          kind: 'record',
        }),
      ),
    );
  });
});
