// A tiny seeded PRNG and pick helpers, so seed data is identical on every machine and every run.

/** Returns a float in [0, 1), like Math.random but reproducible. */
export type Random = () => number;

/** mulberry32: one 32-bit word of state, plenty of spread for fixtures, same in every JS engine. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seed for item `index` of a list. Giving each item its own stream means adding a draw to one
 * item's recipe does not reshuffle every item after it.
 */
export function deriveSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** An integer in [min, max], both ends included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick: empty list');
  return items[Math.floor(random() * items.length)] as T;
}

/** Picks by relative weight; weights need not add up to anything in particular. */
export function pickWeighted<T>(random: Random, items: readonly { weight: number; value: T }[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item.value;
  }
  // Only reachable through float rounding on the last item.
  return pick(random, items).value;
}

/** `count` distinct items in random order (a partial Fisher–Yates shuffle of a copy). */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = intBetween(random, i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}
