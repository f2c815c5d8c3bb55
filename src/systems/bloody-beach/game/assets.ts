import { required } from '../../../engine/index.ts';
import { hexDistance } from './grid.ts';
import { constant } from '../procedures/common.ts';
import { assetTransfer } from '../procedures/command.ts';
import { divisionOf, formationDoc, hqOnMap } from './formations.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import type { Rules } from './rules.ts';
import { type Action, type GameState, hexOf, type PlacedUnit, type UnitState } from './state.ts';
import { specialBarsAssets } from './special-hits.ts';
import { view } from './view.ts';
import { combatClosed } from './unpin.ts';
import { rolled, said } from './words.ts';

/**
 * Whether a unit is within its regiment HQ's support range (2.2, 5.2.1): a traced path of at most the rating
 * that fire zones block like a line of communications, or (setting `supportRange` = radius) the plain distance.
 */
export function inSupportRange(rules: Rules, state: GameState, hq: PlacedUnit, u: UnitState, rating: number): boolean {
  const v = view(rules, state);
  const t = v.trace(hq.side, hq.hex);
  const i = v.grid.index(hexOf(u));
  const steps = t[i] ?? -1;
  if (steps < 0) return false;
  if (rules.ctx.setting('supportRange') === 'radius') return hexDistance(v.grid, v.grid.index(hq.hex), i) <= rating;
  return steps <= rating;
}

type Assign = Extract<Action, { type: 'assign-asset' }>;

/** Why an asset may not be given to a unit now, or undefined (4.4.1-4.4.3, 5.2.1-5.2.3, 5.3.3, 8.4.4). */
export function checkAssign(rules: Rules, state: GameState, a: Assign): string | undefined {
  const closed = combatClosed(state);
  if (closed) return closed;
  const asset = state.assets[a.asset];
  const u = state.units[a.unit];
  if (!asset || !u) return 'no such asset or unit';
  if (!state.active.includes(asset.formation) || formationDoc(rules, asset.formation)?.kind !== 'regiment')
    return "assets are handed out by their regiment's HQ when the regiment is activated (4.4.1, 4.4.3)";
  if (asset.status !== 'pool' || asset.used) return 'the asset is Used or not at hand (4.4.1, 2.5.4)';
  if (asset.assignedTo !== undefined) return 'the asset is already assigned this activation';
  if (u.formation !== asset.formation || !u.activated || u.status !== 'map')
    return 'only an activated unit of the regiment receives its assets (4.4.1)';
  const c = rules.unitType(u.type).class;
  if (c === 'hq' || c === 'pillbox' || c === 'nest') return 'assets go to combat units (4.4.1)';
  if (u.acted) return 'assets are assigned before the unit acts (3.2.4)';
  if (specialBarsAssets(rules, u))
    return `the unit's Special Hit marker ${u.special} bars assets while it stays (8.4.4)`;
  const limit = constant(rules.ctx, 'asset-limit-per-company');
  if (Object.values(state.assets).filter((x) => x.assignedTo === u.id).length >= limit)
    return `at most ${limit} asset per company per activation (4.4.2)`;
  const hq = hqOnMap(rules, state, asset.formation);
  if (!hq) return "the regiment's HQ must be on the map (4.4.1)";
  if (hq.acted) return 'the HQ has already moved this activation (5.3.3)';
  const rating = state.formations[asset.formation]?.rating ?? 0;
  if (!inSupportRange(rules, state, hq, u, rating))
    return `the unit must trace to its HQ within the support range of ${rating} (4.4.1, 5.2.2)`;
  return undefined;
}

export function assignAsset(state: GameState, a: Assign): GameState {
  const asset = required(state.assets[a.asset], `asset ${a.asset}`);
  return {
    ...state,
    assets: { ...state.assets, [a.asset]: { ...asset, assignedTo: a.unit } },
    allocated: state.allocated.includes(asset.formation) ? state.allocated : [...state.allocated, asset.formation],
    log: [...state.log, said(`${a.asset} assigned to ${a.unit} for this activation (4.4.1)`)],
  };
}

type Transfer = Extract<Action, { type: 'transfer-asset' }>;

/** Why a division asset may not go to a regiment now (4.4.4), or undefined. */
export function checkTransfer(rules: Rules, state: GameState, a: Transfer): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  const asset = state.assets[a.asset];
  if (!asset) return 'no such asset';
  if (formationDoc(rules, asset.formation)?.kind !== 'division' || asset.status !== 'pool')
    return "only an asset in a division's pool moves to a regiment (4.4.4)";
  if (!state.active.includes(a.to) || formationDoc(rules, a.to)?.kind !== 'regiment')
    return 'the receiving regiment must be the one activated';
  if (divisionOf(rules, state, a.to) !== asset.formation)
    return 'the regiment is not under that division (4.4.4, 9.5.3)';
  if (state.allocated.includes(`asset:${a.asset}`)) return 'this asset was already tried this activation';
  const dhq = hqOnMap(rules, state, asset.formation);
  const rhq = hqOnMap(rules, state, a.to);
  if (!dhq || !rhq) return 'both the Division HQ and the Regiment HQ must be on the map (4.4.4)';
  const v = view(rules, state);
  if ((v.trace(rhq.side, rhq.hex)[v.grid.index(dhq.hex)] ?? -1) < 0)
    return 'the Regiment HQ cannot trace a line of communications to the Division HQ (4.4.4)';
  return undefined;
}

/** The receiving regiment's efficiency check for a division asset (4.4.4); the line of communications is checked before. */
export function transferRoll(state: GameState, to: string): RollPlan {
  return { proc: assetTransfer, inputs: { rating: state.formations[to]?.rating ?? 0, lineOfCommunications: true } };
}

/** 4.4.4: the regiment's efficiency check moves the asset to its holding box, Used side up. */
export function transferAsset(rules: Rules, state: GameState, a: Transfer, roll: Roll): GameState {
  const asset = required(state.assets[a.asset], `asset ${a.asset}`);
  const rating = state.formations[a.to]?.rating ?? 0;
  const r = resolveRoll(rules, transferRoll(state, a.to), roll);
  const ok = r.outcome.assigned === true;
  const assets = ok ? { ...state.assets, [a.asset]: { ...asset, formation: a.to, used: true } } : state.assets;
  const allocated = [...new Set([...state.allocated, asset.formation, a.to, `asset:${a.asset}`])];
  return {
    ...state,
    assets,
    allocated,
    log: [
      ...state.log,
      rolled(
        `${a.asset} goes from ${asset.formation} to ${a.to}: efficiency check against ${rating}`,
        rolledDice(r),
        ok ? "passed: placed Used in the regiment's box" : 'failed: it stays with the division',
        '4.4.4',
      ),
    ],
  };
}

/** Assignments and transfers open in the current activation. */
export function assetActions(rules: Rules, state: GameState): Action[] {
  const out: Action[] = [];
  if (state.active.length === 0 || state.reaction) return out;
  const limit = constant(rules.ctx, 'asset-limit-per-company');
  for (const asset of Object.values(state.assets)) {
    if (asset.status !== 'pool') continue;
    if (state.active.includes(asset.formation) && !asset.used && asset.assignedTo === undefined && limit > 0) {
      for (const u of Object.values(state.units))
        if (u.formation === asset.formation && u.activated && !u.acted)
          out.push({ type: 'assign-asset', asset: asset.id, unit: u.id });
    }
    if (formationDoc(rules, asset.formation)?.kind === 'division')
      for (const f of state.active) out.push({ type: 'transfer-asset', asset: asset.id, to: f });
  }
  return out;
}
