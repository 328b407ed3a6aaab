import { Alert, Button, Fieldset, Group, Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import type { useRecordRoute } from '@/components/record-route';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { useCommonLists } from '@/lib/session/use-session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useSaveUser } from '../api/users-mutations';
import { USER_MESSAGES, type UserPage } from '@/contract/users/users-schemas';
import { formValuesOf, saveBodyOf, type UserFormValues, userFormErrors } from '../user-form';
import { canToggleServices } from '../user-permissions';
import { saveRefusal } from '../user-save-errors';
import { USER_TAB_KEY, type UserTab } from '../users-search';
import { UserCredentialsTab } from './user-credentials-tab';
import { UserLimitsTab } from './user-limits-tab';
import { UserLoginAsButton } from './user-login-as-button';
import { UserMainTab } from './user-main-tab';
import { UserMfaSwitch } from './user-mfa-switch';
import { UserServicesTab } from './user-services-tab';

// The user form across its tabs (spec b sections 2, 5 and 6): Main and Available Services are one
// form, saved together; Credentials and Api limits show the saved user and exist once it does.
// A changed form asks before any way out (close, back, another screen); a tab of the same user
// is no way out.

/** The user modal's record route (its tab in the URL, its way back). */
export type UserRecordRoute = ReturnType<typeof useRecordRoute<UserTab>>;

const TAB_LABEL: Record<UserTab, string> = {
  main: 'Main',
  services: 'Available Services',
  credentials: 'Credentials',
  limits: 'Api limits',
};

export function UserEditor({ page, record }: { page: UserPage; record: UserRecordRoute }) {
  const { currentUser } = useCommonLists();
  const canSave = useAccess().can(WRITE_ACTION.saveUser);
  const navigate = useNavigate();
  const user = page.user;
  const context = { current: currentUser, roles: page.roles, creating: user === null };
  const form = useForm<UserFormValues>({
    initialValues: formValuesOf(page),
    validate: (values) => userFormErrors(values, context),
  });
  const save = useSaveUser();
  const [created, setCreated] = useState<number | null>(null);
  const editable = canSave && (user ? user.isEditable : currentUser.canManageUsers);
  useUnsavedChanges(editable && form.isDirty() && created === null, {
    text: USER_MESSAGES.leave,
    samePathFree: true,
  });
  // After the guard has let go (its effect runs first): the new user's own modal.
  useEffect(() => {
    if (created === null) return;
    void navigate({
      to: '/users/$data',
      params: { data: String(created) },
      search: (prev: Record<string, unknown>) => {
        const { [USER_TAB_KEY]: _tab, ...list } = prev;
        return list;
      },
      replace: true,
    } as never);
  }, [created, navigate]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      saveBodyOf(values, {
        ...context,
        userId: user?.userId ?? 0,
        initialParentId: user?.parent_id ?? 0,
        secrets: {
          apiKey: form.getInitialValues().apiKey,
          apiKeyAdditional: form.getInitialValues().apiKeyAdditional,
        },
      }),
      {
        onSuccess: (answer) => {
          if (user === null) return setCreated(answer.id);
          // What was saved is the new starting point; a password is never kept.
          const saved = { ...values, password: '' };
          form.setValues(saved);
          form.resetDirty(saved);
        },
        onError: (error) => form.setErrors(saveRefusal(error).fields),
      },
    ),
  );
  const formId = useId();
  const tab: UserTab = user === null ? 'main' : record.tab;
  const toggles = canToggleServices(currentUser, user?.userId ?? null);

  return (
    // The form holds the Main and Available Services panels only: the side tabs have their own.
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => value && record.setTab(value as UserTab)}>
        <Tabs.List>
          {(Object.keys(TAB_LABEL) as UserTab[]).map((value) => (
            <Tabs.Tab key={value} value={value} disabled={user === null && value !== 'main'}>
              {TAB_LABEL[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <form id={formId} noValidate onSubmit={submit} aria-label="User">
          <Fieldset variant="unstyled" disabled={!editable} pt="md">
            <Tabs.Panel value="main">
              <UserMainTab form={form} page={page} current={currentUser} />
            </Tabs.Panel>
            {/* Mounted only while shown: some 130 switches, and the form keeps their values. */}
            {tab === 'services' ? (
              <Tabs.Panel value="services">
                <UserServicesTab
                  services={page.services_list}
                  value={form.getValues().services}
                  onChange={(ids) => form.setFieldValue('services', ids)}
                  disabled={!editable || !toggles}
                />
              </Tabs.Panel>
            ) : null}
          </Fieldset>
        </form>
        {user && tab === 'credentials' ? (
          <Tabs.Panel value="credentials" pt="md">
            <UserCredentialsTab userId={user.userId} />
          </Tabs.Panel>
        ) : null}
        {user && tab === 'limits' ? (
          <Tabs.Panel value="limits" pt="md">
            <UserLimitsTab user={user} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      {user && tab === 'main' ? (
        <Group gap="md">
          <UserMfaSwitch user={user} />
          <UserLoginAsButton user={user} />
        </Group>
      ) : null}
      {save.error ? (
        <Alert color="red" variant="light" role="alert">
          {saveRefusal(save.error).messages.join('\n')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={record.close}>
          Cancel
        </Button>
        {editable ? (
          <RequiresNetwork>
            <Button type="submit" form={formId} loading={save.isPending} disabled={save.isPending}>
              Save
            </Button>
          </RequiresNetwork>
        ) : null}
      </Group>
    </Stack>
  );
}
