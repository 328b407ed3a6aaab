import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { formatCount } from '@/lib/format';
import { useAccount } from '@/lib/session/use-session';
import { dashboardQueries } from '../api/dashboard-queries';
import type { UnmappedSummary } from '@/contract/dashboard/dashboard-schemas';
import { OutLink } from '@/components/out-link';
import { WidgetBody, WidgetCard, WidgetMessage } from './widget-card';

// The unmapped carrier errors and tracking statuses (spec a section 2; super admins only), each
// linking into its mapping screen already filtered to what is not mapped.

type Target = { to: string; search: Record<string, string> };

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
                <Table striped aria-label={`${title} by carrier`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Carrier</Table.Th>
                      <Table.Th ta="right">Count</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {mapping.mappings_data.map((row) => (
                      <Table.Tr key={row.carrier_id}>
                        <Table.Td>{row.carrier}</Table.Td>
                        <Table.Td ta="right">
                          <OutLink
                            {...carrierTarget(row.carrier_id)}
                            label={`${row.carrier}: ${formatCount(row.count)}`}
                          >
                            {formatCount(row.count)}
                          </OutLink>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
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

export function ErrorMappingWidget() {
  const account = useAccount();
  const query = useQuery(dashboardQueries.errorMapping(account));
  return (
    <MappingWidget
      title={ERROR_MAPPING_TITLE}
      query={query}
      totalTarget={{ to: '/carrier_error_mapping', search: { error_code: 'not_mapped' } }}
      carrierTarget={(id) => ({
        to: '/carrier_error_mapping',
        search: { carrier_id: String(id), error_code: 'not_mapped' },
      })}
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
      carrierTarget={(id) => ({
        to: '/tracking_mapping',
        search: { carrier: String(id), status: '0' },
      })}
    />
  );
}
