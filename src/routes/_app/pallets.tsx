import { createFileRoute, Outlet, stripSearchParams } from '@tanstack/react-router';
import { palletQueries } from '@/features/pallets/api/pallet-queries';
import { PalletsPage } from '@/features/pallets/components/pallets-page';
import { palletsSearchDefaults, palletsSearchSchema } from '@/features/pallets/pallets-search';

// The pallet list; its details and label open as modals over it (child routes), keeping the
// list's search in the URL.
export const Route = createFileRoute('/_app/pallets')({
  staticData: { title: 'Pallets' },
  validateSearch: palletsSearchSchema,
  search: { middlewares: [stripSearchParams(palletsSearchDefaults)] },
  loaderDeps: ({ search }) => ({ search }),
  // A failed list load is shown by the list itself, as its error block.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(palletQueries.list(context.account, deps.search))
      .catch(() => undefined),
  component: function Pallets() {
    const { account } = Route.useRouteContext();
    return (
      <>
        <PalletsPage account={account} />
        <Outlet />
      </>
    );
  },
});
