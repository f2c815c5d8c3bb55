import type { Rng } from '../../../engine/index.ts';

/**
 * Where the game's dice come from: dice typed in with an action (thrown at the table, or forced in a test)
 * are used first, in order; after them the seeded generator. Shuffles and random picks always use the
 * generator.
 */
export class Roller {
  private i = 0;
  /** Whether the last die came from the dice given (thrown at the table) rather than the generator. */
  typed = false;
  private readonly thrown: number[] = [];
  constructor(
    readonly rng: Rng,
    private readonly forced: readonly number[] = [],
  ) {}

  /** One die of `sides` faces, 1-based. A forced value out of range is an error. */
  die(sides: number): number {
    this.typed = this.i < this.forced.length;
    if (this.typed) {
      const v = this.forced[this.i++] as number;
      if (!Number.isInteger(v) || v < 1 || v > sides) throw new RangeError(`forced die ${v} is not a face 1-${sides}`);
      return v;
    }
    return this.int(sides) + 1;
  }

  d6(): number {
    return this.die(6);
  }

  /**
   * `n` Combat Dice, in `out` (emptied first). By default that is the roller's own list, refilled at every call
   * (a throw then makes no new list): read the faces before the next throw and never keep the list (the latest
   * roll and the told dice copy the faces).
   */
  dice(n: number, out: number[] = this.thrown): number[] {
    while (out.length) out.pop();
    for (let k = 0; k < n; k++) out.push(this.d6());
    return out;
  }

  int(n: number): number {
    // The same number as a small integer: the generator's unsigned arithmetic hands back a boxed double at times,
    // which the state (faces, marker ids) would then keep, and compiled code expecting small integers rejects.
    return this.rng.int(n) | 0;
  }

  /** Dice given but not used by the action. */
  unused(): number {
    return Math.max(0, this.forced.length - this.i);
  }
}
