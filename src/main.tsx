import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { createQueryClient, wireIdleToFocus } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { reloadIfPending } from '@/lib/assets-hash';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
router.subscribe('onResolved', reloadIfPending);
wireIdleToFocus();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
