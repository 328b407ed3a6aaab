import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import {
  dashboardSearchDefaults,
  dashboardSearchSchema,
} from '@/features/dashboard/dashboard-search';

// The widgets load on their own (each its own query, loader and error), so the route has no
// loader: a failing endpoint never holds up or blanks the page.
export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: dashboardSearchSchema,
  search: { middlewares: [stripSearchParams(dashboardSearchDefaults)] },
  staticData: { title: 'Dashboard' },
  component: DashboardPage,
});
