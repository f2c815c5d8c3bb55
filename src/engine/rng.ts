/**
 * Seeded pseudo-random generator (sfc32, "small fast counter"), with its whole state exposed so a saved
 * session continues the same stream after a reload. Never use Math.random for game dice.
 */
export const RNG_ID = 'sfc32';

export interface RngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/** Turns a number or string seed into 128 bits of initial state (cyrb128 hash). */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  // Kept as signed 32-bit integers (the same bits as the unsigned state): V8 then holds them as small integers,
  // where unsigned values above 2^31 would be doubles and throw the compiled generator away once they appear.
  private constructor(state: RngState) {
    this.a = state.a | 0;
    this.b = state.b | 0;
    this.c = state.c | 0;
    this.d = state.d | 0;
  }

  static fromSeed(seed: number | string): Rng {
    const [a, b, c, d] = hashSeed(String(seed));
    const rng = new Rng({ a, b, c, d });
    // Discard the first outputs so that similar seeds diverge.
    for (let i = 0; i < 15; i++) rng.nextUint32();
    return rng;
  }

  static fromState(state: RngState): Rng {
    return new Rng(state);
  }

  state(): RngState {
    return { a: this.a >>> 0, b: this.b >>> 0, c: this.c >>> 0, d: this.d >>> 0 };
  }

  clone(): Rng {
    return new Rng(this.state());
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32)
      throw new RangeError(`Rng.int needs a whole number from 1 to 2^32, got ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    // a small integer where it fits one, so callers' arithmetic stays on small integers
    return n <= 0x7fffffff ? (x % n) | 0 : x % n;
  }

  /** Fisher-Yates shuffle of a copy (copied by push: a slice changes its kind of array once V8 optimizes this). */
  shuffle<T>(items: readonly T[]): T[] {
    const out: T[] = [];
    for (let i = 0; i < items.length; i++) out.push(items[i] as T);
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}
