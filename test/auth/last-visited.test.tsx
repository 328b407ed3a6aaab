import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsStore, lastVisitedKey } from '@/lib/session/accounts-store';
import { apiDb } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// Spec a section 2: /login sends a signed-in user back to the last visited URL. That URL is each
// account's own (issue 9): one key for all sent an account to the page another one last saw.

const userOf = (login: string) => ({ id: apiDb().users.find((u) => u.login === login)!.id });

describe('last visited URL per account', () => {
  it('is written for the current account only, under its own key', async () => {
    const client = await signIn('client');
    const staff = await signIn('staff');
    renderApp('/admin/parcels?mode=test');
    await screen.findByRole('heading', { name: 'Parcels', level: 1 });
    await waitFor(() => expect(accountsStore.lastVisited(staff)).toBe('/parcels?mode=test'));
    expect(accountsStore.lastVisited(client)).toBeNull();
    expect(localStorage.getItem('lastVisitedUrl')).toBeNull();
  });

  it('signing in lands on where that account was last, not another account or the old key', async () => {
    localStorage.setItem(lastVisitedKey(userOf('staff')), '/pallets?mode=live');
    localStorage.setItem(lastVisitedKey(userOf('client')), '/stats_requests');
    // Written by an earlier build for whichever account was last: ignored.
    localStorage.setItem('lastVisitedUrl', '/stats_requests');
    const { user, router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText(/^Login/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Pallets', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pallets');
    expect(router.state.location.search).toMatchObject({ mode: 'live' });
  });

  it('/login sends the signed-in current account back to its own last URL', async () => {
    const client = await signIn('client');
    const staff = await signIn('staff');
    localStorage.setItem(lastVisitedKey(client), '/parcels?mode=test');
    localStorage.setItem(lastVisitedKey(staff), '/pallets');
    const { router } = renderApp('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Pallets', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pallets');
  });

  it("logging an account out removes its last URL and keeps the other account's", async () => {
    const client = await signIn('client');
    const staff = await signIn('staff');
    localStorage.setItem(lastVisitedKey(client), '/parcels');
    const { user } = renderApp('/admin/dashboard');
    await waitFor(() => expect(accountsStore.lastVisited(staff)).toBe('/dashboard'));
    await user.click(await screen.findByRole('button', { name: 'Account menu: staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Account menu: client' })).toBeInTheDocument();
    expect(localStorage.getItem(lastVisitedKey(staff))).toBeNull();
    // The remaining account now shows this page: it is where that one was last.
    await waitFor(() => expect(accountsStore.lastVisited(client)).toBe('/dashboard'));
  });
});
