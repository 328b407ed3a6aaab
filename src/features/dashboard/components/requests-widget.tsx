import { LazyBarChart as BarChart } from '@/components/charts/lazy-charts';
import { Box, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type Column, ListTable } from '@/components/list/list-table';
import { dayjs } from '@/lib/dayjs';
import { formatCount } from '@/lib/format';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { dashboardQueries } from '../api/dashboard-queries';
import type { DashboardRequests } from '@/contract/dashboard/dashboard-schemas';
import { DAYS_RANGES } from '@/contract/dashboard/days-ranges';
import { bucketRequests, periodLabel } from '../dashboard-rules';
import type { DashboardSearch } from '../dashboard-search';
import { GRAPH_BAR_PROPS } from './chart-props';
import { WidgetBody, WidgetCard } from './widget-card';

// The request volume (spec a section 2; super admins only): one user or all, over a days range,
// as a bucketed bar graph plus the per-endpoint counts. The choice lives in the dashboard's URL.

export const REQUESTS_TITLE = 'Requests';
export const REQUESTS_ERROR = "Can't get requests list";

const routeApi = getRouteApi('/_app/dashboard');

export const daysRangeLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);
const DAYS_OPTIONS = DAYS_RANGES.map((days) => ({
  value: String(days),
  label: daysRangeLabel(days),
}));

const hasData = (data: DashboardRequests) =>
  data.uriData.length > 0 || data.requests.some((point) => point.totalRequests > 0);

type UriRow = DashboardRequests['uriData'][number];

// One line per URI, cut with its whole text in a tooltip; the table grows with the card.
const URI_COLUMNS: readonly Column<UriRow>[] = [
  { header: 'URI', width: 200, cell: (row) => row.uri },
  { header: 'Requests', width: 96, align: 'right', cell: (row) => formatCount(row.requestsCount) },
];
const uriKey = (row: UriRow) => row.uri;

/** Bars are labelled by their start, in UTC like every date of the console. */
const barTime = (period: number) => dayjs.utc(period * 1000).format('DD.MM HH:mm');

function RequestsGraph({ data, days }: { data: DashboardRequests; days: number }) {
  const { barSeconds, bars } = bucketRequests(data.requests);
  const total = bars.reduce((sum, bar) => sum + bar.total, 0);
  const barSpan = periodLabel(barSeconds);
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {formatCount(total)} requests, one bar per {barSpan} (UTC)
      </Text>
      <Box
        component="figure"
        m={0}
        role="img"
        aria-label={`Requests over the last ${daysRangeLabel(days)}: ${formatCount(total)} in ${bars.length} bars of ${barSpan}`}
      >
        <BarChart
          h={240}
          data={bars.map((bar) => ({ time: barTime(bar.period), total: bar.total }))}
          dataKey="time"
          series={[{ name: 'total', label: 'Requests', color: 'blue.6' }]}
          barChartProps={GRAPH_BAR_PROPS}
          valueFormatter={formatCount}
          xAxisProps={{ minTickGap: 24, fontSize: 10 }}
          tickLine="none"
        />
      </Box>
      <ListTable
        label="Requests by URI"
        columns={URI_COLUMNS}
        rows={data.uriData}
        rowKey={uriKey}
        maxHeight={null}
      />
    </Stack>
  );
}

export function RequestsWidget() {
  const account = useAccount();
  const { apiUsers } = useCommonLists();
  const { user_id, days_range } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const requests = useQuery(dashboardQueries.requests(account, { user_id, days_range }));
  // The widget may sit below the fold: a new choice must not scroll the page to the top.
  const choose = (patch: Partial<DashboardSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false });

  const userOptions = [
    { value: '', label: 'All users' },
    ...apiUsers.map((user) => ({ value: String(user.id), label: user.name || user.login })),
  ];

  return (
    <WidgetCard
      title={REQUESTS_TITLE}
      controls={
        <Group gap="xs" align="flex-end">
          <Select
            label="User"
            size="xs"
            data={userOptions}
            value={user_id}
            onChange={(value) => choose({ user_id: value ?? '' })}
            allowDeselect={false}
            searchable
            w={180}
          />
          <SegmentedControl
            aria-label="Days range"
            size="xs"
            data={DAYS_OPTIONS}
            value={String(days_range)}
            onChange={(value) =>
              choose({ days_range: Number(value) as DashboardSearch['days_range'] })
            }
          />
        </Group>
      }
    >
      <WidgetBody
        data={requests.data}
        error={requests.error}
        errorTitle={REQUESTS_ERROR}
        onRetry={() => void requests.refetch()}
        isEmpty={(data) => !hasData(data)}
      >
        {(data) => <RequestsGraph data={data} days={days_range} />}
      </WidgetBody>
    </WidgetCard>
  );
}
