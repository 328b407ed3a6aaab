import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { plainText } from '../plain-text';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { SCHEDULE_MAX_LENGTH } from './schedule-rules';

// The schedule format is part of the contract: the server caps with the same rules the screen
// uses, through this file (the server imports contracts only).
export { AUTO_SCHEDULE, capSchedule, SCHEDULE_MESSAGES } from './schedule-rules';

// The cron robots contract (spec c sections 2-9, area name robots, screen /cron_robots; issue 15).
// What the spec leaves open, decided here:
// - GET /robots answers the robots running now (name, start time, group, robot, pid), their names
//   grouped by group, and the history filter's task names.
// - A running robot's `name` is `{group}:{robot}#{pid}`, unique while it runs; the history log's
//   `task_name` is `{group}:{robot}`. Times are unix seconds, durations seconds.
// - Field errors of robotGetCommand and start come back with status 200 and `errors[]` (each
//   naming a parameter, or `group` / `robot`) and an empty command: the modal highlights them. A
//   body that breaks the limits below is the usual 400 error body.
// - Robot delete (payload not in the spec): POST /robots/delete {name}, removing the robot from
//   the list (e.g. one a crashed process left behind); stop ends it. Both close its history run.
// - Writes (stop, start, delete, schedule_save) each need their own action URL (/robots/stop,
//   /robots/start, /robots/delete, /robots/schedule_save): super admins and staff from access
//   level 30. The reads, robotArguments and robotGetCommand (which runs nothing) need /cron_robots.
// - A schedule row is named by its `fullName`. Its schedule follows schedule-rules.ts; an Auto row
//   shows 'AUTO' and runs `auto_schedule[type]`. Saving an Auto row ignores the schedule sent (the
//   type's schedule is read-only) and keeps the threads and description; 'AUTO' with Off or On is
//   refused on `schedule`. Values out of range are capped by the server too.

/** Limits of what a write may carry (the server holds them too). */
export const ROBOT_LIMITS = {
  name: 200,
  group: 64,
  robot: 64,
  parameters: 50,
  parameterName: 64,
  parameterValue: 500,
  fullName: 200,
  threadsMin: 1,
  threadsMax: 32,
  description: 500,
  taskName: 100,
} as const;

/** Spec c section 3: schedule status 0 Off, 1 On, 2 Auto. */
export const SCHEDULE_STATUS = { off: 0, on: 1, auto: 2 } as const;
export const SCHEDULE_STATUSES = [0, 1, 2] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const SCHEDULE_STATUS_LABELS: Readonly<Record<ScheduleStatus, string>> = {
  0: 'Off',
  1: 'On',
  2: 'Auto',
};

/** The spec's texts (spec c section 8) and the server's own messages. */
export const ROBOT_MESSAGES = {
  stopped: 'Robot stopped',
  required: 'Field is required',
} as const;

const Unix = v.number();

// ---------------------------------------------------------------- robots running now

export const RunningRobotSchema = v.object({
  /** `{group}:{robot}#{pid}`: what stop and delete name. */
  name: v.string(),
  /** When it started (unix s). */
  time: Unix,
  group: v.string(),
  robot: v.string(),
  pid: v.number(),
});
export type RunningRobot = v.InferOutput<typeof RunningRobotSchema>;

/** GET /robots: the running robots, their names by group, and the history's task names. */
export const RobotsPageSchema = v.object({
  robots: v.array(RunningRobotSchema),
  groups: v.array(v.object({ group: v.string(), names: v.array(v.string()) })),
  taskNames: v.array(v.string()),
});
export type RobotsPage = v.InferOutput<typeof RobotsPageSchema>;

// ---------------------------------------------------------------- launch data

export const ROBOT_PARAMETER_TYPES = ['string', 'integer', 'boolean', 'select', 'date'] as const;
export type RobotParameterType = (typeof ROBOT_PARAMETER_TYPES)[number];

const ParameterValue = v.union([v.string(), v.number(), v.boolean(), v.null()]);

export const RobotParameterSchema = v.object({
  name: v.string(),
  type: v.picklist(ROBOT_PARAMETER_TYPES),
  required: v.boolean(),
  description: v.string(),
  /** The values a `select` takes. */
  choices: v.optional(v.array(v.object({ value: v.string(), label: v.string() }))),
  /** Prefilled in the form; null for none. */
  default: v.optional(ParameterValue, null),
  /** Bounds of an `integer`. */
  min: v.optional(v.number()),
  max: v.optional(v.number()),
});
export type RobotParameter = v.InferOutput<typeof RobotParameterSchema>;

export const RobotDefinitionSchema = v.object({ name: v.string(), description: v.string() });

/** GET /robots/robotsList: the groups of robots that can be started, with their robots. */
export const RobotsListSchema = v.object({
  groups: v.array(v.object({ group: v.string(), robots: v.array(RobotDefinitionSchema) })),
});
export type RobotsList = v.InferOutput<typeof RobotsListSchema>;

// Robot and group names are plain text: no control or format characters (issue 28).
const Group = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(ROBOT_LIMITS.group),
  plainText(),
);
const Robot = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(ROBOT_LIMITS.robot),
  plainText(),
);

/** POST /robots/robotArguments. */
export const RobotArgumentsBodySchema = v.object({ group: Group, robot: Robot });
export type RobotArgumentsBody = v.InferOutput<typeof RobotArgumentsBodySchema>;

export const RobotArgumentsSchema = v.object({ parameters: v.array(RobotParameterSchema) });
export type RobotArguments = v.InferOutput<typeof RobotArgumentsSchema>;

/** POST /robots/robotGetCommand and POST /robots/start: values by parameter name. */
export const RobotLaunchBodySchema = v.object({
  group: Group,
  robot: Robot,
  parameters: v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(ROBOT_LIMITS.parameterName), plainText()),
      v.union([
        v.pipe(v.string(), v.maxLength(ROBOT_LIMITS.parameterValue)),
        v.pipe(v.number(), v.finite()),
        v.boolean(),
        v.null(),
      ]),
    ),
    v.check(
      (values) => Object.keys(values).length <= ROBOT_LIMITS.parameters,
      `Maximum number of items: ${ROBOT_LIMITS.parameters}`,
    ),
  ),
});
export type RobotLaunchBody = v.InferOutput<typeof RobotLaunchBodySchema>;

export const RobotFieldErrorSchema = v.object({ field: v.string(), message: v.string() });
export type RobotFieldError = v.InferOutput<typeof RobotFieldErrorSchema>;

/**
 * The answer of both: the command (empty when `errors` is not), the server's message, and the
 * fields to highlight. `name` is the started robot's (start only).
 */
export const RobotLaunchAnswerSchema = v.object({
  command: v.string(),
  message: v.string(),
  errors: v.array(RobotFieldErrorSchema),
  name: v.optional(v.string()),
});
export type RobotLaunchAnswer = v.InferOutput<typeof RobotLaunchAnswerSchema>;

/** POST /robots/stop and POST /robots/delete. */
export const RobotNameBodySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(ROBOT_LIMITS.name), plainText()),
});
export type RobotNameBody = v.InferOutput<typeof RobotNameBodySchema>;

export const RobotMessageSchema = v.object({ message: v.string() });
export type RobotMessage = v.InferOutput<typeof RobotMessageSchema>;

// ---------------------------------------------------------------- history log

export const HistoryRowSchema = v.object({
  id: v.number(),
  task_name: v.string(),
  started: Unix,
  /** Null while the run goes on. */
  finished: v.nullable(Unix),
  /** Seconds; null while the run goes on. */
  duration: v.nullable(v.number()),
  pid: v.number(),
});
export type HistoryRow = v.InferOutput<typeof HistoryRowSchema>;

/**
 * GET /robots/history_log?task_name&pid&page&quantity: newest first. `task_name` keeps the runs
 * whose task name contains it (any case), `pid` the runs of that process id.
 */
export const HistoryLogSchema = v.object({
  robots: v.array(HistoryRowSchema),
  hasMoreItems: v.boolean(),
  total: v.number(),
});
export type HistoryLog = v.InferOutput<typeof HistoryLogSchema>;

// ---------------------------------------------------------------- schedule

export const ScheduleRowSchema = v.object({
  /** Unique: what schedule_save names. */
  fullName: v.string(),
  /** The robot type; an Auto row runs `auto_schedule[type]`. */
  type: v.string(),
  /** Null for robots of no carrier (billing, maintenance, reports). */
  carrier_id: v.nullable(v.number()),
  carrier_name: v.nullable(v.string()),
  carrier_version: v.nullable(v.string()),
  robot_name: v.string(),
  /** schedule-rules.ts format; 'AUTO' for Auto rows. */
  schedule: v.string(),
  threads: v.number(),
  schedule_description: v.string(),
  status: v.picklist(SCHEDULE_STATUSES),
  /**
   * The service documentation link: /docs/{service_kind}/post?service={service_id} (spec c
   * section 2); null for robots of no carrier.
   */
  service_id: v.nullable(v.number()),
  service_kind: v.nullable(v.picklist(['parcels', 'pallets'])),
});
export type ScheduleRow = v.InferOutput<typeof ScheduleRowSchema>;

/**
 * GET /robots/schedule?search&status&page&quantity: `search` keeps the rows whose full name,
 * robot or carrier contains it, `status` those of one status.
 */
export const ScheduleListSchema = v.object({
  robots: v.array(ScheduleRowSchema),
  /** The schedule of each robot type, which its Auto rows run (read-only). */
  auto_schedule: v.record(v.string(), v.string()),
  hasMoreItems: v.boolean(),
  total: v.number(),
});
export type ScheduleList = v.InferOutput<typeof ScheduleListSchema>;

/** POST /robots/schedule_save. */
export const ScheduleSaveBodySchema = v.object({
  fullName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(ROBOT_LIMITS.fullName)),
  status: v.picklist(SCHEDULE_STATUSES),
  /** Ignored for Auto (status 2); capped for the others (schedule-rules.ts). */
  schedule: v.pipe(v.string(), v.maxLength(SCHEDULE_MAX_LENGTH)),
  threads: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(ROBOT_LIMITS.threadsMin),
    v.maxValue(ROBOT_LIMITS.threadsMax),
  ),
  schedule_description: v.pipe(v.string(), v.trim(), v.maxLength(ROBOT_LIMITS.description)),
});
export type ScheduleSaveBody = v.InferOutput<typeof ScheduleSaveBodySchema>;

/** The server's message, and the row as saved (capped), so the screen shows what was kept. */
export const ScheduleSaveAnswerSchema = v.object({
  message: v.string(),
  robot: ScheduleRowSchema,
});
export type ScheduleSaveAnswer = v.InferOutput<typeof ScheduleSaveAnswerSchema>;
