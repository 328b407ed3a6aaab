import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { redirectWhenSignedIn } from '@/features/auth/public-guards';

export const Route = createFileRoute('/login')({
  staticData: { title: 'Log in' },
  beforeLoad: redirectWhenSignedIn,
  component: LoginPage,
});
