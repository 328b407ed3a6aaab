import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import type { StatisticsGraph } from '@/contract/statistics/statistics-schemas';
import type { StatisticsFilter } from '../statistics-filter';
import { formatCount } from '@/lib/format';
import { formatPercent } from '../stats-format';
import { tileLink, type TileKind } from '../stats-links';

type Tile = { kind: TileKind; label: string; count: number; percent?: number };

function tilesOf(summary: StatisticsGraph['summary']): Tile[] {
  return [
    { kind: 'total', label: 'Total', count: summary.total },
    {
      kind: 'success',
      label: 'Success',
      count: summary.success.total,
      percent: summary.success.percent,
    },
    { kind: 'failed', label: 'Failed', count: summary.error.total, percent: summary.error.percent },
  ];
}

const COLOR: Record<TileKind, string | undefined> = {
  total: undefined,
  success: 'teal',
  failed: 'red',
};

/**
 * The three count tiles (spec a section 2): each opens the request log with the page's filter and
 * its own response codes, for users who may open the request log; plain figures otherwise.
 */
export function StatsTiles({
  summary,
  filter,
  canOpenRequests,
}: {
  summary: StatisticsGraph['summary'];
  filter: StatisticsFilter;
  canOpenRequests: boolean;
}) {
  return (
    <SimpleGrid component="ul" aria-label="Totals" cols={{ base: 1, sm: 3 }} style={LIST}>
      {tilesOf(summary).map((tile) => {
        const figure = `${formatCount(tile.count)}${
          tile.percent === undefined ? '' : ` (${formatPercent(tile.percent)})`
        }`;
        return (
          <Card component="li" key={tile.kind} withBorder padding="md" radius="md">
            <Text size="sm" c="dimmed">
              {tile.label}
            </Text>
            {canOpenRequests ? (
              <Anchor
                href={tileLink(tile.kind, filter)}
                fz="xl"
                fw={700}
                c={COLOR[tile.kind]}
                aria-label={`${tile.label}: ${figure}, open in the request log`}
              >
                {figure}
              </Anchor>
            ) : (
              <Text fz="xl" fw={700} c={COLOR[tile.kind]}>
                {figure}
              </Text>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;
