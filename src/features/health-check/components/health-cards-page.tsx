import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardGrid } from '@/components/list/card-grid';
import { ListBody } from '@/components/list/list-body';
import { type Column, ListTable } from '@/components/list/list-table';
import { RouterAnchor } from '@/components/router-link';
import { HEALTH_PERIODS_S } from '@/contract/constants';
import { formatCount } from '@/lib/format';
import { useAccount } from '@/lib/session/use-session';
import { healthCheckQueries } from '../api/health-check-queries';
import type { HealthCard, HealthPeriod } from '@/contract/health-check/health-check-schemas';
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

type PeriodRow = { seconds: number; period: HealthPeriod | undefined };

// Widths that fit each column's longest value and header word: where the grid's cards are
// narrower (four across), the card's table scrolls sideways rather than cut a number.
const PERIOD_COLUMNS: readonly Column<PeriodRow>[] = [
  { header: 'Period', width: 64, cell: ({ seconds }) => periodName(seconds) },
  { header: 'Success', width: 72, align: 'right', cell: ({ period }) => rateText(period?.rate) },
  {
    header: 'Checks',
    width: 66,
    align: 'right',
    cell: ({ period }) => formatCount(period?.total ?? 0),
  },
  {
    header: 'Failed',
    width: 58,
    align: 'right',
    cell: ({ period }) =>
      period?.failed ? (
        <Text span inherit c="var(--mantine-color-error)">
          {formatCount(period.failed)}
        </Text>
      ) : (
        formatCount(0)
      ),
  },
  { header: 'Avg time', width: 78, align: 'right', cell: ({ period }) => timeText(period?.avg) },
];
const periodKey = (row: PeriodRow) => row.seconds;

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
        <ListTable
          label={`${name}: checks by period`}
          columns={PERIOD_COLUMNS}
          rows={HEALTH_PERIODS_S.map((seconds) => ({
            seconds,
            period: card.periods[String(seconds)],
          }))}
          rowKey={periodKey}
          maxHeight={null}
        />
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
