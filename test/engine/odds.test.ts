import { describe, expect, it } from 'vitest';
import {
  AVERAGE_DIE,
  classifyGroups,
  classifyRoll,
  D6,
  exactOdds,
  group,
  Rng,
  rollGroups,
  statisticDistribution,
  Tally,
} from '../../src/engine/index.ts';

/** Brute force over every ordered roll, for checking the count-based enumeration. */
function bruteForce(faces: number[][], stat: (dice: number[]) => number): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (i: number, dice: number[], p: number): void => {
    if (i === faces.length) {
      const s = stat(dice);
      out.set(s, (out.get(s) ?? 0) + p);
      return;
    }
    const fs = faces[i] as number[];
    for (const f of fs) walk(i + 1, [...dice, f], p / fs.length);
  };
  walk(0, [], 1);
  return out;
}

describe('exact odds', () => {
  it('matches brute force for the sum of 4d6', () => {
    const g = [group('d', 'dice', D6, 4)];
    const exact = statisticDistribution(g, (t) => t.sum('d'));
    const brute = bruteForce(
      Array.from({ length: 4 }, () => [1, 2, 3, 4, 5, 6]),
      (d) => d.reduce((a, b) => a + b, 0),
    );
    expect(exact.size).toBe(brute.size);
    for (const [k, p] of brute) expect(exact.get(k)).toBeCloseTo(p, 12);
  });

  it('weights repeated faces of the average die and mixes groups', () => {
    const g = [group('a', 'average', AVERAGE_DIE, 2), group('b', 'plain', D6, 1)];
    const stat = (t: Tally): number => t.count('a', 3) * 10 + t.count('b', 6);
    const exact = statisticDistribution(g, stat);
    const brute = bruteForce(
      [
        [2, 3, 3, 4, 4, 5],
        [2, 3, 3, 4, 4, 5],
        [1, 2, 3, 4, 5, 6],
      ],
      (d) => (d[0] === 3 ? 10 : 0) + (d[1] === 3 ? 10 : 0) + (d[2] === 6 ? 1 : 0),
    );
    for (const [k, p] of brute) expect(exact.get(k)).toBeCloseTo(p, 12);
  });

  it('sums to 1 for a 30-die pool', () => {
    const g = [group('d', 'dice', D6, 30)];
    const total = exactOdds(
      g,
      (t) => t.count('d', 6),
      (n) => ({ hits: n }),
    ).reduce((s, o) => s + o.p, 0);
    expect(total).toBeCloseTo(1, 12);
  });
});

describe('rng', () => {
  it('continues the same stream from a saved state', () => {
    const a = Rng.fromSeed(42);
    a.int(6);
    const saved = a.state();
    const next = [a.int(6), a.int(6), a.int(6)];
    const b = Rng.fromState(saved);
    expect([b.int(6), b.int(6), b.int(6)]).toEqual(next);
  });

  it('rolls every face of a d6 about equally', () => {
    const rng = Rng.fromSeed('fair');
    const counts = [0, 0, 0, 0, 0, 0];
    const roll = rollGroups([group('d', 'dice', D6, 6000)], rng);
    for (const f of roll.d ?? []) counts[(f as number) - 1]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(900);
  });
});

describe('classified dice', () => {
  it('give the same odds as the full faces', () => {
    const g = [group('d', 'dice', D6, 7)];
    const classOf = (f: number | string): string => (f === 6 ? 'kill' : f === 5 ? 'suppress' : 'miss');
    const full = statisticDistribution(g, (t) => t.count('d', 6) * 100 + t.count('d', 5));
    const classed = statisticDistribution(
      classifyGroups(g, { d: classOf }),
      (t) => t.count('d', 'kill') * 100 + t.count('d', 'suppress'),
    );
    expect(classed.size).toBe(full.size);
    for (const [k, p] of full) expect(classed.get(k)).toBeCloseTo(p, 12);
    const roll = { d: [6, 5, 5, 1, 2, 6, 3] };
    expect(Tally.of(classifyGroups(g, { d: classOf }), classifyRoll(roll, { d: classOf })).count('d', 'suppress')).toBe(
      2,
    );
  });
});
