import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { carrierQueries } from '@/features/carriers/api/carriers-queries';
import { CarrierDetailsPage } from '@/features/carriers/components/carrier-details-page';

// A carrier's documentation (spec c section 2): the kind and version in the URL, neither
// reloading the details (one answer holds every kind and version).
export const Route = createFileRoute('/_app/carriers/$carrierId')({
  staticData: { title: 'Carrier Documentations' },
  validateSearch: searchOf('carrierDocs'),
  search: { middlewares: stripDefaultsOf('carrierDocs') },
  loaderDeps: () => ({}),
  // A failed load is the page's own error block.
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(carrierQueries.details(context.account, Number(params.carrierId)))
      .catch(() => undefined),
  component: CarrierDetailsPage,
});
