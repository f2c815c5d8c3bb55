import { distance } from '../../../boards/hex/index.ts';
import { numberCell, type Rng } from '../../../engine/index.ts';
import { constant, T } from '../procedures/common.ts';
import { navalMoraleOwed, navalSupport, type NavalInputs } from '../procedures/naval-support.ts';
import { airInterdiction } from '../procedures/support-fire.ts';
import { shipsLeft } from './battery.ts';
import { assetTargetInputs, smallArmsAt, targetInputs } from './fire.ts';
import { formationDoc, hqOnMap } from './formations.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState } from './state.ts';
import { view } from './view.ts';
import { rolled, SHIPS } from './words.ts';

/** The pseudo-formation of a naval and air support activation (5.4, 5.5). */
export const SUPPORT = 'support';

/** Naval and air points are used when the US holds the initiative, as an activation of their own (5.4.3, 5.5.1). */
function supportTurn(state: GameState): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (state.initiative !== 'us')
    return 'naval and air support are used by the US player holding the initiative (5.4.3, 5.5.1)';
  if (state.active.length > 0 && !(state.active.length === 1 && state.active[0] === SUPPORT))
    return 'support is its own activation: not during a regiment activation (5.4, 5.5)';
  return undefined;
}

type Naval = Extract<Action, { type: 'naval-fire' }>;

/** Where a German asset stands: under its formation's HQ on the map (9.5.2); none off the map or eliminated. */
export function assetHex(rules: Rules, state: GameState, id: string): string | undefined {
  const a = state.assets[id];
  return a && a.side === 'german' && a.status === 'pool'
    ? (hqOnMap(rules, state, a.formation)?.hex ?? undefined)
    : undefined;
}

/** The hex a naval point fires at: the unit's, or the HQ's an asset stands under (2.5.2). */
export function navalHex(rules: Rules, state: GameState, target: string): string | undefined {
  if (state.assets[target]) return assetHex(rules, state, target);
  const t = state.units[target];
  return t && t.side === 'german' && t.status === 'map' && t.hex ? t.hex : undefined;
}

export function checkNaval(rules: Rules, state: GameState, a: Naval): string | undefined {
  const turn = supportTurn(state);
  if (turn) return turn;
  if (shipsLeft(rules, state, a.ship) <= 0) return `no ${a.ship.toUpperCase()} point left this turn (5.4.1)`;
  const hex = navalHex(rules, state, a.target);
  if (!hex) return 'the target must be a German unit on the map, or an asset under a German HQ on the map (2.5.2)';
  const t = state.units[a.target];
  if (t?.hidden) return 'a face-down unit cannot be fired on until revealed (11.2.2)';
  const tt = t ? rules.unitType(t.type) : undefined;
  if (tt?.class === 'vehicle' && tt.armor > 0)
    return 'naval fire uses the Small Arms table, ineffective against armored vehicles (5.4.5, 8.2.2)';
  if (state.navalHexes.includes(hex)) return 'one naval point a hex an activation (5.4.2)';
  const v = view(rules, state);
  const g = v.grid;
  const i = g.index(hex);
  const reach = constant(rules.ctx, `naval-range-${a.ship}`);
  const fromBeach = g.fromBeach[i] ?? -1;
  if (fromBeach < 0 || fromBeach > reach) return `beyond ${reach} hexes of a beach hex (5.4.4)`;
  const spot = constant(rules.ctx, 'naval-spotting-range');
  if (!v.near('us', spot)[i]) return `the target must be within ${spot} hexes of a US ground unit (5.4.6)`;
  return undefined;
}

/** Hexes from the target's hex to the nearest beach hex and to the nearest US ground unit (5.4.4, 5.4.6). */
function navalRanges(
  rules: Rules,
  state: GameState,
  hex: string,
): { hexesFromBeach: number; hexesFromFriendlyUnit: number } {
  const v = view(rules, state);
  const at = rules.board.hex(hex);
  const near = v.onMap
    .filter((u) => u.side === 'us' && rules.unitType(u.type).class !== 'hq')
    .map((u) => distance(rules.board.hex(u.hex), at));
  return {
    hexesFromBeach: Math.max(0, v.grid.fromBeach[v.grid.index(hex)] ?? 0),
    hexesFromFriendlyUnit: Math.max(1, Math.min(99, ...near)),
  };
}

/** The roll of a naval point at a unit or an asset: the ship's marker on the Small Arms table (5.4.5, 2.5.2); undefined for no target on the map. */
export function navalRoll(rules: Rules, state: GameState, ship: Naval['ship'], target: string): RollPlan | undefined {
  const hex = navalHex(rules, state, target);
  const unit = state.units[target];
  if (!hex) return undefined;
  const inputs: NavalInputs = {
    ship,
    ...navalRanges(rules, state, hex),
    ...(unit ? targetInputs(rules, unit) : assetTargetInputs(rules, hex)),
  };
  return {
    proc: navalSupport,
    inputs,
    owed: (g, drawn) => g === 'morale' && navalMoraleOwed(rules.ctx, inputs, drawn.fire?.[0] ?? 0),
  };
}

/** One naval point fires alone on the Small Arms table, no Special Hits (5.4.2, 5.4.5, 8.4.2). */
export function navalFire(rules: Rules, state: GameState, a: Naval, roll: Roll, rng: Rng): GameState {
  const hex = navalHex(rules, state, a.target) as string;
  const plan = navalRoll(rules, state, a.ship, a.target) as RollPlan;
  const s: GameState = {
    ...state,
    active: [SUPPORT],
    passed: null,
    supportUsed: { ...state.supportUsed, [a.ship]: (state.supportUsed[a.ship] ?? 0) + 1 },
    navalHexes: [...state.navalHexes, hex],
  };
  const r = resolveRoll(rules, plan, roll);
  const asset = s.assets[a.target];
  if (asset) {
    const lost = Number(r.outcome.steps) > 0;
    const line = rolled(
      `A ${SHIPS[a.ship]} naval point fires at ${a.target} under its HQ in ${hex}`,
      rolledDice(r),
      lost ? 'the asset is eliminated' : 'no effect',
      '2.5.2, 5.4.5',
      r.modifiers,
    );
    return {
      ...s,
      assets: lost ? { ...s.assets, [a.target]: { ...asset, status: 'eliminated' } } : s.assets,
      log: [...s.log, line],
    };
  }
  const shot = smallArmsAt(rules, s, a.target, r, rng, {
    from: null,
    label: `A ${SHIPS[a.ship]} naval point fires`,
    firepower: numberCell(rules.ctx.table(T.support), a.ship, 'firepower'),
  });
  return { ...shot.state, log: [...shot.state.log, ...shot.lines] };
}

type Air = Extract<Action, { type: 'air-strike' }>;

export function checkAir(rules: Rules, state: GameState, a: Air): string | undefined {
  const turn = supportTurn(state);
  if (turn) return turn;
  if (shipsLeft(rules, state, 'air') <= 0) return 'no air point left today (5.5.1)';
  const f = formationDoc(rules, a.formation);
  if (!f || f.side !== 'german') return 'air interdiction strikes a German HQ (5.5.3)';
  if (f.kind === 'coastal') return 'the Coastal Defense Group has no HQ to strike (5.5.4)';
  if (f.kind !== 'division' && f.kind !== 'regiment') return 'only a division or regiment HQ (5.5.3)';
  return hqOnMap(rules, state, a.formation) ? undefined : 'the HQ must be on the map (5.5.3)';
}

/** The roll of an air point at a German HQ: its supply is what it may lose (5.5.3). */
export function airRoll(state: GameState, formation: string): RollPlan {
  return {
    proc: airInterdiction,
    inputs: { targetSupply: state.formations[formation]?.supply ?? 0, coastalGroup: false },
  };
}

/** 5.5.3: the air marker's firepower less a d10; a positive difference is supply lost, no more than the pool. */
export function airStrike(rules: Rules, state: GameState, a: Air, roll: Roll): GameState {
  const f = state.formations[a.formation];
  if (!f) return state;
  const plan = airRoll(state, a.formation);
  const r = resolveRoll(rules, plan, roll);
  const lost = Number(r.outcome.supplyLost);
  return {
    ...state,
    active: [SUPPORT],
    passed: null,
    supportUsed: { ...state.supportUsed, air: (state.supportUsed.air ?? 0) + 1 },
    formations: { ...state.formations, [a.formation]: { ...f, supply: f.supply - lost } },
    log: [
      ...state.log,
      rolled(
        `Air interdiction of ${a.formation}: firepower ${numberCell(rules.ctx.table(T.support), 'air', 'firepower')} less the die`,
        rolledDice(r),
        `${lost} supply lost`,
        '5.5.3',
      ),
    ],
  };
}

/** Naval shots and air strikes open now. */
export function supportActions(rules: Rules, state: GameState): Action[] {
  if (supportTurn(state)) return [];
  const out: Action[] = [];
  for (const ship of ['dd', 'cl', 'bb'] as const) {
    if (shipsLeft(rules, state, ship) <= 0) continue;
    for (const u of view(rules, state).onMap)
      if (u.side === 'german' && !u.hidden) out.push({ type: 'naval-fire', ship, target: u.id });
    for (const id of Object.keys(state.assets))
      if (assetHex(rules, state, id)) out.push({ type: 'naval-fire', ship, target: id });
  }
  for (const f of rules.scenario.formations)
    if (f.side === 'german' && (f.kind === 'division' || f.kind === 'regiment'))
      out.push({ type: 'air-strike', formation: f.id });
  return out;
}
