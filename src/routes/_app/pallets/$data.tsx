import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { palletQueries } from '@/features/pallets/api/pallet-queries';
import { PalletDetailsModal } from '@/features/pallets/components/pallet-details-modal';
import { loadRecord } from '@/lib/record-route';

// The pallet details modal over the list (lib/record-route.ts): offline, a recently opened
// pallet comes from the device copy; a failed load is left to the modal, which says so and goes back.
export const Route = createFileRoute('/_app/pallets/$data')({
  validateSearch: searchOf('pallet'),
  search: { middlewares: stripDefaultsOf('pallet') },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, params.data, (id) => palletQueries.detail(context.account, id)),
  component: PalletDetailsModal,
});
