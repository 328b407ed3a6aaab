// Bounds of the offline caches (ARCHITECTURE.md, Offline; docs/decisions/005-offline-cache.md).

/**
 * A persisted query cache older than this is discarded on restore. Persisted queries need a
 * `gcTime` of at least this much, or they are garbage collected before they could be restored.
 */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Upper bound of the serialized query cache, in UTF-16 code units (string length). */
export const PERSIST_MAX_BYTES = 1024 * 1024;

/** Throttle of persisted-cache writes: at most one localStorage write per second. */
export const PERSIST_THROTTLE_MS = 1000;

/** Every GET query's last answer kept per account (decision 018), least recently used out. */
export const DEVICE_COPY_MAX_BYTES = 25 * 1024 * 1024;

/** A device copy older than this is not shown: a week without a connection. */
export const DEVICE_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Screens and records the offline page offers, per account. */
export const VISITS_LIMIT = 60;
