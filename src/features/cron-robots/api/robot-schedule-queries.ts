import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { ScheduleQuery } from '../robot-schedule-rules';
import { ScheduleListSchema } from '@/contract/cron-robots/cron-robots-schemas';

type AccountRef = Pick<Account, 'id'>;

// The Robots Schedule tab's read (spec c section 7): GET /robots/schedule, one page of rows and
// the robot types' schedules, kept on the device like every read.

export const robotScheduleQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'robots', 'schedule'] as const,
  list: (account: AccountRef, query: ScheduleQuery) =>
    queryOptions({
      queryKey: [...robotScheduleQueries.all(account), 'list', query],
      queryFn: ({ signal }) => api('robots/schedule', ScheduleListSchema, { query, signal }),
    }),
};
