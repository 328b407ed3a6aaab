import { createFileRoute, Outlet } from '@tanstack/react-router';

// The health-check area (spec b section 3): the cards, the checks behind one card, and a check's
// calls by its request. Each child is a screen of its own.
export const Route = createFileRoute('/_app/healthcheck')({
  staticData: { title: 'Health check' },
  component: Outlet,
});
