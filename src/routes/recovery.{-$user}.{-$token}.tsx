import { createFileRoute } from '@tanstack/react-router';
import { RecoveryPage } from '@/features/auth/components/recovery-page';
import { signOutEveryone } from '@/features/auth/public-guards';

export const Route = createFileRoute('/recovery/{-$user}/{-$token}')({
  staticData: { title: 'Password recovery' },
  beforeLoad: signOutEveryone,
  component: function Recovery() {
    const { user, token } = Route.useParams();
    return <RecoveryPage user={user} token={token} />;
  },
});
