import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { palletQueries } from '@/features/pallets/api/pallet-queries';
import { PalletDetailsModal } from '@/features/pallets/components/pallet-details-modal';
import {
  isPalletToLoad,
  PALLET_TAB_KEY,
  palletTabSearchDefaults,
  palletTabSearchSchema,
} from '@/features/pallets/pallet-details-search';
import { useBackOr } from '@/components/record-modal';
import { parseEntityId } from '@/lib/files';

// The pallet details modal over the list. Offline, a recently opened pallet comes from the
// device copy; any failed load is left to the modal, which says so and closes.
export const Route = createFileRoute('/_app/pallets/$data')({
  validateSearch: palletTabSearchSchema,
  search: { middlewares: [stripSearchParams(palletTabSearchDefaults)] },
  loader: async ({ context, params: { data } }) => {
    if (!isPalletToLoad(data) || parseEntityId(data) === null) return;
    await context.queryClient
      .ensureQueryData(palletQueries.detail(context.account, data))
      .catch(() => undefined);
  },
  component: PalletDetailsRoute,
});

function PalletDetailsRoute() {
  const { account } = Route.useRouteContext();
  const { data } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  const close = useCallback(
    () =>
      void navigate({
        to: '/pallets',
        search: ({ [PALLET_TAB_KEY]: _tab, ...list }) => list,
      }),
    [navigate],
  );
  const goBack = useBackOr(close);

  return (
    <PalletDetailsModal
      account={account}
      data={data}
      tab={search[PALLET_TAB_KEY]}
      onTabChange={(tab) =>
        void navigate({ search: (prev) => ({ ...prev, [PALLET_TAB_KEY]: tab }), replace: true })
      }
      onClose={close}
      onLoadFailed={goBack}
    />
  );
}
