import { createFileRoute } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { billingOperationQueries } from '@/features/billing-operations/api/billing-operations-queries';
import { BillingOperationsPage } from '@/features/billing-operations/components/billing-operations-page';

// Billing operations (spec c section 2, decision 047): the tabs Reports and Transactions logs in
// `tab`, each with its own range and page (`r_*`, `t_*`), the reports' `request[]`, and a super
// admin's `client_id`. The loader reads the page's lists and the open tab's list only.
export const Route = createFileRoute('/_app/billing_operations')({
  staticData: { title: 'Operations' },
  validateSearch: searchOf('billingOperations'),
  search: { middlewares: stripDefaultsOf('billingOperations') },
  loaderDeps: ({ search }) => depsOf('billingOperations', search),
  // A failed load is the tab's own error block.
  loader: ({ context, deps }) => {
    const { queryClient, account } = context;
    const lists = queryClient.ensureQueryData(billingOperationQueries.lists(account));
    const list = deps.reports
      ? queryClient.ensureQueryData(billingOperationQueries.reports(account, deps.reports))
      : deps.transactions
        ? queryClient.ensureQueryData(
            billingOperationQueries.transactions(account, deps.transactions),
          )
        : undefined;
    return Promise.all([lists, list]).then(
      () => undefined,
      () => undefined,
    );
  },
  component: BillingOperationsPage,
});
