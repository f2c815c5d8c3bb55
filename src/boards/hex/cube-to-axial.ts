import type { Axial, Cube } from './types.ts';

export function cubeToAxial(c: Cube): Axial {
  return { q: c.q, r: c.r };
}
