import { Code, Group, Progress, Stack, Text } from '@mantine/core';
import { type Column, ListTable } from '@/components/list/list-table';
import type { UserDetail } from '@/contract/users/users-schemas';
import { type LimitRow, limitRows } from '../user-tabs-rules';

// The Api limits tab (spec b sections 2 and 3): per limited route, its API path, the limit in
// requests per minute and the average usage over it (colours: user-tabs-rules.ts).

export const NO_LIMITS = 'No API limits are set for this user';

const COLUMNS: readonly Column<LimitRow>[] = [
  { header: 'API path', width: 220, rowHeader: true, cell: (row) => <Code>{row.path}</Code> },
  { header: 'Limit', width: 90, align: 'right', cell: (row) => row.limit },
  { header: 'Average usage', width: 110, align: 'right', cell: (row) => row.average },
  {
    header: 'Usage of the limit',
    width: 200,
    cell: (row) => (
      <Group gap="xs" wrap="nowrap">
        <Progress
          value={row.percent}
          color={row.color}
          flex={1}
          aria-label={`${row.path}: ${row.percent}% of the limit used`}
        />
        <Text size="xs" w={44} ta="right">
          {row.percent}%
        </Text>
      </Group>
    ),
  },
];

export function UserLimitsTab({ user }: { user: UserDetail }) {
  const rows = limitRows(user);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="md">
        {NO_LIMITS}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Limits are in requests per minute; usage is the average per minute.
      </Text>
      <ListTable
        label="API limits"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.key}
        maxHeight={null}
      />
    </Stack>
  );
}
