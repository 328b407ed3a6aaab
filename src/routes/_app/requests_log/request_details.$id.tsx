import { createFileRoute } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { healthCheckQueries } from '@/features/health-check/api/health-check-queries';
import { HealthCheckModal } from '@/features/health-check/components/health-check-modal';

// A request's health check over the request log (spec b section 2). The selector of the request's
// other checks puts the chosen id into the path and keeps the log's query string.
export const Route = createFileRoute('/_app/requests_log/request_details/$id')({
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(healthCheckQueries.detail(context.account, { id: params.id }))
      .catch(() => undefined),
  component: function RequestLogHealthCheckRoute() {
    const { id } = Route.useParams();
    const navigate = Route.useNavigate();
    const { close } = useRecordRoute('/requests_log');
    return (
      <HealthCheckModal
        lookup={{ id }}
        onClose={close}
        onSwitch={(next) =>
          void navigate({ params: { id: next }, search: (prev) => prev, replace: true })
        }
      />
    );
  },
});
