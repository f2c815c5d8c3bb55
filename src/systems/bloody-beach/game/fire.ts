import { distance } from '../../../boards/hex/index.ts';
import { numberCell, type ResolvedRoll, type Rng } from '../../../engine/index.ts';
import { T } from '../procedures/common.ts';
import { antiTankFire } from '../procedures/anti-tank-fire.ts';
import type { FireOutcome, FireResult, TargetInputs } from '../procedures/small-arms-core.ts';
import { smallArmsFire, smallArmsMoraleOwed, type SmallArmsInputs } from '../procedures/small-arms-fire.ts';
import { displaceHq } from './displacement.ts';
import { defaultWeapon, type Weapon } from './fire-check.ts';
import { applySteps } from './losses.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import { retreatUnit } from './retreat.ts';
import type { Rules } from './rules.ts';
import { drawSpecial, specialBarsAssets, specialFirepower, specialPenalty } from './special-hits.ts';
import { type AssetState, type GameState, hexOf, unitOf, type UnitState } from './state.ts';
import { stepDisplay } from './steps.ts';
import { rolled, said, type LogEntry } from './words.ts';

/** What a shot did: the new state, and whether a moving target must stop (a step lost or a morale failure, 6.2.1). */
export interface ShotResult {
  readonly state: GameState;
  readonly stops: boolean;
  readonly lines: readonly LogEntry[];
}

const put = (state: GameState, u: UnitState): GameState => ({ ...state, units: { ...state.units, [u.id]: u } });

/** Morale on the side a unit shows, less its Special Hit marker's penalty (Hit markers are counted apart, 8.3.4, 8.4.4). */
function moraleShown(rules: Rules, u: UnitState): number {
  const t = rules.unitType(u.type);
  return Math.max(
    0,
    (stepDisplay(u.maxSteps, u.steps).flipped ? t.moraleReduced : t.morale) - specialPenalty(rules, u),
  );
}

/** The target's inputs of a Small Arms procedure, as the unit stands (8.1.2, 8.3, 2.4.5). */
export function targetInputs(rules: Rules, t: UnitState): TargetInputs {
  return {
    terrain: rules.board.terrain(rules.board.hex(hexOf(t))).key,
    targetMorale: moraleShown(rules, t),
    targetHits: stepDisplay(t.maxSteps, t.steps).hits,
    targetPinned: t.pinned,
    targetIsHq: rules.unitType(t.type).class === 'hq',
    targetIsAsset: false,
  };
}

/** The target's inputs when the target is an asset under its HQ in `hex` (2.5.2): only the terrain counts. */
export function assetTargetInputs(rules: Rules, hex: string): TargetInputs {
  return {
    terrain: rules.board.terrain(rules.board.hex(hex)).key,
    targetMorale: 0,
    targetHits: 0,
    targetPinned: false,
    targetIsHq: false,
    targetIsAsset: true,
  };
}

/** Which range rule a firer's anti-tank fire follows (2.3.5). */
export function antiTankFirer(rules: Rules, type: string): 'infantry' | 'pillbox' | 'other' {
  const c = rules.unitType(type).class;
  return c === 'infantry' || c === 'ranger' ? 'infantry' : c === 'pillbox' ? 'pillbox' : 'other';
}

/** The asset assigned to a unit for this activation, if still unused (4.4.1, 8.1.2). */
export function assignedAsset(state: GameState, unitId: string): AssetState | undefined {
  return Object.values(state.assets).find((a) => a.assignedTo === unitId && !a.used && a.status === 'pool');
}

/** The asset that joins a unit's fire: the one assigned to it, in its own activation, unless a Special Hit marker bars it (8.1.2, 8.4.4). */
function joiningAsset(rules: Rules, state: GameState, firer: UnitState, reaction: boolean): AssetState | undefined {
  return reaction || specialBarsAssets(rules, firer) ? undefined : assignedAsset(state, firer.id);
}

/** A Small Arms roll at a unit: the firepower and the target as it stands (8.1.2). */
export function smallArmsRoll(
  rules: Rules,
  target: UnitState,
  firepower: number,
  assetFirepower: number,
  reaction: boolean,
): RollPlan {
  const inputs: SmallArmsInputs = { firepower, assetFirepower, reaction, ...targetInputs(rules, target) };
  return {
    proc: smallArmsFire,
    inputs,
    owed: (g, drawn) => g === 'morale' && smallArmsMoraleOwed(rules.ctx, inputs, drawn.fire?.[0] ?? 0),
  };
}

/** The roll of a unit's shot: Anti-Tank at its rating (8.2.3), or Small Arms with its own firepower and the asset that joins it (8.1.2, 8.4.4). */
export function shotRoll(
  rules: Rules,
  state: GameState,
  firer: UnitState,
  target: UnitState,
  weapon: Weapon | undefined,
  reaction: boolean,
): RollPlan {
  const ft = rules.unitType(firer.type);
  if ((weapon ?? defaultWeapon(rules, target)) === 'anti-tank') {
    const b = rules.board;
    return {
      proc: antiTankFire,
      inputs: {
        antiTank: ft.antiTank,
        armor: rules.unitType(target.type).armor,
        firer: antiTankFirer(rules, firer.type),
        rangeHexes: distance(b.hex(hexOf(firer)), b.hex(hexOf(target))),
        targetOnBeach: b.terrain(b.hex(hexOf(target))).beach,
      },
    };
  }
  const own = specialFirepower(
    rules,
    firer,
    stepDisplay(firer.maxSteps, firer.steps).flipped ? ft.firepowerReduced : ft.firepower,
  ).firepower;
  const asset = joiningAsset(rules, state, firer, reaction);
  return smallArmsRoll(
    rules,
    target,
    own,
    asset ? numberCell(rules.ctx.table(T.assetTypes), asset.type, 'firepower') : 0,
    reaction,
  );
}

/** A Small Arms result in words: the table's letter, then what the morale die made of it (8.3.1). */
function fireWords(result: FireResult, o: FireOutcome, moraleRolled: boolean): string {
  if (o.displaceHq) return `${result}: the HQ displaces instead (2.4.5)`;
  if (result === '-') return 'no effect';
  if (result === 'P')
    return moraleRolled
      ? o.pinned
        ? 'P: pin check failed, pinned'
        : 'P: pin check passed, no effect'
      : 'P on a pinned unit: ignored';
  if (result === 'M')
    return o.steps ? 'M: morale check failed, one step lost and pinned' : 'M: morale check passed, pinned';
  return `${o.steps} step${o.steps > 1 ? 's' : ''} lost and pinned; morale check ${o.retreat ? 'failed: it must retreat' : 'passed: it stays'}`;
}

/**
 * What a resolved Small Arms roll does to the unit fired on (8.3, 8.4, 2.4.5): steps and pin, the retreat, HQ
 * displacement, and a Special Hit marker drawn from the cup when the roll calls for one.
 */
export function smallArmsAt(
  rules: Rules,
  state: GameState,
  targetId: string,
  r: ResolvedRoll,
  rng: Rng,
  opts: { from: string | null; label: string; firepower: number },
): ShotResult {
  const target = unitOf(state, targetId);
  const tt = rules.unitType(target.type);
  const o = r.outcome as FireOutcome;
  const moraleRolled = r.pool.some((g) => g.group === 'morale' && g.values.length > 0);
  const lines: LogEntry[] = [
    rolled(
      `${opts.label} at ${targetId} in ${target.hex} with firepower ${opts.firepower}`,
      rolledDice(r),
      fireWords(o.result, o, moraleRolled),
      '8.1.2, 8.3.1',
      r.modifiers,
    ),
  ];
  if (o.displaceHq) {
    const d = displaceHq(rules, state, targetId);
    return { state: d.state, stops: true, lines: [...lines, ...d.lines] };
  }
  const pin = o.pinned && tt.class !== 'vehicle';
  let next = put(
    state,
    applySteps(
      {
        ...target,
        hidden: false,
        pinned: target.pinned || pin,
        pinnedThisActivation: target.pinnedThisActivation || pin,
      },
      o.steps,
    ),
  );
  if (o.retreat && next.units[targetId]?.status === 'map') {
    const rt = retreatUnit(rules, next, targetId, opts.from);
    next = rt.state;
    lines.push(said(rt.line));
  }
  const hit = unitOf(next, targetId);
  if (o.specialHit && hit.status === 'map') {
    const s = drawSpecial(rules, next, hit, rng);
    next = put(s.state, s.unit);
    lines.push(said(s.line));
  }
  return { state: next, stops: o.stopsMovement || o.steps > 0, lines };
}

/** A resolved Anti-Tank roll at a unit (8.2.3): the steps it loses. */
function antiTankAt(rules: Rules, state: GameState, targetId: string, r: ResolvedRoll, label: string): ShotResult {
  const target = unitOf(state, targetId);
  const steps = Number(r.outcome.steps);
  const line = rolled(
    `${label} at ${targetId} in ${target.hex}: anti-tank ${String(r.inputs.antiTank)} against armour ${String(r.inputs.armor)}`,
    rolledDice(r),
    steps === 0 ? 'no effect' : `${steps} step${steps > 1 ? 's' : ''} lost`,
    '8.2.3, Anti-Tank table',
    r.modifiers,
  );
  return { state: put(state, applySteps({ ...target, hidden: false }, steps)), stops: steps > 0, lines: [line] };
}

/** One unit fires at another, in its activation or as reaction fire, resolved by the procedure rollFor shows. */
export function unitFires(
  rules: Rules,
  state: GameState,
  firerId: string,
  targetId: string,
  weapon: Weapon | undefined,
  roll: Roll,
  rng: Rng,
  reaction: boolean,
): ShotResult {
  const firer = unitOf(state, firerId);
  const target = unitOf(state, targetId);
  const ft = rules.unitType(firer.type);
  const plan = shotRoll(rules, state, firer, target, weapon, reaction);
  const fixed = ft.class === 'pillbox' || ft.class === 'nest';
  const spent = reaction || fixed ? 0 : Math.ceil(ft.movement / 2);
  const pillbox = rules.unitType(target.type).class === 'pillbox';
  let s = put(state, {
    ...firer,
    hidden: false,
    ...(reaction ? {} : { acted: true, mp: Math.max(0, firer.mp - spent) }),
    ...(pillbox && !reaction ? { firedOn: [...(firer.firedOn ?? []), targetId] } : {}),
  });
  const kind = reaction ? 'reaction fire' : 'fires';
  const r = resolveRoll(rules, plan, roll);
  if (plan.proc === antiTankFire) return antiTankAt(rules, s, targetId, r, `${firerId} ${kind} (anti-tank)`);
  // a Special Hit marker may keep the assigned asset out of the fire, or cut the unit's own firepower (8.4.4)
  const asset = joiningAsset(rules, s, firer, reaction);
  const barred = !reaction && !asset && assignedAsset(s, firerId) !== undefined;
  if (asset) {
    const { assignedTo: _u, ...rest } = asset;
    s = { ...s, assets: { ...s.assets, [asset.id]: { ...rest, used: true } } };
  }
  const own = specialFirepower(
    rules,
    firer,
    stepDisplay(firer.maxSteps, firer.steps).flipped ? ft.firepowerReduced : ft.firepower,
  );
  return smallArmsAt(rules, s, targetId, r, rng, {
    from: firer.hex,
    label: `${firerId} ${kind}${asset ? ` with ${asset.id} (+${String(plan.inputs.assetFirepower)})` : ''}${barred ? ` (its asset may not join: Special Hit marker ${firer.special}, 8.4.4)` : ''}${own.note}`,
    firepower: Number(plan.inputs.firepower) + Number(plan.inputs.assetFirepower),
  });
}
