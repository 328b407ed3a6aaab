import { createFileRoute, Outlet } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { parcelQueries } from '@/features/parcels/api/parcel-queries';
import { labelActionsFor } from '@/features/bulk-labels/components/bulk-label-actions';
import { ParcelsPage } from '@/features/parcels/components/parcels-page';

// The parcel list; its modals (details, create, label, invoice) are child routes rendered in the
// Outlet over it, so the list's search stays in the URL while one is open.
export const Route = createFileRoute('/_app/parcels')({
  validateSearch: searchOf('parcels'),
  search: { middlewares: stripDefaultsOf('parcels') },
  // Only what the list is made of: a modal's tab in the URL does not rerun the loader.
  loaderDeps: ({ search }) => depsOf('parcels', search),
  // A failed load is the list's own error block, not a route error; offline, the device copy
  // (decision 018) answers by itself.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(parcelQueries.list(context.account, deps))
      .catch(() => undefined),
  staticData: { title: 'Parcels' },
  component: function ParcelsRoute() {
    return (
      <>
        <ParcelsPage labelActions={labelActionsFor.parcels} />
        <Outlet />
      </>
    );
  },
});
