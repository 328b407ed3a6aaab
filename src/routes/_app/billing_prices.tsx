import { createFileRoute } from '@tanstack/react-router';
import { WRITE_ACTION } from '@/config/action-urls';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { billingPriceQueries } from '@/features/billing-prices/api/billing-prices-queries';
import { BillingPricesPage } from '@/features/billing-prices/components/billing-prices-page';
import { pricesDayOf, pricesQueryOf } from '@/features/billing-prices/billing-prices-search';

// Billing prices (spec c section 2): the date, client and carrier service in the URL; the table
// loads once the required ones are chosen. A failed load is the page's own error block. The
// page (with the date picker) is split off with the route.
export const Route = createFileRoute('/_app/billing_prices')({
  staticData: { title: 'Prices' },
  validateSearch: searchOf('billingPrices'),
  search: { middlewares: stripDefaultsOf('billingPrices') },
  loaderDeps: ({ search }) => depsOf('billingPrices', search),
  loader: ({ context, deps }) => {
    // Only a super admin holds the money writes; it also chooses the client (decision 043).
    const admin = context.access.can(WRITE_ACTION.saveBillingModel);
    const query = pricesQueryOf(deps, admin, pricesDayOf(Date.now()));
    return query
      ? context.queryClient
          .ensureQueryData(billingPriceQueries.table(context.account, query))
          .catch(() => undefined)
      : undefined;
  },
  component: BillingPricesPage,
});
