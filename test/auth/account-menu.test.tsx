import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsStore } from '@/lib/session/accounts-store';
import { renderApp, signIn } from '../support/render';

describe('account dropdown', () => {
  it('lists the actions; logout asks first, Stay keeps the account', async () => {
    await signIn('staff');
    const { user } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu: staff' }));
    expect(await screen.findByRole('menuitem', { name: 'Add account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log in as user' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Log out of all accounts' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('You are going to logout. Continue?')).toBeInTheDocument();
    expect(screen.getByText('Warning!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(accountsStore.getState().current?.login).toBe('staff');
  });

  it('logging out the current account switches to the remaining one, then to /login', async () => {
    await signIn('client');
    await signIn('staff');
    const { user, router } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu: staff' }));
    expect(await screen.findByRole('menuitem', { name: 'Switch to client' })).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Account menu: client' })).toBeInTheDocument();
    expect(accountsStore.getState().accounts.map((a) => a.login)).toEqual(['client']);

    await user.click(screen.getByRole('button', { name: 'Account menu: client' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/login$/));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a client user cannot log in as someone else', async () => {
    await signIn('client');
    const { user } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu: client' }));
    expect(await screen.findByRole('menuitem', { name: 'Add account' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Log in as user' })).toBeNull();
  });
});
