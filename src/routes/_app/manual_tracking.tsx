import { createFileRoute } from '@tanstack/react-router';
import { manualRunQueries } from '@/features/manual-runs/api/manual-runs-queries';
import { ManualRunPage } from '@/features/manual-runs/components/manual-run-page';

// Manual tracking (spec c section 2; issue 16 section 6): reprocess tracking events for given
// tracking numbers. No search params; the screen and its loader are split off with the route.
export const Route = createFileRoute('/_app/manual_tracking')({
  staticData: { title: 'Manual tracking' },
  // A failed load is the page's own error block.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(manualRunQueries.services(context.account, 'tracking'))
      .catch(() => undefined),
  component: function ManualTracking() {
    return <ManualRunPage kind="tracking" />;
  },
});
