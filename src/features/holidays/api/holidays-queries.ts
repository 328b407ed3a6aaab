import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { HolidaysQuery } from '../holidays-rules';
import { HolidayCountriesSchema, HolidaysCsvSchema } from '@/contract/holidays/holidays-schemas';

type AccountRef = Pick<Account, 'id'>;

// The holidays reads (spec c section 7): the countries are kept on the device (decision 018);
// the CSV is a download, fetched on demand and never cached.

export const holidayQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'holidays'] as const,
  countries: (account: AccountRef) =>
    queryOptions({
      queryKey: [...holidayQueries.all(account), 'countries'],
      queryFn: ({ signal }) => api('holidays', HolidayCountriesSchema, { signal }),
      staleTime: 60 * 60_000,
    }),
};

/** GET /holidays/download_csv: the server's file and its name. */
export function fetchHolidaysCsv(query: HolidaysQuery) {
  return api('holidays/download_csv', HolidaysCsvSchema, { query });
}
