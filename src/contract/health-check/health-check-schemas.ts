import * as v from 'valibot';

// The health-check contract (spec b sections 3 and 7; decision 021 records the open shapes).
// Dates are unix seconds (shown in UTC), times milliseconds.

/** '0' is an error, anything else a success (spec b section 2); numbers are read as text. */
export const HealthCheckStatusSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);

export const HealthPeriodSchema = v.object({
  /** Checks in the last `key` seconds, and how many of them failed. */
  total: v.number(),
  failed: v.number(),
  /** Mean execution time in ms; null without checks. */
  avg: v.nullable(v.number()),
  /** Share of successful checks, 0-100 with one decimal; null without checks. */
  rate: v.nullable(v.number()),
});
export type HealthPeriod = v.InferOutput<typeof HealthPeriodSchema>;

export const HealthCardSchema = v.object({
  label: v.string(),
  additional_label: v.string(),
  /** Keyed by HEALTH_PERIODS_S ('86400', '28800', '3600', '600'): the last that many seconds. */
  periods: v.record(v.string(), HealthPeriodSchema),
  /** From the 1-hour rate (spec b section 4): 'critical', 'issue', 'well'; null: no data. */
  healthStatus: v.nullable(v.string()),
});
export type HealthCard = v.InferOutput<typeof HealthCardSchema>;

/** GET /healthcheck. */
export const HealthCardsSchema = v.array(HealthCardSchema);

export const HealthCheckItemSchema = v.object({
  id: v.number(),
  status: HealthCheckStatusSchema,
  /** Unix seconds. */
  date: v.number(),
  /** Milliseconds. */
  exec_time: v.number(),
  user_id: v.nullable(v.number()),
  /** Beyond the spec's item fields, so a row can link to its request and card. */
  request_id: v.optional(v.nullable(v.string())),
  label: v.optional(v.string()),
  additional_label: v.optional(v.string()),
});
export type HealthCheckItem = v.InferOutput<typeof HealthCheckItemSchema>;

/** GET /healthcheck/detail. */
export const HealthCheckPageSchema = v.object({
  items: v.array(HealthCheckItemSchema),
  hasMoreItems: v.boolean(),
  /** How many checks match, when the server says. */
  total: v.optional(v.number()),
});
export type HealthCheckPage = v.InferOutput<typeof HealthCheckPageSchema>;

const HeadersSchema = v.nullable(
  v.union([v.string(), v.record(v.string(), v.union([v.string(), v.array(v.string())]))]),
);

/** One call to the carrier: 'Request #n' and 'Response #n'. */
export const HealthCheckCallSchema = v.object({
  request: v.object({
    method: v.string(),
    url: v.string(),
    headers: HeadersSchema,
    body: v.nullable(v.string()),
  }),
  /** Code 0: no answer (a timeout or a refused connection). */
  response: v.object({
    code: v.number(),
    headers: HeadersSchema,
    body: v.nullable(v.string()),
  }),
});
export type HealthCheckCall = v.InferOutput<typeof HealthCheckCallSchema>;

/** GET /healthcheck/getData?id= or ?request_id=. */
export const HealthCheckDetailSchema = v.object({
  id: v.number(),
  requestId: v.nullable(v.string()),
  /** Empty: 'Request data is empty !'. */
  requestsList: v.array(HealthCheckCallSchema),
  label: v.string(),
  additionalLabel: v.string(),
  status: HealthCheckStatusSchema,
  date: v.number(),
  user_id: v.nullable(v.number()),
  /** Every check of the same request, id -> name (the selector); beyond spec b. */
  healthCheckIds: v.optional(
    v.pipe(
      v.union([v.record(v.string(), v.string()), v.array(v.unknown())]),
      v.transform((value): Record<string, string> => (Array.isArray(value) ? {} : value)),
    ),
  ),
});
export type HealthCheckDetail = v.InferOutput<typeof HealthCheckDetailSchema>;
