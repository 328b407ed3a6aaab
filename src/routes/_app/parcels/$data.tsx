import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { parcelQueries } from '@/features/parcels/api/parcel-queries';
import { ParcelDetailsModal } from '@/features/parcels/components/parcel-details-modal';
import { parcelRecord } from '@/features/parcels/parcel-details-search';
import { loadRecord } from '@/lib/record-route';

// The parcel details modal over the list (lib/record-route.ts): offline, a recently opened
// parcel comes from the device copy; a failed load is left to the modal, which says so and goes back.
export const Route = createFileRoute('/_app/parcels/$data')({
  validateSearch: parcelRecord.schema,
  search: { middlewares: [stripSearchParams(parcelRecord.defaults)] },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, params.data, (id) => parcelQueries.detail(context.account, id)),
  component: ParcelDetailsModal,
});
