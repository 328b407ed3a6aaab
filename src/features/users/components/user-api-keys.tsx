import { Button, Group, Loader, PasswordInput, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAccount } from '@/lib/session/use-session';
import { userQueries } from '../api/users-queries';
import type { UserFormValues } from '../user-form';
import { generateApiKey } from '../user-rules';
import type { UserForm } from './user-main-tab';

// The API key fields of the Main tab (super admins, roles whose scope includes the API). The keys
// are secrets: asked for only when these fields show, never kept on the device, masked until the
// eye reveals them. Their loaded values become the form's initial ones, so only a key that was
// changed is sent and a key arriving never counts as a change.

type KeyField = 'apiKey' | 'apiKeyAdditional';

export function UserApiKeys({ form, userId }: { form: UserForm; userId: number | null }) {
  const account = useAccount();
  const secrets = useQuery({
    ...userQueries.secrets(account, userId ?? 0),
    enabled: userId !== null,
  });
  const applied = useRef(false);
  const data = secrets.data;
  useEffect(() => {
    if (!data || applied.current) return;
    applied.current = true;
    const keys = { apiKey: data.apiKey ?? '', apiKeyAdditional: data.apiKeyAdditional ?? '' };
    // Typed before the keys came: kept, only the untouched keys take the loaded values.
    const values = form.getValues();
    const untouched = (field: KeyField) => values[field] === form.getInitialValues()[field];
    form.setInitialValues({ ...form.getInitialValues(), ...keys } satisfies UserFormValues);
    form.setValues({
      apiKey: untouched('apiKey') ? keys.apiKey : values.apiKey,
      apiKeyAdditional: untouched('apiKeyAdditional')
        ? keys.apiKeyAdditional
        : values.apiKeyAdditional,
    });
  }, [data, form]);

  const field = (name: KeyField, label: string) => (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <PasswordInput
        label={label}
        autoComplete="off"
        spellCheck={false}
        style={{ flex: 1 }}
        {...form.getInputProps(name)}
      />
      <Button
        variant="default"
        aria-label={`Generate ${label}`}
        onClick={() => form.setFieldValue(name, generateApiKey())}
      >
        Generate
      </Button>
    </Group>
  );

  return (
    <Stack gap="sm" aria-busy={secrets.isLoading}>
      {secrets.isLoading ? <Loader size="xs" aria-label="Loading API keys" /> : null}
      {field('apiKey', 'API key')}
      {field('apiKeyAdditional', 'Additional API key')}
    </Stack>
  );
}
