import { createFileRoute } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { trackingMappingOverviewQueries } from '@/features/tracking-mapping/api/tracking-mapping-overview-queries';
import { OverviewPage } from '@/features/tracking-mapping/components/overview-page';

// The tracking mapping overview (spec c: layout not shown; decision 032): a matrix of carriers by
// platform tracking status, filtered from the URL (carrier[], category).
export const Route = createFileRoute('/_app/tracking_mapping_overview')({
  staticData: { title: 'Tracking mapping overview' },
  validateSearch: searchOf('trackingMappingOverview'),
  search: { middlewares: stripDefaultsOf('trackingMappingOverview') },
  loaderDeps: ({ search }) => depsOf('trackingMappingOverview', search),
  // A failed load is the page's own error block.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(trackingMappingOverviewQueries.matrix(context.account, deps))
      .catch(() => undefined),
  component: OverviewPage,
});
