import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { trackingMappingOverviewQueries } from '@/features/tracking-mapping/api/tracking-mapping-overview-queries';
import { OverviewPage } from '@/features/tracking-mapping/components/overview-page';
import {
  overviewQueryOf,
  overviewSearchDefaults,
  overviewSearchSchema,
} from '@/features/tracking-mapping/overview-search';

// The tracking mapping overview (spec c: layout not shown; decision 032): a matrix of carriers by
// platform tracking status, filtered from the URL (carrier[], category).
export const Route = createFileRoute('/_app/tracking_mapping_overview')({
  staticData: { title: 'Tracking mapping overview' },
  validateSearch: overviewSearchSchema,
  search: { middlewares: [stripSearchParams(overviewSearchDefaults)] },
  loaderDeps: ({ search }) => overviewQueryOf(search),
  // A failed load is the page's own error block.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(trackingMappingOverviewQueries.matrix(context.account, deps))
      .catch(() => undefined),
  component: OverviewPage,
});
