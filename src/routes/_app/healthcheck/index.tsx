import { createFileRoute } from '@tanstack/react-router';
import { healthCheckQueries } from '@/features/health-check/api/health-check-queries';
import { HealthCardsPage } from '@/features/health-check/components/health-cards-page';

// The health cards; a failed load is the page's own error panel.
export const Route = createFileRoute('/_app/healthcheck/')({
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(healthCheckQueries.cards(context.account))
      .catch(() => undefined),
  staticData: { title: 'Health check' },
  component: HealthCardsPage,
});
