import { createFileRoute, Outlet } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { serviceQueries } from '@/features/services/api/services-queries';
import { ServicesPage } from '@/features/services/components/services-page';

// The services list (spec b section 2): one answer, searched, filtered and grouped on the device,
// so no search param reloads it; a service opens as a modal over it (a child route).
export const Route = createFileRoute('/_app/services')({
  staticData: { title: 'Services' },
  validateSearch: searchOf('services'),
  search: { middlewares: stripDefaultsOf('services') },
  loaderDeps: () => ({}),
  // A failed load is the list's own error block.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(serviceQueries.list(context.account))
      .catch(() => undefined),
  component: function Services() {
    return (
      <>
        <ServicesPage />
        <Outlet />
      </>
    );
  },
});
