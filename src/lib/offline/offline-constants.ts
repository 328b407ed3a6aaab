// Bounds of the offline caches (ARCHITECTURE.md, Offline; docs/decisions/005-offline-cache.md).

/** Recently opened records (parcels, pallets, ...) kept per account; older ones are evicted. */
export const RECENT_RECORDS_LIMIT = 300;

/** How many recent records the offline page lists by default. */
export const RECENT_RECORDS_PAGE = 20;

/**
 * A persisted query cache older than this is discarded on restore. Persisted queries need a
 * `gcTime` of at least this much, or they are garbage collected before they could be restored.
 */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Upper bound of the serialized query cache, in UTF-16 code units (string length). */
export const PERSIST_MAX_BYTES = 1024 * 1024;

/** Throttle of persisted-cache writes: at most one localStorage write per second. */
export const PERSIST_THROTTLE_MS = 1000;
