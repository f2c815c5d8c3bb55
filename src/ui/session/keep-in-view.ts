/** A vertical span on the screen, in CSS pixels (top above bottom). */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/**
 * How far to scroll the board (positive: content moves up) so that `target` shows inside `view` with a margin:
 * the smallest move that brings its bottom above the view's bottom (the top of the procedure sheet), never
 * pushing its top out above the view; 0 when it already shows.
 */
export function revealShift(target: Span, view: Span, margin = 12): number {
  const top = view.top + margin;
  const bottom = view.bottom - margin;
  if (target.top >= top && target.bottom <= bottom) return 0;
  if (target.top < top) return target.top - top;
  return Math.min(target.bottom - bottom, target.top - top);
}

/** What a board says it is choosing on (see `umpire-focus-target`): an element, or a box inside it. */
export interface FocusTarget {
  readonly element: Element;
  /** A box in the element's own CSS pixels from its top left (a hex on a canvas); the whole element when absent. */
  readonly box?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** Where the target is on the screen now. */
export function targetSpan(t: FocusTarget): Span {
  const r = t.element.getBoundingClientRect();
  return t.box ? { top: r.top + t.box.y, bottom: r.top + t.box.y + t.box.height } : { top: r.top, bottom: r.bottom };
}
