import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDb, apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

const db = () => apiDb();
const palletWhere = (test: (p: ReturnType<typeof db>['pallets'][number]) => boolean) =>
  db().pallets.find(test)!;

async function openPath(path: string, login = 'superadmin') {
  await signIn(login);
  return renderApp(path);
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** Signs in keeping the print session id, as the login form does. */
async function signInForPrint() {
  await signIn('superadmin');
  return localStorage.getItem('PHPSESSID')!;
}

const fakeTab = () => ({ opener: {} as unknown, location: { href: '' }, close: vi.fn() });

describe('pallet label viewer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the label with Download, and Print opens the print link', async () => {
    const pallet = palletWhere((p) => p.has_label && p.label_format === 'csv');
    const sessionId = await signInForPrint();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderApp(`/admin/pallets/label/${pallet.id}`);
    const modal = await dialog(`Pallet label ${pallet.id}`);
    expect(await within(modal).findByText(new RegExp(pallet.tracking_number))).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(
      within(modal).getByText(new RegExp(`label_for_pallet_${pallet.id}\\.csv`)),
    ).toBeVisible();

    await user.click(within(modal).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    const link = new URL(tab.location.href);
    expect(link.pathname).toBe('/admin/pallets/get_label');
    expect(link.searchParams.get('id')).toBe(String(pallet.id));
    expect(link.searchParams.get('PHPSESSID')).toBe(sessionId);
    // The link opens the label itself, as a browser would (no XHR header).
    const opened = await forward(new Request(link));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(pallet.tracking_number);
  });

  it('says the label is not found when the pallet has none, asking for it once', async () => {
    const pallet = palletWhere((p) => !p.has_label);
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (/\/pallets\/(download|get)_?label/i.test(new URL(request.url).pathname))
        asked.push(request.url);
    };
    apiServer.events.on('request:start', count);
    try {
      await openPath(`/admin/pallets/label/${pallet.id}`);
      const modal = await dialog(`Pallet label ${pallet.id}`);
      expect(
        await within(modal).findByText(`label ${pallet.id} file not found or is empty`),
      ).toBeInTheDocument();
      expect(within(modal).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
      // The route's loader starts the download; the viewer does not ask again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked).toHaveLength(1);
    } finally {
      apiServer.events.removeListener('request:start', count);
    }
  });

  it('asks for an entity id when the URL has none', async () => {
    await openPath('/admin/pallets/label/abc');
    const modal = await dialog('Pallet label');
    expect(within(modal).getByText('Entity ID is required. Received: abc')).toBeInTheDocument();
  });

  it('closes to the list', async () => {
    const pallet = palletWhere((p) => !p.has_label);
    const { user, router } = await openPath(`/admin/pallets/label/${pallet.id}?page=2`);
    await dialog(`Pallet label ${pallet.id}`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pallets'));
    expect(router.state.location.search).toEqual({ page: '2' });
  });

  it('a failed print hash closes the new tab and says why', async () => {
    const pallet = palletWhere((p) => p.has_label && p.label_format === 'csv');
    await signInForPrint();
    apiServer.use(
      http.post('*/admin/pallets/generate_print_hash', () =>
        HttpResponse.json({ errors: [{ message: 'Pallet is locked' }] }, { status: 500 }),
      ),
    );
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderApp(`/admin/pallets/label/${pallet.id}`);
    const modal = await dialog(`Pallet label ${pallet.id}`);
    await user.click(await within(modal).findByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Pallet is locked')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
