import { Accordion, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { serviceQueries } from '../api/services-queries';
import type { ServiceDetail } from '@/contract/services/services-schemas';
import type { ServiceFields, ServiceSetting } from '@/contract/services/service-settings-schemas';
import { loginOf, type SettingsGroup, settingsGroups } from '../settings-keys';
import { SettingsKeyForm } from './settings-key-form';

// The 'Default parcels settings' tab (spec b sections 2 and 5): per user, the service's keys,
// each opening a form generated from the service's field specs; create, edit and delete a key.
// Both reads are ordinary account queries, so the tab reads offline from the device copy. A key
// is changed only for an account the server says the reader may change (`isEditable`, decision
// 053); a user without an account on the service is no one's to change.

type UserOption = { value: string; label: string };

function SettingsUserGroup({
  group,
  serviceId,
  fields,
  records,
  users,
  editable,
}: {
  group: SettingsGroup;
  serviceId: number;
  fields: ServiceFields;
  records: ServiceSetting[];
  users: UserOption[];
  editable: boolean;
}) {
  const [opened, setOpened] = useState<string[]>([]);
  // A key's form is built when first opened and kept (hidden, not unmounted) once closed, so
  // what was typed stays and still counts as unsaved.
  const [built, setBuilt] = useState<ReadonlySet<string>>(new Set());
  const open = (values: string[]) => {
    setOpened(values);
    setBuilt((previous) => new Set([...previous, ...values]));
  };
  return (
    <section aria-label={`Settings of ${group.login}`}>
      <Title order={3} size="h5" mb="xs">
        {group.login}
      </Title>
      <Accordion
        multiple
        variant="separated"
        value={opened}
        onChange={open}
        keepMountedMode="display-none"
        order={4}
      >
        {group.records.map((record) => (
          <Accordion.Item key={record.id} value={String(record.id)}>
            <Accordion.Control>{record.key}</Accordion.Control>
            <Accordion.Panel>
              {built.has(String(record.id)) ? (
                <SettingsKeyForm
                  serviceId={serviceId}
                  fields={fields}
                  records={records}
                  record={record}
                  users={users}
                  editable={editable}
                />
              ) : null}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

export function DefaultSettingsTab({ service }: { service: ServiceDetail }) {
  const account = useAccount();
  const lists = useCommonLists();
  const { can } = useAccess();
  const settings = useQuery(serviceQueries.settings(account, service.id));
  const fields = useQuery(serviceQueries.fields(account, service.id));
  const [creating, setCreating] = useState(false);

  const accounts = useMemo(
    () => service.accountListData.map(({ userId, login }) => ({ id: userId, login })),
    [service.accountListData],
  );
  const login = (userId: number) => loginOf(userId, accounts, lists.users);
  const editableIds = useMemo(
    () =>
      new Set(service.accountListData.filter((user) => user.isEditable).map((user) => user.userId)),
    [service.accountListData],
  );
  // A key belongs to a user with an account on the service (the server refuses others).
  const userOptions = useMemo(() => {
    const ids = new Set([
      ...accounts.map((entry) => entry.id),
      ...(settings.data ?? []).map((record) => record.user_id),
    ]);
    return [...ids]
      .map((id) => ({ value: String(id), label: loginOf(id, accounts, lists.users) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [settings.data, accounts, lists.users]);
  const createUsers = useMemo(
    () => userOptions.filter((option) => editableIds.has(Number(option.value))),
    [userOptions, editableIds],
  );

  if (settings.isPending || fields.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading settings" />
      </Center>
    );
  }
  if (settings.isError || fields.isError) {
    return (
      <QueryError
        error={settings.error ?? fields.error}
        onRetry={() => {
          void settings.refetch();
          void fields.refetch();
        }}
      />
    );
  }

  const records = settings.data;
  const groups = settingsGroups(records, login);
  return (
    <Stack gap="md">
      {can(WRITE_ACTION.createSettings) && createUsers.length > 0 && !creating ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create new key
          </Button>
        </Group>
      ) : null}
      {creating ? (
        <Paper withBorder p="md" component="section" aria-label="Create new settings key">
          <Title order={3} size="h5" mb="sm">
            Create new settings key
          </Title>
          <SettingsKeyForm
            serviceId={service.id}
            fields={fields.data}
            records={records}
            users={createUsers}
            onClose={() => setCreating(false)}
          />
        </Paper>
      ) : null}
      {groups.length === 0 ? (
        <Text c="dimmed">This service has no default parcels settings yet.</Text>
      ) : (
        groups.map((group) => (
          <SettingsUserGroup
            key={group.userId}
            group={group}
            serviceId={service.id}
            fields={fields.data}
            records={records}
            users={userOptions}
            editable={editableIds.has(group.userId)}
          />
        ))
      )}
    </Stack>
  );
}
