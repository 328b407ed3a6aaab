import { createFileRoute } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { healthCheckQueries } from '@/features/health-check/api/health-check-queries';
import { HealthCardsPage } from '@/features/health-check/components/health-cards-page';
import { HealthCheckModal } from '@/features/health-check/components/health-check-modal';

// A request's health check by the request's id (spec b section 3), over the cards: where a parcel
// or a request links to the check that ran it.
export const Route = createFileRoute('/_app/healthcheck/request_details/$request_id')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient
        .ensureQueryData(
          healthCheckQueries.detail(context.account, { request_id: params.request_id }),
        )
        .catch(() => undefined),
      context.queryClient.prefetchQuery(healthCheckQueries.cards(context.account)),
    ]),
  staticData: { title: 'Health check' },
  component: function RequestHealthCheckRoute() {
    const { request_id } = Route.useParams();
    const { close } = useRecordRoute('/healthcheck');
    return (
      <>
        <HealthCardsPage />
        <HealthCheckModal lookup={{ request_id }} onClose={close} />
      </>
    );
  },
});
