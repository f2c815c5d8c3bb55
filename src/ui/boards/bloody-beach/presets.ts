import { distance, type Axial } from '../../../boards/hex/index.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { CounterView } from './counters.ts';

/** The inputs of a procedure as the board knows them: the unit's ratings, the target's, the terrain, the hex being entered. */
export function presetInputs(
  id: string,
  unit: CounterView,
  target: CounterView | undefined,
  board: Board | undefined,
  path: readonly Axial[] | undefined,
  doc: MapDoc | undefined,
): Record<string, string | number | boolean | undefined> {
  const terrainOf = (h: Axial) => (board && board.inMap(h) ? board.terrain(h).key : undefined);
  const cls =
    unit.unitClass === 'ranger' || unit.unitClass === 'vehicle' || unit.unitClass === 'hq'
      ? unit.unitClass
      : 'infantry';
  switch (id) {
    case 'bloody-beach.movement-cost': {
      const to = path && path.length > 1 ? path[path.length - 1] : undefined;
      const from = path && path.length > 1 ? path[path.length - 2] : undefined;
      if (!to || !from || !board) return { unitClass: cls };
      const road = board.road(from, to);
      const side = board.hexside(from, to);
      return {
        unitClass: cls,
        terrain: terrainOf(to),
        enteredAlong: road ?? 'none',
        elevationChange: board.elevation(from) !== board.elevation(to),
        hexside: side ? side.kind : 'none',
        startedAdjacent: (path?.length ?? 0) === 2,
        fromBeach: board.terrain(from).beach,
        roadblock: !!doc && doc.roadblocks.includes(board.id(to)),
      };
    }
    case 'bloody-beach.small-arms-fire':
      return {
        firepower: unit.firepower,
        ...(target
          ? {
              terrain: terrainOf(target.hex),
              targetMorale: target.morale,
              targetHits: target.hits,
              targetPinned: target.pinned,
              targetIsHq: target.unitClass === 'hq',
            }
          : {}),
      };
    case 'bloody-beach.anti-tank-fire':
      return {
        antiTank: unit.antiTank,
        ...(target
          ? {
              armor: target.armor,
              rangeHexes: distance(unit.hex, target.hex),
              targetOnBeach: board?.inMap(target.hex) ? board.terrain(target.hex).beach : undefined,
            }
          : {}),
      };
    case 'bloody-beach.close-combat':
      return {
        attackerMorale: unit.morale,
        ...(target
          ? {
              defenderMorale: target.morale,
              defenderIsPillboxOrNest: target.unitClass === 'pillbox' || target.unitClass === 'nest',
            }
          : {}),
      };
    case 'bloody-beach.morale-check':
    case 'bloody-beach.unpin':
      return { morale: unit.morale, hits: unit.hits, terrain: terrainOf(unit.hex) };
    default:
      return {};
  }
}
