import { draw, numberCell, returnAndMix, type Rng } from '../../../engine/index.ts';
import { distance, hexKey, lineOfSight, neighbors, sideBetween } from '../../../boards/hex/index.ts';
import { diffKey, clamp, diffRange, T } from '../procedures/common.ts';
import { movementCost } from '../procedures/movement.ts';
import { moraleTest } from '../procedures/morale.ts';
import { applyFireResult, moraleOwed, readSmallArms } from '../procedures/small-arms-core.ts';
import { d10Source } from './dice.ts';
import { applySteps } from './losses.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
import { stepDisplay } from './steps.ts';
import { fireZone, onMap } from './zones.ts';

/** The cost to step into an adjacent hex, or why the step is not allowed. */
export function stepCost(rules: Rules, state: GameState, u: UnitState, to: string): { ok: boolean; cost: number; why: string } {
  const b = rules.board;
  if (!u.hex) return { ok: false, cost: 0, why: 'not on the map' };
  const from = b.hex(u.hex);
  const dest = b.hex(to);
  if (!b.inMap(dest) || sideBetween(from, dest) === undefined) return { ok: false, cost: 0, why: 'not an adjacent hex on the map' };
  for (const x of Object.values(state.units)) if (x.status === 'map' && x.hex === to && x.side !== u.side) return { ok: false, cost: 0, why: 'enemy in the hex (close combat is its own action)' };
  const t = rules.unitType(u.type);
  const side = b.hexside(from, dest);
  const road = b.road(from, dest);
  const r = movementCost(rules.ctx, {
    unitClass: t.class === 'vehicle' ? 'vehicle' : t.class === 'ranger' ? 'ranger' : t.class === 'hq' ? 'hq' : 'infantry',
    terrain: b.terrain(dest).key,
    enteredAlong: road === 'road' ? 'road' : road === 'secondary' ? 'secondary' : 'none',
    elevationChange: b.elevation(from) !== b.elevation(dest),
    hexside: side ? side.kind : 'none',
    startedAdjacent: !u.acted,
    fromBeach: b.terrain(from).beach,
    roadblock: b.doc.roadblocks.includes(to),
  });
  if (!r.outcome.allowed) return { ok: false, cost: 0, why: r.lines.join('; ') };
  const cost = r.outcome.wholeAllowance ? Math.max(u.mp, t.movement) : r.outcome.cost;
  if (r.outcome.wholeAllowance && u.acted) return { ok: false, cost, why: 'needs the whole allowance, and the unit has already moved' };
  if (cost > u.mp) return { ok: false, cost, why: `needs ${cost} MP, ${u.mp} left` };
  return { ok: true, cost, why: r.lines.join('; ') };
}

export function move(rules: Rules, state: GameState, unitId: string, to: string): GameState {
  const u = state.units[unitId] as UnitState;
  const c = stepCost(rules, state, u, to);
  const units = { ...state.units, [unitId]: { ...u, hex: to, mp: u.mp - c.cost, acted: true } };
  // stacked units do not move with it automatically; hidden German units next to it are revealed (11.2.2)
  const b = rules.board;
  for (const x of Object.values(units)) {
    if (x.side !== u.side && x.hidden && x.hex && distance(b.hex(x.hex), b.hex(to)) <= 1) units[x.id] = { ...x, hidden: false };
  }
  const control = b.place(b.hex(to)) ? { ...state.control, [to]: u.side } : state.control;
  let battery = state.battery;
  const log = [`${unitId} moves to ${to} (${c.cost} MP)`];
  if (u.side === 'us' && battery === 'unknown' && distance(b.hex(to), b.hex('2003')) <= 1) log.push('A US unit is next to Pointe du Hoc: roll for the battery (11.3.2) with its procedure');
  return { ...state, units, control, battery, log: [...state.log, ...log] };
}

/** Whether `firer` may fire at `target` now (8.1.1, 8.2). */
export function canFire(rules: Rules, state: GameState, firer: UnitState, target: UnitState): string | undefined {
  if (firer.status !== 'map' || target.status !== 'map' || !firer.hex || !target.hex) return 'both units must be on the map';
  if (firer.pinned) return 'a pinned unit may not fire (8.1.1)';
  if (target.side === firer.side) return 'not an enemy';
  if (target.side === 'german' && target.hidden) return 'a face-down unit cannot be fired on until revealed (11.2.2)';
  const t = rules.unitType(firer.type);
  if (t.class === 'hq') return 'HQs do not fire';
  const b = rules.board;
  const inZone = fireZone(rules, firer).some((h) => hexKey(h) === hexKey(b.hex(target.hex as string)));
  if (!inZone) return "the target is not in the firer's fire zone (8.1.1)";
  const d = distance(b.hex(firer.hex), b.hex(target.hex));
  const armored = rules.unitType(target.type).armor > 0 && rules.unitType(target.type).class === 'vehicle';
  if (d > 1 && !(t.class === 'pillbox' && armored)) return 'small arms reach adjacent hexes only (2.3.5)';
  if (d > 1 && !lineOfSight(b.hex(firer.hex), b.hex(target.hex), (h) => b.inMap(h) && b.terrain(h).blocks)) return 'blocking terrain between (8.1.1)';
  if (firer.acted && t.class !== 'pillbox' && t.class !== 'nest' && firer.mp * 2 < t.movement) return 'not enough movement left to fire (half the allowance, 8.1.1)';
  return undefined;
}

export function fire(rules: Rules, state: GameState, firerId: string, targetId: string, typed: readonly number[] | undefined, rng: Rng): GameState {
  const roll = d10Source(typed, rng);
  const firer = state.units[firerId] as UnitState;
  const target = state.units[targetId] as UnitState;
  const ft = rules.unitType(firer.type);
  const tt = rules.unitType(target.type);
  const b = rules.board;
  const units: Record<string, UnitState> = { ...state.units };
  const spent = ft.class === 'pillbox' || ft.class === 'nest' ? 0 : Math.ceil(ft.movement / 2);
  units[firerId] = { ...firer, acted: true, mp: Math.max(0, firer.mp - spent), hidden: false };
  const fs = stepDisplay(firer.maxSteps, firer.steps);
  const log: string[] = [];
  let cup = state.cup;
  if (tt.armor > 0 && (tt.class === 'vehicle' || (tt.class === 'pillbox' && ft.antiTank > 0 && ft.class !== 'infantry'))) {
    const table = rules.ctx.table(T.antiTank);
    const [lo, hi] = diffRange(table);
    const die = roll();
    const steps = numberCell(table, String(die), diffKey(clamp(ft.antiTank - tt.armor, lo, hi)));
    units[targetId] = applySteps(target, steps);
    log.push(`${firerId} anti-tank fire at ${targetId}: d10 ${die}, ${steps} step(s) (8.2.3)`);
  } else {
    const fp = fs.flipped ? ft.firepowerReduced : ft.firepower;
    const asset = Object.values(state.assets).find((a) => a.formation === firer.formation && a.status === 'pool' && !a.used && state.active.includes(firer.formation));
    const assetFp = asset ? numberCell(rules.ctx.table(T.assetTypes), asset.type, 'firepower') : 0;
    const fireDie = roll();
    const ts = stepDisplay(target.maxSteps, target.steps);
    const terrain = b.terrain(b.hex(target.hex as string)).key;
    const read = readSmallArms(rules.ctx, fp + assetFp, fireDie, terrain);
    const tgt = { terrain, morale: ts.flipped ? tt.moraleReduced : tt.morale, hits: ts.hits, pinned: target.pinned, hq: tt.class === 'hq' };
    const a = applyFireResult(rules.ctx, read.result, tgt, moraleOwed(read.result, tgt) ? roll() : undefined, fireDie === 10);
    let hit = applySteps({ ...target, pinned: target.pinned || a.outcome.pinned, pinnedThisActivation: target.pinnedThisActivation || a.outcome.pinned, hidden: false }, a.outcome.steps);
    log.push(`${firerId} fires at ${targetId}: firepower ${fp + assetFp}, d10 ${fireDie}: ${read.result}; ${a.lines.join('; ')}`);
    if (a.outcome.retreat && hit.status === 'map') {
      const from = b.hex(firer.hex as string);
      const spot = neighbors(b.hex(hit.hex as string)).find((n) => b.inMap(n) && b.terrain(n).key !== 'sea' && distance(n, from) > 1 && !onMap(state).some((x) => x.hex === b.id(n) && x.side !== hit.side));
      const cls = tt.class;
      if (cls === 'pillbox' || cls === 'nest') hit = applySteps(hit, hit.steps);
      else if (!spot || b.terrain(b.hex(hit.hex as string)).key === 'partial-beach') hit = applySteps(hit, 1);
      else hit = { ...hit, hex: b.id(spot) };
      log.push(`${targetId} ${hit.status === 'eliminated' ? 'is eliminated' : `retreats to ${hit.hex}`} (8.3.5)`);
    }
    if (a.outcome.displaceHq) log.push(`${targetId} must displace (2.4.5)`);
    if (a.outcome.specialHit && hit.status === 'map' && cup.drawPile.length > 0) {
      const d = draw(cup);
      const row = rules.ctx.table(T.specialHits).rows.find((r) => r.key === String(d.item));
      const extra = typeof row?.values.extraSteps === 'number' ? row.values.extraSteps : 0;
      hit = applySteps({ ...hit, pinned: hit.pinned || row?.values.pin === true }, extra);
      cup = row?.values.stays === true ? d.deck : returnAndMix(d.deck, d.item, rng);
      log.push(`Special Hit: marker ${d.item} (${row?.label ?? ''}) (8.4)`);
    }
    units[targetId] = hit;
    if (asset) state = { ...state, assets: { ...state.assets, [asset.id]: { ...asset, used: true } } };
  }
  return { ...state, units, cup, log: [...state.log, ...log] };
}

export function unpin(rules: Rules, state: GameState, unitId: string, typed: readonly number[] | undefined, rng: Rng): GameState {
  const u = state.units[unitId] as UnitState;
  const t = rules.unitType(u.type);
  const s = stepDisplay(u.maxSteps, u.steps);
  const die = d10Source(typed, rng)();
  const m = moraleTest(rules.ctx, { morale: s.flipped ? t.moraleReduced : t.morale, hits: s.hits, terrain: rules.board.terrain(rules.board.hex(u.hex as string)).key }, die, true, 'Unpin roll');
  return { ...state, units: { ...state.units, [unitId]: { ...u, pinned: !m.passed, acted: true } }, log: [...state.log, `${unitId}: ${m.line}`] };
}
