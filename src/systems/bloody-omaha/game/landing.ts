/** Drift (6.3), Landing with Beach Disruption and over-stacking (6.4, 10.0), and the waves moving up (6.4c). */
import { modify, type Rng, type RulesContext } from '../../../engine/index.ts';
import { ahead, alongRow } from '../map.ts';
import { RESULT_TEXT } from '../procedures/beach-disruption.ts';
import { beachLookup, describeMods, driftLookup, driftModifiers, landingModifiers } from '../rules/lookups.ts';
import { DRIFT_SETTING } from '../rules-notes.ts';
import { checkDice, takeDice, type GameData } from './data.ts';
import { def, disrupt, eliminate, findUnit, moveUnit, stackCf } from './units.ts';
import { OFF_MAP, type ActionOf, type State } from './types.ts';

/** Units in a row of squares (given in column order), from column 1 along. */
function unitsInRow(s: State, squares: readonly string[]): string[] {
  const out: string[] = [];
  for (const sq of squares) for (const u of s.units) if (u.loc === sq) out.push(u.id);
  return out;
}

export function startDrift(s: State, d: GameData): void {
  s.phase = 'drift';
  s.queue = unitsInRow(s, d.map.firstWave);
  if (s.queue.length === 0) {
    s.log.push('No unit in the First Wave: no drift (6.3)');
    startLanding(s, d);
  } else s.log.push(`Drift Phase: ${s.queue.length} unit${s.queue.length > 1 ? 's' : ''} to roll for (6.3)`);
}

export function checkDrift(s: State, a: ActionOf<'drift'>): string | undefined {
  if (s.phase !== 'drift' || s.pending) return 'drift is rolled in the Drift Phase';
  if (!s.queue.includes(a.unit)) return `${a.unit} has no drift roll owed`;
  return checkDice(a.dice, 1);
}

export function applyDrift(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'drift'>): void {
  const u = findUnit(s, a.unit);
  if (!u) return;
  const [die] = takeDice(a.dice, 1, rng) as [number];
  const mods = driftModifiers(s.mods.drift);
  const v = modify(die, mods);
  const { shift } = driftLookup(ctx, v.value);
  const dir = ctx.setting(DRIFT_SETTING) === 'west' ? 1 : -1;
  s.lastRoll = { what: `Drift ${a.unit}`, dice: [die], modified: v.value, result: shift ? `${shift} left` : 'no drift' };
  if (shift === 0) s.log.push(`${a.unit} drift d6 ${die} (${describeMods(mods)}): no drift`);
  else {
    const to = alongRow(d.map, u.loc, dir * shift);
    if (to) {
      u.loc = to;
      s.log.push(`${a.unit} drift d6 ${die} (${describeMods(mods)}): ${shift} square${shift > 1 ? 's' : ''} left to ${to}`);
    } else {
      u.loc = OFF_MAP;
      s.log.push(`${a.unit} drift d6 ${die}: carried off the map, held beside it (6.3)`);
    }
  }
  s.queue = s.queue.filter((x) => x !== a.unit);
  if (s.queue.length === 0) startLanding(s, d);
}

function startLanding(s: State, d: GameData): void {
  s.phase = 'landing';
  s.queue = unitsInRow(s, d.map.firstWave);
  if (s.queue.length === 0) finishLanding(s, d);
  else s.log.push(`Landing Phase: ${s.queue.length} unit${s.queue.length > 1 ? 's' : ''} to land (6.4)`);
}

export function checkLand(s: State, a: ActionOf<'land'>): string | undefined {
  if (s.phase !== 'landing' || s.pending) return 'units land in the Landing Phase';
  if (!s.queue.includes(a.unit)) return `${a.unit} is not waiting to land`;
  return checkDice(a.dice, 1);
}

export function applyLand(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'land'>): void {
  const u = findUnit(s, a.unit);
  if (!u) return;
  const to = ahead(d.map, u.loc);
  s.queue = s.queue.filter((x) => x !== a.unit);
  if (!to) return nextLanding(s, d);
  moveUnit(s, u, to);
  const [die] = takeDice(a.dice, 1, rng) as [number];
  const mods = landingModifiers(ctx, s.turn, s.gaps[to] === true, s.mods.landing);
  const v = modify(die, mods);
  const { result } = beachLookup(ctx, v.value);
  s.lastRoll = { what: `Beach Disruption ${a.unit}`, dice: [die], modified: v.value, result: RESULT_TEXT[result] };
  s.log.push(`${a.unit} lands on ${to}: d6 ${die}; ${describeMods(mods)}; modified ${v.value}: ${RESULT_TEXT[result]} (6.4a)`);
  const pool = def(d, a.unit).pool;
  if (result === 'ip') s.ip[pool] += 1;
  else if (result === 'disrupted') disrupt(s, u);
  else if (result === 'eliminated') eliminate(s, u);
  if (u.loc === to && stackCf(s, d, to) > d.stacking) {
    s.pending = { kind: 'overstack', unit: a.unit, square: to };
    s.log.push(`${to} is over-stacked: disrupt ${a.unit}, or disrupt it and shift it along the beach (6.4b)`);
    return;
  }
  nextLanding(s, d);
}

function nextLanding(s: State, d: GameData): void {
  if (s.queue.length === 0) finishLanding(s, d);
}

/** After the landings the Second Wave moves into the First and the Reinforcement Sea into the Second (6.4c). */
function finishLanding(s: State, d: GameData): void {
  for (const row of [d.map.secondWave, d.map.reinforcementSea]) {
    for (const id of unitsInRow(s, row)) {
      const u = findUnit(s, id);
      const to = u && ahead(d.map, u.loc);
      if (u && to) u.loc = to;
    }
  }
  s.log.push('Waves move up: Second Wave to First, Reinforcement Sea to Second (6.4c)');
  s.phase = 'random-event';
  s.queue = [];
}

export interface OverstackOptions {
  readonly disrupt: boolean;
  readonly shift: readonly string[];
}

export function overstackOptions(s: State, d: GameData): OverstackOptions {
  const p = s.pending;
  if (p?.kind !== 'overstack') return { disrupt: false, shift: [] };
  const u = findUnit(s, p.unit);
  const x = def(d, p.unit);
  if (!u) return { disrupt: false, shift: [] };
  const here = stackCf(s, d, p.square);
  const canDisrupt = !u.disrupted && here - x.full + x.disrupted <= d.stacking;
  const shift: string[] = [];
  for (const dir of [-1, 1]) {
    for (let k = 1; ; k++) {
      const sq = alongRow(d.map, p.square, dir * k);
      if (!sq) break;
      if (stackCf(s, d, sq) + x.disrupted <= d.stacking) {
        shift.push(sq);
        break;
      }
    }
  }
  return { disrupt: canDisrupt, shift };
}

export function checkOverstack(s: State, d: GameData, a: ActionOf<'overstack'>): string | undefined {
  if (s.pending?.kind !== 'overstack') return 'no landing unit is over-stacked';
  const o = overstackOptions(s, d);
  if (a.choice === 'disrupt' && !o.disrupt) return 'disrupting the unit does not bring the square within 6 CF';
  if (a.choice === 'shift' && (!a.to || !o.shift.includes(a.to))) return o.shift.length ? `shift to ${o.shift.join(' or ')}` : 'no beach square along the way has room';
  if (a.choice !== 'disrupt' && a.choice !== 'shift' && a.choice !== 'eliminate') return 'choose disrupt, shift or eliminate';
  return undefined;
}

export function applyOverstack(s: State, d: GameData, a: ActionOf<'overstack'>): void {
  const p = s.pending;
  if (p?.kind !== 'overstack') return;
  const u = findUnit(s, p.unit);
  s.pending = null;
  if (u) {
    if (a.choice === 'disrupt') disrupt(s, u);
    else if (a.choice === 'eliminate') eliminate(s, u);
    else if (a.to) {
      u.disrupted = true;
      moveUnit(s, u, a.to);
      s.log.push(`${u.id} disrupted and shifted to ${a.to} (6.4b)`);
    }
  }
  nextLanding(s, d);
}
