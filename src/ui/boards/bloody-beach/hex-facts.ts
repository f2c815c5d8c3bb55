import { hexKey, neighbors, SIDE_NAMES, type Axial } from '../../../boards/hex/index.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * What the map says of one hex, in short phrases for its card: the terrain's movement costs, morale and fire
 * modifiers, elevation, the village or town (with what it is worth, `points`), roads, cliffs and slopes on its
 * sides, the landing box or beach sector, and a roadblock.
 */
export function hexFacts(board: Board, doc: MapDoc, h: Axial, id: string, points: (kind: string) => string): string[] {
  const key = hexKey(h);
  const t = board.terrain(h);
  const place = board.place(h);
  const roads = doc.roads
    .filter((r) => r.hexes.includes(id))
    .map((r) => `${r.kind === 'road' ? 'road' : 'secondary road'}${r.name ? ` (${r.name})` : ''}`);
  const sides = neighbors(h)
    .map((n, i) => ({ i, f: board.hexside(h, n) }))
    .filter((x) => x.f)
    .map(
      (x) =>
        `${x.f?.kind === 'cliff' ? 'cliff' : 'steep slope'} on the ${SIDE_NAMES[x.i]} side (${x.f?.top === key ? 'this hex is on top' : 'climbing out'})`,
    );
  const box = doc.landingBoxes.find((b) => b.hexes.includes(id));
  const sector = doc.sectors.find((s) => s.hexes.includes(id));
  return [
    `${t.label}: ${t.infantry === null ? 'no entry on foot' : `${t.infantry} MP on foot`}, ${t.vehicle === null ? 'no vehicles' : `${t.vehicle} MP for vehicles`}`,
    `morale ${signed(t.morale)}, fire ${signed(t.fire)}${t.blocks ? ', blocks fire' : ''}`,
    `elevation ${board.elevation(h)}`,
    place ? `${place.kind} of ${place.name}${points(place.kind)}` : '',
    roads.length ? roads.join(', ') : '',
    sides.join('; '),
    box ? `landing box ${box.name}` : sector ? `beach sector ${sector.name}` : '',
    doc.roadblocks.includes(id) ? 'roadblock' : '',
  ].filter(Boolean);
}
