import { hexKey, type Axial } from '../../../boards/hex/index.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { CounterView, Formation, SideId } from './counters.ts';
import type { OverlayChoice } from './map-controls.ts';
import type { FrameOverlays } from './renderer.ts';
import { locBlocker, locToHq, sideZones } from './zones.ts';

/** Units that trace a line of communications to an HQ: not HQs themselves, nor fixed positions (2.2). */
export function tracesLoc(c: CounterView): boolean {
  return c.unitClass !== 'hq' && c.unitClass !== 'pillbox' && c.unitClass !== 'nest';
}

/**
 * What the canvas draws on demand, as the viewer may know it: each side's fire zones; and for lines to HQ (2.2)
 * the hexes a line may not pass, the selected unit's line (when one is selected), and the viewer's units cut off
 * from their HQ (of the selected unit alone, when one is selected).
 */
export function canvasOverlays(
  shown: OverlayChoice,
  counters: readonly CounterView[],
  formations: readonly Formation[],
  board: Board,
  viewer: SideId,
  selectedUnit?: string,
): Pick<FrameOverlays, 'zonesUs' | 'zonesDe' | 'locBlocked' | 'locPaths' | 'cutOff'> {
  const zonesUs = shown.zones ? sideZones(counters, 'us', board, viewer).hexes : undefined;
  const zonesDe = shown.zones ? sideZones(counters, 'german', board, viewer).hexes : undefined;
  const locPaths: Axial[][] = [];
  const cutOff: Axial[] = [];
  if (!shown.loc) return { zonesUs, zonesDe, locPaths, cutOff };
  const blocked = locBlocker(counters, viewer, board, viewer);
  const locBlocked = new Set<string>();
  for (const h of board.all()) if (blocked(h)) locBlocked.add(hexKey(h));
  const mine = counters.filter((c) => c.side === viewer && tracesLoc(c));
  for (const c of selectedUnit ? mine.filter((x) => x.id === selectedUnit) : mine) {
    const r = locToHq(c, counters, formations, board, viewer, blocked);
    if (r.path) {
      if (selectedUnit) locPaths.push(r.path);
    } else if (r.hq) cutOff.push(c.hex);
  }
  return { zonesUs, zonesDe, locBlocked, locPaths, cutOff };
}

/** A unit's line of communications to its HQ in words (2.2): traced (and how long), cut off, or no HQ on the map. */
export function locSentence(
  c: CounterView,
  counters: readonly CounterView[],
  formations: readonly Formation[],
  board: Board,
  viewer: SideId,
  names: ReadonlyMap<string, string>,
): string {
  const r = locToHq(c, counters, formations, board, viewer);
  if (!r.hq) {
    const hq = formations.find((f) => f.id === c.formation)?.hq;
    return hq
      ? `Line to HQ: ${names.get(hq) ?? hq} is not on the map.`
      : 'Line to HQ: no HQ of its own; an independent battalion traces to a division HQ (5.2.6).';
  }
  return r.path
    ? `Line to HQ: traced to ${r.hq.label}, ${r.path.length - 1} hex${r.path.length === 2 ? '' : 'es'} (2.2).`
    : `Line to HQ: cut off from ${r.hq.label} by enemy units or fire zones (2.2).`;
}
