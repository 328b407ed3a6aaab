import { useNavigate } from '@tanstack/react-router';
import { notifySuccess } from '@/lib/notify';
import { useRecoverySet } from '../api/auth-mutations';
import { AuthLayout } from './auth-layout';
import { LinkProblem } from './link-problem';
import { NewPasswordForm } from './new-password-form';

export const NO_USER_TO_RECOVER = 'No user found to recover password. Check your recovery link.';

export function RecoveryPage({ user, token }: { user?: string; token?: string }) {
  const navigate = useNavigate();
  const recovery = useRecoverySet();
  return (
    <AuthLayout title="Create a new password">
      {!user || !token ? (
        <LinkProblem text={NO_USER_TO_RECOVER} />
      ) : (
        <NewPasswordForm
          token={token}
          submitLabel="Save password"
          pending={recovery.isPending}
          error={recovery.error}
          onSubmit={(values) =>
            recovery.mutate(
              { ...values, user },
              {
                onSuccess: () => {
                  notifySuccess('Your new password is saved. Confirm it from the email we sent.');
                  void navigate({ to: '/login', replace: true });
                },
              },
            )
          }
        />
      )}
    </AuthLayout>
  );
}
