import { Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAccount } from '@/lib/session/use-session';
import { userQueries } from '../api/users-queries';
import { withStoredKeys } from '../user-form';
import { generateApiKey } from '../user-rules';
import type { UserForm } from '../user-form';

// The API key fields of the Main tab (super admins, roles whose scope includes the API). The keys
// are secrets: asked for only when these fields show (the secrets query, never kept on the
// device), masked until the eye reveals them. Their loaded values become the form's starting
// point, so a key arriving never counts as a change and only a generated or typed key is sent.

type KeyField = 'apiKey' | 'apiKeyAdditional';

/** Said in an empty key field of a user that has that key: the save keeps it. */
export const KEEPS_STORED_KEY = 'Stored key: empty keeps it';

export function UserApiKeys({
  form,
  userId,
  stored,
}: {
  form: UserForm;
  userId: number | null;
  /** Which keys the user has (the record says so, without their values). */
  stored: Partial<Record<KeyField, boolean>>;
}) {
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
    const next = withStoredKeys(form.getValues(), form.getInitialValues(), {
      apiKey: data.apiKey ?? '',
      apiKeyAdditional: data.apiKeyAdditional ?? '',
    });
    form.setInitialValues(next.initial);
    form.setValues(next.values);
  }, [data, form]);

  const field = (name: KeyField, label: string) => (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <PasswordInput
        label={label}
        autoComplete="off"
        spellCheck={false}
        placeholder={stored[name] ? KEEPS_STORED_KEY : undefined}
        visibilityToggleButtonProps={{ 'aria-label': `Reveal or hide ${label}` }}
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
      {secrets.isError ? (
        <Text size="sm" c="dimmed" role="status">
          The stored keys could not be loaded; they are kept unless a new one is entered.
        </Text>
      ) : null}
      {field('apiKey', 'API key')}
      {field('apiKeyAdditional', 'Additional API key')}
    </Stack>
  );
}
