import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useCommonLists } from '@/lib/session/common-lists-queries';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard' },
  component: function Dashboard() {
    const { account } = Route.useRouteContext();
    const { currentUser } = useCommonLists(account);
    return <DashboardPage user={currentUser} />;
  },
});
