import { createFileRoute } from '@tanstack/react-router';
import { apiConsoleQueries } from '@/features/api-console/api/api-console-queries';
import { ApiConsolePage } from '@/features/api-console/components/api-console-page';

// API console (spec c section 2): no search params; the request form never enters the URL
// (a body may hold personal data). A failed load is the page's own error block.
export const Route = createFileRoute('/_app/api_console')({
  staticData: { title: 'API console' },
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(apiConsoleQueries.data(context.account))
      .catch(() => undefined),
  component: ApiConsolePage,
});
