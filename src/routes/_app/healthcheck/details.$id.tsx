import { createFileRoute } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { healthCheckQueries } from '@/features/health-check/api/health-check-queries';
import { HealthCheckModal } from '@/features/health-check/components/health-check-modal';

// One check's calls over the details list; closing keeps the list's search.
export const Route = createFileRoute('/_app/healthcheck/details/$id')({
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(healthCheckQueries.detail(context.account, { id: params.id }))
      .catch(() => undefined),
  component: function HealthCheckRoute() {
    const { id } = Route.useParams();
    const { close } = useRecordRoute('/healthcheck/details');
    return <HealthCheckModal lookup={{ id }} onClose={close} />;
  },
});
