import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { RouterAnchor } from '@/components/router-link';
import { notifySuccess } from '@/lib/notify';
import { useRecoveryRequest } from '../api/auth-mutations';
import { recoverValidation } from '../auth-validation';
import { AuthLayout } from './auth-layout';
import { RequiresNetwork } from '@/components/requires-network';
import { FormErrors } from './form-errors';

export const RECOVERY_LINK_SENT = 'Recovery link has been sent on your email';

export function RecoverPasswordPage() {
  const navigate = useNavigate();
  const recovery = useRecoveryRequest();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { login: '' },
    validate: recoverValidation,
  });
  return (
    <AuthLayout title="Recover password">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          recovery.mutate(
            { login: values.login.trim() },
            {
              onSuccess: () => {
                notifySuccess(RECOVERY_LINK_SENT);
                void navigate({ to: '/login', replace: true });
              },
            },
          ),
        )}
      >
        <Stack>
          <TextInput
            label="Login"
            autoComplete="username"
            withAsterisk
            key={form.key('login')}
            {...form.getInputProps('login')}
          />
          <FormErrors error={recovery.error} />
          <RequiresNetwork>
            <Button type="submit" loading={recovery.isPending} fullWidth>
              Send recovery link
            </Button>
          </RequiresNetwork>
          <RouterAnchor to="/login" size="sm" ta="center">
            Back to log in
          </RouterAnchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
