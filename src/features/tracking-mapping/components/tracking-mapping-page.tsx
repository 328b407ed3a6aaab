import { Button, MultiSelect, Select, Text, TextInput } from '@mantine/core';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ExportButton } from '@/components/list/export/list-export';
import { ListScreen } from '@/components/list/list-screen';
import { useListRoute } from '@/components/list/use-list-route';
import { RouterButton } from '@/components/router-link';
import { SCREEN } from '@/config/access-urls';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { optionNames } from '@/lib/list-options';
import { OFFLINE_ACTION_REASON, useOnline } from '@/lib/online';
import { useAccount } from '@/lib/session/use-session';
import { fetchTrackingMappingCsv, trackingMappingQueries } from '../api/tracking-mapping-queries';
import {
  TRACKING_MAPPING_LIMITS,
  type TrackingMappingItem,
  type TrackingMappingPage as MappingPage,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import { carrierOptions, shownPage, statusOptions } from '../tracking-mapping-rules';
import {
  trackingMappingFilters,
  trackingMappingListParams,
  type TrackingMappingSearch,
} from '../tracking-mapping-search';
import { MappingCard, type MappingCardAccess } from './mapping-card';
import { useDeleteMapping } from './use-delete-mapping';

// The tracking mapping list (spec c section 2): filters and paging in the URL, cards with the
// status changed in place and the optimistic delete, 'Add tracking status' (a modal route over
// the list), the CSV of the filters and the way to the overview. Offline it reads its last
// answers; every write and the download are off, with the reason said once.

const rowKey = (item: TrackingMappingItem) => item.id;
const NO_STATUSES: never[] = [];
const ADD_LABEL = 'Add tracking status';

export function TrackingMappingPage() {
  const account = useAccount();
  const access = useAccess();
  const online = useOnline();
  const route = useListRoute<typeof trackingMappingFilters, TrackingMappingSearch>(
    '/_app/tracking_mapping',
    trackingMappingFilters,
  );
  const params = useMemo(() => trackingMappingListParams(route.params), [route.params]);
  const filterData = useQuery(trackingMappingQueries.filterData(account)).data;
  const { pending, remove } = useDeleteMapping();

  const options = useMemo(
    () => ({
      carriers: carrierOptions(filterData?.carriers ?? []),
      statuses: statusOptions(filterData?.statuses ?? []),
    }),
    [filterData],
  );
  const names = useMemo(
    () => optionNames({ carrier: options.carriers, status: options.statuses }),
    [options],
  );
  const cardAccess = useMemo<MappingCardAccess>(
    () => ({
      statuses: filterData?.statuses ?? NO_STATUSES,
      canSave: access.can(WRITE_ACTION.saveTrackingStatus),
      canDelete: access.can(WRITE_ACTION.deleteTrackingMapping),
      online,
      offlineReason: OFFLINE_ACTION_REASON,
      onDelete: remove,
    }),
    [filterData, access, online, remove],
  );
  const pageOf = useCallback((page: MappingPage) => shownPage(page, pending), [pending]);

  return (
    <ListScreen
      title="Tracking mapping"
      route={route}
      query={trackingMappingQueries.list(account, params)}
      pageOf={pageOf}
      rowKey={rowKey}
      card={(item) => <MappingCard item={item} access={cardAccess} />}
      withMode={false}
      names={names}
      fields={(form) => (
        <>
          <MultiSelect
            label="Carriers"
            data={options.carriers}
            searchable
            clearable
            {...form.getInputProps('carrier')}
          />
          <TextInput
            label="Carrier status"
            maxLength={TRACKING_MAPPING_LIMITS.search}
            {...form.getInputProps('carrier_status')}
          />
          <Select
            label="Tracking Status"
            data={options.statuses}
            searchable
            clearable
            {...form.getInputProps('status')}
          />
        </>
      )}
      actions={
        <>
          {online ? null : (
            <Text size="xs" c="dimmed" role="note">
              {OFFLINE_ACTION_REASON}
            </Text>
          )}
          {access.can(SCREEN.trackingMappingOverview) ? (
            <RouterButton
              to="/tracking_mapping_overview"
              size="xs"
              variant="default"
              leftSection={<IconLayoutGrid size={14} aria-hidden />}
            >
              Overview
            </RouterButton>
          ) : null}
          <ExportButton
            name="Tracking mapping"
            label="Download CSV"
            columns={[]}
            source={{
              kind: 'server',
              fetchFile: (signal) => fetchTrackingMappingCsv(params, signal),
            }}
          />
          {!access.can(WRITE_ACTION.createTrackingMapping) ? null : online ? (
            <RouterButton
              to="/tracking_mapping/create"
              search={(prev) => prev}
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {ADD_LABEL}
            </RouterButton>
          ) : (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled
              title={OFFLINE_ACTION_REASON}
            >
              {ADD_LABEL}
            </Button>
          )}
        </>
      }
    />
  );
}
