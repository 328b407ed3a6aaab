import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { RouterAnchor } from '@/components/router-link';
import { errorMessages } from '@/lib/api/api-error';
import { usePasswordConfirm } from '../api/auth-mutations';
import { AuthLayout } from './auth-layout';
import { LinkProblem } from './link-problem';

export const NO_USER_TO_CONFIRM =
  'No user found to confirm password. Check your confirmation link.';

/** Runs by itself as soon as both link parameters are present (spec a section 2). */
export function PasswordConfirmPage({ user, token }: { user?: string; token?: string }) {
  const confirm = usePasswordConfirm();
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!user || !token || started.current) return;
    started.current = true;
    mutate({ user, token });
  }, [user, token, mutate]);

  return (
    <AuthLayout title="Password confirmation">
      {!user || !token ? (
        <LinkProblem text={NO_USER_TO_CONFIRM} />
      ) : confirm.isSuccess ? (
        <Stack>
          <Alert color="green" variant="light" title="Password confirmed successfully">
            Now you can log in with your new password
          </Alert>
          <RouterAnchor to="/login">Log in</RouterAnchor>
        </Stack>
      ) : confirm.isError ? (
        <Stack>
          <Alert color="red" variant="light" title="Error confirming password" role="alert">
            {errorMessages(confirm.error).join(' ')}
          </Alert>
          <RouterAnchor to="/login">Back to log in</RouterAnchor>
        </Stack>
      ) : (
        <Stack align="center" role="status">
          <Loader />
          <Text>Confirming your password...</Text>
        </Stack>
      )}
    </AuthLayout>
  );
}
