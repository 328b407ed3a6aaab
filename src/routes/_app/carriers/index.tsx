import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { carrierQueries } from '@/features/carriers/api/carriers-queries';
import { CarriersPage } from '@/features/carriers/components/carriers-page';

// The carriers of the documentation (spec c section 2): one answer, searched on the device, so
// the quick search never reloads it.
export const Route = createFileRoute('/_app/carriers/')({
  staticData: { title: 'Carrier Documentations' },
  validateSearch: searchOf('carriers'),
  search: { middlewares: stripDefaultsOf('carriers') },
  loaderDeps: () => ({}),
  // A failed load is the list's own error block.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(carrierQueries.list(context.account))
      .catch(() => undefined),
  component: CarriersPage,
});
