import { createFileRoute, Navigate } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { billingClientQueries } from '@/features/billing-clients/api/billing-clients-queries';
import { BillingClientsPage } from '@/features/billing-clients/components/billing-clients-page';
import { billingClientListParams } from '@/features/billing-clients/billing-clients-search';
import { useCommonLists } from '@/lib/session/use-session';

// The billing clients' list (spec c section 2). A client user has no list: it is sent to its
// own record (its client owner's user id, the billing client's id).
export const Route = createFileRoute('/_app/billing_clients/')({
  staticData: { title: 'Configuration' },
  validateSearch: searchOf('billingClients'),
  search: { middlewares: stripDefaultsOf('billingClients') },
  loaderDeps: ({ search }) => depsOf('billingClients', search),
  // A failed list load is shown by the list itself, as its error block.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(billingClientQueries.list(context.account, billingClientListParams(deps)))
      .catch(() => undefined),
  component: function BillingClients() {
    const { currentUser, clients } = useCommonLists();
    if (!currentUser.isSuperAdmin) {
      const own = clients.find((c) => c.id === currentUser.clientId);
      if (own)
        return <Navigate to="/billing_clients/$id" params={{ id: String(own.userId) }} replace />;
    }
    return <BillingClientsPage />;
  },
});
