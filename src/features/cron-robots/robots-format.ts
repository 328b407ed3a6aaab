// How the robots screens show times (spec c section 9: DD-MM-YYYY HH:mm:ss, in UTC) and
// durations; plain Date, no date library, so the rules stay light and testable in Node.

const pad = (value: number) => String(value).padStart(2, '0');

/** Unix seconds as 'DD-MM-YYYY HH:mm:ss' UTC. */
export function formatUnixUtc(seconds: number): string {
  const date = new Date(seconds * 1000);
  return (
    `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in seconds, two units at most: '45 s', '5 min 03 s', '2 h 07 min', '3 d 4 h'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < MINUTE) return `${total} s`;
  if (total < HOUR) return `${Math.floor(total / MINUTE)} min ${pad(total % MINUTE)} s`;
  if (total < DAY)
    return `${Math.floor(total / HOUR)} h ${pad(Math.floor((total % HOUR) / MINUTE))} min`;
  return `${Math.floor(total / DAY)} d ${Math.floor((total % DAY) / HOUR)} h`;
}

/** A history run's duration; a run still going has none. */
export const RUNNING_TEXT = 'Running';
export const formatRunDuration = (duration: number | null): string =>
  duration === null ? RUNNING_TEXT : formatDuration(duration);

/** How long a running robot has run, at `nowMs`. */
export const runningFor = (startedSeconds: number, nowMs: number): string =>
  formatDuration(nowMs / 1000 - startedSeconds);
