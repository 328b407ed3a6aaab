import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { requestsLogQueries } from '@/features/requests-log/api/requests-log-queries';
import { RequestsLogPage } from '@/features/requests-log/components/requests-log-page';
import { renamedLegacyUri } from '@/features/requests-log/legacy-uri';

// The request log (spec b section 2). A legacy `uri` parameter is renamed to `uris` in the URL
// itself, so what the user sees, shares and reloads is the current form.
export const Route = createFileRoute('/_app/requests_log')({
  validateSearch: searchOf('requestsLog'),
  search: { middlewares: stripDefaultsOf('requestsLog') },
  loaderDeps: ({ search }) => depsOf('requestsLog', search),
  beforeLoad: ({ location }) => {
    const renamed = renamedLegacyUri(location.search as Record<string, unknown>);
    if (renamed) throw redirect({ to: '/requests_log', search: renamed as never, replace: true });
  },
  // A failed load is the list's own error panel; the filter data loads alongside.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient
        .ensureQueryData(requestsLogQueries.list(context.account, deps))
        .catch(() => undefined),
      context.queryClient.prefetchQuery(requestsLogQueries.forFilter(context.account)),
    ]),
  staticData: { title: 'Requests log' },
  component: function RequestsLogRoute() {
    return (
      <>
        <RequestsLogPage />
        <Outlet />
      </>
    );
  },
});
