import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatUtc } from '@/lib/dayjs';
import { apiDb, apiServer, forward } from '../support/api-server';
import { waitForDeviceCopy } from '../support/device-copies';
import { renderApp, signIn } from '../support/render';

const db = () => apiDb();
const palletWhere = (test: (p: ReturnType<typeof db>['pallets'][number]) => boolean) =>
  db().pallets.find(test)!;

async function openPath(path: string, login = 'superadmin') {
  await signIn(login);
  return renderApp(path);
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

type Pallet = ReturnType<typeof db>['pallets'][number];
/**
 * A pallet's details, over the pallets list narrowed to the pallet itself (its tracking number):
 * 32 cards behind the modal are not under test and would cost every render.
 */
const detailsOf = (pallet: Pallet, search = '') =>
  `/admin/pallets/${pallet.id}?tracking=${pallet.tracking_number}${search}`;

describe('pallet details modal', () => {
  it('is titled by the tracking number, over the list, with four tabs and a count badge; links the request id; walks the tabs: addresses, pallet info and items with their links', async () => {
    const pallet = palletWhere(
      (p) =>
        p.parcels.length >= 2 &&
        p.request_id !== null &&
        p.parcels.some((c) => c.package_type === 'parcel') &&
        p.errors === null,
    );
    const { user } = await openPath(detailsOf(pallet));
    const modal = await dialog(`Pallet ${pallet.tracking_number}`);
    expect(screen.getByRole('heading', { name: 'Pallets', level: 1 })).toBeInTheDocument();
    const tabs = within(modal).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Service and Label',
      'Shipping address',
      'Pallet Info',
      `Pallet Items${pallet.parcels.length}`,
    ]);
    const service = db().services.find((s) => s.id === pallet.service_id)!;
    expect(within(modal).getByRole('textbox', { name: 'Service' })).toHaveValue(service.name);
    expect(within(modal).getByRole('textbox', { name: 'Barcode number' })).toHaveValue(
      pallet.barcode_number,
    );
    expect(within(modal).getByRole('textbox', { name: 'Service' })).toHaveAttribute('readonly');
    expect(within(modal).queryByText(/Opened offline/)).not.toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Pallet details' });
    expect(within(sidebar).getByRole('link', { name: pallet.request_id! })).toHaveAttribute(
      'href',
      `/admin/requests_log?global_search=${pallet.request_id}`,
    );

    await user.click(within(modal).getByRole('tab', { name: 'Shipping address' }));
    const sender = within(modal).getByRole('region', { name: 'Sender Address' });
    expect(within(sender).getByRole('textbox', { name: 'City' })).toHaveValue(
      pallet.sender_address!.city,
    );
    expect(within(modal).getByRole('region', { name: 'Destination Address' })).toBeInTheDocument();

    await user.click(within(modal).getByRole('tab', { name: 'Pallet Info' }));
    expect(within(modal).getByRole('textbox', { name: 'Weight' })).toHaveValue(
      `${pallet.weight} ${pallet.weight_uom}`,
    );
    expect(within(modal).getByRole('textbox', { name: 'Errors' })).toHaveValue('No errors');

    await user.click(within(modal).getByRole('tab', { name: /Pallet Items/ }));
    const items = within(modal).getByRole('table', { name: 'Pallet items' });
    expect(within(items).getAllByRole('row')).toHaveLength(pallet.parcels.length + 1);
    const parcel = pallet.parcels.find((c) => c.package_type === 'parcel')!;
    expect(within(items).getByRole('link', { name: parcel.tracking_number! })).toHaveAttribute(
      'href',
      `/admin/parcels/${parcel.id}`,
    );
  });

  it('shows a pallet of 800 parcels with only the rows in view rendered', async () => {
    const pallet = palletWhere((p) => p.parcels.some((c) => c.package_type === 'parcel'));
    const parcel = pallet.parcels.find((c) => c.package_type === 'parcel')!;
    const contents = Array.from({ length: 800 }, (_, index) => ({
      ...parcel,
      id: 700_000 + index,
      tracking_number: `BULK${String(index + 1).padStart(4, '0')}`,
    }));
    apiServer.use(
      http.get('*/admin/pallets/details', async ({ request }) => {
        const detail = (await (await forward(request)).json()) as Record<string, unknown>;
        return HttpResponse.json({ ...detail, parcels: contents });
      }),
    );
    await openPath(detailsOf(pallet, '&tab_pallet_view=items'));
    const modal = await dialog(`Pallet ${pallet.tracking_number}`);
    expect(within(modal).getByRole('tab', { name: /Pallet Items/ })).toHaveTextContent(
      'Pallet Items800',
    );
    const region = within(modal).getByRole('region', { name: 'Pallet items' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Pallet items' });
    expect(table).toHaveAttribute('aria-rowcount', '801');
    expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    expect(within(table).getByRole('link', { name: 'BULK0001' })).toHaveAttribute(
      'href',
      '/admin/parcels/700000',
    );

    await act(async () => {
      region.scrollTop = 1_000_000;
      fireEvent.scroll(region);
    });
    expect(await within(table).findByRole('link', { name: 'BULK0800' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'BULK0001' })).toBeNull();
  });

  it("the sidebar shows the facts, 'No data' for a missing request id, and the files; the open tab is kept in the URL (a wrong one falls back to the first); Cancel closes the modal, keeping the list filters", async () => {
    const pallet = palletWhere(
      (p) => p.type === 'test' && p.request_id === null && p.has_label && p.parcels.length > 0,
    );
    const { user, router } = await openPath(detailsOf(pallet, '&mode=test&tab_pallet_view=nope'));
    const modal = await dialog(`Pallet ${pallet.tracking_number}`);
    const sidebar = screen.getByRole('complementary', { name: 'Pallet details' });
    expect(within(sidebar).getByText('Request ID').nextElementSibling).toHaveTextContent('No data');
    expect(within(sidebar).getByText('Date created').nextElementSibling).toHaveTextContent(
      formatUtc(pallet.created * 1000),
    );
    // The label opens over the same list: its search goes along, the details' tab does not.
    expect(within(sidebar).getByRole('link', { name: 'Open label' })).toHaveAttribute(
      'href',
      `/admin/pallets/label/${pallet.id}?tracking=${pallet.tracking_number}&mode=test`,
    );

    const list = { tracking: pallet.tracking_number, mode: 'test' };
    expect(within(modal).getByRole('tab', { name: 'Service and Label' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(modal).getByRole('tab', { name: /Pallet Items/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ ...list, tab_pallet_view: 'items' }),
    );
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pallets'));
    expect(router.state.location.search).toEqual(list);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed load toasts the error and closes', async () => {
    const { router } = await openPath('/admin/pallets/99999999');
    expect(await screen.findByText('Pallet 99999999 not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pallets'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed load opened from the list goes back to it, filters and all', async () => {
    const pallet = db().pallets.find((p) => p.type === 'live')!;
    apiServer.use(
      http.get('*/admin/pallets/details', () =>
        HttpResponse.json({ errors: [{ message: 'Database is down' }] }, { status: 500 }),
      ),
    );
    const { user, router } = await openPath('/admin/pallets?mode=live');
    const card = await screen.findByRole('listitem', { name: pallet.tracking_number });
    await user.click(within(card).getByRole('link', { name: pallet.tracking_number }));
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pallets'));
    expect(router.state.location.search).toEqual({ mode: 'live' });
    // Back, not a new entry: there is nothing left to go back to.
    expect(router.history.canGoBack()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a pallet id that is no id is said and closes, without a call', async () => {
    const { router } = await openPath('/admin/pallets/abc');
    expect(await screen.findByText('Entity ID is required. Received: abc')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pallets'));
  });

  it('create loads nothing', async () => {
    const calls: string[] = [];
    apiServer.events.on('request:start', ({ request }) =>
      calls.push(new URL(request.url).pathname),
    );
    await openPath('/admin/pallets/create');
    const modal = await dialog('Pallet');
    expect(within(modal).getByText('No pallet to show.')).toBeInTheDocument();
    expect(calls.some((path) => path.startsWith('/admin/pallets/details'))).toBe(false);
    apiServer.events.removeAllListeners();
  });
});

describe('pallet file downloads', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pallet-file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the manifest and the user file under their names', async () => {
    const pallet = palletWhere((p) => p.manifest_file !== null && p.user_file !== null);
    const { user } = await openPath(detailsOf(pallet));
    await dialog(`Pallet ${pallet.tracking_number}`);
    await user.click(screen.getByRole('button', { name: 'Download manifest' }));
    await waitFor(() => expect(saved).toEqual([pallet.manifest_file]));
    await user.click(screen.getByRole('button', { name: 'Download user file' }));
    await waitFor(() => expect(saved).toEqual([pallet.manifest_file, pallet.user_file]));
  });

  it('says so when a file is missing, and offers no button without a file', async () => {
    const pallet = palletWhere((p) => p.manifest_file !== null && p.user_file === null);
    apiServer.use(
      http.get('*/admin/pallets/download_manifest', () =>
        HttpResponse.json(
          { errors: [{ message: `manifest ${pallet.id} file not found or is empty` }] },
          { status: 404, statusText: 'Not Found' },
        ),
      ),
    );
    const { user } = await openPath(detailsOf(pallet));
    await dialog(`Pallet ${pallet.tracking_number}`);
    expect(screen.queryByRole('button', { name: 'Download user file' })).not.toBeInTheDocument();
    expect(screen.getByText('No user file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download manifest' }));
    expect(
      await screen.findByText(`manifest ${pallet.id} file not found or is empty`),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('pallet details offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('opens a recently opened pallet from the device, with its cached time', async () => {
    const pallet = db().pallets[3]!;
    const account = await signIn('staff');
    const first = renderApp(`/admin/pallets/${pallet.id}`);
    await dialog(`Pallet ${pallet.tracking_number}`);
    // The query layer writes its device copy just after the answer (decision 018).
    await waitForDeviceCopy(account, '"detail"', `"${pallet.id}"`);
    first.unmount();

    onlineManager.setOnline(false);
    apiServer.use(http.get('*/admin/*', () => HttpResponse.error()));
    renderApp(`/admin/pallets/${pallet.id}`);
    const modal = await dialog(`Pallet ${pallet.tracking_number}`);
    expect(within(modal).getByText('Opened offline, cached just now')).toBeInTheDocument();
  });
});
