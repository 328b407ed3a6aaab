import * as v from 'valibot';

// The request-log contract (spec b sections 3 and 7; decision 021 records the open shapes).
// Times are milliseconds and dates unix seconds (shown in UTC), as in the statistics.

/** Header lines ('Name: value', one a line) or a name-to-value map: backends log either. */
export const LoggedHeadersSchema = v.nullable(
  v.union([v.string(), v.record(v.string(), v.union([v.string(), v.array(v.string())]))]),
);
export type LoggedHeaders = v.InferOutput<typeof LoggedHeadersSchema>;

/** Health-check id -> its name ('DHL Express tracking'); a PHP backend sends [] for none. */
export const HealthCheckIdsSchema = v.pipe(
  v.union([v.record(v.string(), v.string()), v.array(v.unknown())]),
  v.transform((value): Record<string, string> => (Array.isArray(value) ? {} : value)),
);

export const RequestLogRowSchema = v.object({
  id: v.number(),
  /** 24 hex characters; what other screens link to (`global_search`). */
  requestId: v.string(),
  httpResponseCode: v.number(),
  /** Unix seconds, shown in UTC. */
  requestTime: v.number(),
  /** Milliseconds: the whole call; our own work; the wait for the carrier. */
  execTime: v.number(),
  innerTime: v.number(),
  outerTime: v.number(),
  ip: v.nullable(v.string()),
  /** ISO 3166-1 alpha-2 code of the IP's country (the flag). */
  country: v.nullable(v.string()),
  requestMethod: v.string(),
  /** The API path called, without its query string (what the URI filter matches). */
  uri: v.string(),
  /** null: no user ('NO USER'), e.g. carriers' webhooks and refused API keys. */
  userId: v.nullable(v.number()),
  /** Service ids. */
  services: v.array(v.number()),
  healthCheckIds: HealthCheckIdsSchema,
  /** Peak memory of the call, in bytes. */
  memoryUsage: v.nullable(v.number()),
});
export type RequestLogRow = v.InferOutput<typeof RequestLogRowSchema>;

export const RequestLogPageSchema = v.object({
  items: v.array(RequestLogRowSchema),
  hasMoreItems: v.boolean(),
  /** How many requests match, when the server says (the panel shows it). */
  total: v.optional(v.number()),
});
export type RequestLogPage = v.InferOutput<typeof RequestLogPageSchema>;

export const LoggedRequestSchema = v.object({
  method: v.string(),
  /** The whole URL called, query string included (beyond spec b: for 'Copy as cURL'). */
  url: v.optional(v.string()),
  header: LoggedHeadersSchema,
  /** JSON or XML text as sent; '' when the call had no body. May be several MB. */
  body: v.nullable(v.string()),
});

export const LoggedResponseSchema = v.object({
  code: v.number(),
  header: LoggedHeadersSchema,
  body: v.nullable(v.string()),
});

/** GET /requests_log/details/?id: the row plus what was sent and answered. */
export const RequestLogDetailSchema = v.object({
  ...RequestLogRowSchema.entries,
  request: LoggedRequestSchema,
  response: LoggedResponseSchema,
});
export type RequestLogDetail = v.InferOutput<typeof RequestLogDetailSchema>;

const NamedSchema = v.object({ value: v.string(), name: v.string() });

/** GET /requests_log/forFilter. */
export const RequestLogFilterDataSchema = v.object({
  /** The API paths the log holds (the URI multi-select; manual entry adds others). */
  uriList: v.array(v.string()),
  /** The HTTP codes the log holds. */
  codesList: v.array(v.number()),
  /** Request types: value (the type's URI) and name. */
  requestType: v.array(NamedSchema),
});
export type RequestLogFilterData = v.InferOutput<typeof RequestLogFilterDataSchema>;
