import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import { formatCount } from '@/lib/format';
import { useAccount } from '@/lib/session/use-session';
import { dashboardQueries } from '../api/dashboard-queries';
import type { UnmappedSummary } from '@/contract/dashboard/dashboard-schemas';
import { OutLink } from '@/components/out-link';
import { WidgetBody, WidgetCard, WidgetMessage } from './widget-card';

// The unmapped carrier errors and tracking statuses (spec a section 2; super admins only), each
// linking into its mapping screen already filtered to what is not mapped.

type Target = { to: string; search: Record<string, string> };
type CarrierRow = UnmappedSummary['mappings_data'][number];

const carrierKey = (row: CarrierRow) => row.carrier_id;

function MappingWidget({
  title,
  query,
  totalTarget,
  carrierTarget,
}: {
  title: string;
  query: UseQueryResult<UnmappedSummary>;
  totalTarget: Target;
  carrierTarget: (carrierId: number) => Target;
}) {
  // Each count opens the mapping screen filtered to its carrier's unmapped entries.
  const columns = useMemo(
    (): Column<CarrierRow>[] => [
      { header: 'Carrier', width: 180, cell: (row) => row.carrier },
      {
        header: 'Count',
        width: 90,
        align: 'right',
        cell: (row) => (
          <OutLink
            {...carrierTarget(row.carrier_id)}
            label={`${row.carrier}: ${formatCount(row.count)}`}
          >
            {formatCount(row.count)}
          </OutLink>
        ),
      },
    ],
    [carrierTarget],
  );
  return (
    <WidgetCard title={title}>
      <WidgetBody
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={() => false}
      >
        {(mapping) =>
          mapping.total_unmapped === 0 ? (
            <WidgetMessage ok>Everything is fine</WidgetMessage>
          ) : (
            <>
              <Group gap="xs" align="baseline">
                <Text size="sm" c="dimmed">
                  Total:
                </Text>
                {/* Named by its visible number first (WCAG 2.5.3), then what it counts. */}
                <OutLink {...totalTarget}>
                  <Text span fz="xl" fw={700}>
                    {formatCount(mapping.total_unmapped)}
                  </Text>
                  <VisuallyHidden component="span"> {title.toLowerCase()}</VisuallyHidden>
                </OutLink>
              </Group>
              {mapping.mappings_data.length > 0 ? (
                <ListTable
                  label={`${title} by carrier`}
                  columns={columns}
                  rows={mapping.mappings_data}
                  rowKey={carrierKey}
                  maxHeight={null}
                />
              ) : null}
            </>
          )
        }
      </WidgetBody>
    </WidgetCard>
  );
}

export const ERROR_MAPPING_TITLE = 'Unmapped carrier errors';
export const TRACKING_MAPPING_TITLE = 'Unmapped tracking statuses';

// Module-level, so the tables' columns (memoised on them) keep their identity across renders.
const errorCarrierTarget = (id: number): Target => ({
  to: '/carrier_error_mapping',
  search: { carrier_id: String(id), error_code: 'not_mapped' },
});
const trackingCarrierTarget = (id: number): Target => ({
  to: '/tracking_mapping',
  search: { carrier: String(id), status: '0' },
});

export function ErrorMappingWidget() {
  const account = useAccount();
  const query = useQuery(dashboardQueries.errorMapping(account));
  return (
    <MappingWidget
      title={ERROR_MAPPING_TITLE}
      query={query}
      totalTarget={{ to: '/carrier_error_mapping', search: { error_code: 'not_mapped' } }}
      carrierTarget={errorCarrierTarget}
    />
  );
}

export function TrackingMappingWidget() {
  const account = useAccount();
  const query = useQuery(dashboardQueries.trackingMapping(account));
  return (
    <MappingWidget
      title={TRACKING_MAPPING_TITLE}
      query={query}
      totalTarget={{ to: '/tracking_mapping', search: { status: '0' } }}
      carrierTarget={trackingCarrierTarget}
    />
  );
}
