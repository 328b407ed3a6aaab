import { onlineManager } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wireAccountData } from '@/app/account-data';
import { loadRouteSearches } from '@/app/route-search';
import { Providers } from '@/app/providers';
import { createQueryClient, wireIdleToFocus } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { registerServiceWorker } from '@/app/service-worker';
import { reloadIfPending } from '@/lib/assets-hash';
import { accountsStore } from '@/lib/session/accounts-store';
import { handleStaleChunks } from '@/lib/stale-chunks';

// TanStack Query assumes online until an event says otherwise; a page opened offline must know.
onlineManager.setOnline(navigator.onLine);
handleStaleChunks();
registerServiceWorker();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
router.subscribe('onResolved', reloadIfPending);
wireIdleToFocus();
// The signed-in account's last data is back in memory before the first render, and its routes'
// search declarations (decision 036) with it; the sign-in page needs neither.
await Promise.all([
  wireAccountData(queryClient).catch((error: unknown) =>
    console.error('Restoring cached data failed', error),
  ),
  accountsStore.getState().current ? loadRouteSearches().catch(() => undefined) : undefined,
]);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
