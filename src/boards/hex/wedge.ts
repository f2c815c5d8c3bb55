import { DIRECTIONS, turnSide } from './directions.ts';
import type { Axial, Side } from './types.ts';

/**
 * The 60-degree sector opening from the vertex between side `vertex` and the next side clockwise: at distance k
 * it holds the k + 1 hexes a x (side) + (k - a) x (next side). Distance 1 gives the two hexes touching the vertex.
 */
export function wedge(center: Axial, vertex: Side, range: number): Axial[] {
  const d1 = DIRECTIONS[vertex];
  const d2 = DIRECTIONS[turnSide(vertex, 1)];
  const out: Axial[] = [];
  for (let k = 1; k <= range; k++) {
    for (let a = k; a >= 0; a--) {
      const b = k - a;
      out.push({ q: center.q + a * d1.q + b * d2.q, r: center.r + a * d1.r + b * d2.r });
    }
  }
  return out;
}
