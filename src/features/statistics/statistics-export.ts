import type { CsvColumn } from '@/lib/csv';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { StatisticsRow, StatisticsTable } from '@/contract/statistics/statistics-schemas';
import { formatStatsDate, requestTypeName, serviceNames, userLogin } from './stats-format';

// The statistics table's CSV (issue 18 §3, decision 050): the table's columns, the date as shown
// (the server's UTC day or hour), the names looked up as on screen, and the figures as numbers
// (no group separators: a spreadsheet reads them as numbers whatever the separator).

type Lookups = {
  lists: Pick<CommonLists, 'users' | 'services'>;
  requestTypes: ReadonlyArray<{ value: string; name: string }>;
};

export function statsExportColumns({ lists, requestTypes }: Lookups): CsvColumn<StatisticsRow>[] {
  return [
    { header: 'Date', value: (row) => formatStatsDate(row.date) },
    { header: 'Request type', value: (row) => requestTypeName(requestTypes, row.requestType) },
    { header: 'URI', value: (row) => row.requestUri },
    { header: 'User', value: (row) => userLogin(lists.users, row.userId) },
    { header: 'Services', value: (row) => serviceNames(lists.services, row.serviceIds) },
    { header: 'Avg ext time (ms)', value: (row) => row.avgExtTime },
    { header: 'Avg inner time (ms)', value: (row) => row.avgInnerTime },
    { header: 'Avg outer time (ms)', value: (row) => row.avgOuterTime },
    { header: 'Requests total', value: (row) => row.requests.total },
    { header: 'Requests success', value: (row) => row.requests.success },
    { header: 'Requests error', value: (row) => row.requests.error },
  ];
}

export const statsTablePageOf = (table: StatisticsTable) => ({
  rows: table.requests_list,
  hasMoreItems: table.hasMoreItems,
  total: table.total,
});
