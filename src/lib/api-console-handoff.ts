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

// The request whose details are open, offered to the command palette's 'Open this request in the
// API console' (issue 18): set while the request's modal shows it, in memory only as above.
let offered: string | null = null;

export function offerToApiConsole(entry: string | null): void {
  offered = entry;
}

/** The open request's entry for the console; null when no request's details are open. */
export function offeredToApiConsole(): string | null {
  return offered;
}
