import type { RulesContext } from '../../../engine/index.ts';
import { clearingAllowance } from '../rules/engineers.ts';
import { onMap, unitSector } from './ground.ts';
import { actionCost, actorsProblem, costText, spend } from './us-accounting.ts';
import { stepCheck } from './us-move.ts';
import { extRules, type GameState, type Unit, requireUnit } from './state.ts';
import { rule } from '../rules/numbers.ts';
import type { World } from './world.ts';
import { said } from './words.ts';

/** Why the unit may not take that marker off now (6, 6.1), or undefined. */
export function removeMarkerProblem(s: GameState, unit: string, marker: 'disrupted' | 'climb'): string | undefined {
  const u = s.units.find((x) => x.id === unit);
  const p = actorsProblem(s, [u]);
  if (p) return p;
  if (marker === 'disrupted' && !u?.disrupted) return `${unit} is not Disrupted`;
  if (marker === 'climb' && u?.climb === 'none') return `${unit} has no Climb marker`;
  return undefined;
}

/** Takes a Disrupted or Climb marker off, as the unit's only (free) action (6, 6.1). */
export function removeMarker(
  s: GameState,
  w: World,
  unit: string,
  marker: 'disrupted' | 'climb',
  ctx: RulesContext,
): GameState {
  const u = requireUnit(s, unit);
  const c = actionCost(s, w, [u], false, ctx);
  const name = marker === 'disrupted' ? 'Disrupted' : u.climb === 'climb' ? 'Climb' : 'Climb Cliff';
  return {
    ...s,
    units: s.units.map((x) =>
      x.id === unit ? (marker === 'disrupted' ? { ...x, disrupted: false } : { ...x, climb: 'none' as const }) : x,
    ),
    usPhase: spend(s, [u], c),
    lastReport: [said(`${unit} removes its ${name} marker`, costText(c), marker === 'disrupted' ? '6' : '6.1')],
  };
}

/** The hex above the cliff a unit with a Climb Cliff marker crosses into (6.1). */
function cliffTop(s: GameState, w: World, u: Unit, ctx: RulesContext): string | undefined {
  if (!onMap(u)) return undefined;
  const ext = extRules(s, rule(ctx, 'ext-first-turn'));
  return w.map
    .neighbors(u.hex)
    .find(
      (n) =>
        w.map.side(u.hex, n)?.kind === 'scaleable-cliff' &&
        w.map.side(u.hex, n)?.top === n &&
        stepCheck(w, u, u.hex, n, ext, ctx).ok,
    );
}

/** Why a unit may not finish its cliff climb now (6.1), or undefined. */
export function climbProblem(
  s: GameState,
  w: World,
  unit: string,
  cross: boolean,
  ctx: RulesContext,
): string | undefined {
  const u = s.units.find((x) => x.id === unit);
  const p = actorsProblem(s, [u]);
  if (p) return p;
  if (u?.climb !== 'climb-cliff') return `${unit} has no Climb Cliff marker (6.1)`;
  if (cross && !cliffTop(s, w, u, ctx)) return `${unit} has no scaleable cliff above it to cross (6.1)`;
  return undefined;
}

/** A Climb Cliff marker's free action (6.1): cross the cliff and flip the marker to Climb, or take it off and stay. */
export function climb(s: GameState, w: World, unit: string, cross: boolean, ctx: RulesContext): GameState {
  const u = requireUnit(s, unit);
  const c = actionCost(s, w, [u], false, ctx);
  const top = cross ? cliffTop(s, w, u, ctx) : undefined;
  return {
    ...s,
    units: s.units.map((x) =>
      x.id !== unit ? x : top ? { ...x, hex: top, climb: 'climb' as const } : { ...x, climb: 'none' as const },
    ),
    usPhase: spend(s, [u], c),
    lastReport: [
      said(
        top ? `${unit} climbs the cliff to hex ${top}` : `${unit} gives up the climb`,
        top ? `its marker turns to Climb; ${costText(c)}` : `the Climb Cliff marker is removed; ${costText(c)}`,
        '6.1',
      ),
    ],
  };
}

/** Why the engineers may not clear that hex now (7), or undefined. */
export function clearProblem(s: GameState, w: World, hexId: string, ctx: RulesContext): string | undefined {
  if (s.phase !== 'us') return 'Engineers clear obstacles in the US actions phase (7)';
  if (!s.obstacles.includes(hexId)) return `Hex ${hexId} has no uncleared obstacles`;
  const sector = w.map.hex(hexId)?.sector ?? 'east';
  const allow = clearingAllowance(ctx, s.turn);
  if (allow.hexes !== null && s.usPhase.cleared[sector] >= allow.hexes)
    return `The ${sector} sector has cleared its ${allow.hexes} hex${allow.hexes === 1 ? '' : 'es'} this turn: ${allow.why}`;
  const guard = s.positions.find((p) => p.occupied && !p.disrupted && w.map.fieldOfFire(p.id).has(hexId));
  if (guard) return `Hex ${hexId} is in the fire of ${guard.name}, occupied and not Disrupted (7)`;
  return undefined;
}

export function clearObstacle(s: GameState, w: World, hexId: string, ctx: RulesContext): GameState {
  const sector = w.map.hex(hexId)?.sector ?? 'east';
  const allow = clearingAllowance(ctx, s.turn);
  return {
    ...s,
    obstacles: s.obstacles.filter((h) => h !== hexId),
    usPhase: { ...s.usPhase, cleared: { ...s.usPhase.cleared, [sector]: s.usPhase.cleared[sector] + 1 } },
    lastReport: [
      said(
        `Engineers clear the obstacles of hex ${hexId}`,
        `${s.usPhase.cleared[sector] + 1} ${sector} sector hex${allow.hexes === 1 ? '' : 'es'} cleared this turn; ${allow.why}`,
        '7',
      ),
    ],
  };
}

/** Units over the stacking limit, hex by hex (6). */
export function overStacked(s: GameState, ctx: RulesContext): Map<string, Unit[]> {
  const limit = rule(ctx, 'stacking-limit');
  const by = new Map<string, Unit[]>();
  for (const u of s.units)
    if (onMap(u) && u.type !== 'hq' && u.type !== 'general' && u.type !== 'command-post')
      by.set(u.hex, [...(by.get(u.hex) ?? []), u]);
  return new Map([...by].filter(([, list]) => list.length > limit));
}

export function eliminateProblem(s: GameState, unit: string, ctx: RulesContext): string | undefined {
  if (s.phase !== 'us') return 'Over-stacked units are eliminated at the end of the US actions phase (6)';
  const u = s.units.find((x) => x.id === unit);
  if (!u || !onMap(u)) return `${unit} is not on the map`;
  if (!overStacked(s, ctx).has(u.hex)) return `Hex ${u.hex} is within the stacking limit (6)`;
  return undefined;
}

/** The player eliminates one unit of an over-stacked hex (6). */
export function eliminate(s: GameState, w: World, unit: string, ctx: RulesContext): GameState {
  const u = requireUnit(s, unit);
  return {
    ...s,
    units: s.units.map((x) => (x.id === unit ? { ...x, where: 'eliminated' as const, hex: null } : x)),
    lastReport: [
      said(
        `${unit} is eliminated`,
        `hex ${u.hex} held more than ${rule(ctx, 'stacking-limit')} units at the end of the US actions phase (${unitSector(s, w.map, u)} sector)`,
        '6',
      ),
    ],
  };
}
