import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { RouterAnchor } from '@/components/router-link';
import { accountsStore } from '@/lib/session/accounts-store';
import { completeSignIn } from '../api/auth-mutations';
import { safeReturnPath } from '../auth-validation';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Log in">
      <Stack>
        <LoginForm
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
