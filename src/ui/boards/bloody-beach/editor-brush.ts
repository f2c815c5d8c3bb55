import type { Point } from '../../../boards/hex/index.ts';
import type { MapEditor } from './map-editor.ts';
import type { View } from './viewport.ts';

/** What the brush needs of the board: the editor while it is open, the view, and where a pointer is on the stage. */
export interface BrushHost {
  editor(): MapEditor | null;
  view(): View;
  stagePoint(e: MouseEvent): Point | undefined;
}

/**
 * The map editor's pointer on the stage: with "Drag paints" on, a one-finger or mouse drag paints hex after hex as
 * one stroke (so d3-zoom must leave it alone; two fingers and the wheel still zoom); else a tap paints one hex.
 */
export class EditorBrush {
  private painting = false;

  constructor(private readonly host: BrushHost) {}

  /** Whether d3-zoom may take this event while the editor is open. */
  mayZoom(event: Event): boolean {
    if (!this.host.editor()?.brush) return true;
    return !(event.type === 'mousedown' || (event.type === 'touchstart' && (event as TouchEvent).touches.length < 2));
  }

  readonly down = (e: PointerEvent): void => {
    const editor = this.host.editor();
    if (!editor?.brush || e.button !== 0) return;
    this.painting = true;
    editor.beginStroke();
    this.paint(e, true);
  };

  readonly move = (e: PointerEvent): void => {
    if (this.painting) this.paint(e, true);
  };

  readonly up = (): void => {
    if (this.painting) this.host.editor()?.endStroke();
    this.painting = false;
  };

  /** A tap on the stage: paints its hex, unless the drag has already. */
  tap(e: MouseEvent): void {
    if (!this.host.editor()?.brush) this.paint(e, false);
  }

  /** Enter on the map: paints the hex at a screen point (the centre). */
  paintAt(p: Point): void {
    this.host.editor()?.paintAt(p, this.host.view());
  }

  private paint(e: MouseEvent, dragging: boolean): void {
    const p = this.host.stagePoint(e);
    if (p) this.host.editor()?.paintAt(p, this.host.view(), dragging);
  }
}
