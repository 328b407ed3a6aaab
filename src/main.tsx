import { onlineManager } from '@tanstack/react-query';
import { type AnyRouter, createBrowserHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { createPublicRouter } from '@/app/public-router';
import { createQueryClient, wireIdleToFocus } from '@/app/query-client';
import { RouterHost, showRouter } from '@/app/router-host';
import { registerServiceWorker } from '@/app/service-worker';
import { reloadIfPending } from '@/lib/assets-hash';
import { accountsStore } from '@/lib/session/accounts-store';
import { handleStaleChunks } from '@/lib/stale-chunks';

// TanStack Query assumes online until an event says otherwise; a page opened offline must know.
onlineManager.setOnline(navigator.onLine);
handleStaleChunks();
registerServiceWorker();

const queryClient = createQueryClient();
wireIdleToFocus();
// One history for both routers: the full one takes over at the URL the public one reached.
const history = createBrowserHistory();

// The full router and what only signed-in use needs load apart (decision 042): at once when an
// account is signed in, the account's last data and the routes' search declarations with it
// (decisions 005, 036); for a visitor, after a sign-in, when the public router asks for a
// signed-in path.
const signedInModule = () => import('@/app/signed-in');
let signedIn: Promise<AnyRouter> | null = null;
function signedInRouter(): Promise<AnyRouter> {
  signedIn ??= signedInModule()
    .then(({ startSignedIn }) => startSignedIn(queryClient, history))
    .catch((error: unknown) => {
      signedIn = null;
      throw error;
    });
  return signedIn;
}

if (accountsStore.getState().current) {
  showRouter(await signedInRouter());
} else {
  const router = createPublicRouter(history, {
    queryClient,
    preloadSignedIn: () => {
      void signedInModule()
        .then(({ preloadSignedInScreens }) => preloadSignedInScreens(queryClient))
        .catch(() => undefined);
    },
    openSignedIn: () => {
      // A failed load (a new build, handled by handleStaleChunks) is tried again next time.
      signedInRouter().then(showRouter, (error: unknown) =>
        console.error('Loading the signed-in screens failed', error),
      );
    },
  });
  router.subscribe('onResolved', reloadIfPending);
  showRouter(router);
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterHost />
    </Providers>
  </StrictMode>,
);
