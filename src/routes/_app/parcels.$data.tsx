import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { parcelQueries } from '@/features/parcels/api/parcel-queries';
import { ParcelDetailsModal } from '@/features/parcels/components/parcel-details-modal';
import {
  isParcelToLoad,
  PARCEL_TAB_KEY,
  parcelTabSearchDefaults,
  parcelTabSearchSchema,
} from '@/features/parcels/parcel-details-search';
import { useBackOr } from '@/components/record-modal';
import { parseEntityId } from '@/lib/files';

// The parcel details modal over the list. Offline, a recently opened parcel comes from the
// device copy; any failed load is left to the modal, which says so and closes.
export const Route = createFileRoute('/_app/parcels/$data')({
  validateSearch: parcelTabSearchSchema,
  search: { middlewares: [stripSearchParams(parcelTabSearchDefaults)] },
  loader: async ({ context, params: { data } }) => {
    if (!isParcelToLoad(data) || parseEntityId(data) === null) return;
    await context.queryClient
      .ensureQueryData(parcelQueries.detail(context.account, data))
      .catch(() => undefined);
  },
  component: ParcelDetailsRoute,
});

function ParcelDetailsRoute() {
  const { account, access } = Route.useRouteContext();
  const { data } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  const close = useCallback(
    () =>
      void navigate({
        to: '/parcels',
        search: ({ [PARCEL_TAB_KEY]: _tab, ...list }) => list,
      }),
    [navigate],
  );
  const goBack = useBackOr(close);

  return (
    <ParcelDetailsModal
      account={account}
      access={access}
      data={data}
      tab={search[PARCEL_TAB_KEY]}
      onTabChange={(tab) =>
        void navigate({ search: (prev) => ({ ...prev, [PARCEL_TAB_KEY]: tab }), replace: true })
      }
      onClose={close}
      onLoadFailed={goBack}
    />
  );
}
