import { createFileRoute } from '@tanstack/react-router';
import { requestsLogQueries } from '@/features/requests-log/api/requests-log-queries';
import { RequestDetailsModal } from '@/features/requests-log/components/request-details-modal';
import { loadRecord } from '@/lib/record-route';

// A request's details over the log (spec b section 2; lib/record-route.ts): a failed load is left
// to the modal, which says so and goes back.
export const Route = createFileRoute('/_app/requests_log/$id')({
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, params.id, (id) =>
      requestsLogQueries.detail(context.account, id),
    ),
  component: RequestDetailsModal,
});
