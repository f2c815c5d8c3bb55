/**
 * The short tumble of dice just thrown: a few other faces flash by, then the real one stays. It is drawn after
 * the result is already in the state and on the board (screen readers get the real face at once), so it can
 * neither delay nor change a result; with reduced motion asked for, there is no tumble at all.
 */

/** How long a tumble lasts, in milliseconds. */
export const TUMBLE_MS = 420;
/** How many faces show in a tumble, the real one last. */
export const TUMBLE_STEPS = 5;

/** Steps between the faces flashed: never 0, so the real face shows only at the end. */
const OFFSETS = [2, 5, 3, 1, 4];

/** The faces (1-6) a die shows while it tumbles: other faces in turn, ending on `face`. */
export function tumbleFaces(face: number, steps = TUMBLE_STEPS): number[] {
  const out: number[] = [];
  for (let i = steps - 1; i > 0; i--) out.push(((face - 1 + (OFFSETS[i % OFFSETS.length] ?? 1)) % 6) + 1);
  out.push(face);
  return out;
}

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
