import { cubeRound } from './cube-round.ts';
import { distance } from './distance.ts';
import type { Axial } from './types.ts';

/**
 * The hexes a straight line from centre to centre passes through, both ends included. `nudge` shifts the line
 * a hair to one side (+1) or the other (-1), so that a line running exactly along a hexside picks one side
 * consistently; 0 is the plain line.
 */
export function line(a: Axial, b: Axial, nudge: -1 | 0 | 1 = 1): Axial[] {
  const n = distance(a, b);
  const e = 1e-6 * nudge;
  const aq = a.q + e;
  const ar = a.r + e;
  const bq = b.q + e;
  const br = b.r + e;
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(cubeRound(aq + (bq - aq) * t, ar + (br - ar) * t));
  }
  return out;
}
