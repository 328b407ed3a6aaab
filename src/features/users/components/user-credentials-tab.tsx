import { Badge, Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyValueButton } from '@/components/copy-button';
import { type Column, ListTable } from '@/components/list/list-table';
import { QueryError } from '@/components/query-error';
import { useAccount } from '@/lib/session/use-session';
import { userQueries } from '../api/users-queries';
import type { UserCredentials } from '@/contract/users/users-schemas';

// The Credentials tab (spec b section 2): the user's service credentials, read only. They are
// secrets: the query never reaches the device (meta.secret), runs only while this tab is
// mounted, and every value stays masked until its own 'Show'. Nothing here logs, stores or puts
// a value in a URL; copying is the user's explicit act.

const MASK = '••••••••';

export const NO_CREDENTIALS = 'This user has no credentials';

function SecretValue({ value, label }: { value: string; label: string }) {
  const [shown, setShown] = useState(false);
  if (!value) {
    return (
      <Text size="sm" c="dimmed">
        Empty
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {shown ? (
        // The one cell of the kit's one-line table that wraps: a shown secret is read whole.
        <Code style={{ whiteSpace: 'normal', wordBreak: 'break-all', minWidth: 0 }}>{value}</Code>
      ) : (
        <Text size="sm" c="dimmed" aria-label={`${label}: hidden`}>
          {MASK}
        </Text>
      )}
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? 'Hide' : 'Show'}
        </Button>
        <CopyValueButton value={value} label={label} />
      </Group>
    </Group>
  );
}

type CredentialField = UserCredentials['accounts'][number]['fields'][number];
type FieldRow = { field: CredentialField; account: string };

const fieldName = ({ field }: FieldRow) => field.title || field.key;
const secretLabel = (row: FieldRow) => `${fieldName(row)} (${row.account})`;

// Masked, a value is its dots and two buttons; shown, it wraps within its column, buttons kept.
const FIELD_COLUMNS: readonly Column<FieldRow>[] = [
  { header: 'Field', width: 160, rowHeader: true, cell: fieldName },
  {
    header: 'Live',
    width: 200,
    cell: (row) => <SecretValue value={row.field.live} label={`live ${secretLabel(row)}`} />,
  },
  {
    header: 'Test',
    width: 200,
    cell: (row) => <SecretValue value={row.field.test} label={`test ${secretLabel(row)}`} />,
  },
];

function ServiceCredentials({ service }: { service: UserCredentials }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={service.service_name}>
      <Group gap="xs" mb="xs">
        <Title order={4} size="h6">
          {service.service_name}
        </Title>
        <Text size="sm" c="dimmed">
          {service.carrier_name}
        </Text>
      </Group>
      <Stack gap="sm">
        {service.accounts.map((account) => (
          <div key={account.name} role="group" aria-label={`Account ${account.name}`}>
            <Group gap="xs" mb={4}>
              <Text size="sm" fw={600}>
                {account.name}
              </Text>
              <Badge size="xs" variant="light" color={account.isActive ? 'green' : 'gray'}>
                {account.isActive ? 'active' : 'inactive'}
              </Badge>
            </Group>
            <ListTable
              label={`${service.service_name}, account ${account.name}`}
              columns={FIELD_COLUMNS}
              rows={account.fields.map((field) => ({ field, account: account.name }))}
              rowKey={(row) => row.field.key}
              maxHeight={null}
            />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

export function UserCredentialsTab({ userId }: { userId: number }) {
  const account = useAccount();
  const secrets = useQuery(userQueries.secrets(account, userId));
  if (secrets.isPending) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label="Loading credentials" />
      </Group>
    );
  }
  if (secrets.isError) {
    return <QueryError error={secrets.error} onRetry={() => void secrets.refetch()} />;
  }
  const { credentials } = secrets.data;
  if (credentials.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="md">
        {NO_CREDENTIALS}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {credentials.map((service) => (
        <ServiceCredentials key={service.service_id} service={service} />
      ))}
    </Stack>
  );
}
