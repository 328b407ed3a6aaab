import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUtc } from '@/lib/dayjs';
import { isPalletService } from '@/lib/list-options';
import { apiDb, apiServer, forward } from '../support/api-server';
import { waitForDeviceCopy } from '../support/device-copies';
import { renderApp, signIn } from '../support/render';

const cards = () => within(screen.getByRole('list', { name: 'Parcels' })).getAllByRole('listitem');

async function openList(path = '/admin/parcels', login = 'superadmin') {
  await signIn(login);
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Parcels', level: 1 });
  await screen.findByRole('list', { name: 'Parcels' });
  return app;
}

const setWidth = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }
  ).happyDOM.setViewport({ width });

const searchOf = (app: Awaited<ReturnType<typeof openList>>) =>
  app.router.state.location.search as Record<string, unknown>;

/** get_all_lists as the server answers it, with some lists replaced. */
function listsWith(patch: Record<string, unknown>) {
  return http.get('*/admin/main/get_all_lists', async ({ request }) => {
    const lists = (await (await forward(request)).json()) as Record<string, unknown>;
    return HttpResponse.json({ ...lists, ...patch });
  });
}

describe('parcel list', () => {
  afterEach(() => setWidth(1024));

  it('shows staff a page of 32 cards with every list-item field, below 1200px even with the table chosen, with the Users filter and no pallet services in the services filter', async () => {
    localStorage.setItem('parcelListView', 'table');
    setWidth(1199);
    const { user } = await openList('/admin/parcels', 'staff');
    expect(screen.queryByRole('table', { name: 'Parcels' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Table' })).toBeNull();
    expect(cards()).toHaveLength(32);
    const newest = apiDb().parcels[0]!;
    const card = screen.getByRole('listitem', { name: `Parcel ${newest.tracking}` });
    expect(within(card).getByRole('link', { name: newest.tracking })).toHaveAttribute(
      'href',
      `/admin/parcels/${newest.id}`,
    );
    expect(within(card).getByText(String(newest.id))).toBeInTheDocument();
    expect(within(card).getByText(newest.isTest ? 'test' : 'live')).toBeInTheDocument();
    const created = new Date(newest.created * 1000).toISOString();
    const [date, time] = [
      created.slice(0, 10).split('-').reverse().join('.'),
      created.slice(11, 19),
    ];
    expect(within(card).getByText(`${date}, ${time}`)).toBeInTheDocument();
    expect(
      within(card).getByText(`${newest.fromCountry} → ${newest.toCountry}`),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: newest.requestId })).toHaveAttribute(
      'href',
      `/admin/requests_log?global_search=${newest.requestId}`,
    );
    expect(within(card).getByRole('link', { name: /^Label/ })).toHaveAttribute(
      'href',
      `/admin/parcels/label/${newest.id}`,
    );
    const status = apiDb().trackingStatuses.find((s) => s.code === newest.status);
    expect(within(card).getByText(status?.name ?? 'Unknown')).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'Users' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Services' }));
    const listbox = await screen.findByRole('listbox', { name: 'Services' });
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    const active = apiDb().services.filter((service) => service.is_active);
    expect(options).toEqual(
      active.filter((service) => !isPalletService(service.name)).map((service) => service.name),
    );
    expect(active.some((service) => isPalletService(service.name))).toBe(true);
  });

  it('shows the request id as text without access to the requests log, and Unknown for a status and creation method missing from the lookup lists', async () => {
    await signIn('superadmin');
    apiServer.use(
      listsWith({
        accessUrl: ['/dashboard', '/parcels'],
        trackingStatuses: [],
        createdStatuses: [],
      }),
    );
    renderApp('/admin/parcels');
    await screen.findByRole('list', { name: 'Parcels' });
    const newest = apiDb().parcels[0]!;
    const card = screen.getByRole('listitem', { name: `Parcel ${newest.tracking}` });
    expect(within(card).getByText(newest.requestId)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: newest.requestId })).toBeNull();
    expect(within(cards()[0]!).getAllByText('Unknown')).toHaveLength(2);
  });

  it("applies a tracking number filter to the URL and the list, then says 'No results' when nothing matches", async () => {
    const app = await openList();
    const { user } = app;
    const wanted = apiDb().parcels[40]!;
    // Pasted: typing it key by key re-renders the filter panel once per character.
    await user.click(screen.getByRole('textbox', { name: 'Tracking number' }));
    await user.paste(wanted.tracking);
    expect(searchOf(app).tracking).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(searchOf(app)).toMatchObject({ tracking: wanted.tracking }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName(`Parcel ${wanted.tracking}`);
    // The applied filter is what the panel shows after the URL changed.
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveValue(wanted.tracking);

    await user.click(screen.getByRole('textbox', { name: 'Reference' }));
    await user.paste('no-such-reference-anywhere');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByText('There is no data for your request')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Parcels' })).toBeNull();
  });

  it('applies a status choice as a bracket array in the URL', async () => {
    const app = await openList();
    const { user } = app;
    const newest = apiDb().parcels[0]!;
    const status = apiDb().trackingStatuses.find((s) => s.code === newest.status)!;
    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Status' }));
    const listbox = await within(filters).findByRole('listbox', { name: 'Status' });
    await user.click(within(listbox).getByRole('option', { name: status.name }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(decodeURIComponent(app.router.state.location.href)).toContain(
        `tracking_statuses[]=${status.code}`,
      ),
    );
    await waitFor(() =>
      expect(cards().every((card) => within(card).queryByText(status.name) !== null)).toBe(true),
    );
  });

  it('reads a date range from the URL and lists only parcels created in it', async () => {
    const newest = apiDb().parcels[0]!;
    const shownDay = formatUtc(newest.created * 1000).slice(0, 10);
    const day = shownDay.replaceAll('.', '-');
    const inRange = apiDb().parcels.filter((p) => formatUtc(p.created * 1000).startsWith(shownDay));
    await openList(`/admin/parcels?quantity=48&date_from=${day} 00:00:00&date_to=${day} 23:59:59`);
    expect(screen.getByRole('button', { name: /^Created/ })).toHaveTextContent(
      `${day} 00:00:00 – ${day} 23:59:59`,
    );
    await waitFor(() => expect(cards()).toHaveLength(Math.min(48, inRange.length)));
    for (const card of cards()) {
      expect(
        within(card).getByText(new RegExp(`^${shownDay.replaceAll('.', '\\.')}, `)),
      ).toBeInTheDocument();
    }
  });

  it('keeps a short ID out of the URL with the ID rule message', async () => {
    const app = await openList();
    const { user } = app;
    const id = screen.getByRole('textbox', { name: 'ID' });
    await user.type(id, '12');
    expect(await screen.findByText('Minimum 3 symbols or empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(searchOf(app).id).toBeUndefined();
    await user.type(id, '3');
    expect(screen.queryByText('Minimum 3 symbols or empty')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(searchOf(app).id).toBe('123'));
  });

  it('Discard resets every filter and starts from page 1', async () => {
    const from = apiDb().parcels[3]!.fromCountry;
    const country = apiDb().countries.find((c) => c.code === from)!;
    const pill = `${country.name} (${country.code})`;
    const app = await openList(`/admin/parcels?page=2&mode=live&sender_countries[]=${from}`);
    // Mantine's static class of a chosen value's pill (the options carry the same text).
    const pills = () => screen.queryAllByText(pill, { selector: '.mantine-Pill-label' });
    expect(pills()).toHaveLength(1);
    await app.user.click(screen.getByRole('textbox', { name: 'Tracking number' }));
    await app.user.paste('typed');
    await app.user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(searchOf(app)).toEqual({ mode: 'live' }));
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('');
    expect(pills()).toHaveLength(0);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('pages forwards and back and changes the page size', async () => {
    const app = await openList();
    const { user } = app;
    const first = cards()[0]!.getAttribute('aria-label');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searchOf(app).page).toBe('2'));
    await waitFor(() => expect(cards()[0]).not.toHaveAccessibleName(first!));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName(first!));
    expect(searchOf(app).page).toBeUndefined();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '16');
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect(searchOf(app).quantity).toBe('16');
  });

  it('disables Next on the last page', async () => {
    const testCount = apiDb().parcels.filter((p) => p.isTest).length;
    const lastPage = Math.ceil(testCount / 48);
    await openList(`/admin/parcels?mode=test&quantity=48&page=${lastPage}`);
    await waitFor(() => expect(cards()).toHaveLength(testCount - (lastPage - 1) * 48));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('the mode switch shows only test parcels, and the create link keeps the list search', async () => {
    const app = await openList();
    await app.user.click(screen.getByRole('radio', { name: 'Test' }));
    await waitFor(() => expect(searchOf(app).mode).toBe('test'));
    await waitFor(() =>
      expect(cards().every((card) => within(card).queryByText('test') !== null)).toBe(true),
    );
    expect(cards().length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Create parcel' })).toHaveAttribute(
      'href',
      '/admin/parcels/create?mode=test',
    );
  });

  it('shows the error block when the server fails', async () => {
    await signIn('superadmin');
    apiServer.use(
      http.get('*/admin/parcels', () =>
        HttpResponse.json({ errors: [{ message: 'Database is down' }] }, { status: 500 }),
      ),
    );
    renderApp('/admin/parcels');
    expect(await screen.findByText("Can't get data from server!")).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('hides the Users filter when the lists say so (client user)', async () => {
    await openList('/admin/parcels', 'client');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Users' })).toBeNull();
  });

  describe('card or table view', () => {
    it('offers the table at 1200px and wider, with the same fields, and keeps the choice', async () => {
      setWidth(1200);
      const { user } = await openList();
      await user.click(screen.getByRole('radio', { name: 'Table' }));
      const table = await screen.findByRole('table', { name: 'Parcels' });
      expect(localStorage.getItem('parcelListView')).toBe('table');
      expect(within(table).getAllByRole('row')).toHaveLength(33);
      const newest = apiDb().parcels[0]!;
      const row = within(table).getByRole('link', { name: newest.tracking }).closest('tr')!;
      expect(row).toHaveTextContent(formatUtc(newest.created * 1000));
      expect(within(row).getByRole('link', { name: /^Label/ })).toHaveAttribute(
        'href',
        `/admin/parcels/label/${newest.id}`,
      );
      expect(screen.queryByRole('list', { name: 'Parcels' })).toBeNull();
      // At 1200 px the columns that matter less give way rather than push the table off
      // screen (decision 019); they join as the screen widens.
      const headers = () =>
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent);
      expect(headers()).toEqual([
        // The checkbox column of the selection (issue 18 §2).
        'Selected',
        'Tracking number',
        'ID',
        'Type',
        'Created',
        'Service',
        'Countries',
        'Status',
        'Label',
      ]);
      expect(row).not.toHaveTextContent(newest.requestId);
      act(() => setWidth(1920));
      await waitFor(() => expect(headers()).toHaveLength(14));
      const wideRow = within(table).getByRole('link', { name: newest.tracking }).closest('tr')!;
      expect(wideRow).toHaveTextContent(newest.requestId);
    });
  });

  describe('offline', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('shows the last viewed page from the device copy; creating stays a link', async () => {
      const account = await signIn('superadmin');
      const first = renderApp('/admin/parcels?mode=test');
      await screen.findByRole('list', { name: 'Parcels' });
      const shown = cards().map((card) => card.getAttribute('aria-label'));
      // The query layer keeps every list page's answer (decision 018): this one too.
      await waitForDeviceCopy(account, '"parcels"', '"list"', '"mode":"test"');
      first.unmount();

      onlineManager.setOnline(false);
      apiServer.use(
        http.get('*/admin/main/get_all_lists', () => HttpResponse.error()),
        http.get('*/admin/parcels', () => HttpResponse.error()),
      );
      renderApp('/admin/parcels?mode=test');
      await screen.findByRole('list', { name: 'Parcels' });
      expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(shown);
      expect(screen.getByRole('link', { name: 'Create parcel' })).toBeInTheDocument();
    });
  });
});
