import { DIRECTIONS } from './directions.ts';
import type { Axial } from './types.ts';

/** The 6 x radius hexes exactly `radius` away, clockwise; [centre] for radius 0. */
export function ring(center: Axial, radius: number): Axial[] {
  if (radius <= 0) return [center];
  const start = DIRECTIONS[4];
  let h: Axial = { q: center.q + start.q * radius, r: center.r + start.r * radius };
  const out: Axial[] = [];
  for (const d of DIRECTIONS) {
    for (let k = 0; k < radius; k++) {
      out.push(h);
      h = { q: h.q + d.q, r: h.r + d.r };
    }
  }
  return out;
}
