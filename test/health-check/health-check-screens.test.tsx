import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiDb, apiServer } from '../support/api-server';
import { waitForDeviceCopy } from '../support/device-copies';
import { renderApp, signIn } from '../support/render';

// The health-check screens (spec b sections 2 and 3) as an operator uses them: the cards, the
// checks behind one, a check's calls, and the same check from the request log.

const sent: URL[] = [];
const calls = (path: string) => sent.filter((url) => url.pathname === `/admin/${path}`);

beforeEach(() => {
  sent.length = 0;
  apiServer.events.on('request:start', ({ request }) => sent.push(new URL(request.url)));
});
afterEach(() => {
  apiServer.events.removeAllListeners();
  onlineManager.setOnline(true);
});

async function open(path: string, login = 'staff') {
  await signIn(login);
  return renderApp(path);
}

const cards = () => screen.getByRole('list', { name: 'Health cards' });

describe('health cards', () => {
  it('shows one card per check with its status, its periods and a link to its checks', async () => {
    const { user, router } = await open('/admin/healthcheck');
    expect(await screen.findByRole('heading', { name: 'Health check', level: 1 }));
    await waitFor(() => expect(within(cards()).getAllByRole('listitem').length).toBeGreaterThan(3));
    const first = within(cards()).getAllByRole('listitem')[0]!;
    expect(within(first).getByText(/^(Critical|Issue|Well|No data)$/)).toBeInTheDocument();
    const table = within(first).getByRole('table', { name: /: checks by period$/ });
    const periods = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstElementChild?.textContent);
    expect(periods).toEqual(['24 h', '8 h', '1 h', '10 min']);

    // A card with an additional label: both go into the details list's URL.
    const card = within(cards())
      .getAllByRole('listitem')
      .find(
        (item) =>
          item.getAttribute('aria-label') !== within(item).getAllByRole('link')[0]!.textContent,
      )!;
    const link = within(card).getAllByRole('link')[0]!;
    const label = link.textContent!;
    const additional = card.getAttribute('aria-label')!.slice(label.length).trim();
    expect(additional).not.toBe('');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/healthcheck/details'));
    expect(router.state.location.search).toMatchObject({ label, additional_label: additional });
    expect(
      await screen.findByRole('heading', { name: new RegExp(`^Health check: ${label}`) }),
    ).toBeInTheDocument();
  });

  it('a failed load is the error panel, never a blank page', async () => {
    apiServer.use(http.get('*/admin/healthcheck', () => HttpResponse.json({}, { status: 500 })));
    await open('/admin/healthcheck');
    expect(await screen.findByText("Can't get data from server!", {})).toBeInTheDocument();
  });

  it('is readable offline once opened', async () => {
    const account = await signIn('staff');
    const first = renderApp('/admin/healthcheck');
    await waitFor(() => expect(within(cards()).getAllByRole('listitem').length).toBeGreaterThan(0));
    await waitForDeviceCopy(account, '"health-check"', '"cards"');
    first.unmount();
    onlineManager.setOnline(false);
    apiServer.use(http.all('*/admin/*', () => HttpResponse.error()));
    renderApp('/admin/healthcheck');
    expect(
      await screen.findByText(/^You are offline\. Showing data cached/, {}),
    ).toBeInTheDocument();
    expect(within(cards()).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('a client without the health-check access gets the not-found page', async () => {
    await open('/admin/healthcheck', 'client');
    expect(
      await screen.findByRole('heading', { name: 'Opps! Page not found' }),
    ).toBeInTheDocument();
    expect(calls('healthcheck')).toHaveLength(0);
  });
});

describe('the checks behind a card', () => {
  it('without a card in the query string goes back to the cards', async () => {
    const { router } = await open('/admin/healthcheck/details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/healthcheck'));
    expect(await screen.findByRole('heading', { name: 'Health check', level: 1 }));
    expect(calls('healthcheck/detail')).toHaveLength(0);
  });

  it('lists the checks of the card, filters by status and opens a check', async () => {
    const { user, router } = await open(
      '/admin/healthcheck/details?label=UPS&additional_label=tracking',
    );
    const list = await screen.findByRole('list', { name: 'Health check: UPS tracking' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const first = calls('healthcheck/detail')[0]!;
    expect(first.searchParams.get('label')).toBe('UPS');
    expect(first.searchParams.get('additional_label')).toBe('tracking');

    const panel = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Success' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: '1' }));
    // The card stays: Apply and Discard never leave it.
    expect(router.state.location.search).toMatchObject({ label: 'UPS' });
    await waitFor(() =>
      expect(calls('healthcheck/detail').at(-1)?.searchParams.get('status')).toBe('1'),
    );
    await waitFor(() => {
      const items = within(
        screen.getByRole('list', { name: 'Health check: UPS tracking' }),
      ).getAllByRole('listitem');
      for (const item of items)
        expect(within(item).getByText('Request Success')).toBeInTheDocument();
    });

    const item = within(
      screen.getByRole('list', { name: 'Health check: UPS tracking' }),
    ).getAllByRole('listitem')[0]!;
    const before = calls('healthcheck/detail').length;
    await user.click(within(item).getByRole('link', { name: /^Details of check/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Health check: UPS tracking/ });
    expect(within(dialog).getByText('Request Success')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Request #1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Response #1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download as txt' })).toBeInTheDocument();
    // The list behind is not asked again for the modal.
    expect(calls('healthcheck/detail')).toHaveLength(before);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/healthcheck/details'));
    expect(router.state.location.search).toMatchObject({ label: 'UPS', status: '1' });
  });

  it("a failed check reads 'Request Error', and the user is named by login", async () => {
    // A failed check run by an API user's call.
    const table = apiDb().healthChecks.table();
    const index = table.ok.findLastIndex((ok, i) => ok === 0 && table.user[i]! > 0);
    const pair = table.pairs[table.pair[index]!]!;
    const login = apiDb().users.find((candidate) => candidate.id === table.user[index])!.login;
    const query = new URLSearchParams({
      label: pair.label,
      additional_label: pair.additional_label,
      status: '0',
      request_id: table.requestIds[index]!,
    });
    const { user } = await open(`/admin/healthcheck/details?${query}`);
    const list = await screen.findByRole('list', { name: /^Health check: / });
    const item = await within(list).findByRole('listitem', { name: `Check ${index + 1}` });
    expect(within(item).getByText('Request Error')).toBeInTheDocument();
    expect(within(item).getByText(login)).toBeInTheDocument();
    expect(within(item).getByText(`${table.exec[index]!.toLocaleString('en-US')} ms`));

    await user.click(within(item).getByRole('link', { name: `Details of check ${index + 1}` }));
    const dialog = await screen.findByRole('dialog', { name: /^Health check: / });
    expect(within(dialog).getByText('Request Error')).toBeInTheDocument();
    expect(within(dialog).queryByText('Request Success')).toBeNull();
    expect(within(dialog).getByText(new RegExp(`· ${login}$`))).toBeInTheDocument();
  });

  it('the checks and a check opened online read offline', async () => {
    const account = await signIn('staff');
    const first = renderApp('/admin/healthcheck/details?label=UPS&additional_label=tracking');
    const list = await screen.findByRole('list', { name: 'Health check: UPS tracking' });
    const item = (await within(list).findAllByRole('listitem', {}))[0]!;
    const id = item.getAttribute('aria-label')!.replace(/^Check /, '');
    await first.user.click(within(item).getByRole('link', { name: /^Details of check/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Health check: UPS tracking' }),
    ).toBeInTheDocument();
    await waitForDeviceCopy(account, '"health-check"', '"list"');
    await waitForDeviceCopy(account, '"health-check"', '"detail"', `"${id}"`);
    first.unmount();

    onlineManager.setOnline(false);
    apiServer.use(http.all('*/admin/*', () => HttpResponse.error()));
    renderApp(`/admin/healthcheck/details/${id}?label=UPS&additional_label=tracking`);
    const dialog = await screen.findByRole('dialog', { name: 'Health check: UPS tracking' });
    expect(within(dialog).getByText(/^Request (Success|Error)$/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Health check: UPS tracking' })).getAllByRole(
        'listitem',
      ).length,
    ).toBeGreaterThan(0);
  });

  it("an unknown check says so in the spec's words", async () => {
    await open('/admin/healthcheck/details/99999999?label=UPS');
    const dialog = await screen.findByRole('dialog', { name: 'Health check' });
    expect(
      await within(dialog).findByText('There is no data about request with ID 99999999'),
    ).toBeInTheDocument();
  });

  it("a check without calls says 'Request data is empty !'", async () => {
    apiServer.use(
      http.get('*/admin/healthcheck/getData', () =>
        HttpResponse.json({
          id: 5,
          requestId: null,
          requestsList: [],
          label: 'UPS',
          additionalLabel: 'label',
          status: '1',
          date: 1_790_000_000,
          user_id: null,
        }),
      ),
    );
    await open('/admin/healthcheck/details/5?label=UPS');
    const dialog = await screen.findByRole('dialog', { name: 'Health check: UPS label' });
    expect(within(dialog).getByText('Request data is empty !')).toBeInTheDocument();
    expect(within(dialog).getByText('Request Success')).toBeInTheDocument();
  });
});

describe('from the request log', () => {
  it("a row's Health link opens the request's check over the log, keeping its query", async () => {
    const { user, router } = await open('/admin/requests_log?uris[]=%2Fhealth_check', 'superadmin');
    const link = (await screen.findAllByRole('link', { name: /^Health check of request / }))[0]!;
    const requestId = link.getAttribute('aria-label')!.replace(/^Health check of request /, '');
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/requests_log\/request_details\/\d+$/),
    );
    expect(router.state.location.searchStr).toContain('uris');
    const dialog = await screen.findByRole('dialog', { name: /^Health check: / });
    expect(await within(dialog).findByText(new RegExp(`request ${requestId}`))).toBeInTheDocument();
    expect(within(dialog).getByText(/^Request (Success|Error)$/)).toBeInTheDocument();
  });

  it("a request's health check opens over the log, found by its request too", async () => {
    const table = apiDb().healthChecks.table();
    const index = table.requestIds.findIndex((id, i) => Boolean(id) && table.request[i]! > 0);
    const requestId = table.requestIds[index]!;
    const { router, unmount } = await open(
      `/admin/requests_log/request_details/${index + 1}?page=2`,
    );
    const dialog = await screen.findByRole('dialog', { name: /^Health check: / });
    expect(within(dialog).getByText(new RegExp(`request ${requestId}`))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests log', level: 1 })).toBeInTheDocument();
    expect(router.state.location.searchStr).toBe('?page=2');
    unmount();

    renderApp(`/admin/healthcheck/request_details/${requestId}`);
    expect(await screen.findAllByRole('dialog', { name: /^Health check: / })).not.toHaveLength(0);
    expect(calls('healthcheck/getData').at(-1)?.searchParams.get('request_id')).toBe(requestId);
  });
});
