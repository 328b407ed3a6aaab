import { Center, Loader } from '@mantine/core';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { env } from '@/config/env';
import { LoginPage } from '@/features/auth/components/login-page';
import { redirectWhenSignedIn, signOutEveryone } from '@/features/auth/public-guards';
import { parseSearch, stringifySearch } from '@/lib/query-string';
import { accountsStore } from '@/lib/session/accounts-store';
import { RootLayout } from './root-layout';
import type { RouterContext } from './router';

// The router of a visitor with no account (decision 042): the public pages only, with the route
// ids, paths, guards and titles of their file routes, so the sign-in page does not carry the
// route tree of every signed-in screen. The full router (app/router.tsx) takes over once an
// account asks for a signed-in path.

export type PublicRouterContext = RouterContext & {
  /** Loads the full router and shows it in place of this one (main.tsx). */
  openSignedIn: () => void;
};

const rootRoute = createRootRouteWithContext<PublicRouterContext>()({ component: RootLayout });

const linkPages = () => import('./public-link-pages');

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { title: 'Log in' },
  beforeLoad: redirectWhenSignedIn,
  component: LoginPage,
});

const recoverPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/recover-password',
  staticData: { title: 'Recover password' },
  beforeLoad: redirectWhenSignedIn,
  component: lazyRouteComponent(
    () => import('@/features/auth/components/recover-password-page'),
    'RecoverPasswordPage',
  ),
});

const activationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activation/{-$user}/{-$token}',
  staticData: { title: 'Account activation' },
  beforeLoad: signOutEveryone,
  component: lazyRouteComponent(linkPages, 'ActivationRoutePage'),
});

const recoveryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/recovery/{-$user}/{-$token}',
  staticData: { title: 'Password recovery' },
  beforeLoad: signOutEveryone,
  component: lazyRouteComponent(linkPages, 'RecoveryRoutePage'),
});

const passwordConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/password-confirm/{-$user}/{-$token}',
  staticData: { title: 'Password confirmation' },
  component: lazyRouteComponent(linkPages, 'PasswordConfirmRoutePage'),
});

/**
 * Any other path is a signed-in one. With no account it sends to /login, as routes/_app.tsx
 * does; with one (the login form has just signed it in and goes to its last page) the full
 * router is loaded, and a neutral loader holds the page until it takes over and resolves the
 * same URL. Only these paths hand over: a public page stays as it is when another tab signs in
 * (an activation link on the full router would sign that account out again).
 */
function signedInPath({ context }: { context: PublicRouterContext }): void {
  if (!accountsStore.getState().current) throw redirect({ to: '/login' });
  context.openSignedIn();
}

function SignedInPending() {
  return (
    <Center mih="100vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: signedInPath,
  component: SignedInPending,
});

const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: signedInPath,
  component: SignedInPending,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  recoverPasswordRoute,
  activationRoute,
  recoveryRoute,
  passwordConfirmRoute,
  signedInRoute,
]);

export function createPublicRouter(history: RouterHistory, context: PublicRouterContext) {
  return createRouter({
    routeTree,
    history,
    basepath: env.basePath,
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: lazyRouteComponent(
      () => import('@/features/shell/components/route-error'),
      'RouteError',
    ),
  });
}
