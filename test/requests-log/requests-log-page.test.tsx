import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tileLink } from '@/features/statistics/stats-links';
import { apiServer } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The request log list (spec b section 2) as a user meets it: the list kit's panel with the
// request log's filters, the Default / Simple mode, the legacy `uri` and the links other screens
// send here.

const sent: URL[] = [];
const listCalls = () => sent.filter((url) => url.pathname === '/admin/requests_log');

beforeEach(() => {
  sent.length = 0;
  apiServer.events.on('request:start', ({ request }) => sent.push(new URL(request.url)));
});
afterEach(() => apiServer.events.removeAllListeners());

async function openLog(path = '/admin/requests_log', login = 'superadmin') {
  await signIn(login);
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Requests log', level: 1 });
  return app;
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Requests log' })).getAllByRole('listitem');
const panel = () => screen.getByRole('form', { name: 'Filters' });

describe('request log list', () => {
  it('shows page 1 of 32 requests, with their code, user (or NO USER) and a result count', async () => {
    await openLog();
    await waitFor(() => expect(cards()).toHaveLength(32));
    expect(listCalls()[0]?.searchParams.get('page')).toBe('1');
    expect(listCalls()[0]?.searchParams.get('quantity')).toBe('32');
    expect(within(panel()).getByText(/ results$/)).toBeInTheDocument();
    const first = cards()[0]!;
    expect(within(first).getByText(/^\d{3}$/)).toBeInTheDocument();
    expect(within(first).getByText('Request ID')).toBeInTheDocument();
  });

  it('renames a legacy uri parameter to uris, in the URL and in the call', async () => {
    const { router } = await openLog('/admin/requests_log?uri=%2Ftracking');
    await waitFor(() => expect(router.state.location.href).toContain('uris'));
    expect(router.state.location.href).not.toMatch(/[?&]uri=/);
    await waitFor(() =>
      expect(listCalls().at(-1)?.searchParams.getAll('uris[]')).toEqual(['/tracking']),
    );
  });

  it('request_types in the URL forces Simple mode: request types offered, Default-only fields not', async () => {
    localStorage.setItem('requestsLogFilterMode', 'default');
    await openLog('/admin/requests_log?request_types[]=%2Fv1%2Fparcels');
    expect(await screen.findByRole('radio', { name: 'Simple' })).toBeChecked();
    expect(within(panel()).getByRole('combobox', { name: 'Request types' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('textbox', { name: 'Global search' })).toBeNull();
    expect(within(panel()).queryByRole('combobox', { name: 'URI' })).toBeNull();
  });

  it('the Default mode is remembered; Global search validates before Apply', async () => {
    localStorage.setItem('requestsLogFilterMode', 'simple');
    const { user, router } = await openLog();
    await user.click(screen.getByRole('radio', { name: 'Default' }));
    expect(localStorage.getItem('requestsLogFilterMode')).toBe('default');
    // Default offers the URIs (typed or picked) and no request types.
    expect(within(panel()).getByRole('combobox', { name: 'URI' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('combobox', { name: 'Request types' })).toBeNull();
    await user.type(within(panel()).getByRole('textbox', { name: 'Global search' }), 'ab');
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    expect(await within(panel()).findByText('Minimum 3 symbols or empty')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/requests_log');
  });

  it("the statistics tile link opens the log filtered by the tile's codes and dates", async () => {
    const href = tileLink('failed', {
      date_from: '14-11-2026 00:00:00',
      date_to: '20-11-2026 23:59:59',
      user_ids: [],
      service_ids: [],
      request_types: [],
    });
    await openLog(href);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    const call = listCalls().at(-1)!;
    expect(call.searchParams.get('date_from')).toBe('14-11-2026 00:00:00');
    expect(call.searchParams.getAll('http_response_codes[]')).toContain('500');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    for (const card of cards().slice(0, 5)) {
      expect(within(card).getByText(/^[45]\d{2}$/)).toBeInTheDocument();
    }
  });

  it('a failed list load shows the global error panel', async () => {
    apiServer.use(
      http.get('*/admin/requests_log', () =>
        HttpResponse.json({ errors: [{ message: 'Boom' }] }, { status: 500 }),
      ),
    );
    await openLog();
    expect(await screen.findByText("Can't get data from server!")).toBeInTheDocument();
  });
});
