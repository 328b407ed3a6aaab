import { createFileRoute } from '@tanstack/react-router';
import { manualRunQueries } from '@/features/manual-runs/api/manual-runs-queries';
import { ManualRunPage } from '@/features/manual-runs/components/manual-run-page';

// Re-manifest (spec c section 2; issue 16 section 6): re-manifest given tracking numbers. No
// search params; the screen and its loader are split off with the route.
export const Route = createFileRoute('/_app/manual_manifest')({
  staticData: { title: 'Re-manifesting' },
  // A failed load is the page's own error block.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(manualRunQueries.services(context.account, 'manifest'))
      .catch(() => undefined),
  component: function ManualManifest() {
    return <ManualRunPage kind="manifest" />;
  },
});
