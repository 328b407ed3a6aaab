import { LazyBarChart as BarChart } from '@/components/charts/lazy-charts';
import { Box, Select, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import { formatCount } from '@/lib/format';
import { useAccount } from '@/lib/session/use-session';
import { dashboardQueries, PARCELS_REPORT_DAYS_RANGE } from '../api/dashboard-queries';
import type { ParcelsReport } from '@/contract/dashboard/dashboard-schemas';
import { chartHeight, DAY_GROUP_BY, foldParcelGroups, OTHERS_GROUP } from '../dashboard-rules';
import { isParcelGroupBy } from '../dashboard-search';
import { GRAPH_BAR_PROPS } from './chart-props';
import { WidgetBody, WidgetCard } from './widget-card';

// The parcels report (spec a section 2; everyone): parcels of the last 30 days per group, as
// horizontal bars; the grouping lives in the dashboard's URL.

export const PARCELS_TITLE = 'Parcels';

const routeApi = getRouteApi('/_app/dashboard');

/** Day groups arrive as 'YYYY-MM-DD'; the console shows dates as DD.MM.YYYY. */
const groupLabel = (group: string, groupBy: string) =>
  groupBy === DAY_GROUP_BY && /^\d{4}-\d{2}-\d{2}$/.test(group)
    ? group.split('-').reverse().join('.')
    : group;

type GroupRow = { group: string; count: number };

const groupKey = (row: GroupRow) => row.group;

function ParcelsChart({ report }: { report: ParcelsReport['reports_data'] }) {
  const groupBy = report.group_by;
  const groupName =
    report.group_by_list.find((option) => option.value === groupBy)?.name ?? groupBy;
  const rows = foldParcelGroups(report.report_data, groupBy).map((row) => ({
    ...row,
    group: groupLabel(row.group, groupBy),
  }));
  // 'Others' sums every group after the top 7 and would dwarf them on one scale (1,136 against
  // 25-37 in the demo data): it is told apart, under the bars (issue 11).
  const others = rows.find((row) => row.groups !== undefined);
  const bars = rows.filter((row) => row !== others);
  const summary = rows.map((row) => `${row.group} ${formatCount(row.count)}`).join(', ');
  const columns = useMemo(
    (): Column<GroupRow>[] => [
      { header: groupName, width: 160, cell: (row) => row.group },
      { header: 'Parcels', width: 90, cell: (row) => formatCount(row.count) },
    ],
    [groupName],
  );
  return (
    <>
      <Box
        component="figure"
        m={0}
        role="img"
        aria-label={`Parcels of the last ${PARCELS_REPORT_DAYS_RANGE} days by ${groupName}: ${summary}`}
      >
        <BarChart
          h={chartHeight(bars.length)}
          data={bars}
          dataKey="group"
          // Mantine's "vertical" layout is the one with horizontal bars.
          orientation="vertical"
          series={[{ name: 'count', label: 'Parcels', color: 'teal.6' }]}
          barChartProps={GRAPH_BAR_PROPS}
          yAxisProps={{ width: 140 }}
          valueFormatter={formatCount}
          withBarValueLabel
          gridAxis="y"
        />
      </Box>
      {others ? (
        <Text size="sm" c="dimmed" ta="end" aria-hidden>
          {OTHERS_GROUP} ({formatCount(others.groups ?? 0)} more groups):{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {formatCount(others.count)}
          </Text>
        </Text>
      ) : null}
      {/* The same numbers as text, for screen readers. */}
      <VisuallyHidden>
        <ListTable
          label={`Parcels by ${groupName}`}
          columns={columns}
          rows={rows}
          rowKey={groupKey}
          bare
        />
      </VisuallyHidden>
    </>
  );
}

export function ParcelsWidget() {
  const account = useAccount();
  const { group_by } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const report = useQuery(dashboardQueries.parcels(account, group_by));
  const options =
    report.data?.reports_data.group_by_list.map((option) => ({
      value: option.value,
      label: option.name,
    })) ?? [];

  return (
    <WidgetCard
      title={PARCELS_TITLE}
      controls={
        <Select
          label="Group by"
          size="xs"
          w={180}
          data={options}
          value={group_by}
          disabled={options.length === 0}
          allowDeselect={false}
          onChange={(value) => {
            if (!isParcelGroupBy(value)) return;
            // The widget may sit below the fold: a new choice must not scroll to the top.
            void navigate({ search: (prev) => ({ ...prev, group_by: value }), resetScroll: false });
          }}
        />
      }
    >
      <WidgetBody
        data={report.data?.reports_data}
        error={report.error}
        onRetry={() => void report.refetch()}
        isEmpty={(data) => data.report_data.length === 0}
      >
        {(data) => <ParcelsChart report={data} />}
      </WidgetBody>
    </WidgetCard>
  );
}
