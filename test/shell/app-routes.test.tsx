import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountsStore } from '@/lib/session/accounts-store';
import { apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

/** get_all_lists as the server answers it, with the access list replaced. */
function accessListOf(accessUrl: string[]) {
  return http.get('*/admin/main/get_all_lists', async ({ request }) => {
    const lists = (await (await forward(request)).json()) as Record<string, unknown>;
    return HttpResponse.json({ ...lists, accessUrl });
  });
}

describe('app routes', () => {
  it('a signed-out visitor is sent to /login', async () => {
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/\/login$/);
  });

  it('a route missing from the access list is the not-found page, inside the shell', async () => {
    await signIn('staff');
    apiServer.use(accessListOf(['/parcels']));
    renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Opps! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Don`t worry. Return to the previous page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'back to previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu: staff' })).toBeInTheDocument();
  });

  it('the sidebar shows only screens that exist and are allowed', async () => {
    await signIn('client');
    renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(nav).not.toHaveTextContent('API docs');
    expect(nav).not.toHaveTextContent('Cron Robots');
  });

  it('a malformed common-lists answer shows the error screen, not a blank page', async () => {
    await signIn('staff');
    apiServer.use(http.get('*/admin/main/get_all_lists', () => HttpResponse.json({ nope: true })));
    renderApp('/admin/dashboard');
    expect(await screen.findByText("Can't get data from server!")).toBeInTheDocument();
    expect(screen.getByText('Unexpected response from server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a 403 shows the forbidden screen', async () => {
    await signIn('staff');
    apiServer.use(
      http.get('*/admin/main/get_all_lists', () =>
        HttpResponse.json({}, { status: 403, statusText: 'Forbidden' }),
      ),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Access forbidden!')).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permissions to access this source"),
    ).toBeInTheDocument();
  });

  it('a 401 for the current identifier logs that account out', async () => {
    await signIn('staff');
    apiServer.use(
      http.get('*/admin/main/get_all_lists', () =>
        HttpResponse.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(accountsStore.getState().current).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/login$/));
  });

  it('sets the page title with the product suffix', async () => {
    await signIn('staff');
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(() => expect(document.title).toBe('Dashboard | Shipping API Admin'));
  });
});
