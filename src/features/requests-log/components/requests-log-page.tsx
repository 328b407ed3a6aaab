import { SegmentedControl } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import { useListRoute } from '@/components/list/use-list-route';
import {
  LIST_VIEW_KEYS,
  REQUESTS_LOG_MODE_KEY,
  REQUESTS_LOG_TABLE_BREAKPOINT_PX,
} from '@/contract/constants';
import { SCREEN } from '@/config/access-urls';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { requestsLogQueries } from '../api/requests-log-queries';
import type { RequestLogPage, RequestLogRow } from '@/contract/requests-log/requests-log-schemas';
import { appliedInMode, LOG_MODES, type LogMode, logModeOf } from '../requests-log-mode';
import { requestsLogFilters, type RequestsLogSearch } from '../requests-log-search';
import { RequestLogCard, requestLogColumns } from './request-log-columns';
import { RequestLogFilterFields, useRequestLogFilterOptions } from './request-log-filters';

const pageOf = (page: RequestLogPage) => ({
  rows: page.items,
  hasMoreItems: page.hasMoreItems,
  total: page.total,
});
const rowKey = (row: RequestLogRow) => row.id;

/**
 * The request log (spec b section 2): every filter in the URL, the Default / Simple filter mode
 * remembered on the device (Simple forced when the URL filters by request types), a table from
 * 1400 px and cards below.
 */
export function RequestsLogPage() {
  const account = useAccount();
  const lists = useCommonLists();
  const route = useListRoute<typeof requestsLogFilters, RequestsLogSearch>(
    '/_app/requests_log',
    requestsLogFilters,
  );
  const [stored, setStored] = useLocalStorage<LogMode>({
    key: REQUESTS_LOG_MODE_KEY,
    defaultValue: 'default',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => (value === 'simple' ? 'simple' : 'default'),
  });
  const mode = logModeOf(route.search, stored);
  // A failed filter-data load is the same global error as the list's (spec b section 8).
  const filterData = useQuery(requestsLogQueries.forFilter(account));
  const { options, names } = useRequestLogFilterOptions(lists, filterData.data);
  // The health-check links show only to who may open the health checks (spec b section 2).
  const withHealth = useAccess().can(SCREEN.healthcheck);
  const columns = useMemo(() => requestLogColumns(lists, withHealth), [lists, withHealth]);
  const strict = route.search.uri_strict_search;
  const params = useMemo(
    () => ({ ...route.params, uri_strict_search: strict }),
    [route.params, strict],
  );

  const switchMode = (next: LogMode) => {
    setStored(next);
    // Leaving Simple drops the request types that forced it, or the switch would not hold.
    if (next === 'default' && route.search.request_types.length > 0) {
      route.apply(
        appliedInMode(
          requestsLogFilters.searchOf(requestsLogFilters.draftOf(route.search)),
          'default',
        ),
      );
    }
  };

  return (
    <ListScreen
      title="Requests log"
      route={route}
      query={requestsLogQueries.list(account, params)}
      queryAt={(page, quantity) => requestsLogQueries.list(account, { ...params, page, quantity })}
      pageOf={pageOf}
      rowKey={rowKey}
      viewKey={LIST_VIEW_KEYS.requestsLog}
      tableFrom={REQUESTS_LOG_TABLE_BREAKPOINT_PX}
      columns={columns}
      card={(row) => <RequestLogCard row={row} lists={lists} withHealth={withHealth} />}
      names={names}
      withMode={false}
      applied={(filters) => appliedInMode(filters, mode)}
      fields={(form) => (
        <RequestLogFilterFields
          form={form}
          options={options}
          mode={mode}
          hideUsers={lists.hideFilters.users}
        />
      )}
      actions={
        <SegmentedControl
          aria-label="Filter mode"
          size="xs"
          value={mode}
          onChange={(value) => switchMode(value as LogMode)}
          data={LOG_MODES.map((value) => ({
            value,
            label: value === 'default' ? 'Default' : 'Simple',
          }))}
        />
      }
    />
  );
}
