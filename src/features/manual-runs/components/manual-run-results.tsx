import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CopyValueButton } from '@/components/copy-button';
import { VirtualList } from '@/components/virtual-list';
import type { ManualRunGroup, ManualRunResult } from '@/contract/manual-runs/manual-runs-schemas';

// A run's result (spec c section 2): two groups, errors and success, each message with its
// tracking numbers, all of a message's numbers copied at once. A long list renders only the rows
// in view, so 10,000 numbers stay responsive (issue 16 section 6).

/** Numbers shown as a plain list up to this many; more scroll in a virtual list. */
const PLAIN_LIST_MAX = 30;
const ROW_HEIGHT = 22;

const numberStyle = { fontFamily: 'var(--mantine-font-family-monospace)' } as const;

export function ManualRunResults({ result }: { result: ManualRunResult }) {
  return (
    <Stack gap="md">
      <ResultSection
        title="Errors"
        color="red"
        groups={result.errors}
        empty="No tracking numbers failed."
      />
      <ResultSection
        title="Success"
        color="teal"
        groups={result.success}
        empty="No tracking numbers succeeded."
      />
    </Stack>
  );
}

function ResultSection({
  title,
  color,
  groups,
  empty,
}: {
  title: string;
  color: string;
  groups: readonly ManualRunGroup[];
  empty: string;
}) {
  const count = groups.reduce((sum, group) => sum + group.tracking_numbers.length, 0);
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color={color} variant="light">
          {count}
        </Badge>
      </Group>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        groups.map((group) => <ResultGroup key={group.message} group={group} color={color} />)
      )}
    </Stack>
  );
}

function ResultGroup({ group, color }: { group: ManualRunGroup; color: string }) {
  const numbers = group.tracking_numbers;
  const listLabel = `Tracking numbers: ${group.message}`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={group.message}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" c={color === 'red' ? 'red.9' : undefined}>
            {group.message}
          </Text>
          <Badge variant="outline" color="gray" size="sm">
            {numbers.length}
          </Badge>
        </Group>
        <CopyValueButton value={numbers.join('\n')} label={`tracking numbers (${group.message})`} />
      </Group>
      {numbers.length <= PLAIN_LIST_MAX ? (
        <Group
          component="ul"
          aria-label={listLabel}
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {numbers.map((number) => (
            <Text component="li" key={number} size="sm" style={numberStyle}>
              {number}
            </Text>
          ))}
        </Group>
      ) : (
        <VirtualList
          items={numbers}
          label={listLabel}
          estimateSize={ROW_HEIGHT}
          getKey={(number) => number}
          renderItem={(number) => (
            <Text size="sm" style={numberStyle}>
              {number}
            </Text>
          )}
        />
      )}
    </Card>
  );
}
