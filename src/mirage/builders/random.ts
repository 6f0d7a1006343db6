import { faker } from '@faker-js/faker/locale/en';

/** The few random choices the scenario generators make, from a fixed seed (docs/architecture.md §7). */
export interface Rng {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
}

/** faker's generator, seeded: the default scenario's data is the same on every start. */
export function fakerRng(seed: number): Rng {
  faker.seed(seed);
  return {
    int: (min, max) => faker.number.int({ min, max }),
    pick: <T>(list: readonly T[]) => faker.helpers.arrayElement(list),
    chance: (p) => faker.number.float({ min: 0, max: 1 }) < p,
  };
}

/**
 * mulberry32: a tiny seeded generator, for the 100,000 records of the 'large' scenario, where
 * faker's per-call cost would make the mock slow to start.
 */
export function fastRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    pick: <T>(list: readonly T[]) => list[int(0, list.length - 1)] as T,
    chance: (p) => next() < p,
  };
}

/** Seeded company names for payers and payees. */
export function seededCompanies(seed: number, count: number): string[] {
  faker.seed(seed);
  return Array.from({ length: count }, () => faker.company.name());
}
