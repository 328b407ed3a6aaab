import * as v from 'valibot';
import { defineFilters, listEntries, textFilter } from '@/lib/list-filters';
import { listSearchDefaults } from '@/lib/list-search';

// The /cron_robots page's URL (spec c section 2; issue 15 section 3): the open tab in `tab`
// (default robots-list), and the History log's filters `task_name` and `pid` with its paging
// `page` and `quantity` (the list kit's keys; the Robots Schedule tab keeps its own `schedule_*`
// keys). Loads with every signed-in start (decision 036): valibot and the list helpers only, so
// the contract's limits are repeated here (a test checks them).

export const CRON_ROBOTS_TABS = ['robots-list', 'history-log', 'robots-schedule'] as const;
export type CronRobotsTab = (typeof CRON_ROBOTS_TABS)[number];
export const DEFAULT_CRON_ROBOTS_TAB: CronRobotsTab = 'robots-list';

/** ROBOT_LIMITS.taskName of the contract. */
export const TASK_NAME_LIMIT = 100;
/** The server reads a pid of up to 9 digits; anything else is no filter. */
const PID = /^\d{1,9}$/;
export const PID_MESSAGE = 'Enter a process id (digits only)';

const tabField = v.optional(
  v.fallback(v.picklist(CRON_ROBOTS_TABS), DEFAULT_CRON_ROBOTS_TAB),
  DEFAULT_CRON_ROBOTS_TAB,
);

const pidField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.transform((value) => (PID.test(value) ? String(Number(value)) : undefined)),
    ),
    undefined,
  ),
);

const taskNameField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim().slice(0, TASK_NAME_LIMIT) || undefined),
    ),
    undefined,
  ),
);

export const historyFilters = defineFilters({
  task_name: {
    ...textFilter('task_name', 'Task name'),
    entries: { task_name: taskNameField },
    validate: (value: string) =>
      value.trim().length > TASK_NAME_LIMIT ? `Maximum length: ${TASK_NAME_LIMIT}` : null,
  },
  pid: {
    ...textFilter('pid', 'PID'),
    entries: { pid: pidField },
    validate: (value: string) =>
      value.trim() === '' || PID.test(value.trim()) ? null : PID_MESSAGE,
  },
});

export const cronRobotsSearchSchema = v.object({
  tab: tabField,
  ...listEntries,
  ...historyFilters.entries,
});

export type CronRobotsSearch = v.InferOutput<typeof cronRobotsSearchSchema>;

export const cronRobotsSearchDefaults = {
  tab: DEFAULT_CRON_ROBOTS_TAB,
  ...listSearchDefaults,
  ...historyFilters.defaults,
};

export type HistoryLogParams = { task_name?: string; pid?: string; page: number; quantity: number };

/** What GET /robots/history_log reads: the filters that are set and the paging. */
export function historyLogParams(
  search: Pick<CronRobotsSearch, 'task_name' | 'pid' | 'page' | 'quantity'>,
): HistoryLogParams {
  const params: HistoryLogParams = { page: search.page, quantity: search.quantity };
  if (search.task_name !== undefined) params.task_name = search.task_name;
  if (search.pid !== undefined) params.pid = search.pid;
  return params;
}
