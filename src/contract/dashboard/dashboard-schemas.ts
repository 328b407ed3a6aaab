import * as v from 'valibot';
export { DAYS_RANGES } from './days-ranges';

// The dashboard contract (spec a sections 3 and 7). Decision 012 records the shapes the spec
// leaves open.

/** Seconds back of the health graph's periods: 600 to 7200 in steps of 600 (spec a section 9). */
export const HEALTH_PERIODS = [
  600, 1200, 1800, 2400, 3000, 3600, 4200, 4800, 5400, 6000, 6600, 7200,
] as const;

export const HealthStatusSchema = v.object({
  label: v.string(),
  additional_label: v.string(),
  /** Checks in the last 7200 s, and how many of them failed. */
  total: v.number(),
  failed: v.number(),
  /**
   * Keyed by seconds back ('600' ... '7200'): the rate (0-100, share of successful checks) in
   * the 600 s that start that far back, so '600' is the last ten minutes; null when no check ran.
   */
  periodsData: v.record(v.string(), v.object({ rate: v.nullable(v.number()) })),
});
export type HealthStatus = v.InferOutput<typeof HealthStatusSchema>;
export const HealthStatusesSchema = v.array(HealthStatusSchema);

/** The unmapped carrier errors or tracking statuses: in total and per carrier. */
export const UnmappedSummarySchema = v.object({
  total_unmapped: v.number(),
  mappings_data: v.array(
    v.object({ carrier: v.string(), carrier_id: v.number(), count: v.number() }),
  ),
});
export type UnmappedSummary = v.InferOutput<typeof UnmappedSummarySchema>;

// The two endpoints answer the same shape; their names stay for the server and contract tests.
export const ErrorMappingSchema = UnmappedSummarySchema;
export type ErrorMapping = UnmappedSummary;
export const TrackingMappingSchema = UnmappedSummarySchema;
export type TrackingMapping = UnmappedSummary;

export const DashboardRequestsSchema = v.object({
  /** One point per 600 s over the range, oldest first: period is its start (unix seconds). */
  requests: v.array(v.object({ period: v.number(), totalRequests: v.number() })),
  /** Per endpoint, `uri` is the method plus the path ('POST /parcels'), most used first. */
  uriData: v.array(v.object({ uri: v.string(), requestsCount: v.number() })),
});
export type DashboardRequests = v.InferOutput<typeof DashboardRequestsSchema>;

export const ParcelsReportSchema = v.object({
  reports_data: v.object({
    /** One row per group: `group` names it (a date 'YYYY-MM-DD' when grouped by day). */
    report_data: v.array(v.object({ group: v.string(), count: v.number() })),
    columns: v.array(v.object({ key: v.string(), name: v.string() })),
    group_by_list: v.array(v.object({ value: v.string(), name: v.string() })),
    group_by: v.string(),
  }),
});
export type ParcelsReport = v.InferOutput<typeof ParcelsReportSchema>;
