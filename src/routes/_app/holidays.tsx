import { createFileRoute } from '@tanstack/react-router';
import { holidayQueries } from '@/features/holidays/api/holidays-queries';
import { HolidaysPage } from '@/features/holidays/components/holidays-page';

// Export holidays (spec c section 2, decision 039): a country and a date range; the file is the
// one the server names. The page is split off by the router plugin.
export const Route = createFileRoute('/_app/holidays')({
  staticData: { title: 'Export holidays' },
  // A failed load is the page's own error block.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(holidayQueries.countries(context.account))
      .catch(() => undefined),
  component: HolidaysPage,
});
