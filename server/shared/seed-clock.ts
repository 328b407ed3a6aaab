// The two clocks of the seeded data. Records (parcels, pallets) are dated before a fixed
// REFERENCE_DATE, so they are the same at every start. Activity (the request log, health checks)
// is anchored at createDb's hour instead, because the dashboard asks for the last days and the
// last 7200 s (decision 012); tests pin that hour with `createDb({ now })`.

/** The fixed "now" of the seeded records: every seeded date lies in the SEED_DAYS before it. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 20) / 1000;
export const SEED_DAYS = 120;

/** The activity data's "now" (unix s): the wall clock (or the injected time), down to the hour. */
export const activityNowOf = (nowMs: number) => Math.floor(nowMs / 3_600_000) * 3600;
