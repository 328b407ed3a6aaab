import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readList, rememberRecord } from '@/lib/offline/offline-cache';
import { accountsStore } from '@/lib/session/accounts-store';
import { apiServer } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

describe('offline screens', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('the offline page lists what can be read offline, with links', async () => {
    const account = await signIn('staff');
    await rememberRecord(account, {
      entity: 'parcel',
      id: '42',
      title: 'Parcel TRK000042',
      data: {},
    });
    onlineManager.setOnline(false);
    apiServer.use(http.get('*/admin/main/get_all_lists', () => HttpResponse.error()));
    renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'You are offline now!' }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Parcel TRK000042' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/parcels\/42$/));
    expect(accountsStore.getState().current?.login).toBe('staff');
  });

  it('a failed first load while offline, with nothing cached, is the offline page', async () => {
    await signIn('staff');
    onlineManager.setOnline(false);
    apiServer.use(http.get('*/admin/main/get_all_lists', () => HttpResponse.error()));
    renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'You are offline now!' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing is stored on this device for reading offline yet.'),
    ).toBeInTheDocument();
  });

  it('offline with cached lists: the screen renders with the banner and its data age', async () => {
    const account = await signIn('staff');
    const { unmount } = renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(async () => expect(await readList(account, 'common-lists')).not.toBeNull());
    unmount();
    // The device copy written by the first visit serves the next, offline one.
    onlineManager.setOnline(false);
    apiServer.use(http.get('*/admin/main/get_all_lists', () => HttpResponse.error()));
    const { user } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(/You are offline\. Showing data cached just now\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu: staff' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account' });
    expect(dialog.querySelector('button[type="submit"]')).toBeDisabled();
    expect(screen.getAllByText('You are offline: this needs a connection.').length).toBeGreaterThan(
      0,
    );
  });
});
