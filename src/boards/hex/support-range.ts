import { tracePath, type TraceOptions } from './trace-path.ts';
import type { Axial } from './types.ts';

/**
 * Whether a unit is within an HQ's support range: a path of at most `radius` hexes (the HQ's efficiency rating)
 * that the same blocks as a line of communications do not stop.
 */
export function withinSupportRange(
  hq: Axial,
  unit: Axial,
  radius: number,
  opts: Omit<TraceOptions, 'maxLength'>,
): boolean {
  return tracePath(hq, unit, { ...opts, maxLength: radius }) !== undefined;
}
