import type { CsvColumn } from '@/lib/csv';
import type { RunningRobot, ScheduleList } from '@/contract/cron-robots/cron-robots-schemas';
import { scheduleRowsOf, type ScheduleRowView } from './robot-schedule-rules';
import { formatUnixUtc } from './robots-format';

// The CSV columns of the robots' card lists (issue 18 §3, decision 050): the cards' fields as
// text, dates in UTC as the cards show them.

export const RUNNING_ROBOT_EXPORT_COLUMNS: readonly CsvColumn<RunningRobot>[] = [
  { header: 'Name', value: (robot) => robot.name },
  { header: 'Group', value: (robot) => robot.group },
  { header: 'Robot', value: (robot) => robot.robot },
  { header: 'Started (UTC)', value: (robot) => formatUnixUtc(robot.time) },
  { header: 'PID', value: (robot) => robot.pid },
];

export const SCHEDULE_EXPORT_COLUMNS: readonly CsvColumn<ScheduleRowView>[] = [
  { header: 'Name', value: (view) => view.fullName },
  { header: 'Robot', value: (view) => view.robotName },
  { header: 'Carrier', value: (view) => view.carrier },
  { header: 'Status', value: (view) => view.statusLabel },
  { header: 'Schedule', value: (view) => view.schedule },
  { header: 'Threads', value: (view) => view.threads },
  { header: 'Description', value: (view) => view.description },
];

/** One schedule page as the export reads it: its rows as the cards show them. */
export const schedulePageOf = (list: ScheduleList) => ({
  rows: scheduleRowsOf(list),
  hasMoreItems: list.hasMoreItems,
  total: list.total,
});
