import { createFileRoute, Outlet, redirect, stripSearchParams } from '@tanstack/react-router';
import { healthCheckQueries } from '@/features/health-check/api/health-check-queries';
import { HealthChecksPage } from '@/features/health-check/components/health-checks-page';
import {
  hasCard,
  healthChecksParamsOf,
  healthChecksSearchDefaults,
  healthChecksSearchSchema,
} from '@/features/health-check/health-check-search';

// The checks behind one card (spec b section 3). Without a card in the query string there is
// nothing to list: the cards instead.
export const Route = createFileRoute('/_app/healthcheck/details')({
  validateSearch: healthChecksSearchSchema,
  search: { middlewares: [stripSearchParams(healthChecksSearchDefaults)] },
  loaderDeps: ({ search }) => healthChecksParamsOf(search),
  beforeLoad: ({ search }) => {
    if (!hasCard(search)) throw redirect({ to: '/healthcheck', replace: true });
  },
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(healthCheckQueries.list(context.account, deps))
      .catch(() => undefined),
  staticData: { title: 'Health check details' },
  component: function HealthChecksRoute() {
    return (
      <>
        <HealthChecksPage />
        <Outlet />
      </>
    );
  },
});
