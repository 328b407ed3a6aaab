import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { healthCheckQueries } from '@/features/health-check/api/health-check-queries';
import { HealthChecksPage } from '@/features/health-check/components/health-checks-page';

// The checks behind one card (spec b section 3). Without a card in the query string there is
// nothing to list: the cards instead.
export const Route = createFileRoute('/_app/healthcheck/details')({
  validateSearch: searchOf('healthChecks'),
  search: { middlewares: stripDefaultsOf('healthChecks') },
  loaderDeps: ({ search }) => depsOf('healthChecks', search),
  beforeLoad: ({ search }) => {
    // Without a label there is no card to list (spec b section 3): the cards instead.
    if (!search.label?.trim()) throw redirect({ to: '/healthcheck', replace: true });
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
