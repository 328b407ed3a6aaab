import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { HistoryLogParams } from '../cron-robots-search';
import {
  HistoryLogSchema,
  RobotArgumentsSchema,
  RobotsListSchema,
  RobotsPageSchema,
} from '@/contract/cron-robots/cron-robots-schemas';

type AccountRef = Pick<Account, 'id'>;

// The robots reads (spec c section 7), kept on the device like every read: the robots running
// now, the history log, and the launch form's lists (robotsList, and robotArguments, a read sent
// as POST). The schedule's read is robot-schedule-queries.ts, under the same 'robots' prefix.

export const cronRobotQueries = {
  /** Every robots read of the account: what a stop, a start or a delete makes stale. */
  all: (account: AccountRef) => [...accountQueries.all(account), 'robots'] as const,
  running: (account: AccountRef) =>
    queryOptions({
      queryKey: [...cronRobotQueries.all(account), 'running'],
      queryFn: ({ signal }) => api('robots', RobotsPageSchema, { signal }),
    }),
  history: (account: AccountRef, params: HistoryLogParams) =>
    queryOptions({
      queryKey: [...cronRobotQueries.all(account), 'history', params],
      queryFn: ({ signal }) =>
        api('robots/history_log', HistoryLogSchema, { query: params, signal }),
    }),
  robotsList: (account: AccountRef) =>
    queryOptions({
      queryKey: [...cronRobotQueries.all(account), 'launch', 'robots'],
      queryFn: ({ signal }) => api('robots/robotsList', RobotsListSchema, { signal }),
    }),
  arguments: (account: AccountRef, group: string, robot: string) =>
    queryOptions({
      queryKey: [...cronRobotQueries.all(account), 'launch', 'arguments', group, robot],
      queryFn: ({ signal }) =>
        api('robots/robotArguments', RobotArgumentsSchema, {
          method: 'POST',
          body: { group, robot },
          signal,
        }),
    }),
};
