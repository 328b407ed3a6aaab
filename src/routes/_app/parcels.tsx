import { createFileRoute, Outlet, stripSearchParams } from '@tanstack/react-router';
import { parcelQueries } from '@/features/parcels/api/parcel-queries';
import { ParcelsPage } from '@/features/parcels/components/parcels-page';
import { parcelsSearchDefaults, parcelsSearchSchema } from '@/features/parcels/parcels-search';
import { useCommonLists } from '@/lib/session/common-lists-queries';

// The parcel list; its modals (details, create, label, invoice) are child routes rendered in the
// Outlet over it, so the list's search stays in the URL while one is open.
export const Route = createFileRoute('/_app/parcels')({
  validateSearch: parcelsSearchSchema,
  search: { middlewares: [stripSearchParams(parcelsSearchDefaults)] },
  loaderDeps: ({ search }) => ({ search }),
  // A failed load is the list's own error block, not a route error; offline, the device copy
  // (decision 018) answers by itself.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(parcelQueries.list(context.account, deps.search))
      .catch(() => undefined),
  staticData: { title: 'Parcels' },
  component: ParcelsRoute,
});

function ParcelsRoute() {
  const { account, access } = Route.useRouteContext();
  const lists = useCommonLists(account);
  return (
    <>
      <ParcelsPage account={account} lists={lists} canOpenRequests={access.can('/requests_log')} />
      <Outlet />
    </>
  );
}
