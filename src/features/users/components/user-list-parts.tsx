import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { LabelledValue } from '@/components/labelled-value';
import type { Column } from '@/components/list/list-table';
import { RouterAnchor } from '@/components/router-link';
import type { UserRow } from '@/contract/users/users-schemas';
import { accessLevelColor } from '../user-rules';
import { USER_TAB_KEY } from '../users-search';
import { FactGrid } from '@/components/fact-grid';

// The users list's row parts (spec b section 2): the table's columns and the narrow screens'
// card, with the same fields; the login opens the user's modal over the list.

/** The list's search without a modal's tab: another user opens on Main. */
function listSearch<T extends object>(prev: T): Omit<T, typeof USER_TAB_KEY> {
  const { [USER_TAB_KEY]: _tab, ...list } = prev as T & { [USER_TAB_KEY]?: unknown };
  return list;
}

export function UserLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <RouterAnchor to="/users/$data" params={{ data: String(id) }} search={listSearch}>
      {children}
    </RouterAnchor>
  );
}

/** The role's title with its access-level badge. */
export function RoleBadge({ user }: { user: Pick<UserRow, 'roleTitle' | 'accessLevel'> }) {
  return (
    <Badge variant="light" color={accessLevelColor(user.accessLevel)} title={user.accessLevel}>
      {user.roleTitle}
    </Badge>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const userColumns: Column<UserRow>[] = [
  { header: 'Id', width: 80, cell: (user) => user.userId },
  {
    header: 'Login',
    width: 180,
    csv: (user) => user.login,
    cell: (user) => <UserLink id={user.userId}>{user.login}</UserLink>,
  },
  { header: 'E-mail', width: 220, cell: (user) => user.email },
  {
    header: 'Role',
    width: 170,
    csv: (user) => user.roleTitle,
    cell: (user) => <RoleBadge user={user} />,
  },
  { header: 'Group', width: 160, cell: (user) => user.accountGroup },
  { header: 'Active', width: 80, cell: (user) => yesNo(user.status === 1) },
  { header: 'MFA', width: 70, cell: (user) => yesNo(user.mfa) },
];

/** One user of the card view; memoised, as a page may hold 48 of them. */
export const UserCard = memo(function UserCard({ user }: { user: UserRow }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={user.login}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <UserLink id={user.userId}>{user.login}</UserLink>
          </Text>
          <RoleBadge user={user} />
        </Group>
        <FactGrid>
          <LabelledValue label="Id">{user.userId}</LabelledValue>
          <LabelledValue label="E-mail">{user.email || '-'}</LabelledValue>
          <LabelledValue label="Group">{user.accountGroup}</LabelledValue>
          <LabelledValue label="Active">{yesNo(user.status === 1)}</LabelledValue>
          <LabelledValue label="MFA">{yesNo(user.mfa)}</LabelledValue>
        </FactGrid>
      </Stack>
    </Card>
  );
});
