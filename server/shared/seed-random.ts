import { en, Faker } from '@faker-js/faker';

// The seeded generators of the dataset. Each generator draws from its own stream (SEED plus a
// number of its own, listed in data/db.ts), so adding one never shifts another's data. Faker
// fills names and small pools; it is too slow per row for thousands of rows, so the big tables
// use the tiny generator below, which picks from those pools. Same seed, same sequence.

export const SEED = 20261122;

/** A faker of its own seeded stream. */
export function fakerFor(stream: number): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED + stream);
  return faker;
}

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
