import {
  AUTO_SCHEDULE,
  type HistoryRow,
  type RunningRobot,
  type ScheduleRow,
  type ScheduleStatus,
} from '../../../src/contract/cron-robots/cron-robots-schemas';
import type { Carrier, Service } from '../../data/carriers';
import type { Random } from '../../shared/seed-random';
import {
  AUTO_SCHEDULES,
  CARRIER_TYPES,
  createCatalogue,
  DESCRIPTIONS,
  OWN_SCHEDULES,
  type RobotGroup,
  slugOf,
} from './catalogue';

// The cron robots (spec c sections 2-4): the catalogue of robots that can be started, a few
// running now, a history log of thousands of runs before "now", and a schedule row per robot
// type and carrier version (plus the robots of no carrier) in every status. Anchored at
// createDb's hour (the activity clock), as robots running "now" must be; flat arrays built in one
// pass (the history: a few ms).

export type CronRobots = {
  groups: RobotGroup[];
  /** Newest first. */
  running: RunningRobot[];
  /** Newest first. */
  history: HistoryRow[];
  schedules: ScheduleRow[];
  autoSchedule: Record<string, string>;
  next: { pid: number; historyId: number };
};

type Sources = {
  carriers: Carrier[];
  services: Service[];
  /** A service's carrier version and service type (the services area's profiles). */
  profileOf: (serviceId: number) => { carrierVersion: string | null; type: string } | undefined;
};

export const HISTORY_RUNS = 8000;
const RUNNING_NOW = 6;
const DAY = 86_400;

/** Status shares of the seeded schedule rows: mostly On, many Auto, some Off. */
const STATUSES: readonly ScheduleStatus[] = [1, 1, 1, 1, 2, 2, 2, 0, 0];

export function createCronRobots(random: Random, sources: Sources, now: number): CronRobots {
  const groups = createCatalogue(sources.carriers);
  const data: CronRobots = {
    groups,
    running: [],
    history: [],
    schedules: createSchedules(random, sources, groups),
    autoSchedule: { ...AUTO_SCHEDULES },
    next: { pid: 0, historyId: 1 },
  };
  const tasks = groups.flatMap((g) => g.robots.map((robot) => ({ group: g.group, robot })));
  // Tracking runs most often, as in production.
  const weighted = tasks.flatMap((t) => (t.group === 'tracking' ? [t, t, t, t, t, t] : [t]));

  const finishedRuns: Array<Omit<HistoryRow, 'id'>> = [];
  let t = now - 60;
  for (let i = 0; i < HISTORY_RUNS; i += 1) {
    const { group, robot } = random.pick(weighted);
    const duration = random.int(robot.runs[0], robot.runs[1]);
    const finished = t - random.int(0, 30);
    finishedRuns.push({
      task_name: `${group}:${robot.name}`,
      started: finished - duration,
      finished,
      duration,
      pid: random.int(1000, 64_999),
    });
    t -= random.int(20, 280);
  }
  finishedRuns.sort((a, b) => b.started - a.started);

  // Running now: most started within the last two hours, one left over from days ago.
  let pid = random.int(65_000, 70_000);
  const running: Array<Omit<HistoryRow, 'id'>> = [];
  for (let i = 0; i < RUNNING_NOW; i += 1) {
    const { group, robot } = random.pick(tasks);
    pid += random.int(1, 400);
    const time =
      i === RUNNING_NOW - 1 ? now - 3 * DAY - random.int(0, 3600) : now - random.int(60, 7200);
    data.running.push({
      name: `${group}:${robot.name}#${pid}`,
      time,
      group,
      robot: robot.name,
      pid,
    });
    running.push({
      task_name: `${group}:${robot.name}`,
      started: time,
      finished: null,
      duration: null,
      pid,
    });
  }
  data.running.sort((a, b) => b.time - a.time);
  data.next.pid = pid + 1;

  const all = [...running, ...finishedRuns].sort((a, b) => b.started - a.started);
  data.history = all.map((run, index) => ({ id: all.length - index, ...run }));
  data.next.historyId = all.length + 1;
  return data;
}

function createSchedules(
  random: Random,
  { carriers, services, profileOf }: Sources,
  groups: RobotGroup[],
) {
  const rows: ScheduleRow[] = [];
  const row = (
    fields: Pick<
      ScheduleRow,
      | 'fullName'
      | 'type'
      | 'robot_name'
      | 'carrier_id'
      | 'carrier_name'
      | 'carrier_version'
      | 'service_id'
      | 'service_kind'
    >,
  ) => {
    const status = random.pick(STATUSES);
    const own = random.pick(OWN_SCHEDULES[fields.type] ?? ['*/5m']);
    rows.push({
      ...fields,
      status,
      schedule: status === 2 ? AUTO_SCHEDULE : own,
      threads: random.pick([1, 1, 1, 2, 2, 4, 8]),
      schedule_description: random.pick(DESCRIPTIONS),
    });
  };
  const robotOf: Record<(typeof CARRIER_TYPES)[number], string> = {
    tracking: 'update_statuses',
    manifest: 'send_manifests',
    pudo: 'import_points',
  };
  for (const carrier of carriers) {
    const own = services.filter((s) => s.carrier_id === carrier.id);
    // One row per carrier version (v0 when the carrier has none), named by its first service.
    const versions = new Map<string, Service>();
    for (const service of own) {
      const version = profileOf(service.id)?.carrierVersion ?? 'v0';
      if (!versions.has(version)) versions.set(version, service);
    }
    const hasPudo = own.some((s) => profileOf(s.id)?.type === 'pudo');
    for (const type of CARRIER_TYPES) {
      if (type === 'manifest' && carrier.kind === 'return') continue;
      if (type === 'pudo' && !hasPudo) continue;
      if (type === 'tracking' && carrier.kind === 'pallet') continue;
      for (const [version, service] of [...versions].sort(([a], [b]) => a.localeCompare(b))) {
        const robot = robotOf[type];
        row({
          fullName: `${type}:${robot}:${slugOf(carrier.name)}:${version}`,
          type,
          robot_name: robot,
          carrier_id: carrier.id,
          carrier_name: carrier.name,
          carrier_version: version,
          service_id: service.id,
          service_kind: carrier.kind === 'pallet' ? 'pallets' : 'parcels',
        });
      }
    }
  }
  for (const type of ['billing', 'maintenance', 'reports']) {
    for (const robot of groups.find((g) => g.group === type)!.robots) {
      row({
        fullName: `${type}:${robot.name}`,
        type,
        robot_name: robot.name,
        carrier_id: null,
        carrier_name: null,
        carrier_version: null,
        service_id: null,
        service_kind: null,
      });
    }
  }
  return rows;
}
