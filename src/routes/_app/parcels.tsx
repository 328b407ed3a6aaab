import { createFileRoute, Outlet, stripSearchParams } from '@tanstack/react-router';
import { parcelListCopyKey, parcelQueries } from '@/features/parcels/api/parcel-queries';
import { ParcelsPage } from '@/features/parcels/components/parcels-page';
import { parcelsSearchDefaults, parcelsSearchSchema } from '@/features/parcels/parcels-search';
import { ensureListOrCopy } from '@/lib/offline/device-copy';
import { useCommonLists } from '@/lib/session/common-lists-queries';

// The parcel list; its modals (details, create, label, invoice) are child routes rendered in the
// Outlet over it, so the list's search stays in the URL while one is open.
export const Route = createFileRoute('/_app/parcels')({
  validateSearch: parcelsSearchSchema,
  search: { middlewares: [stripSearchParams(parcelsSearchDefaults)] },
  loaderDeps: ({ search }) => ({ search }),
  // A failed load is the list's own error block, not a route error; offline, the device copy.
  loader: ({ context, deps }) =>
    ensureListOrCopy(
      context.queryClient,
      context.account,
      parcelQueries.list(context.account, deps.search),
      parcelListCopyKey(deps.search),
    ).catch(() => undefined),
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
