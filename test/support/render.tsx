import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers';
import { ConfirmHost } from '@/lib/confirm-host';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { accountsStore, STORAGE_KEYS } from '@/lib/session/accounts-store';
import { signInOnServer } from './api-server';

export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, refetchInterval: false },
  });
  return client;
}

/** Renders a bare component inside the app's providers. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = testQueryClient();
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(
      <Providers queryClient={queryClient} env="test">
        <ConfirmHost>{ui}</ConfirmHost>
      </Providers>,
    ),
  };
}

/** Renders the whole app at a path, as a user opening that URL would see it. */
export function renderApp(path: string) {
  const queryClient = testQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return {
    user: userEvent.setup(),
    router,
    queryClient,
    ...render(
      <Providers queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}

/**
 * Signs a demo user in, as the login form leaves the device: the server's session (without
 * checking the password: api-server.ts), the account in the store and the print id.
 */
export async function signIn(login: string) {
  const { id, headerIdentifier, printSessionId } = signInOnServer(login);
  const account = { id, login, headerIdentifier };
  // As completeSignIn does: print links carry the session's print id.
  localStorage.setItem(STORAGE_KEYS.printSession, printSessionId);
  accountsStore.add(account);
  return account;
}
