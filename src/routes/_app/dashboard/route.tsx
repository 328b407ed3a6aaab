import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

// The widgets load on their own (each its own query, loader and error), so the route has no
// loader: a failing endpoint never holds up or blanks the page.
export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: searchOf('dashboard'),
  search: { middlewares: stripDefaultsOf('dashboard') },
  staticData: { title: 'Dashboard' },
  component: DashboardPage,
});
