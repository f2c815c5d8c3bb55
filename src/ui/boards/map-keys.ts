import type { ZoomPanController } from '../controllers/zoom-pan-controller.ts';
import { panZoomKey } from './viewport.ts';

/** What a map's keyboard works on. */
export interface KeyedMap {
  /** Where the keyboard stands: the cursor, else the space chosen ('' for neither). */
  readonly at: string;
  /** Whether Escape has a choice to clear. */
  readonly chosen: boolean;
  /** Moves the cursor one space by an arrow key. */
  step(arrow: string): void;
  /** Chooses a space ('' clears the choice). */
  choose(id: string): void;
  /** Shows the whole map. */
  fitAll(): void;
  readonly zoom: ZoomPanController;
}

/**
 * The keys a map answers: the arrows move the cursor (with Shift they pan), Enter or Space chooses where it
 * stands, Escape clears the choice, 0 shows the whole map, + and - zoom.
 */
export function mapKey(e: KeyboardEvent, m: KeyedMap): void {
  const run = (f: () => void): void => {
    e.preventDefault();
    f();
  };
  if (e.key.startsWith('Arrow') && !e.shiftKey) return run(() => m.step(e.key));
  if ((e.key === 'Enter' || e.key === ' ') && m.at) return run(() => m.choose(m.at));
  if (e.key === 'Escape' && m.chosen) return run(() => m.choose(''));
  if (e.key === '0') return run(() => m.fitAll());
  const z = m.zoom;
  const v = panZoomKey(e.key, e.shiftKey, z.view, z.size.width, z.size.height, z.limits);
  if (v) run(() => z.setView(v));
}
