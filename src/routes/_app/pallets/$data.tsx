import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { palletQueries } from '@/features/pallets/api/pallet-queries';
import { PalletDetailsModal } from '@/features/pallets/components/pallet-details-modal';
import { palletRecord } from '@/features/pallets/pallet-details-search';
import { loadRecord } from '@/lib/record-route';

// The pallet details modal over the list (lib/record-route.ts): offline, a recently opened
// pallet comes from the device copy; a failed load is left to the modal, which says so and goes back.
export const Route = createFileRoute('/_app/pallets/$data')({
  validateSearch: palletRecord.schema,
  search: { middlewares: [stripSearchParams(palletRecord.defaults)] },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, params.data, (id) => palletQueries.detail(context.account, id)),
  component: PalletDetailsModal,
});
