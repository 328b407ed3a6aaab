import { Button, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Account } from '@/lib/session/accounts';
import type { UserOption } from '@/contract/session/session-schemas';
import { MFA_NOT_ALLOWED, useLoginAs } from '../api/auth-mutations';
import type { LoginResponse } from '@/contract/auth/auth-schemas';
import { FIELD_IS_REQUIRED } from '../auth-validation';
import { RequiresNetwork } from '@/components/requires-network';
import { FormErrors } from './form-errors';

/**
 * Act as another user (spec a section 6): the users the server allows (spec b section 6), users
 * with MFA among them to be refused with the spec's message.
 */
export function LoginAsForm({
  users,
  currentId,
  onSignedIn,
}: {
  users: UserOption[];
  currentId: number;
  onSignedIn: (account: Account, response: LoginResponse) => void;
}) {
  const [userId, setUserId] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const loginAs = useLoginAs();
  const options = users
    .filter((user) => user.canLoginAs && user.id !== currentId)
    .map((user) => ({ value: String(user.id), label: `${user.name} (${user.login})` }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setRefused(null);
        if (!userId) return setFieldError(FIELD_IS_REQUIRED);
        const user = users.find((item) => String(item.id) === userId);
        if (user?.hasMfa) return setRefused(MFA_NOT_ALLOWED);
        loginAs.mutate(Number(userId), {
          onSuccess: ({ account, response }) => onSignedIn(account, response),
        });
      }}
    >
      <Stack>
        <Select
          label="User"
          placeholder="Choose a user"
          searchable
          withAsterisk
          data={options}
          value={userId}
          onChange={(value) => {
            setUserId(value);
            setFieldError(null);
          }}
          error={fieldError}
          nothingFoundMessage="No users found"
          comboboxProps={{ withinPortal: true }}
        />
        <FormErrors error={refused ?? loginAs.error} />
        <RequiresNetwork>
          <Button type="submit" loading={loginAs.isPending}>
            Log in as user
          </Button>
        </RequiresNetwork>
      </Stack>
    </form>
  );
}
