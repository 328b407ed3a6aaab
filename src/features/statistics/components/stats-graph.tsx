import { LazyLineChart as LineChart } from '@/components/charts/lazy-charts';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { StatisticsGraph } from '@/contract/statistics/statistics-schemas';
import type { StatisticsFilter } from '../statistics-filter';
import { formatCount } from '@/lib/format';
import { formatPercent, formatStatsDate } from '../stats-format';

// The charts' CSS comes with this screen, not with the app's providers: the sign-in page has a
// first-load budget (decision 006).

const COLORS = ['blue.6', 'teal.6', 'red.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.7', 'pink.6'];
const colorOf = (index: number) => COLORS[index % COLORS.length]!;

/** report_data with every series value as a number (the contract allows numeric strings). */
export function chartRows(graph: StatisticsGraph): Record<string, string | number>[] {
  return graph.report_data.map((row) => {
    const point: Record<string, string | number> = {
      date: formatStatsDate(String(row.date ?? '')),
    };
    for (const column of graph.columns) point[column.key] = Number(row[column.key]) || 0;
    return point;
  });
}

/** The chart's accessible name: what it shows and the summary the tiles give. */
export function graphLabel(graph: StatisticsGraph, filter: StatisticsFilter): string {
  const { total, success, error } = graph.summary;
  return (
    `Requests per ${filter.statistics_per} from ${filter.date_from} to ${filter.date_to}: ` +
    `${formatCount(total)} total, ${formatCount(success.total)} success ` +
    `(${formatPercent(success.percent)}), ${formatCount(error.total)} failed ` +
    `(${formatPercent(error.percent)})`
  );
}

/** The graph of report_data over the periods, one line per column (spec a section 3). */
export function StatsGraph({
  graph,
  filter,
}: {
  graph: StatisticsGraph;
  filter: StatisticsFilter;
}) {
  const data = useMemo(() => chartRows(graph), [graph]);
  const series = useMemo(
    () =>
      graph.columns.map((column, index) => ({
        name: column.key,
        label: column.name,
        color: colorOf(index),
      })),
    [graph.columns],
  );

  return (
    <Stack gap="sm">
      <Box component="figure" role="img" aria-label={graphLabel(graph, filter)} m={0}>
        <LineChart
          h={320}
          data={data}
          dataKey="date"
          series={series}
          curveType="linear"
          withDots={data.length <= 31}
          tooltipAnimationDuration={150}
          valueFormatter={formatCount}
        />
      </Box>
      <Group component="ul" aria-label="Series" gap="lg" style={LIST}>
        {graph.columns.map((column, index) => (
          <Group component="li" key={column.key} gap={6} wrap="nowrap" align="flex-start">
            <ColorSwatch
              color={`var(--mantine-color-${colorOf(index).replace('.', '-')})`}
              size={12}
              mt={4}
              aria-hidden
            />
            <div>
              <Text size="sm" fw={600}>
                {column.name}
              </Text>
              {graph.descriptions[column.key] ? (
                <Text size="xs" c="dimmed">
                  {graph.descriptions[column.key]}
                </Text>
              ) : null}
            </div>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;
