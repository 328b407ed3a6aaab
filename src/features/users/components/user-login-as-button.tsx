import { Alert, Button, Stack } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { useAccess } from '@/lib/access';
import { notifyFailure } from '@/lib/notify';
import { useLoginAs, useOpenSignedIn } from '@/lib/session/sign-in';
import { useCommonLists } from '@/lib/session/use-session';
import type { UserDetail } from '@/contract/users/users-schemas';
import { canLoginAsUser, loginAsRefusal } from '../user-permissions';

export const LOGIN_AS_LABEL = 'Login as user';

// Spec b section 6: 'Login as user' for an active, non-superadmin user other than oneself, with
// the login-as permission. It opens that account as another signed-in account behind the
// 'Switching user...' overlay: the account menu's own flow (lib/session/sign-in.ts).
// A user with MFA keeps the button, as in the account menu's 'Log in as user' where such users are
// listed: pressing it says 'User with MFA is not allowed' without asking the server, which would
// refuse the same way. Shown and refused tells the operator why, where a hidden button would not.
export function UserLoginAsButton({ user }: { user: UserDetail }) {
  const { currentUser } = useCommonLists();
  const access = useAccess();
  const loginAs = useLoginAs();
  const openSignedIn = useOpenSignedIn();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  if (!canLoginAsUser(currentUser, user, access.can)) return null;

  const start = () => {
    const refusal = loginAsRefusal(user);
    setRefused(refusal);
    if (refusal) return;
    loginAs.mutate(user.userId, {
      // The other account starts on its dashboard, not on its own record in this modal.
      onSuccess: ({ account, response }) => {
        openSignedIn(account, response);
        void navigate({ to: '/dashboard' });
      },
      onError: notifyFailure,
    });
  };

  return (
    <Stack gap="xs" align="flex-start">
      <RequiresNetwork>
        <Button
          variant="light"
          leftSection={<IconUserShare size={16} aria-hidden />}
          loading={loginAs.isPending}
          onClick={start}
        >
          {LOGIN_AS_LABEL}
        </Button>
      </RequiresNetwork>
      {refused ? (
        <Alert color="red" variant="light" role="alert" py="xs">
          {refused}
        </Alert>
      ) : null}
    </Stack>
  );
}
