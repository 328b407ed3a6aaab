import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { serviceQueries } from '@/features/services/api/services-queries';
import { ServiceModal } from '@/features/services/components/service-modal';
import { loadRecord } from '@/lib/record-route';

// A service's details over the list (lib/record-route.ts): offline, a service opened before comes
// from its device copy; a failed load is left to the modal, which says so and goes back.
export const Route = createFileRoute('/_app/services/$data')({
  validateSearch: searchOf('service'),
  search: { middlewares: stripDefaultsOf('service') },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, params.data, (id) =>
      serviceQueries.detail(context.account, id),
    ),
  component: ServiceModal,
});
