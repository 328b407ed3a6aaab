import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUtc } from '@/lib/dayjs';
import { isPalletService } from '@/lib/list-options';
import { apiDb, apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

const db = () => apiDb();
const serviceName = (id: number) => db().services.find((s) => s.id === id)!.name;
const statusName = (code: number | null) =>
  db().trackingStatuses.find((s) => s.code === code)?.name ?? 'Unknown';

async function openList(path = '/admin/pallets') {
  await signIn('superadmin');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Pallets', level: 1 });
  return view;
}

/** get_all_lists as the server answers it, with the access list replaced. */
function accessListOf(accessUrl: string[]) {
  return http.get('*/admin/main/get_all_lists', async ({ request }) => {
    const lists = (await (await forward(request)).json()) as Record<string, unknown>;
    return HttpResponse.json({ ...lists, accessUrl });
  });
}

const setWidth = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }
  ).happyDOM.setViewport({ width });

const cards = () => within(screen.getByRole('list', { name: 'Pallets' })).getAllByRole('listitem');

describe('pallet list', () => {
  afterEach(() => setWidth(1024));

  it('shows a page of 32 pallet cards with their list fields and request id links, below 1200px even with the table chosen, with the Users filter and only pallet services in the Services filter', async () => {
    localStorage.setItem('palletListView', 'table');
    setWidth(1199);
    const { user } = await openList();
    const first = db().pallets[0]!;
    const card = await screen.findByRole('listitem', { name: first.tracking_number });
    expect(cards()).toHaveLength(32);
    expect(within(card).getByRole('link', { name: first.tracking_number })).toHaveAttribute(
      'href',
      `/admin/pallets/${first.id}`,
    );
    expect(card).toHaveTextContent(formatUtc(first.created * 1000));
    expect(card).toHaveTextContent(serviceName(first.service_id));
    expect(card).toHaveTextContent(statusName(first.status));
    expect(card).toHaveTextContent(first.type === 'test' ? 'Test' : 'Live');
    const login = db().users.find((u) => u.id === first.user_id)!.login;
    expect(card).toHaveTextContent(login);
    expect(first.request_id).toBeTruthy();
    expect(within(card).getByRole('link', { name: first.request_id! })).toHaveAttribute(
      'href',
      `/admin/requests_log?global_search=${first.request_id}`,
    );
    await waitFor(() => expect(document.title).toBe('Pallets | Shipping API Admin'));
    expect(screen.queryByRole('table', { name: 'Pallets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Table' })).not.toBeInTheDocument();

    // Staff filter by user too; clients do not (below).
    expect(screen.getByRole('combobox', { name: 'Users' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Services' }));
    const listbox = await screen.findByRole('listbox', { name: 'Services' });
    const options = within(listbox).getAllByRole('option');
    const palletServices = db().services.filter((s) => isPalletService(s.name));
    expect(options.map((o) => o.textContent)).toEqual(palletServices.map((s) => s.name));
    const parcelService = db().services.find((s) => !isPalletService(s.name))!;
    expect(within(listbox).queryByRole('option', { name: parcelService.name })).toBeNull();
    expect(options.length).toBeGreaterThan(0);
  });

  it("shows 'No data' for a pallet without a request id", async () => {
    const without = db().pallets.find((p) => !p.request_id)!;
    await openList(`/admin/pallets?tracking=${without.tracking_number}`);
    const card = await screen.findByRole('listitem', { name: without.tracking_number });
    expect(within(card).getByText('Request ID').nextElementSibling).toHaveTextContent('No data');
  });

  it('shows the request id as plain text without access to the requests log', async () => {
    apiServer.use(accessListOf(['/dashboard', '/pallets']));
    const withRequest = db().pallets.find((p) => p.request_id)!;
    await openList(`/admin/pallets?tracking=${withRequest.tracking_number}`);
    const card = await screen.findByRole('listitem', { name: withRequest.tracking_number });
    expect(card).toHaveTextContent(withRequest.request_id!);
    expect(within(card).queryByRole('link', { name: withRequest.request_id! })).toBeNull();
  });

  it('applies the filters to the URL and the list, from page 1', async () => {
    const target = db().pallets[40]!;
    const { user, router } = await openList('/admin/pallets?page=2');
    await user.click(screen.getByRole('textbox', { name: 'Tracking number' }));
    await user.paste(target.tracking_number);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ tracking: target.tracking_number }),
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName(target.tracking_number);
    // The draft starts from the applied filters.
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveValue(
      target.tracking_number,
    );
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('');
    await waitFor(() => expect(cards()).toHaveLength(32));
  });

  it('filters by the date range from the URL, and clearing it widens the list again', async () => {
    const from = '10-11-2026 00:00:00';
    const to = '10-11-2026 23:59:59';
    const inRange = db().pallets.filter(
      (p) =>
        p.created >= Date.UTC(2026, 10, 10) / 1000 && p.created < Date.UTC(2026, 10, 11) / 1000,
    );
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(32);
    const { user, router } = await openList(
      `/admin/pallets?date_from=${encodeURIComponent(from)}&date_to=${encodeURIComponent(to)}`,
    );
    await waitFor(() => expect(cards()).toHaveLength(inRange.length));
    expect(screen.getByRole('button', { name: 'Date range' })).toHaveTextContent(`${from} – ${to}`);
    await user.click(screen.getByRole('button', { name: 'Clear Date range' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(cards()).toHaveLength(32));
  });

  it('refuses an ID shorter than 3 symbols', async () => {
    const { user, router } = await openList();
    await user.click(screen.getByRole('textbox', { name: 'ID' }));
    await user.paste('12');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Minimum 3 symbols or empty')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });

  it('filters by mode through the toolbar', async () => {
    const { user, router } = await openList();
    await user.click(screen.getByRole('radio', { name: 'Test' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ mode: 'test' }));
    const firstTest = db().pallets.find((p) => p.type === 'test')!;
    expect(await screen.findByRole('listitem', { name: firstTest.tracking_number })).toBeVisible();
    expect(cards().every((card) => within(card).queryByText('Live') === null)).toBe(true);
  });

  it('hides the Users filter when the lists say so (client)', async () => {
    await signIn('client');
    renderApp('/admin/pallets');
    await screen.findByRole('heading', { name: 'Pallets', level: 1 });
    expect(screen.getByRole('combobox', { name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('says No results when nothing matches', async () => {
    await openList('/admin/pallets?tracking=NO-SUCH-PALLET');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByText('There is no data for your request')).toBeInTheDocument();
  });

  it('shows the error block when the first load fails, and retries', async () => {
    apiServer.use(
      http.get('*/admin/pallets', () =>
        HttpResponse.json({ errors: [{ message: 'Boom' }] }, { status: 500 }),
      ),
    );
    const { user } = await openList();
    expect(await screen.findByText("Can't get data from server!")).toBeInTheDocument();
    apiServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(32));
  });

  it('pages through the list and changes the page size', async () => {
    const { user, router } = await openList();
    await screen.findByRole('listitem', { name: db().pallets[0]!.tracking_number });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: '2' }));
    expect(
      await screen.findByRole('listitem', { name: db().pallets[32]!.tracking_number }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '16');
    await waitFor(() => expect(router.state.location.search).toEqual({ quantity: '16' }));
    await waitFor(() => expect(cards()).toHaveLength(16));
  });

  describe('card or table view', () => {
    it('offers the table at 1200px and wider, and keeps the choice', async () => {
      setWidth(1200);
      const { user } = await openList();
      await screen.findByRole('list', { name: 'Pallets' });
      await user.click(screen.getByRole('radio', { name: 'Table' }));
      const table = await screen.findByRole('table', { name: 'Pallets' });
      expect(localStorage.getItem('palletListView')).toBe('table');
      const first = db().pallets[0]!;
      const row = within(table).getByRole('link', { name: first.tracking_number }).closest('tr')!;
      expect(row).toHaveTextContent(formatUtc(first.created * 1000));
      expect(row).toHaveTextContent(serviceName(first.service_id));
      expect(within(table).getAllByRole('row')).toHaveLength(33);
      expect(screen.queryByRole('list', { name: 'Pallets' })).not.toBeInTheDocument();
    });
  });
});
