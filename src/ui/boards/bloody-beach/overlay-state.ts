import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import { canvasOverlays, locSentence, tracesLoc } from './canvas-overlays.ts';
import type { CounterView, Formation, SideId } from './counters.ts';
import type { OverlayChoice } from './map-controls.ts';
import type { FrameOverlays } from './renderer.ts';

/** What the overlays are computed from. */
export interface OverlayInputs {
  readonly counters: readonly CounterView[];
  /** Formations and their HQs (read only when an overlay is computed again). */
  formations(): readonly Formation[];
  readonly board: Board;
  readonly viewer: SideId;
  readonly names: ReadonlyMap<string, string>;
}

/**
 * The overlays the players turn on (fire zones, lines to HQ), and what they show, kept until the counters, the
 * side or the selection change (the canvas and the card are drawn again with every zoom frame).
 */
export class OverlayState {
  zones = false;
  loc = false;
  private cache?: { key: string; value: ReturnType<typeof canvasOverlays> };
  private locCache?: { counters: readonly CounterView[]; unit: string; viewer: SideId; text: string };

  get shown(): OverlayChoice {
    return { zones: this.zones, loc: this.loc };
  }

  /** Forgets what was computed (the counters or the side changed). */
  invalidate(): void {
    this.cache = undefined;
  }

  /** What the canvas draws besides the map (nothing of the game while the map is edited). */
  frame(i: OverlayInputs | undefined, selectedUnit: string | undefined, editing: boolean): FrameOverlays {
    const flags = { fireZones: this.zones && !editing, loc: this.loc && !editing };
    if (!i || (!this.zones && !this.loc)) return flags;
    const key = `${this.zones}|${this.loc}|${i.viewer}|${selectedUnit ?? ''}`;
    if (this.cache?.key !== key)
      this.cache = {
        key,
        value: canvasOverlays(this.shown, i.counters, i.formations(), i.board, i.viewer, selectedUnit),
      };
    return { ...flags, ...this.cache.value };
  }

  /** A unit's line of communications to its HQ in words, while "Lines to HQ" is on, for the viewer's own units (2.2). */
  locText(c: CounterView, i: OverlayInputs | undefined): string | undefined {
    if (!this.loc || !i || c.side !== i.viewer || !tracesLoc(c)) return undefined;
    const hit = this.locCache;
    if (hit && hit.counters === i.counters && hit.unit === c.id && hit.viewer === i.viewer) return hit.text;
    const text = locSentence(c, i.counters, i.formations(), i.board, i.viewer, i.names);
    this.locCache = { counters: i.counters, unit: c.id, viewer: i.viewer, text };
    return text;
  }
}
