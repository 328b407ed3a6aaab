import { useQuery } from '@tanstack/react-query';
import {
  createFileRoute,
  notFound,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { loadRouteSearches, routeSearchesReady } from '@/app/route-search';
import { OfflineGate } from '@/components/offline-gate';
import { ACTION } from '@/config/access-urls';
import { AccountMenu, AccountNav } from '@/features/auth/components/account-menu';
import { useAccountActions } from '@/features/auth/components/use-account-actions';
import {
  PaletteLauncher,
  type PaletteLauncherProps,
} from '@/features/palette/components/palette-launcher';
import { AppLayout } from '@/features/shell/components/app-layout';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { SwitchingOverlay } from '@/features/shell/components/switching-overlay';
import { entryTarget, NAV_GROUPS, type NavEntry, visibleNav } from '@/features/shell/nav-entries';
import { createAccess } from '@/lib/access';
import { isApiError } from '@/lib/api/api-error';
import { ConfirmHost } from '@/lib/confirm-host';
import { useRememberScreen } from '@/lib/offline/visits';
import type { Account } from '@/lib/session/accounts';
import { accountsStore, useAccounts } from '@/lib/session/accounts-store';
import { commonListsQueries, ensureCommonLists } from '@/lib/session/common-lists-queries';

// The signed-in area: no account sends to /login; a URL outside the access list, or unknown,
// is the not-found page inside the shell (spec a section 2).
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const { current: account, switching } = accountsStore.getState();
    if (!account) throw redirect({ to: '/login' });
    // The search declarations load with the signed-in frame (decision 036): a URL matched before
    // they were here is matched again with them, before any signed-in route loads or renders.
    if (!routeSearchesReady()) {
      // The account's common lists load meanwhile: the second match finds them in the cache.
      void ensureCommonLists(context.queryClient, account).catch(() => undefined);
      await loadRouteSearches();
      throw redirect({ href: location.href, replace: true });
    }
    const lists = await ensureCommonLists(context.queryClient, account).catch((error: unknown) => {
      // A 401 signed this account out (api-client): start over with the next one, or /login.
      if (isApiError(error) && error.status === 401) {
        throw redirect({ href: location.href, replace: true });
      }
      throw error;
    });
    const access = createAccess(lists.accessUrl);
    if (!access.canOpen(location.pathname)) {
      // After a switch, a page the new account may not open gives way to its dashboard.
      if (switching) throw redirect({ to: '/dashboard', replace: true });
      throw notFound();
    }
    return { account, access };
  },
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
  notFoundComponent: () => (
    <AppFrame>
      <NotFoundPage />
    </AppFrame>
  ),
});

function AppFrame({ children }: { children: ReactNode }) {
  const { current } = useAccounts();
  const router = useRouter();
  const navigate = useNavigate();
  const location = useLocation();
  const previous = useRef(current?.headerIdentifier);

  // Another tab, a 401 or a logout changed the account under us.
  useEffect(() => {
    if (previous.current === current?.headerIdentifier) return;
    previous.current = current?.headerIdentifier;
    if (!current) void navigate({ to: '/login', replace: true });
    else void router.invalidate();
  }, [current, navigate, router]);

  useEffect(() => {
    if (current) accountsStore.rememberVisit(current, location.href);
  }, [current, location.href]);
  useRememberScreen();

  return current ? (
    <ConfirmHost>
      <SwitchingFrame account={current}>
        <SignedInFrame account={current}>{children}</SignedInFrame>
      </SwitchingFrame>
    </ConfirmHost>
  ) : null;
}

/** The overlay stays up until the new account's lists are in and its route has resolved. */
function SwitchingFrame({ account, children }: { account: Account; children: ReactNode }) {
  const routerIdle = useRouterState({ select: (state) => state.status === 'idle' });
  const lists = useQuery(commonListsQueries.lists(account));
  return (
    <SwitchingOverlay ready={routerIdle && lists.isSuccess && !lists.isFetching}>
      {children}
    </SwitchingOverlay>
  );
}

function SignedInFrame({ account, children }: { account: Account; children: ReactNode }) {
  const router = useRouter();
  const lists = useQuery(commonListsQueries.lists(account));
  if (!lists.data) return null;
  const { currentUser, accessUrl, users } = lists.data;
  const access = createAccess(accessUrl);
  const accountProps = {
    current: account,
    user: currentUser,
    users,
    canLoginAs: access.can(ACTION.loginAs),
  };
  const groups = visibleNav(
    NAV_GROUPS,
    (entry) => (entry.external || entry.to in router.routesByPath) && access.can(entry.access),
  );
  const targetOf = (entry: NavEntry) => entryTarget(entry, currentUser, lists.data.clients);
  return (
    <AppLayout
      groups={groups}
      targetOf={targetOf}
      accountMenu={<AccountMenu {...accountProps} />}
      accountNav={<AccountNav {...accountProps} />}
      search={
        <Palette
          account={account}
          access={access}
          groups={groups}
          targetOf={targetOf}
          services={lists.data.services}
        />
      }
    >
      <OfflineGate account={account}>{children}</OfflineGate>
    </AppLayout>
  );
}

/** The command palette (issue 18), with the account menu's own switch and log out. */
function Palette(props: Omit<PaletteLauncherProps<NavEntry>, 'onSwitchAccount' | 'onLogout'>) {
  const actions = useAccountActions();
  return (
    <PaletteLauncher
      {...props}
      onSwitchAccount={actions.switchTo}
      onLogout={() => void actions.logout(props.account)}
    />
  );
}
