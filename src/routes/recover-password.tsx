import { createFileRoute } from '@tanstack/react-router';
import { RecoverPasswordPage } from '@/features/auth/components/recover-password-page';
import { redirectWhenSignedIn } from '@/features/auth/public-guards';

export const Route = createFileRoute('/recover-password')({
  staticData: { title: 'Recover password' },
  beforeLoad: redirectWhenSignedIn,
  component: RecoverPasswordPage,
});
