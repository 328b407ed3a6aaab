import { createFileRoute, Outlet } from '@tanstack/react-router';

// Billing configuration (spec c section 2): the clients' list and a client's own page, each a
// screen of its own (a client user has only its own record).
export const Route = createFileRoute('/_app/billing_clients')({
  staticData: { title: 'Configuration' },
  component: Outlet,
});
