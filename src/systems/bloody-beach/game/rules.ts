import { cellValue, type RulesContext } from '../../../engine/index.ts';
import mapJson from '../../../../scenarios/bloody-beach/map.json';
import omahaJson from '../../../../scenarios/bloody-beach/omaha.json';
import { buildBoard, type Board } from '../map/board.ts';
import { checkMap } from '../map/check-map.ts';
import type { MapDoc } from '../map/types.ts';
import type { ScenarioDoc } from '../scenario/types.ts';
import { T } from '../procedures/common.ts';

export interface UnitType {
  readonly key: string;
  readonly class: 'infantry' | 'ranger' | 'vehicle' | 'pillbox' | 'nest' | 'hq';
  readonly steps: number;
  readonly firepower: number;
  readonly firepowerReduced: number;
  readonly antiTank: number;
  readonly armor: number;
  readonly morale: number;
  readonly moraleReduced: number;
  readonly movement: number;
  readonly dd: boolean;
}

/** What the game reads besides its state: the rules context, the board and the scenario. */
export interface Rules {
  readonly ctx: RulesContext;
  readonly board: Board;
  readonly scenario: ScenarioDoc;
  unitType(key: string): UnitType;
}

const boards = new WeakMap<object, Board>();
const cache = new WeakMap<RulesContext, Rules>();
const SHIPPED_MAP = mapJson as unknown as MapDoc;
/** Session setting holding an edited map as JSON text; empty for the shipped map. */
export const MAP_SETTING = 'bloody-beach.map';
const editedMaps = new Map<string, MapDoc>();

/**
 * The map in force for a session: its edited map when it has one that passes the map check, else the shipped
 * schematic (the board says why an edited map was refused).
 */
export function sessionMap(ctx: RulesContext): MapDoc {
  const text = ctx.setting(MAP_SETTING);
  if (typeof text !== 'string' || text === '') return SHIPPED_MAP;
  let doc = editedMaps.get(text);
  if (!doc) {
    try {
      doc = checkMap(JSON.parse(text), 'session map');
    } catch {
      return SHIPPED_MAP;
    }
    editedMaps.clear();
    editedMaps.set(text, doc);
  }
  return doc;
}

export function makeRules(
  ctx: RulesContext,
  map: MapDoc = sessionMap(ctx),
  scenario: ScenarioDoc = omahaJson as unknown as ScenarioDoc,
): Rules {
  const hit = cache.get(ctx);
  if (hit && hit.board.doc === map && hit.scenario === scenario) return hit;
  const terrain = ctx.table(T.terrain);
  let board = boards.get(terrain);
  if (!board || board.doc !== map) {
    board = buildBoard(map, terrain);
    boards.set(terrain, board);
  }
  const types = new Map<string, UnitType>();
  const table = ctx.table(T.unitTypes);
  const rules: Rules = {
    ctx,
    board,
    scenario,
    unitType(key) {
      let t = types.get(key);
      if (!t) {
        const n = (c: string) => Number(cellValue(table, key, c));
        t = {
          key,
          class: cellValue(table, key, 'class') as UnitType['class'],
          steps: n('steps'),
          firepower: n('firepower'),
          firepowerReduced: n('firepowerReduced'),
          antiTank: n('antiTank'),
          armor: n('armor'),
          morale: n('morale'),
          moraleReduced: n('moraleReduced'),
          movement: n('movement'),
          dd: cellValue(table, key, 'dd') === true,
        };
        types.set(key, t);
      }
      return t;
    },
  };
  cache.set(ctx, rules);
  return rules;
}
