import type { Axial } from './types.ts';

/** Hexes between two hexes (0 for the same hex, 1 for neighbours). */
export function distance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
