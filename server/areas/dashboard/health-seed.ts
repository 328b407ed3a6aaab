import { randomFor, SEED } from '../../shared/seed-random';

// Seeded carrier health checks: one check a minute per (label, additional_label) over the day
// before the data's "now" (the request log's anchor, decision 012), so the dashboard's 7200-s
// graph and the later health-check cards (periods up to 86400 s) read the same checks. Most
// checks are healthy; three pairs are scripted so the dashboard shows every colour: one degraded
// (orange), one failing (red) and one silent for the last quarter hour (grey).

export const HEALTH_HISTORY_SECONDS = 86_400;
const EVERY = 60;
const HEALTH_STREAM = 50;

type Script = 'healthy' | 'flaky' | 'degraded' | 'failing' | 'silent';

const PAIRS: ReadonlyArray<readonly [string, string, Script]> = [
  ['DHL Express', 'label', 'healthy'],
  ['DHL Express', 'tracking', 'healthy'],
  ['UPS', 'label', 'healthy'],
  ['UPS', 'tracking', 'degraded'],
  ['FedEx', 'label', 'flaky'],
  ['FedEx', 'tracking', 'healthy'],
  ['DPD', 'pickup', 'healthy'],
  ['GLS', 'tracking', 'healthy'],
  ['Royal Mail', 'label', 'healthy'],
  ['PostNL', 'tracking', 'healthy'],
  ['InPost', 'pickup', 'silent'],
  ['Correos', 'label', 'failing'],
];

export type HealthSeries = {
  label: string;
  additional_label: string;
  /** Unix seconds, oldest first. */
  time: Uint32Array;
  /** 1 for a successful check. */
  ok: Uint8Array;
  /** Milliseconds. */
  execMs: Uint16Array;
};

/** Whether the check `secondsBack` before now succeeded; null when none ran. */
function outcome(script: Script, secondsBack: number, draw: number): boolean | null {
  const minutes = secondsBack / 60;
  switch (script) {
    case 'healthy':
      return draw > 0.015;
    case 'flaky':
      return draw > 0.12;
    case 'degraded':
      // Every other check fails for the last 40 minutes: 50% in each recent period.
      return minutes < 40 ? Math.floor(minutes) % 2 === 0 : draw > 0.05;
    case 'failing':
      // Worsening for an hour, down for the last half hour.
      return minutes < 30 ? false : minutes < 90 ? draw > 0.6 : draw > 0.02;
    case 'silent':
      // The checker stopped a quarter of an hour ago: no data in the last 600 s.
      return minutes < 15 ? null : draw > 0.03;
  }
}

export function generateHealthChecks(now: number): HealthSeries[] {
  const random = randomFor(SEED + HEALTH_STREAM);
  return PAIRS.map(([label, additionalLabel, script]) => {
    // Each pair runs at its own second of the minute, never exactly on `now`.
    const second = random.int(1, EVERY - 1);
    const times: number[] = [];
    const oks: number[] = [];
    const execs: number[] = [];
    for (let back = HEALTH_HISTORY_SECONDS - EVERY + second; back > 0; back -= EVERY) {
      const ok = outcome(script, back, random.next());
      const exec = random.int(150, 1400);
      if (ok === null) continue;
      times.push(now - back);
      oks.push(ok ? 1 : 0);
      execs.push(ok ? exec : exec * 4);
    }
    return {
      label,
      additional_label: additionalLabel,
      time: Uint32Array.from(times),
      ok: Uint8Array.from(oks),
      execMs: Uint16Array.from(execs),
    };
  });
}

/** The lazily built checks of a Db; private state, like RequestLogSource. */
export class HealthSource {
  readonly #now: number;
  #series: HealthSeries[] | undefined;

  constructor(now: number) {
    this.#now = now;
  }

  get now(): number {
    return this.#now;
  }

  series(): HealthSeries[] {
    this.#series ??= generateHealthChecks(this.#now);
    return this.#series;
  }
}
