import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountsStore } from '@/lib/session/accounts-store';
import { apiServer } from '../support/api-server';
import { renderApp } from '../support/render';

async function submit(user: ReturnType<typeof renderApp>['user'], login: string, password: string) {
  if (login) await user.type(screen.getByLabelText(/^Login/), login);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login form', () => {
  it('shows the field messages of the spec, spelling included', async () => {
    const { user } = renderApp('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(screen.getByText('Requred field')).toBeInTheDocument();
  });

  it('puts the login field first in the tab order, ahead of the promotion links', async () => {
    const { user } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Login/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('shows the server message for wrong credentials', async () => {
    const { user } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit(user, 'staff', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password');
    expect(accountsStore.getState().accounts).toEqual([]);
  });

  it('maps a network failure to the login network message', async () => {
    apiServer.use(http.post('*/admin/auth/login', () => HttpResponse.error()));
    const { user } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit(user, 'staff', 'demo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network Error. Check internet connection',
    );
  });

  it('reads a 404 as "Server not found" on the login form', async () => {
    apiServer.use(
      http.post('*/admin/auth/login', () =>
        HttpResponse.json({}, { status: 404, statusText: 'Not Found' }),
      ),
    );
    const { user } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit(user, 'staff', 'demo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server not found');
  });

  it('shows the rate limit answer (429) with its retry time, not "Unknown error."', async () => {
    apiServer.use(
      http.post('*/admin/auth/login', () =>
        HttpResponse.json(
          { errors: [{ message: 'Too many attempts. Try again in 15 minutes.' }] },
          { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '900' } },
        ),
      ),
    );
    const { user } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit(user, 'staff', 'demo');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(alert).not.toHaveTextContent('Unknown error.');
    expect(accountsStore.getState().accounts).toEqual([]);
  });

  it('shows a 503 answer, and its status when the body says nothing', async () => {
    apiServer.use(
      http.post(
        '*/admin/auth/login',
        () =>
          HttpResponse.json(
            { errors: [{ message: 'Service temporarily unavailable' }] },
            { status: 503, statusText: 'Service Unavailable' },
          ),
        { once: true },
      ),
      http.post('*/admin/auth/login', () => new HttpResponse(null, { status: 503 })),
    );
    const { user } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit(user, 'staff', 'demo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Error 503. Service Unavailable')).toBeInTheDocument();
  });

  it('refuses a login answer without an account', async () => {
    apiServer.use(http.post('*/admin/auth/login', () => HttpResponse.json({ need_mfa: false })));
    const { user } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit(user, 'staff', 'demo');
    expect(await screen.findByRole('alert')).toHaveTextContent('No account data in login response');
  });

  it('signs in and lands on the dashboard', async () => {
    const { user, router } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit(user, 'staff', 'demo');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/\/dashboard$/);
    expect(accountsStore.getState().current?.login).toBe('staff');
    expect(localStorage.getItem('PHPSESSID')).toBeTruthy();
  });
});

describe('MFA step', () => {
  it('shows the QR code, refuses a wrong code, Back clears it, 123456 signs in', async () => {
    const { user } = renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit(user, 'mfa', 'demo');
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Field is required')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Authentication code digit 1'));
    await user.keyboard('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong authentication code');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Login/)).toHaveValue('mfa');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');

    await submit(user, '', 'demo');
    await user.click(await screen.findByLabelText('Authentication code digit 1'));
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(accountsStore.getState().current?.login).toBe('mfa');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Account menu: mfa' })).toBeInTheDocument();
  });
});
