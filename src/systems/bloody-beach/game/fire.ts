import { numberCell, type Rng } from '../../../engine/index.ts';
import { clamp, diffKey, diffRange, T } from '../procedures/common.ts';
import { applyFireResult, moraleOwed, readSmallArms, type FireOutcome, type FireResult } from '../procedures/small-arms-core.ts';
import { d10Source } from './dice.ts';
import { displaceHq } from './displacement.ts';
import { defaultWeapon, type Weapon } from './fire-check.ts';
import { applySteps } from './losses.ts';
import { retreatUnit } from './retreat.ts';
import type { Rules } from './rules.ts';
import { drawSpecial, specialBarsAssets, specialFirepower, specialPenalty } from './special-hits.ts';
import type { AssetState, GameState, UnitState } from './state.ts';
import { stepDisplay } from './steps.ts';
import { d10, rolled, said, type LogEntry } from './words.ts';

/** What a shot did: the new state, and whether a moving target must stop (a step lost or a morale failure, 6.2.1). */
export interface ShotResult {
  readonly state: GameState;
  readonly stops: boolean;
  readonly lines: readonly LogEntry[];
}

const put = (state: GameState, u: UnitState): GameState => ({ ...state, units: { ...state.units, [u.id]: u } });

/**
 * Small Arms fire of `firepower` at a unit (8.1.2, 8.3, 8.4): the result, its morale check, retreat, HQ
 * displacement, and a Special Hit on a natural 10 when `specialHits` (not for naval fire, 8.4.2).
 */
export function smallArmsAt(rules: Rules, state: GameState, targetId: string, firepower: number, roll: () => number, rng: Rng, opts: { specialHits: boolean; from: string | null; label: string }): ShotResult {
  const target = state.units[targetId] as UnitState;
  const tt = rules.unitType(target.type);
  const b = rules.board;
  const die = roll();
  const terrain = b.terrain(b.hex(target.hex as string)).key;
  const read = readSmallArms(rules.ctx, firepower, die, terrain);
  const ts = stepDisplay(target.maxSteps, target.steps);
  const tgt = { terrain, morale: ts.flipped ? tt.moraleReduced : tt.morale, hits: ts.hits, pinned: target.pinned, hq: tt.class === 'hq', penalty: specialPenalty(rules, target) };
  const moraleDie = moraleOwed(read.result, tgt) ? roll() : undefined;
  const a = applyFireResult(rules.ctx, read.result, tgt, moraleDie, opts.specialHits && die === 10);
  const dice = [d10([die], 'fire'), ...(moraleDie === undefined ? [] : [d10([moraleDie], 'morale')])];
  const lines: LogEntry[] = [rolled(`${opts.label} at ${targetId} in ${target.hex} with firepower ${firepower}`, dice, fireWords(read.result, a.outcome, moraleDie !== undefined), '8.1.2, 8.3.1', [...read.modifiers, ...a.modifiers])];
  if (a.outcome.displaceHq) {
    const d = displaceHq(rules, state, targetId);
    return { state: d.state, stops: true, lines: [...lines, ...d.lines] };
  }
  const pin = a.outcome.pinned && tt.class !== 'vehicle';
  let next = put(state, applySteps({ ...target, hidden: false, pinned: target.pinned || pin, pinnedThisActivation: target.pinnedThisActivation || pin }, a.outcome.steps));
  if (a.outcome.retreat && next.units[targetId]?.status === 'map') {
    const r = retreatUnit(rules, next, targetId, opts.from);
    next = r.state;
    lines.push(said(r.line));
  }
  const hit = next.units[targetId] as UnitState;
  if (a.outcome.specialHit && hit.status === 'map') {
    const s = drawSpecial(rules, next, hit, rng);
    next = put(s.state, s.unit);
    lines.push(said(s.line));
  }
  return { state: next, stops: a.outcome.stopsMovement || a.outcome.steps > 0, lines };
}

/** Anti-Tank fire at a unit (8.2.3): the rating less the armor, one d10, the steps lost. */
export function antiTankAt(rules: Rules, state: GameState, targetId: string, antiTank: number, roll: () => number, label: string): ShotResult {
  const target = state.units[targetId] as UnitState;
  const tt = rules.unitType(target.type);
  const table = rules.ctx.table(T.antiTank);
  const [lo, hi] = diffRange(table);
  const die = roll();
  const col = diffKey(clamp(antiTank - tt.armor, lo, hi));
  const steps = numberCell(table, String(die), col);
  const line = rolled(`${label} at ${targetId} in ${target.hex}: anti-tank ${antiTank} against armour ${tt.armor}`, [d10([die])], steps === 0 ? 'no effect' : `${steps} step${steps > 1 ? 's' : ''} lost`, '8.2.3, Anti-Tank table');
  return { state: put(state, applySteps({ ...target, hidden: false }, steps)), stops: steps > 0, lines: [line] };
}

/** A Small Arms result in words: the table's letter, then what the morale die made of it (8.3.1). */
function fireWords(result: FireResult, o: FireOutcome, moraleRolled: boolean): string {
  if (o.displaceHq) return `${result}: the HQ displaces instead (2.4.5)`;
  if (result === '-') return 'no effect';
  if (result === 'P') return moraleRolled ? (o.pinned ? 'P: pin check failed, pinned' : 'P: pin check passed, no effect') : 'P on a pinned unit: ignored';
  if (result === 'M') return o.steps ? 'M: morale check failed, one step lost and pinned' : 'M: morale check passed, pinned';
  return `${o.steps} step${o.steps > 1 ? 's' : ''} lost and pinned; morale check ${o.retreat ? 'failed: it must retreat' : 'passed: it stays'}`;
}

/** The asset assigned to a unit for this activation, if still unused (4.4.1, 8.1.2). */
export function assignedAsset(state: GameState, unitId: string): AssetState | undefined {
  return Object.values(state.assets).find((a) => a.assignedTo === unitId && !a.used && a.status === 'pool');
}

/** One unit fires at another, in its activation or as reaction fire. */
export function unitFires(rules: Rules, state: GameState, firerId: string, targetId: string, weapon: Weapon | undefined, typed: readonly number[] | undefined, rng: Rng, reaction: boolean): ShotResult {
  const roll = d10Source(typed, rng);
  const firer = state.units[firerId] as UnitState;
  const target = state.units[targetId] as UnitState;
  const ft = rules.unitType(firer.type);
  const fixed = ft.class === 'pillbox' || ft.class === 'nest';
  const spent = reaction || fixed ? 0 : Math.ceil(ft.movement / 2);
  const pillbox = rules.unitType(target.type).class === 'pillbox';
  let s = put(state, { ...firer, hidden: false, ...(reaction ? {} : { acted: true, mp: Math.max(0, firer.mp - spent) }), ...(pillbox && !reaction ? { firedOn: [...(firer.firedOn ?? []), targetId] } : {}) });
  const kind = reaction ? 'reaction fire' : 'fires';
  if ((weapon ?? defaultWeapon(rules, target)) === 'anti-tank') return antiTankAt(rules, s, targetId, ft.antiTank, roll, `${firerId} ${kind} (anti-tank)`);
  const fs = stepDisplay(firer.maxSteps, firer.steps);
  // a Special Hit marker may keep the assigned asset out of the fire, or cut the unit's own firepower (8.4.4)
  const barred = !reaction && specialBarsAssets(rules, firer) && assignedAsset(s, firerId) !== undefined;
  const asset = reaction || barred ? undefined : assignedAsset(s, firerId);
  const assetFp = asset ? numberCell(rules.ctx.table(T.assetTypes), asset.type, 'firepower') : 0;
  if (asset) {
    const { assignedTo: _u, ...rest } = asset;
    s = { ...s, assets: { ...s.assets, [asset.id]: { ...rest, used: true } } };
  }
  const own = specialFirepower(rules, firer, fs.flipped ? ft.firepowerReduced : ft.firepower);
  const r = smallArmsAt(rules, s, targetId, own.firepower + assetFp, roll, rng, { specialHits: true, from: firer.hex, label: `${firerId} ${kind}${asset ? ` with ${asset.id} (+${assetFp})` : ''}${barred ? ` (its asset may not join: Special Hit marker ${firer.special}, 8.4.4)` : ''}${own.note}` });
  return r;
}
