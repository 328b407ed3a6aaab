// Dates of the API are unix seconds, shown and grouped in UTC.

export const DAY = 86_400;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD.MM.YYYY, HH:mm:ss' in UTC: the spec's display format (DATE_TIME_DISPLAY_FORMAT). */
export function formatUnix(unix: number): string {
  const d = new Date(unix * 1000);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}, ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD' in UTC. */
export function isoDay(unix: number): string {
  return new Date(unix * 1000).toISOString().slice(0, 10);
}
