import { isRecord } from '../../../engine/index.ts';

/** The ids of the units activated in the current activation (5.2). */
function activated(state: unknown): Set<string> {
  const units = isRecord(state) && isRecord(state.units) ? state.units : {};
  return new Set(
    Object.entries(units).flatMap(([key, u]) =>
      isRecord(u) && u.activated === true ? [typeof u.id === 'string' ? u.id : key] : [],
    ),
  );
}

/**
 * The counters a new state brings into play, for the view to follow: those it puts on the map (a landing,
 * reinforcements) and those it activates (5.2); `onMapBefore` holds the ids of the counters shown before.
 */
export function intoPlay<C extends { readonly id: string }>(
  onMapBefore: ReadonlySet<string>,
  before: unknown,
  after: unknown,
  counters: readonly C[],
): C[] {
  const was = activated(before);
  const now = activated(after);
  return counters.filter((c) => !onMapBefore.has(c.id) || (now.has(c.id) && !was.has(c.id)));
}
