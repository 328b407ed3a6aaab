// The session-wide "caching off" state shared by the Dexie cache and the query persister: once the
// device is out of space or IndexedDB cannot open, retrying on every read would only spam errors.

type DisabledListener = (reason: string) => void;

let disabledReason: string | null = null;
const listeners = new Set<DisabledListener>();

export function isCachingEnabled(): boolean {
  return disabledReason === null;
}

/**
 * The app shows one info toast from here. A listener registered after caching went off is told at
 * once, so a failure during boot is not missed.
 */
export function onCachingDisabled(listener: DisabledListener): () => void {
  if (disabledReason !== null) {
    listener(disabledReason);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function disableCaching(reason: string): void {
  if (disabledReason !== null) return;
  disabledReason = reason;
  const toCall = [...listeners];
  listeners.clear();
  for (const listener of toCall) {
    try {
      listener(reason);
    } catch {
      // A failing toast must not turn a cache problem into an app crash.
    }
  }
}

export function resetCachingSwitch(): void {
  disabledReason = null;
  listeners.clear();
}

const QUOTA_NAMES = new Set(['QuotaExceededError']);
const OPEN_NAMES = new Set([
  'OpenFailedError',
  'MissingAPIError',
  'InvalidStateError',
  'VersionError',
  'SecurityError',
  'InvalidAccessError',
]);

/** Dexie wraps native errors (`inner`), and transactions abort with the cause nested inside. */
export function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner ?? cause;
  }
  return names;
}

export function isQuotaError(error: unknown): boolean {
  return errorNames(error).some((name) => QUOTA_NAMES.has(name));
}

/** Turns caching off for errors that will not go away this session; returns whether it did. */
export function disableOnFatalError(error: unknown): boolean {
  const names = errorNames(error);
  if (names.some((name) => QUOTA_NAMES.has(name))) {
    disableCaching('The device storage is full, so offline data is not being saved.');
    return true;
  }
  if (names.some((name) => OPEN_NAMES.has(name))) {
    disableCaching('Offline storage is unavailable in this browser, so data is not being saved.');
    return true;
  }
  return false;
}
