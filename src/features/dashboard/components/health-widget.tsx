import { LazyAreaChart as AreaChart } from '@/components/charts/lazy-charts';
import { Anchor, Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { healthDetailsHref } from '@/lib/links';
import { useAccount } from '@/lib/session/use-session';
import { dashboardQueries } from '../api/dashboard-queries';
import type { HealthStatus } from '@/contract/dashboard/dashboard-schemas';
import { healthColour, healthSeries, lastRate, type HealthColour } from '../dashboard-rules';
import { OutLink } from '@/components/out-link';
import { WidgetBody, WidgetCard, WidgetMessage } from './widget-card';

export const HEALTH_TITLE = 'Health statuses';

const MANTINE_COLOUR: Record<HealthColour, string> = {
  grey: 'gray',
  red: 'red',
  orange: 'orange',
  green: 'green',
};

const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const rateText = (rate: number | null) =>
  rate === null ? 'No data' : `${rateFormat.format(rate)}%`;

/** The rows share one time axis: only the last one draws its labels, below its graph. */
const GRAPH_HEIGHT = 60;
const AXIS_HEIGHT = 30;
const LABEL_ROOM = 8;

function HealthRow({ status, withXAxis }: { status: HealthStatus; withXAxis: boolean }) {
  const rate = lastRate(status);
  const colour = MANTINE_COLOUR[healthColour(rate)];
  const name = [status.label, status.additional_label].filter(Boolean).join(' ');
  return (
    <Box component="li">
      <Group wrap="nowrap" align="center" gap="sm">
        <Stack gap={2} w={160} style={{ flexShrink: 0 }}>
          <Anchor
            href={healthDetailsHref({
              label: status.label,
              additional_label: status.additional_label,
            })}
            size="sm"
            fw={500}
          >
            {status.label}
            {status.additional_label ? (
              <Text span display="block" size="xs" c="dimmed">
                {status.additional_label}
              </Text>
            ) : null}
          </Anchor>
          <Badge
            color={colour}
            variant="light"
            leftSection={
              <Box component="span" w={8} h={8} bg={colour} style={{ borderRadius: '50%' }} />
            }
          >
            {/* Read out, not shown: aria-label on a plain div is not reliably announced. */}
            <VisuallyHidden component="span">Last 10 min: </VisuallyHidden>
            {rateText(rate)}
          </Badge>
        </Stack>
        <Box
          component="figure"
          m={0}
          flex={1}
          miw={0}
          role="img"
          aria-label={`${name}: success rate over the last 2 hours, last 10 min ${rateText(rate)}`}
        >
          <AreaChart
            h={GRAPH_HEIGHT + LABEL_ROOM * 2 + (withXAxis ? AXIS_HEIGHT : 0)}
            data={healthSeries(status)}
            dataKey="period"
            series={[{ name: 'rate', label: 'Success rate', color: colour }]}
            yAxisProps={{ domain: [0, 100], ticks: [0, 100], interval: 0, width: 36 }}
            // The '100%' and '0%' labels are centred on the graph's edges: room above and below
            // keeps them inside the row, clear of the next row's labels (issue 11).
            areaChartProps={{ margin: { top: LABEL_ROOM, bottom: withXAxis ? 0 : LABEL_ROOM } }}
            withXAxis={withXAxis}
            xAxisProps={{ fontSize: 10, height: AXIS_HEIGHT }}
            unit="%"
            curveType="linear"
            withDots={false}
            connectNulls={false}
            gridAxis="none"
            tickLine="none"
          />
        </Box>
      </Group>
    </Box>
  );
}

/** Spec a section 2: one row per health status; only shown when the access list allows it. */
export function HealthWidget() {
  const account = useAccount();
  const health = useQuery(dashboardQueries.health(account));
  return (
    <WidgetCard title={HEALTH_TITLE} heading={<OutLink to="/healthcheck">{HEALTH_TITLE}</OutLink>}>
      <WidgetBody
        data={health.data}
        error={health.error}
        onRetry={() => void health.refetch()}
        isEmpty={(statuses) => statuses.length === 0}
      >
        {(statuses) => (
          <Stack gap="sm">
            {statuses.every((status) => healthColour(lastRate(status)) === 'green') ? (
              <WidgetMessage ok>Everything is fine</WidgetMessage>
            ) : null}
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {statuses.map((status, index) => (
                <HealthRow
                  key={`${status.label}\u0000${status.additional_label}`}
                  status={status}
                  withXAxis={index === statuses.length - 1}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  );
}
