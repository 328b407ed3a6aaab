import { createFileRoute } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { pudoPointQueries } from '@/features/pudo-points/api/pudo-points-queries';
import { PudoPointsPage } from '@/features/pudo-points/components/pudo-points-page';

// Pickup points (spec c section 2, decision 039): the search lives in the URL and re-runs on
// load. The page (with Leaflet, its CSS and the country outlines) is split off by the router
// plugin, so none of it reaches the sign-in page.
export const Route = createFileRoute('/_app/pudo_points')({
  staticData: { title: 'Pickup points' },
  validateSearch: searchOf('pudoPoints'),
  search: { middlewares: stripDefaultsOf('pudoPoints') },
  loaderDeps: ({ search }) => depsOf('pudoPoints', search),
  // A failed load is the page's own error block.
  loader: ({ context, deps }) => {
    const { queryClient, account } = context;
    return Promise.all([
      queryClient.ensureQueryData(pudoPointQueries.services(account)).catch(() => undefined),
      deps.map
        ? queryClient
            .ensureQueryData(pudoPointQueries.map(account, deps.map))
            .catch(() => undefined)
        : undefined,
    ]);
  },
  component: PudoPointsPage,
});
