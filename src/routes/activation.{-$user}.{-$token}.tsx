import { createFileRoute } from '@tanstack/react-router';
import { ActivationPage } from '@/features/auth/components/activation-page';
import { signOutEveryone } from '@/features/auth/public-guards';

export const Route = createFileRoute('/activation/{-$user}/{-$token}')({
  staticData: { title: 'Account activation' },
  beforeLoad: signOutEveryone,
  component: function Activation() {
    const { user, token } = Route.useParams();
    return <ActivationPage user={user} token={token} />;
  },
});
