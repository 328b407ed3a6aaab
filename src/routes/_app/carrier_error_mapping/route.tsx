import { createFileRoute, Outlet } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { carrierErrorQueries } from '@/features/carrier-error-mapping/api/carrier-error-mapping-queries';
import { carrierErrorListParams } from '@/features/carrier-error-mapping/carrier-error-mapping-search';
import { CarrierErrorsPage } from '@/features/carrier-error-mapping/components/carrier-errors-page';

// The carrier error mapping list (spec c section 2); create, edit and an example open as modals
// over it (child routes), keeping the list's search in the URL.
export const Route = createFileRoute('/_app/carrier_error_mapping')({
  staticData: { title: 'Carrier error mapping' },
  validateSearch: searchOf('carrierErrors'),
  search: { middlewares: stripDefaultsOf('carrierErrors') },
  loaderDeps: ({ search }) => depsOf('carrierErrors', search),
  // A failed list load is shown by the list itself, as its error block; the filters' choices
  // are not waited for.
  loader: ({ context, deps }) => {
    void context.queryClient
      .prefetchQuery(carrierErrorQueries.forFilter(context.account))
      .catch(() => undefined);
    return context.queryClient
      .ensureQueryData(carrierErrorQueries.list(context.account, carrierErrorListParams(deps)))
      .catch(() => undefined);
  },
  component: function CarrierErrorMapping() {
    return (
      <>
        <CarrierErrorsPage />
        <Outlet />
      </>
    );
  },
});
