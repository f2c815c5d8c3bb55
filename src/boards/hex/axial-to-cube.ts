import type { Axial, Cube } from './types.ts';

export function axialToCube(h: Axial): Cube {
  return { q: h.q, r: h.r, s: -h.q - h.r };
}
