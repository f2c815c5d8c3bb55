import { distance, hexesWithin } from '../../../boards/hex/index.ts';
import { flood, grid, type Grid } from './grid.ts';
import { hiddenSkipped } from './hidden-loc.ts';
import type { Rules } from './rules.ts';
import { isPlaced, type AssetState, type GameState, type PlacedUnit, type Side, type UnitState } from './state.ts';
import { fireZone } from './zones.ts';

/**
 * Read-only indexes of one state, built on first use and kept while the state object lives (states are never
 * mutated, so the legal-action pass and the checks of a single state share them).
 */
export interface StateView {
  readonly grid: Grid;
  readonly onMap: readonly PlacedUnit[];
  at(hex: string): readonly PlacedUnit[];
  /** Hexes a line of communications of `side` may not enter (2.2, 6.2.2-6.2.3). */
  blocked(side: Side): Uint8Array;
  /** Hexes in a fire zone of an enemy of `side`, pillbox zones only next to the pillbox (6.2.2). */
  enemyZones(side: Side): Uint8Array;
  /** Steps from `hex` along lines of communications of `side` to every hex (-1 where none). */
  trace(side: Side, hex: string): Int32Array;
  /** Units of a formation on the map. */
  of(formation: string): readonly PlacedUnit[];
  /** Hexes within `range` of a ground combat unit of `side` (naval spotting, 5.4.6). */
  near(side: Side, range: number): Uint8Array;
  /** US units and assets still waiting to land. */
  readonly waiting: { readonly units: readonly UnitState[]; readonly assets: readonly AssetState[] };
}

const views = new WeakMap<GameState, { rules: Rules; view: StateView }>();

export const isHq = (rules: Rules, u: UnitState): boolean => rules.unitType(u.type).class === 'hq';

export function view(rules: Rules, state: GameState): StateView {
  const hit = views.get(state);
  if (hit && hit.rules === rules) return hit.view;
  const v = buildView(rules, state);
  views.set(state, { rules, view: v });
  return v;
}

function buildView(rules: Rules, state: GameState): StateView {
  const g = grid(rules);
  const onMap: PlacedUnit[] = [];
  const byHex = new Map<string, PlacedUnit[]>();
  const byFormation = new Map<string, PlacedUnit[]>();
  const waitingUnits: UnitState[] = [];
  for (const u of Object.values(state.units)) {
    if (u.status === 'waiting' && u.side === 'us') waitingUnits.push(u);
    if (!isPlaced(u)) continue;
    const f = byFormation.get(u.formation);
    if (f) f.push(u);
    else byFormation.set(u.formation, [u]);
    onMap.push(u);
    const list = byHex.get(u.hex);
    if (list) list.push(u);
    else byHex.set(u.hex, [u]);
  }
  const zones = new Map<Side, Uint8Array>();
  const blocks = new Map<Side, Uint8Array>();
  const traces = new Map<string, Int32Array>();
  const b = rules.board;
  const zonesOf = (side: Side, skipHidden: boolean): Uint8Array => {
    const z = new Uint8Array(g.size);
    for (const u of onMap) {
      if (u.side === side || (skipHidden && u.hidden)) continue;
      const pillbox = rules.unitType(u.type).class === 'pillbox';
      const at = b.hex(u.hex);
      for (const h of fireZone(rules, u)) if (!pillbox || distance(at, h) <= 1) z[b.index(h)] = 1;
    }
    return z;
  };
  const enemyZones = (side: Side): Uint8Array => {
    let z = zones.get(side);
    if (z) return z;
    z = zonesOf(side, false);
    zones.set(side, z);
    return z;
  };
  const blocked = (side: Side): Uint8Array => {
    let x = blocks.get(side);
    if (x) return x;
    // face-down German positions block US lines unless the session counts only revealed ones (11.2.2, 6.2.2)
    const skipHidden = hiddenSkipped(rules, side);
    x = skipHidden ? zonesOf(side, true) : Uint8Array.from(enemyZones(side));
    for (const u of onMap) if (u.side === side && !isHq(rules, u)) x[g.index(u.hex)] = 0;
    for (const u of onMap) if (u.side !== side && !(skipHidden && u.hidden)) x[g.index(u.hex)] = 1;
    for (let i = 0; i < g.size; i++) if (g.sea[i]) x[i] = 1;
    blocks.set(side, x);
    return x;
  };
  const nearMemo = new Map<string, Uint8Array>();
  return {
    grid: g,
    onMap,
    at: (hex) => byHex.get(hex) ?? [],
    of: (formation) => byFormation.get(formation) ?? [],
    waiting: {
      units: waitingUnits,
      assets: Object.values(state.assets).filter((a) => a.status === 'waiting' && a.side === 'us'),
    },
    near(side, range) {
      const k = `${side}|${range}`;
      let z = nearMemo.get(k);
      if (z) return z;
      z = new Uint8Array(g.size);
      for (const u of onMap) {
        if (u.side !== side || isHq(rules, u)) continue;
        for (const h of hexesWithin(b.hex(u.hex), range)) {
          const i = b.index(h);
          if (i >= 0) z[i] = 1;
        }
      }
      nearMemo.set(k, z);
      return z;
    },
    blocked,
    enemyZones,
    trace(side, hex) {
      const k = `${side}|${hex}`;
      let t = traces.get(k);
      if (!t) {
        t = flood(g, g.index(hex), blocked(side));
        traces.set(k, t);
      }
      return t;
    },
  };
}
