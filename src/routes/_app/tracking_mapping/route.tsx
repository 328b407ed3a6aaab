import { createFileRoute, Outlet } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { trackingMappingQueries } from '@/features/tracking-mapping/api/tracking-mapping-queries';
import { TrackingMappingPage } from '@/features/tracking-mapping/components/tracking-mapping-page';
import { trackingMappingListParams } from '@/features/tracking-mapping/tracking-mapping-search';

// The tracking mapping list (spec c section 2); 'Add tracking status' is a modal over it (a
// child route) keeping the list's search. The dashboard's `?status=0` and `?carrier=ID&status=0`
// are its filters as they stand.
export const Route = createFileRoute('/_app/tracking_mapping')({
  staticData: { title: 'Tracking mapping' },
  validateSearch: searchOf('trackingMapping'),
  search: { middlewares: stripDefaultsOf('trackingMapping') },
  loaderDeps: ({ search }) => depsOf('trackingMapping', search),
  // A failed load is the list's own error block; the choices are the filters' and the selects'.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient
        .ensureQueryData(
          trackingMappingQueries.list(context.account, trackingMappingListParams(deps)),
        )
        .catch(() => undefined),
      context.queryClient
        .ensureQueryData(trackingMappingQueries.filterData(context.account))
        .catch(() => undefined),
    ]),
  component: function TrackingMapping() {
    return (
      <>
        <TrackingMappingPage />
        <Outlet />
      </>
    );
  },
});
