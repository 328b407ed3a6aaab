import { useNavigate } from '@tanstack/react-router';
import { notifySuccess } from '@/lib/notify';
import { useActivation } from '../api/auth-mutations';
import { AuthLayout } from './auth-layout';
import { LinkProblem } from './link-problem';
import { NewPasswordForm } from './new-password-form';

export const NO_USER_TO_ACTIVATE = 'No user found to activate. Check your activation link.';

export function ActivationPage({ user, token }: { user?: string; token?: string }) {
  const navigate = useNavigate();
  const activation = useActivation();
  return (
    <AuthLayout title="Activate your account">
      {!user || !token ? (
        <LinkProblem text={NO_USER_TO_ACTIVATE} />
      ) : (
        <NewPasswordForm
          token={token}
          submitLabel="Activate"
          pending={activation.isPending}
          error={activation.error}
          onSubmit={(values) =>
            activation.mutate(values, {
              onSuccess: () => {
                notifySuccess('Your account is active. Log in with your new password.');
                void navigate({ to: '/login', replace: true });
              },
            })
          }
        />
      )}
    </AuthLayout>
  );
}
