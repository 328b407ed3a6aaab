import { Stack } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { RouterAnchor } from '@/components/router-link';
import { accountsStore } from '@/lib/session/accounts-store';
import { completeSignIn } from '../api/auth-mutations';
import { safeReturnPath } from '../auth-validation';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

export function LoginPage() {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <AuthLayout title="Log in">
      <Stack>
        <LoginForm
          // Once the user starts typing (or submits an autofilled form), what a sign-in shows
          // first loads, from the precache after the first visit: after Log in the dashboard
          // then waits only for the server (decision 017). Not part of the page's own load. On
          // the public router that is the full router itself (decision 042).
          onStart={() => router.options.context.preloadSignedIn()}
          onSignedIn={(account, response) => {
            completeSignIn(account, response);
            void navigate({
              // Back to where this account was last, not where the previous one was.
              href: safeReturnPath(accountsStore.lastVisited(account)),
              replace: true,
            });
          }}
        />
        <RouterAnchor to="/recover-password" size="sm" ta="center">
          Forgot password?
        </RouterAnchor>
      </Stack>
    </AuthLayout>
  );
}
