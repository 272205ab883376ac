/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence on every platform, so the demo
 * business is the same for the same seed and day.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
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
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)]!,
    chance: (probability: number) => next() < probability,
  };
}

const CODE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CODE_CHARACTERS = `${CODE_LETTERS}0123456789`;

/**
 * An M-Pesa transaction code as Safaricom writes them (10 letters and digits, starting with T as
 * this year's do); unique within one generation because `used` remembers every code handed out.
 */
export function mpesaCodes(random: Random): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      let code = `T${random.pick([...CODE_LETTERS])}`;
      while (code.length < 10) code += random.pick([...CODE_CHARACTERS]);
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
  };
}
