import { createFileRoute, Outlet } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { palletQueries } from '@/features/pallets/api/pallet-queries';
import { labelActionsFor } from '@/features/bulk-labels/components/bulk-label-actions';
import { PalletsPage } from '@/features/pallets/components/pallets-page';

// The pallet list; its details and label open as modals over it (child routes), keeping the
// list's search in the URL.
export const Route = createFileRoute('/_app/pallets')({
  staticData: { title: 'Pallets' },
  validateSearch: searchOf('pallets'),
  search: { middlewares: stripDefaultsOf('pallets') },
  // Only what the list is made of: a modal's tab in the URL does not rerun the loader.
  loaderDeps: ({ search }) => depsOf('pallets', search),
  // A failed list load is shown by the list itself, as its error block.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(palletQueries.list(context.account, deps))
      .catch(() => undefined),
  component: function Pallets() {
    return (
      <>
        <PalletsPage labelActions={labelActionsFor.pallets} />
        <Outlet />
      </>
    );
  },
});
