// A tiny seeded generator for the big tables: faker is too slow per row for thousands of rows,
// so faker fills small pools once and this picks from them. Same seed, same sequence.

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (probability: number) => boolean;
  hex: (length: number) => string;
};

export function randomFor(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
    chance: (probability: number) => next() < probability,
    hex: (length: number) => {
      let out = '';
      while (out.length < length)
        out += Math.floor(next() * 0x10000)
          .toString(16)
          .padStart(4, '0');
      return out.slice(0, length);
    },
  };
}

/** The fixed "now" of the seeded data: every seeded date lies in the 120 days before it. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 20) / 1000;
export const SEED_DAYS = 120;
export const DAY = 86_400;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD.MM.YYYY, HH:mm:ss' in UTC, the spec's display format. */
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
