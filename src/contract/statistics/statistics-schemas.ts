import * as v from 'valibot';

// The statistics contract (spec a sections 3 and 7). Decision 012 records the open shapes.

const Named = v.object({ value: v.string(), name: v.string() });

export const StatisticsFilterDataSchema = v.object({
  /** Request types (the known API URIs of spec a section 9). */
  requestType: v.array(Named),
  /** 'Statistics per' choices: hour, day, week, month. */
  graphGroupBy: v.array(Named),
});
export type StatisticsFilterData = v.InferOutput<typeof StatisticsFilterDataSchema>;

const Share = v.object({ total: v.number(), percent: v.number() });

export const StatisticsGraphSchema = v.object({
  /** One row per period ('DD-MM-YYYY' or 'DD-MM-YYYY HH:00'): `date` plus a count per column key. */
  report_data: v.array(v.record(v.string(), v.union([v.string(), v.number()]))),
  /** The series of the graph: key in report_data rows and its name. */
  columns: v.array(v.object({ key: v.string(), name: v.string() })),
  /** What each series counts, keyed like columns. */
  descriptions: v.record(v.string(), v.string()),
  summary: v.object({ total: v.number(), success: Share, error: Share }),
});
export type StatisticsGraph = v.InferOutput<typeof StatisticsGraphSchema>;

export const StatisticsRowSchema = v.object({
  /** The period of the row ('DD-MM-YYYY', or with ' HH:00' when per hour). */
  date: v.string(),
  requestType: v.string(),
  requestUri: v.string(),
  userId: v.nullable(v.number()),
  serviceIds: v.array(v.number()),
  /** Milliseconds. */
  avgExtTime: v.number(),
  avgInnerTime: v.number(),
  avgOuterTime: v.number(),
  requests: v.object({ total: v.number(), success: v.number(), error: v.number() }),
});
export type StatisticsRow = v.InferOutput<typeof StatisticsRowSchema>;

export const StatisticsTableSchema = v.object({
  requests_list: v.array(StatisticsRowSchema),
  hasMoreItems: v.boolean(),
  /** How many rows match, when the server says. */
  total: v.optional(v.number()),
});
export type StatisticsTable = v.InferOutput<typeof StatisticsTableSchema>;
