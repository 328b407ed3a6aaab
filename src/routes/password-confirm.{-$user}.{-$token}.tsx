import { createFileRoute } from '@tanstack/react-router';
import { PasswordConfirmPage } from '@/features/auth/components/password-confirm-page';

export const Route = createFileRoute('/password-confirm/{-$user}/{-$token}')({
  staticData: { title: 'Password confirmation' },
  component: function PasswordConfirm() {
    const { user, token } = Route.useParams();
    return <PasswordConfirmPage user={user} token={token} />;
  },
});
