import { PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { CurrentUser } from '@/contract/session/session-schemas';
import { USER_LIMITS, USER_MESSAGES, type UserPage } from '@/contract/users/users-schemas';
import type { UserForm } from '../user-form';
import {
  billingSwitch,
  findRole,
  parentOptions,
  parentsListError,
  passwordNeedsEmailConfirmation,
  roleChoices,
  showsApiKeys,
  showsParent,
} from '../user-rules';
import { UserApiKeys } from './user-api-keys';

// The Main tab of the user modal (spec b sections 5 and 6): the account's fields, the role and
// group it belongs to, and, for super admins, its API keys. Which fields show follows the chosen
// role at once.

export function UserMainTab({
  form,
  page,
  current,
}: {
  form: UserForm;
  page: UserPage;
  current: CurrentUser;
}) {
  const user = page.user;
  const self = user !== null && user.userId === current.id;
  const values = form.getValues();
  const role = findRole(page.roles, values.role);
  const roles = useMemo(
    () => roleChoices(page.roles, page.roleGroups, user?.role ?? null, self),
    [page.roles, page.roleGroups, user?.role, self],
  );
  const parents = useMemo(
    () =>
      parentOptions(
        page.parents,
        user ? { id: user.parent_id, name: user.accountGroup } : undefined,
      ),
    [page.parents, user],
  );
  const billing = billingSwitch(role, self);
  const parentsError = parentsListError(page.parents, self);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Login"
          withAsterisk
          autoComplete="off"
          maxLength={USER_LIMITS.login}
          disabled={user !== null && !current.isSuperAdmin}
          {...form.getInputProps('login')}
        />
        <TextInput
          label="E-mail"
          type="email"
          withAsterisk={user === null}
          maxLength={USER_LIMITS.email}
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <TextInput
        label="Notification e-mails"
        description="Comma separated"
        {...form.getInputProps('notificationEmails')}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        maxLength={USER_LIMITS.password}
        description={
          passwordNeedsEmailConfirmation(current, values.password)
            ? USER_MESSAGES.passwordByEmail
            : undefined
        }
        {...form.getInputProps('password')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label="Role" withAsterisk data={roles} {...form.getInputProps('role')} />
        {showsParent(role) ? (
          <Stack gap={4}>
            <Select
              label="Parent group"
              withAsterisk
              searchable
              data={parents}
              {...form.getInputProps('parentId')}
            />
            {parentsError ? (
              <Text size="sm" c="red" role="alert">
                {parentsError}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </SimpleGrid>
      <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
      {billing.shown ? (
        <Switch
          label="Billing"
          disabled={billing.disabled}
          {...form.getInputProps('withBilling', { type: 'checkbox' })}
        />
      ) : null}
      {showsApiKeys(current, role) ? (
        <UserApiKeys
          form={form}
          userId={user?.userId ?? null}
          stored={{ apiKey: user?.hasApiKey, apiKeyAdditional: user?.hasApiKeyAdditional }}
        />
      ) : null}
    </Stack>
  );
}
