import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createPublicRouter } from '@/app/public-router';
import { NO_USER_TO_ACTIVATE } from '@/features/auth/components/activation-page';
import { testQueryClient } from '../support/render';

// Decision 042: a signed-out visitor gets the public pages only; any other path goes to /login,
// and after a sign-in the public router hands over to the full one behind a neutral loader.

function renderPublic(path: string) {
  const queryClient = testQueryClient();
  const context = { queryClient, preloadSignedIn: vi.fn(), openSignedIn: vi.fn() };
  const router = createPublicRouter(createMemoryHistory({ initialEntries: [path] }), context);
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...context, user: userEvent.setup() };
}

describe('the public router', () => {
  it('sends every other path, / too, to /login while no account is signed in', async () => {
    for (const path of ['/admin/parcels?page=2', '/admin/no-such-page', '/admin/']) {
      const { router, openSignedIn } = renderPublic(path);
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.href).toBe('/login');
      await waitFor(() => expect(document.title).toBe('Log in | Shipping API Admin'));
      expect(openSignedIn).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('a sign-in preloads the full router, then hands the next page over to it', async () => {
    const { router, user, preloadSignedIn, openSignedIn } = renderPublic('/admin/login');
    await user.type(await screen.findByLabelText(/^Login/), 'staff');
    expect(preloadSignedIn).toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Password/), 'demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(openSignedIn).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('opens the e-mailed link pages with their parameters', async () => {
    renderPublic('/admin/activation/newuser/demo-token');
    expect(
      await screen.findByRole('heading', { name: 'Activate your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Account activation | Shipping API Admin'));
    cleanup();
    renderPublic('/admin/activation');
    expect(await screen.findByText(NO_USER_TO_ACTIVATE)).toBeInTheDocument();
  });
});
