import type { DiceRoll, InputValues, Rng, RulesContext } from '../../../engine/index.ts';
import { isHigh, isShore } from '../map/omaha-map.ts';
import { usBarrage } from '../procedures/barrage.ts';
import { barrageAllowed } from '../rules/barrage.ts';
import { rule } from '../rules/numbers.ts';
import { isArmored, isInfantry, unitRange } from '../rules/units.ts';
import { hasRadio, inCommand, onMap } from './ground.ts';
import { rollProcedure } from './roll.ts';
import { actionCost, actorsProblem, allowanceProblem, costText, onlyActionProblem, spend } from './us-accounting.ts';
import { extRules, type GameState, type Position, type Unit, requirePosition, requireUnit } from './state.ts';
import type { World } from './world.ts';
import { said } from './words.ts';

export type BarrageAction = { readonly unit: string; readonly position: string; readonly dice?: DiceRoll };

/** Undisrupted infantry in the target's field of fire (6.3-6.5). */
function spotters(s: GameState, w: World, p: Position): Unit[] {
  const fof = w.map.fieldOfFire(p.id);
  return s.units.filter((u) => onMap(u) && isInfantry(u.type) && !u.disrupted && fof.has(u.hex));
}

function targetProblem(s: GameState, p: Position | undefined): string | undefined {
  if (!p) return 'No such position';
  if (!p.occupied) return `${p.name} holds no German unit`;
  if (s.usPhase.attacked.includes(p.id)) return `${p.name} was attacked this phase: it cannot be barraged too (6.3)`;
  if (p.kind === 'reinforcement' && !p.revealed)
    return `${p.name} is an unrevealed Reinforcement position: it cannot be barraged (6.3, 6.5)`;
  return undefined;
}

/** Why the tank (or, in the extended game, the artillery) may not barrage the position (6.3, 6.4, 10), or undefined. */
export function barrageProblem(s: GameState, w: World, a: BarrageAction, ctx: RulesContext): string | undefined {
  const u = s.units.find((x) => x.id === a.unit);
  const p = s.positions.find((x) => x.id === a.position);
  const who = actorsProblem(s, [u]) ?? targetProblem(s, p);
  if (who) return who;
  const unit = u as Unit;
  const target = p as Position;
  if (!onMap(unit)) return `${unit.id} is not on the map`;
  const only = onlyActionProblem(unit);
  if (only) return only;
  if (unit.type !== 'tank' && unit.type !== 'artillery')
    return `${unit.id}: only tanks, and artillery in the extended game, barrage (6.3, 6.4)`;
  const d = w.map.distanceTo(unit.hex, target.hexes);
  const spot = spotters(s, w, target);
  const r = barrageAllowed({
    barrager: unit.type,
    targetUnrevealedReinforcement: false,
    targetAttackedThisPhase: false,
    adjacent: d === 1,
    inRange: d <= unitRange(ctx, unit.type),
    barragerInTargetFof: w.map.fieldOfFire(target.id).has(unit.hex),
    infantryInTargetFof: spot.length > 0,
    barragerInCommand: unit.type === 'artillery' ? hasRadio(s, w.map, unit) : inCommand(s, w.map, unit),
    infantryInCommand: spot.some((x) => (unit.type === 'artillery' ? hasRadio(s, w.map, x) : inCommand(s, w.map, x))),
    infantryHasRadio: spot.some((x) => hasRadio(s, w.map, x)),
    barragerInUndisruptedFof: s.positions.some(
      (q) => q.occupied && !q.disrupted && w.map.fieldOfFire(q.id).has(unit.hex),
    ),
    barragerArmored: isArmored(ctx, unit.type),
    targetHighGroundWithoutBeachFof:
      target.hexes.some((h) => isHigh(w.map.terrain(h) ?? 'bocage')) &&
      ![...w.map.fieldOfFire(target.id).keys()].some((h) => isShore(w.map.terrain(h) ?? 'bocage')),
    ext: extRules(s, rule(ctx, 'ext-first-turn')),
  });
  if (!r.allowed) return `${unit.id} may not barrage ${target.name}: ${r.why[r.why.length - 1] ?? ''}`;
  return allowanceProblem(s, actionCost(s, w, [unit], false, ctx), ctx);
}

/** The us-barrage procedure's inputs: the odds shown before the card are the odds played. */
export function barrageInputs(s: GameState, a: BarrageAction): InputValues {
  const u = s.units.find((x) => x.id === a.unit);
  const p = s.positions.find((x) => x.id === a.position);
  return {
    barrager: u?.type === 'artillery' ? 'artillery' : 'tank',
    value: u?.steps ?? 1,
    hasDepth: (p?.depth ?? 0) > 0,
  };
}

/** A tank or artillery barrage (6.3, 6.4, 9.5): one card drawn against the position's symbol and colour. */
export function applyBarrage(s: GameState, w: World, a: BarrageAction, rng: Rng, ctx: RulesContext): GameState {
  const u = requireUnit(s, a.unit);
  const p = requirePosition(s, a.position);
  const { result, dice } = rollProcedure(usBarrage, barrageInputs(s, a), a.dice, rng, ctx);
  const c = actionCost(s, w, [u], false, ctx);
  const disrupted = result.outcome.disrupted === true;
  return {
    ...s,
    positions: s.positions.map((x) => (x.id === p.id && disrupted ? { ...x, disrupted: true } : x)),
    usPhase: { ...spend(s, [u], c), barraged: [...s.usPhase.barraged, p.id] },
    lastReport: [
      said(
        `${u.id} barrages ${p.name}`,
        `${disrupted ? `${p.name} is Disrupted` : 'no effect'}; ${costText(c)}`,
        '6.3, 9.5',
        { dice },
      ),
    ],
  };
}

/** Why naval fire may not barrage the position for this infantry (6.5), or undefined. */
export function navalProblem(s: GameState, w: World, a: BarrageAction): string | undefined {
  if (s.phase !== 'us') return 'Naval barrages are called in the US actions phase (6.5)';
  const u = s.units.find((x) => x.id === a.unit);
  const p = s.positions.find((x) => x.id === a.position);
  const t = targetProblem(s, p);
  if (t) return t;
  const target = p as Position;
  if (s.usPhase.barraged.includes(target.id)) return `${target.name} has already been barraged this phase (rules note)`;
  if (!u || !onMap(u) || !isInfantry(u.type) || u.disrupted)
    return 'Naval fire needs an undisrupted infantry unit to call it (6.5)';
  if (!w.map.fieldOfFire(target.id).has(u.hex)) return `${u.id} is not in ${target.name}'s field of fire (6.5)`;
  if (!hasRadio(s, w.map, u)) return `${u.id} has no radio: it must be in command of an HQ (6.5)`;
  return undefined;
}

/** Naval fire (6.5), free: the target is Disrupted and a Depth marker goes back to its pool. */
export function applyNaval(s: GameState, a: BarrageAction, ctx: RulesContext): GameState {
  const p = requirePosition(s, a.position);
  const r = usBarrage.resolve({ barrager: 'naval', value: 1, hasDepth: p.depth > 0 }, {}, ctx);
  const strip = r.outcome.removeDepth === true;
  const pool = p.kind === 'wn' ? 'wn' : p.buildings ? 'building' : 'mobile';
  return {
    ...s,
    positions: s.positions.map((x) =>
      x.id === p.id
        ? {
            ...x,
            disrupted: true,
            ...(strip ? { depth: x.depth - 1, depthRevealed: x.depth > 1 && x.depthRevealed } : {}),
          }
        : x,
    ),
    pools: strip ? { ...s.pools, [pool]: s.pools[pool] + 1 } : s.pools,
    usPhase: { ...s.usPhase, barraged: [...s.usPhase.barraged, p.id] },
    lastReport: [
      said(
        `${a.unit} calls naval fire on ${p.name}`,
        `${p.name} is Disrupted${strip ? ' and loses a Depth marker' : ''}; free`,
        '6.5',
      ),
    ],
  };
}
