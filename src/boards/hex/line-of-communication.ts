import { tracePath, type TraceOptions } from './trace-path.ts';
import type { Axial } from './types.ts';

/** A line of communications: a path of any length through unblocked hexes (see communicationBlocker). */
export function lineOfCommunication(
  from: Axial,
  to: Axial,
  opts: Omit<TraceOptions, 'maxLength'>,
): Axial[] | undefined {
  return tracePath(from, to, opts);
}
