import { useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers';
import { userQueries } from '@/features/users/api/users-queries';
import type { UserDetail } from '@/contract/users/users-schemas';
import { createAccess } from '@/lib/access';
import { ConfirmHost } from '@/lib/confirm-host';
import type { Account } from '@/lib/session/accounts';
import { ensureCommonLists } from '@/lib/session/common-lists-queries';
import { testQueryClient } from '../support/render';

// The user modal's side parts alone (issue 14): a router whose '_app' route gives the context the
// real one gives (the account and its access list), so a component under test reads the same
// hooks without the whole modal around it. The user record is read live, as the modal does, so
// a write's reload shows.

function Live({
  account,
  userId,
  children,
}: {
  account: Account;
  userId: number;
  children: (user: UserDetail) => ReactNode;
}) {
  const page = useQuery(userQueries.detail(account, String(userId)));
  const user = page.data?.user;
  return user ? <div data-testid="side-part">{children(user)}</div> : null;
}

/** Renders `children(user)` for user `userId` as `account` sees it. */
export async function renderSidePart(
  account: Account,
  userId: number,
  children: (user: UserDetail) => ReactNode,
) {
  const queryClient = testQueryClient();
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({
    getParentRoute: () => root,
    id: '_app',
    beforeLoad: async () => {
      const lists = await ensureCommonLists(queryClient, account);
      return { account, access: createAccess(lists.accessUrl) };
    },
    component: () => (
      <ConfirmHost>
        <Outlet />
      </ConfirmHost>
    ),
  });
  const page = createRoute({
    getParentRoute: () => app,
    path: '/',
    component: () => (
      <Live account={account} userId={userId}>
        {children}
      </Live>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren([page])]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const rendered = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router as never} />
    </Providers>,
  );
  await screen.findByTestId('side-part', {});
  return { user: userEvent.setup(), queryClient, ...rendered };
}
