import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { parcelQueries } from '@/features/parcels/api/parcel-queries';
import { ParcelDetailsModal } from '@/features/parcels/components/parcel-details-modal';
import { loadRecord } from '@/lib/record-route';

// The parcel details modal over the list (lib/record-route.ts): offline, a recently opened
// parcel comes from the device copy; a failed load is left to the modal, which says so and goes back.
export const Route = createFileRoute('/_app/parcels/$data')({
  validateSearch: searchOf('parcel'),
  search: { middlewares: stripDefaultsOf('parcel') },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, params.data, (id) => parcelQueries.detail(context.account, id)),
  component: ParcelDetailsModal,
});
