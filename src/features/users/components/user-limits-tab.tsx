import { Code, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { UserDetail } from '@/contract/users/users-schemas';
import { limitRows } from '../user-tabs-rules';

// The Api limits tab (spec b sections 2 and 3): per limited route, its API path, the limit in
// requests per minute and the average usage over it (colours: user-tabs-rules.ts).

export const NO_LIMITS = 'No API limits are set for this user';

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
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-label="API limits">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>API path</Table.Th>
              <Table.Th ta="right">Limit</Table.Th>
              <Table.Th ta="right">Average usage</Table.Th>
              <Table.Th w={200}>Usage of the limit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Code>{row.path}</Code>
                </Table.Td>
                <Table.Td ta="right">{row.limit}</Table.Td>
                <Table.Td ta="right">{row.average}</Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
