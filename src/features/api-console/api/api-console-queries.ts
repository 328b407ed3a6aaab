import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import { ApiConsoleDataSchema } from '@/contract/api-console/api-console-schemas';

type AccountRef = Pick<Account, 'id'>;

// GET /api_console (spec c section 7): the API's URLs and the users the account may send as.
// No key travels in it, so it is kept on the device like every read.

export const apiConsoleQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'api-console'] as const,
  data: (account: AccountRef) =>
    queryOptions({
      queryKey: [...apiConsoleQueries.all(account), 'data'],
      queryFn: ({ signal }) => api('api_console', ApiConsoleDataSchema, { signal }),
    }),
};
