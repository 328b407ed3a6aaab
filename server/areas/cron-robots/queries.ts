import {
  AUTO_SCHEDULE,
  capSchedule,
  type HistoryLog,
  ROBOT_LIMITS,
  ROBOT_MESSAGES,
  type RobotFieldError,
  type RobotLaunchBody,
  type RobotParameter,
  type RobotsList,
  type RobotsPage,
  SCHEDULE_STATUS,
  type ScheduleList,
  type ScheduleSaveAnswer,
  SCHEDULE_MESSAGES,
  type ScheduleSaveBody,
} from '../../../src/contract/cron-robots/cron-robots-schemas';
import { parseApiDay } from '../../../src/contract/dates';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { includesText, pageOf, type Paging, type Query, text } from '../../shared/list-query';
import type { RobotDefinition } from './catalogue';

// The robots' reads and rules (spec c sections 3-5): the running list, the launch parameters'
// checks and the command they make, the history log's and the schedule's filters, and the
// schedule save, which caps the schedule again: the server never trusts the client.

export const LAUNCH_MESSAGES = {
  command: 'Command created',
  commandRefused: 'Command was not created: check the highlighted fields',
  startRefused: 'Robot was not started: check the highlighted fields',
  unknownGroup: 'Unknown robot group',
  unknownRobot: 'Unknown robot',
  unknownParameter: 'Unknown parameter',
  integer: 'Must be an integer (whole number)',
  boolean: 'Must be true or false',
  choice: 'Choose one of the listed values',
  date: 'Date must be DD-MM-YYYY',
  control: 'No control characters allowed',
} as const;

export const SCHEDULE_SAVE_MESSAGES = {
  saved: 'Schedule saved',
  capped: 'Schedule saved: values out of range were capped',
  auto: 'Schedule saved: Auto runs the schedule of its robot type',
} as const;

/** Where the platform's robots are run from (the command the modal copies). */
export const ROBOT_RUNNER = 'php robots/run.php';

export function robotsPage(db: Db): RobotsPage {
  const { running, groups } = db.cronRobots;
  return {
    robots: running,
    groups: groups
      .map((g) => ({
        group: g.group,
        names: running.filter((r) => r.group === g.group).map((r) => r.name),
      }))
      .filter((g) => g.names.length > 0),
    taskNames: groups.flatMap((g) => g.robots.map((r) => `${g.group}:${r.name}`)).sort(),
  };
}

export function robotsList(db: Db): RobotsList {
  return {
    groups: db.cronRobots.groups.map((g) => ({
      group: g.group,
      robots: g.robots.map(({ name, description }) => ({ name, description })),
    })),
  };
}

export function definitionOf(db: Db, group: string, robot: string): RobotDefinition | undefined {
  return db.cronRobots.groups.find((g) => g.group === group)?.robots.find((r) => r.name === robot);
}

type Raw = RobotLaunchBody['parameters'][string] | undefined;

/** A real day in the contract's range (src/contract/dates.ts). */
const isRealDate = (value: string) => parseApiDay(value) !== undefined;

/** A parameter's value as the command carries it, or the error naming it. */
function checkValue(param: RobotParameter, raw: Raw): { value?: string; error?: string } {
  const given = typeof raw === 'string' ? raw.trim() : raw;
  if (given === undefined || given === null || given === '') {
    return param.required ? { error: ROBOT_MESSAGES.required } : {};
  }
  switch (param.type) {
    case 'integer': {
      const n =
        typeof given === 'number'
          ? given
          : /^-?\d{1,15}$/.test(String(given))
            ? Number(given)
            : NaN;
      if (!Number.isInteger(n)) return { error: LAUNCH_MESSAGES.integer };
      if (param.min !== undefined && n < param.min) return { error: `Minimum value: ${param.min}` };
      if (param.max !== undefined && n > param.max) return { error: `Maximum value: ${param.max}` };
      return { value: String(n) };
    }
    case 'boolean': {
      const on = [true, 1, 'true', '1'].includes(given);
      if (!on && ![false, 0, 'false', '0'].includes(given))
        return { error: LAUNCH_MESSAGES.boolean };
      return on ? { value: '' } : {};
    }
    case 'select':
      return param.choices?.some((c) => c.value === String(given))
        ? { value: String(given) }
        : { error: LAUNCH_MESSAGES.choice };
    case 'date':
      return isRealDate(String(given)) ? { value: String(given) } : { error: LAUNCH_MESSAGES.date };
    case 'string':
      // eslint-disable-next-line no-control-regex
      return /[\u0000-\u001f\u007f]/.test(String(given))
        ? { error: LAUNCH_MESSAGES.control }
        : { value: String(given) };
  }
}

/** Single-quoted for a POSIX shell unless plainly safe. */
const quoted = (value: string) =>
  /^[A-Za-z0-9_.,:@/+-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;

export type LaunchCheck = { errors: RobotFieldError[]; command: string };

/** The launch body's errors (each naming its field), or the command it makes. */
export function checkLaunch(db: Db, body: RobotLaunchBody): LaunchCheck {
  const group = db.cronRobots.groups.find((g) => g.group === body.group);
  if (!group)
    return { errors: [{ field: 'group', message: LAUNCH_MESSAGES.unknownGroup }], command: '' };
  const robot = group.robots.find((r) => r.name === body.robot);
  if (!robot)
    return { errors: [{ field: 'robot', message: LAUNCH_MESSAGES.unknownRobot }], command: '' };
  const errors: RobotFieldError[] = [];
  const args: string[] = [];
  for (const param of robot.parameters) {
    const { value, error } = checkValue(param, body.parameters[param.name]);
    if (error) errors.push({ field: param.name, message: error });
    else if (value === '') args.push(`--${param.name}`);
    else if (value !== undefined) args.push(`--${param.name}=${quoted(value)}`);
  }
  for (const name of Object.keys(body.parameters)) {
    if (!robot.parameters.some((p) => p.name === name)) {
      errors.push({ field: name, message: LAUNCH_MESSAGES.unknownParameter });
    }
  }
  if (errors.length > 0) return { errors, command: '' };
  return { errors, command: [ROBOT_RUNNER, `${group.group}:${robot.name}`, ...args].join(' ') };
}

export function historyPage(db: Db, query: Query, paging: Paging): HistoryLog {
  const taskName = text(query, 'task_name')?.slice(0, ROBOT_LIMITS.taskName);
  const rawPid = text(query, 'pid');
  const pid = rawPid !== undefined && /^\d{1,9}$/.test(rawPid) ? Number(rawPid) : undefined;
  const { items, hasMoreItems, total } = pageOf(
    db.cronRobots.history,
    (row) => (pid === undefined || row.pid === pid) && includesText(row.task_name, taskName),
    paging,
  );
  return { robots: items, hasMoreItems, total };
}

export function schedulePage(db: Db, query: Query, paging: Paging): ScheduleList {
  const search = text(query, 'search')?.slice(0, ROBOT_LIMITS.fullName);
  const rawStatus = text(query, 'status');
  const status =
    rawStatus !== undefined && /^[012]$/.test(rawStatus) ? Number(rawStatus) : undefined;
  const { items, hasMoreItems, total } = pageOf(
    db.cronRobots.schedules,
    (row) =>
      (status === undefined || row.status === status) &&
      (includesText(row.fullName, search) ||
        includesText(row.robot_name, search) ||
        includesText(row.carrier_name, search)),
    paging,
  );
  return { robots: items, auto_schedule: db.cronRobots.autoSchedule, hasMoreItems, total };
}

/**
 * Saves a schedule row. Auto keeps 'AUTO' whatever schedule is sent (the type's schedule is
 * read-only); Off and On keep their own, capped; 'AUTO' for them is refused on `schedule`.
 */
export function saveSchedule(db: Db, body: ScheduleSaveBody): ScheduleSaveAnswer {
  const row = db.cronRobots.schedules.find((r) => r.fullName === body.fullName);
  if (!row) throw new HttpFailure(404, [{ message: `Robot schedule ${body.fullName} not found` }]);
  let message: string = SCHEDULE_SAVE_MESSAGES.saved;
  let schedule = AUTO_SCHEDULE;
  if (body.status === SCHEDULE_STATUS.auto) {
    const sent = body.schedule.trim().toUpperCase();
    if (sent !== '' && sent !== AUTO_SCHEDULE) message = SCHEDULE_SAVE_MESSAGES.auto;
  } else {
    const capped = capSchedule(body.schedule);
    if (!capped.ok) throw new HttpFailure(400, [{ message: capped.message, fields: ['schedule'] }]);
    if (capped.schedule === AUTO_SCHEDULE) {
      throw new HttpFailure(400, [{ message: SCHEDULE_MESSAGES.autoOnly, fields: ['schedule'] }]);
    }
    schedule = capped.schedule;
    if (capped.capped) message = SCHEDULE_SAVE_MESSAGES.capped;
  }
  Object.assign(row, {
    status: body.status,
    schedule,
    threads: body.threads,
    schedule_description: body.schedule_description,
  });
  return { message, robot: { ...row } };
}

/** Ends a running robot (stop or delete): out of the list, its history run closed. */
export function endRobot(db: Db, name: string, nowSeconds: number): boolean {
  const { running, history } = db.cronRobots;
  const index = running.findIndex((r) => r.name === name);
  if (index < 0) return false;
  const [robot] = running.splice(index, 1);
  const run = history.find((h) => h.pid === robot!.pid && h.finished === null);
  if (run) {
    run.finished = Math.max(nowSeconds, run.started);
    run.duration = run.finished - run.started;
  }
  return true;
}

/** Starts a robot whose launch was checked: in the list and the history, with a new pid. */
export function startRobot(db: Db, group: string, robot: string, nowSeconds: number): string {
  const data = db.cronRobots;
  const pid = data.next.pid++;
  const name = `${group}:${robot}#${pid}`;
  data.running.unshift({ name, time: nowSeconds, group, robot, pid });
  data.history.unshift({
    id: data.next.historyId++,
    task_name: `${group}:${robot}`,
    started: nowSeconds,
    finished: null,
    duration: null,
    pid,
  });
  return name;
}
