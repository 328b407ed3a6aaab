import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardGrid } from '@/components/list/card-grid';
import { ListBody } from '@/components/list/list-body';
import { RouterAnchor } from '@/components/router-link';
import { HEALTH_PERIODS_S } from '@/contract/constants';
import { formatCount } from '@/lib/format';
import { useAccount } from '@/lib/session/use-session';
import { healthCheckQueries } from '../api/health-check-queries';
import type { HealthCard } from '@/contract/health-check/health-check-schemas';
import {
  HEALTH_STATUS_COLOR,
  HEALTH_STATUS_LABEL,
  healthStatus,
  periodName,
  rateText,
  timeText,
} from '../health-status';

// The health-check board (spec b section 3): one card per checked carrier call, its status from
// the last hour, its numbers over 24 h, 8 h, 1 h and 10 min, and a link to the checks behind it.

const cardKey = (card: HealthCard) => `${card.label}\u0000${card.additional_label}`;

function HealthCardItem({ card }: { card: HealthCard }) {
  const status = healthStatus(card.periods['3600']?.rate);
  const name = [card.label, card.additional_label].filter(Boolean).join(' ');
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <RouterAnchor
              to="/healthcheck/details"
              search={{ label: card.label, additional_label: card.additional_label } as never}
              fw={600}
            >
              {card.label}
            </RouterAnchor>
            {card.additional_label ? (
              <Text size="sm" c="dimmed">
                {card.additional_label}
              </Text>
            ) : null}
          </div>
          <Badge color={HEALTH_STATUS_COLOR[status]} variant="light">
            {HEALTH_STATUS_LABEL[status]}
          </Badge>
        </Group>
        <Table
          fz="sm"
          verticalSpacing={2}
          horizontalSpacing={4}
          aria-label={`${name}: checks by period`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Period</Table.Th>
              <Table.Th ta="end">Success</Table.Th>
              <Table.Th ta="end">Checks</Table.Th>
              <Table.Th ta="end">Failed</Table.Th>
              <Table.Th ta="end">Avg time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {HEALTH_PERIODS_S.map((seconds) => {
              const period = card.periods[String(seconds)];
              return (
                <Table.Tr key={seconds}>
                  <Table.Td>{periodName(seconds)}</Table.Td>
                  <Table.Td ta="end">{rateText(period?.rate)}</Table.Td>
                  <Table.Td ta="end">{formatCount(period?.total ?? 0)}</Table.Td>
                  <Table.Td ta="end" c={period?.failed ? 'red' : undefined}>
                    {formatCount(period?.failed ?? 0)}
                  </Table.Td>
                  <Table.Td ta="end">{timeText(period?.avg)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

export function HealthCardsPage() {
  const cards = useQuery(healthCheckQueries.cards(useAccount()));
  return (
    <Stack gap="md">
      <Title order={1}>Health check</Title>
      <ListBody
        data={cards.data}
        error={cards.error}
        isEmpty={(data) => data.length === 0}
        onRetry={() => void cards.refetch()}
      >
        {(data) => (
          <CardGrid label="Health cards">
            {data.map((card) => (
              <HealthCardItem key={cardKey(card)} card={card} />
            ))}
          </CardGrid>
        )}
      </ListBody>
    </Stack>
  );
}
