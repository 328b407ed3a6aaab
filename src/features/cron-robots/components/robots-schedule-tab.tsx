import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { CardGrid } from '@/components/list/card-grid';
import { ExportButton, usePagesSource } from '@/components/list/export/list-export';
import { RefreshButton } from '@/components/refresh-button';
import { ListBody } from '@/components/list/list-body';
import { ListPagination } from '@/components/list/list-pagination';
import { QuickSearch } from '@/components/quick-search';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { useAccount } from '@/lib/session/use-session';
import {
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_STATUSES,
} from '@/contract/cron-robots/cron-robots-schemas';
import { robotScheduleQueries } from '../api/robot-schedule-queries';
import { SCHEDULE_EXPORT_COLUMNS, schedulePageOf } from '../cron-robots-export';
import {
  SCHEDULE_SEARCH_DEBOUNCE_MS,
  scheduleQueryOf,
  scheduleRowsOf,
} from '../robot-schedule-rules';
import {
  type ScheduleSearch,
  scheduleSearchDefaults,
  scheduleSearchOf,
} from '../robot-schedule-search';
import { ScheduleEditor } from './schedule-editor';
import { ScheduleRowCard } from './schedule-row-card';

// The Robots Schedule tab of /cron_robots (spec c sections 2-4; issue 15 section 3): the robots'
// schedule rows, searched, filtered by status and paged from the URL (robot-schedule-search.ts),
// each editable in a modal by accounts with the save action.

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...SCHEDULE_STATUSES.map((status) => ({
    value: String(status),
    label: SCHEDULE_STATUS_LABELS[status],
  })),
];

/** The patch as URL values: defaults leave the URL. */
const urlPatch = (next: Partial<ScheduleSearch>) =>
  Object.fromEntries(
    Object.entries(next).map(([key, value]) => [
      key,
      scheduleSearchDefaults[key as keyof typeof scheduleSearchDefaults] === value
        ? undefined
        : value,
    ]),
  );

export function RobotsScheduleTab() {
  const account = useAccount();
  const canSave = useAccess().can(WRITE_ACTION.saveRobotSchedule);
  const raw = useSearch({ strict: false });
  const rawKey = JSON.stringify(raw);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rawKey is the search's identity
  const search = useMemo(() => scheduleSearchOf(raw), [rawKey]);
  const navigate = useNavigate();
  const query = useQuery(robotScheduleQueries.list(account, scheduleQueryOf(search)));
  const [editing, setEditing] = useState<string | null>(null);
  const exportSource = usePagesSource(
    useCallback(
      (page: number, quantity: number) =>
        robotScheduleQueries.list(account, { ...scheduleQueryOf(search), page, quantity }),
      [account, search],
    ),
    schedulePageOf,
  );
  const rows = useMemo(() => (query.data ? scheduleRowsOf(query.data) : undefined), [query.data]);
  const editedRow = editing
    ? query.data?.robots.find((row) => row.fullName === editing)
    : undefined;

  const patch = (next: Partial<ScheduleSearch>) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...urlPatch(next) }),
    } as never);
  const refetch = () => void query.refetch();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <QuickSearch
            label="Search robots"
            placeholder="Name, robot or carrier"
            value={search.schedule_search}
            debounceMs={SCHEDULE_SEARCH_DEBOUNCE_MS}
            onChange={(schedule_search) => patch({ schedule_search, schedule_page: 1 })}
          />
          <NativeSelect
            label="Status"
            data={STATUS_OPTIONS}
            value={search.schedule_status}
            onChange={(event) =>
              patch({
                schedule_status: event.currentTarget.value as ScheduleSearch['schedule_status'],
                schedule_page: 1,
              })
            }
          />
        </Group>
        <Group gap="sm">
          {exportSource ? (
            <ExportButton
              name="Robots schedule"
              columns={SCHEDULE_EXPORT_COLUMNS}
              source={exportSource}
              total={query.data?.total}
            />
          ) : null}
          <RefreshButton
            label="Refresh schedules"
            refreshing={query.isFetching}
            onRefresh={refetch}
          />
        </Group>
      </Group>
      {canSave ? null : (
        <Text size="sm" c="dimmed" role="note">
          Read only: your account cannot change robot schedules.
        </Text>
      )}
      <ListBody
        data={rows}
        error={query.error}
        isEmpty={(all) => all.length === 0}
        onRetry={refetch}
      >
        {(all) => (
          <CardGrid label="Robot schedules">
            {all.map((view) => (
              <ScheduleRowCard
                key={view.fullName}
                view={view}
                onEdit={canSave ? setEditing : undefined}
              />
            ))}
          </CardGrid>
        )}
      </ListBody>
      <ListPagination
        page={search.schedule_page}
        quantity={search.schedule_quantity}
        hasMore={query.data?.hasMoreItems ?? false}
        fetching={query.isFetching}
        onPage={(schedule_page) => patch({ schedule_page })}
        onQuantity={(schedule_quantity) => patch({ schedule_quantity, schedule_page: 1 })}
      />
      {editedRow && query.data ? (
        <ScheduleEditor row={editedRow} list={query.data} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
