// Hands a request-log entry to the API console across features (they never import each
// other): the request log leaves the entry here and navigates to /api_console, which takes it
// once and fills its form. Only in memory: a request body never goes into a URL or storage.

let pending: string | null = null;

export function handOffToApiConsole(entry: string): void {
  pending = entry;
}

/** The entry left for the console, once; null when none is waiting. */
export function takeApiConsoleHandoff(): string | null {
  const entry = pending;
  pending = null;
  return entry;
}
