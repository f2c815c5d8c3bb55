import { line } from './line.ts';
import type { Axial } from './types.ts';

function clear(path: readonly Axial[], blocks: (h: Axial) => boolean): boolean {
  // the two end hexes never block
  return !path.slice(1, -1).some((h) => blocks(h));
}

/**
 * Whether a line from centre to centre crosses no blocking hex (the two end hexes never block). A line that
 * runs exactly along a hexside is blocked only when both hexes beside it block: it is traced nudged to each
 * side and is clear if either trace is.
 */
export function lineOfSight(a: Axial, b: Axial, blocks: (h: Axial) => boolean): boolean {
  return clear(line(a, b, 1), blocks) || clear(line(a, b, -1), blocks);
}
