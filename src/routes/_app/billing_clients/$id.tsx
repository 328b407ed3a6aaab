import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { billingClientQueries } from '@/features/billing-clients/api/billing-clients-queries';
import { BillingClientPage } from '@/features/billing-clients/components/billing-client-page';
import { parseEntityId } from '@/lib/entity-id';

// A billing client's page (spec c section 2; id = the client owner's user id), its tab in
// `tab_billing_client_view`. A failed load (another client's record: 403) is the page's own
// error block.
export const Route = createFileRoute('/_app/billing_clients/$id')({
  staticData: { title: 'Configuration' },
  validateSearch: searchOf('billingClient'),
  search: { middlewares: stripDefaultsOf('billingClient') },
  loader: ({ context, params }) => {
    const id = parseEntityId(params.id);
    return id === null
      ? undefined
      : context.queryClient
          .ensureQueryData(billingClientQueries.detail(context.account, id))
          .catch(() => undefined);
  },
  component: function BillingClientRoute() {
    const { id } = Route.useParams();
    return <BillingClientPage id={id} />;
  },
});
