import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isLargeRequest } from '../../server/areas/requests-log/bodies';
import { endpointOf } from '../../server/areas/statistics/request-log';
import { RequestLogDetailSchema } from '@/contract/requests-log/requests-log-schemas';
import { api } from '@/lib/api/api-client';
import { apiDb, apiServer } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The request details modal over the log (spec b section 2) as an operator uses it.

/** The id of the newest logged call to `uri` that passes `keep`. */
function newest(uri: string, keep: (id: number) => boolean = () => true): number {
  const log = apiDb().requestLog.rows();
  for (let i = log.length - 1; i >= 0; i -= 1) {
    if (endpointOf(log, i).uri === uri && keep(i + 1)) return i + 1;
  }
  throw new Error(`no ${uri}`);
}

/** The newest call to `uri` whose request body is JSON (clients send JSON or XML). */
async function newestJson(uri: string): Promise<number> {
  await signIn('superadmin');
  for (let tries = 0, id = newest(uri); tries < 40; tries += 1) {
    const detail = await api('requests_log/details/', RequestLogDetailSchema, {
      query: { id: String(id) },
    });
    if (detail.request.body?.startsWith('{')) return id;
    id = newest(uri, (other) => other < id);
  }
  throw new Error(`no JSON ${uri}`);
}

async function openDetails(id: number, list = '/admin/requests_log') {
  await signIn('superadmin');
  const app = renderApp(list);
  await screen.findByRole('heading', { name: 'Requests log', level: 1 });
  await app.router.navigate({ to: '/requests_log/$id', params: { id: String(id) } });
  const dialog = await screen.findByRole('dialog', { name: /^Request [0-9a-f]{24}$/ });
  return { ...app, dialog };
}

describe('request details', () => {
  it('shows the request and the answer, pretty-printed, with the facts beside them', async () => {
    const { dialog, user } = await openDetails(await newestJson('/parcels'));
    const body = within(dialog).getByRole('region', { name: 'Request body' });
    // JSON is re-indented by two spaces.
    expect(body.querySelector('pre')?.textContent).toMatch(/^\{\n {2}"/);
    expect(within(dialog).getByRole('region', { name: 'Response header' })).toBeInTheDocument();
    const facts = within(dialog).getByRole('complementary', { name: 'Request facts' });
    expect(within(facts).getByText('Uri').nextSibling).toHaveTextContent('/parcels');
    expect(within(facts).getByText('Memory usage').nextSibling).toHaveTextContent(/B$/);

    await user.click(within(dialog).getByRole('button', { name: 'Copy Request data' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('copies the request as cURL with its API key masked unless revealed', async () => {
    // A call by a known user: only those log their key's last four characters. The log is
    // anchored at the test's hour, so the newest call may have no user (decision 020).
    const log = apiDb().requestLog.rows();
    const { dialog, user } = await openDetails(newest('/parcels', (id) => log.user[id - 1] !== 0));
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (writes.push(text), Promise.resolve()) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy as cURL' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatch(/^curl -X POST /);
    // The log itself keeps only the key's ends; the command masks even those.
    expect(writes[0]).toContain(`-H 'X-Api-Key: ********'`);
    await user.click(within(dialog).getByRole('switch', { name: 'Show API keys in cURL' }));
    await user.click(within(dialog).getByRole('button', { name: /Copy as cURL|Copied/ }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatch(/-H 'X-Api-Key: (test|live)_\*+[0-9a-f]{4}'/);
  });

  it('shows a body of several MB in part until asked, without re-indenting it', async () => {
    const { dialog, user } = await openDetails(
      newest('/parcels/bulk', (id) => isLargeRequest('/parcels/bulk', id)),
    );
    const body = within(dialog).getByRole('region', { name: 'Request body' });
    expect(within(body).getByText(/MB$/)).toBeInTheDocument();
    const more = within(body).getByRole('button', {
      name: /^Show the remaining [\d,]+ characters$/,
    });
    expect(body.querySelector('pre')?.textContent).toHaveLength(20_000);
    await user.click(more);
    expect(within(body).queryByRole('button', { name: /Show the remaining/ })).toBeNull();
  });

  it('links services, the user and the health checks, and copies for the API console', async () => {
    // A request that ran health checks, made by a known user.
    const checks = apiDb().healthChecks.table();
    const log = apiDb().requestLog.rows();
    let id = 0;
    for (let i = checks.request.length - 1; i >= 0 && id === 0; i -= 1) {
      const row = checks.request[i]!;
      if (row > 0 && log.user[row - 1]! > 0 && log.serviceA[row - 1]! > 0) id = row;
    }
    const { dialog, user } = await openDetails(id);
    const facts = within(dialog).getByRole('complementary', { name: 'Request facts' });
    const service = within(within(facts).getByText('Services').parentElement!).getAllByRole('link');
    expect(service[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/services\/\d+$/));
    expect(
      within(within(facts).getByText('User').parentElement!).getByRole('link'),
    ).toHaveAttribute('href', expect.stringMatching(/^\/admin\/users\/\d+$/));
    expect(
      within(within(facts).getByText('Health check').parentElement!).getAllByRole('link')[0],
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/requests_log\/request_details\/\d+/),
    );

    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (writes.push(text), Promise.resolve()) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy for API console' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(JSON.parse(writes[0]!)).toMatchObject({ isRequestLog: true, method: 'GET' });
  });

  it('a client sees names without links, and no health check or API console', async () => {
    await signIn('client');
    const app = renderApp('/admin/requests_log');
    const list = await screen.findByRole('list', { name: 'Requests log' });
    const first = (await within(list).findAllByRole('listitem'))[0]!;
    expect(within(first).queryByRole('link', { name: /^Health check of/ })).toBeNull();
    await app.user.click(within(first).getByRole('link', { name: /^Details of request/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Request [0-9a-f]{24}$/ });
    const facts = within(dialog).getByRole('complementary', { name: 'Request facts' });
    expect(within(facts).queryAllByRole('link')).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Copy for API console' })).toBeNull();
  });

  it('says an empty body is empty', async () => {
    const { dialog } = await openDetails(newest('/tracking'));
    const body = within(dialog).getByRole('region', { name: 'Request body' });
    expect(within(body).getByText('Empty')).toBeInTheDocument();
  });

  it('a failed load is said and the modal goes back to the list', async () => {
    apiServer.use(
      http.get('*/admin/requests_log/details/', () =>
        HttpResponse.json({ errors: [{ message: 'Request 9 not found' }] }, { status: 404 }),
      ),
    );
    await signIn('superadmin');
    const { router } = renderApp('/admin/requests_log');
    await screen.findByRole('heading', { name: 'Requests log', level: 1 });
    await router.navigate({ to: '/requests_log/$id', params: { id: '9' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests_log'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
