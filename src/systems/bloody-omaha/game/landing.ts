/** Drift (6.3), Landing with Beach Disruption and over-stacking (6.4, 10.0), and the waves moving up (6.4c). */
import type { Rng, RulesContext } from '../../../engine/index.ts';
import { ahead, alongRow } from '../map/map-index.ts';
import { DRIFT_SETTING } from '../rules-notes.ts';
import { checkDice, type GameData } from './data.ts';
import { driftSpec, landSpec, throwDice } from './rolls.ts';
import { division, plural, say, sumUp, unitName, unitNames } from './say.ts';
import { def, disrupt, eliminate, findUnit, moveUnit, stackCf } from './units.ts';
import { ELIMINATED, OFF_MAP, type ActionOf, type State } from './types.ts';

/** Units in a row of squares (given in column order), from column 1 along. */
function unitsInRow(s: State, squares: readonly string[]): string[] {
  const out: string[] = [];
  for (const sq of squares)
    for (let i = 0; i < s.units.length; i++) {
      const u = s.units[i];
      if (u?.loc === sq) out.push(u.id);
    }
  return out;
}

export function startDrift(s: State, d: GameData): void {
  s.phase = 'drift';
  s.queue = unitsInRow(s, d.map.firstWave);
  if (s.queue.length === 0) {
    say(s, 'Drift Phase: no unit is in a 1st Wave Channel square, so nothing drifts', '6.3');
    startLanding(s, d);
  } else say(s, () => `Drift Phase: ${plural(s.queue.length, 'unit')} in the 1st Wave roll for drift`, '6.3');
}

export function checkDrift(s: State, a: ActionOf<'drift'>): string | undefined {
  if (s.phase !== 'drift' || s.pending) return 'drift is rolled in the Drift Phase';
  if (!s.queue.includes(a.unit)) return `${a.unit} has no drift roll owed`;
  return checkDice(a.dice, 1);
}

export function applyDrift(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'drift'>): void {
  const u = findUnit(s, d, a.unit);
  if (!u) return;
  const { outcome, told } = throwDice(s, driftSpec(s, d, a.unit), ctx, a.dice, rng);
  const shift = outcome.shift;
  if (shift === 0) {
    if (told) s.log.push(told);
  } else {
    const to = alongRow(d.map, u.loc, (ctx.setting(DRIFT_SETTING) === 'west' ? 1 : -1) * shift);
    u.loc = to ?? OFF_MAP;
    if (told)
      s.log.push({
        ...told,
        outcome: to
          ? `${told.outcome ?? ''} to ${to}`
          : `${told.outcome ?? ''}: carried off the map and held beside it`,
      });
  }
  s.queue = s.queue.filter((x) => x !== a.unit);
  if (s.queue.length === 0) startLanding(s, d);
}

/** Typed-in dice for a whole wave, one per unit in the queue's order; null (or none) means Umpire rolls it. */
export function checkWaveDice(s: State, dice: readonly (number | null)[] | undefined): string | undefined {
  if (dice === undefined) return undefined;
  if (!Array.isArray(dice) || dice.length > s.queue.length)
    return `give at most one die per unit waiting (${s.queue.length})`;
  for (const f of dice)
    if (f !== null && (!Number.isInteger(f) || f < 1 || f > 6)) return `a d6 shows 1-6, not ${String(f)}`;
  return undefined;
}

function waveDie(dice: readonly (number | null)[] | undefined, i: number): number[] | undefined {
  const f = dice?.[i];
  return f === undefined || f === null ? undefined : [f];
}

export function checkDriftAll(s: State, a: ActionOf<'drift-all'>): string | undefined {
  if (s.phase !== 'drift' || s.pending || s.queue.length === 0) return 'drift is rolled in the Drift Phase';
  return checkWaveDice(s, a.dice);
}

/** Every drift roll still owed, in the queue's order (6.3: each unit separately, each result applied). */
export function applyDriftAll(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'drift-all'>): void {
  const at = s.log.length;
  const wave = s.queue.map((id) => ({ id, from: findUnit(s, d, id)?.loc }));
  wave.forEach(({ id: unit }, i) => {
    const dice = waveDie(a.dice, i);
    applyDrift(s, d, ctx, rng, dice ? { type: 'drift', unit, dice } : { type: 'drift', unit });
  });
  const drifted = wave.filter((w) => findUnit(s, d, w.id)?.loc !== w.from);
  const off = drifted.filter((w) => findUnit(s, d, w.id)?.loc === OFF_MAP);
  const along = drifted.filter((w) => !off.includes(w));
  const ids = (ws: typeof wave): string =>
    unitNames(
      d,
      ws.map((w) => w.id),
    );
  const parts = [
    wave.length - drifted.length === 1 ? '1 holds its course' : `${wave.length - drifted.length} hold their course`,
    along.length ? `${plural(along.length, 'unit')} drift${along.length === 1 ? 's' : ''} (${ids(along)})` : '',
    off.length ? `${plural(off.length, 'unit')} carried off the map (${ids(off)})` : '',
  ];
  sumUp(s, at, `The 1st Wave rolls for drift, ${plural(wave.length, 'unit')}`, '6.3', parts.filter(Boolean).join(', '));
}

function startLanding(s: State, d: GameData): void {
  s.phase = 'landing';
  s.queue = unitsInRow(s, d.map.firstWave);
  if (s.queue.length === 0) {
    say(s, 'Landing Phase: no unit is in a 1st Wave Channel square, so nobody lands', '6.4');
    finishLanding(s, d);
  } else
    say(s, () => `Landing Phase: ${plural(s.queue.length, 'unit')} to land, each with a Beach Disruption roll`, '6.4');
}

export function checkLand(s: State, a: ActionOf<'land'>): string | undefined {
  if (s.phase !== 'landing' || s.pending) return 'units land in the Landing Phase';
  if (!s.queue.includes(a.unit)) return `${a.unit} is not waiting to land`;
  return checkDice(a.dice, 1);
}

export function applyLand(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'land'>): void {
  const u = findUnit(s, d, a.unit);
  if (!u) return;
  const to = ahead(d.map, u.loc);
  s.queue = s.queue.filter((x) => x !== a.unit);
  if (!to) return nextLanding(s, d);
  const { outcome, told } = throwDice(s, landSpec(s, d, a.unit), ctx, a.dice, rng, '6.4a');
  moveUnit(s, d, u, to);
  const pool = def(d, a.unit).pool;
  const said = (result: () => string): void => {
    if (told) s.log.push({ ...told, outcome: result() });
  };
  switch (outcome.result) {
    case 'ip':
      s.ip[pool] += 1;
      said(() => `lands safely; +1 IP to ${division(pool)}`);
      break;
    case 'ne':
      said(() => 'no effect: lands safely');
      break;
    case 'disrupted': {
      const r = disrupt(s, u);
      said(() =>
        r === 'eliminated'
          ? `${unitName(d, a.unit)} was already disrupted: eliminated`
          : `${unitName(d, a.unit)} disrupted`,
      );
      break;
    }
    case 'eliminated':
      eliminate(s, u);
      said(() => `${unitName(d, a.unit)} eliminated`);
      break;
  }
  if (u.loc === to && stackCf(s, d, to) > d.stacking) {
    s.pending = { kind: 'overstack', unit: a.unit, square: to };
    say(
      s,
      () =>
        `${to} now holds ${stackCf(s, d, to)} CF, over the limit of ${d.stacking}: ${unitName(d, a.unit)} must flip, or flip and shift along the beach`,
      '6.4b, 10.0',
    );
    return;
  }
  nextLanding(s, d);
}

export function checkLandAll(s: State, a: ActionOf<'land-all'>): string | undefined {
  if (s.phase !== 'landing' || s.pending || s.queue.length === 0) return 'units land in the Landing Phase';
  return checkWaveDice(s, a.dice);
}

/**
 * Every landing still owed, in the queue's order, each applied before the next (6.4); an over-stacked beach
 * square stops the wave for the player's choice (6.4b), and the rest land afterwards.
 */
export function applyLandAll(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'land-all'>): void {
  const at = s.log.length;
  const wave = s.queue.slice();
  const was = new Map(wave.map((id) => [id, findUnit(s, d, id)?.disrupted]));
  const ip = s.ip['1st'] + s.ip['29th'];
  let landed = 0;
  for (; landed < wave.length; landed++) {
    if (s.pending || s.phase !== 'landing') {
      say(s, () => `The landings wait for that choice; ${plural(wave.length - landed, 'unit')} still to land`, '6.4b');
      break;
    }
    const dice = waveDie(a.dice, landed);
    const unit = wave[landed] as string;
    applyLand(s, d, ctx, rng, dice ? { type: 'land', unit, dice } : { type: 'land', unit });
  }
  const units = wave.slice(0, landed).map((id) => findUnit(s, d, id));
  const lost = units.filter((u) => u?.loc === ELIMINATED).length;
  const disrupted = units.filter((u) => u && u.loc !== ELIMINATED && u.disrupted && !was.get(u.id)).length;
  const gained = s.ip['1st'] + s.ip['29th'] - ip;
  const parts = [
    `${landed - lost - disrupted} land${landed - lost - disrupted === 1 ? 's' : ''} safely`,
    disrupted ? `${disrupted} disrupted` : '',
    lost ? `${lost} eliminated` : '',
    gained > 0 ? `+${gained} IP` : '',
    landed < wave.length ? `${wave.length - landed} still to land` : '',
  ];
  sumUp(s, at, `The 1st Wave lands, ${plural(wave.length, 'unit')}`, '6.4', parts.filter(Boolean).join(', '));
}

function nextLanding(s: State, d: GameData): void {
  if (s.queue.length === 0) finishLanding(s, d);
}

/** After the landings the Second Wave moves into the First and the Reinforcement Sea into the Second (6.4c). */
function finishLanding(s: State, d: GameData): void {
  let moved = 0;
  // each unit moves one row, so the order they move in does not matter
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (!u) continue;
    const terrain = d.map.byId.get(u.loc)?.terrain;
    const to = terrain === 'second-wave' || terrain === 'reinforcement-sea' ? ahead(d.map, u.loc) : undefined;
    if (to) {
      u.loc = to;
      moved++;
    }
  }
  say(
    s,
    () =>
      moved
        ? `The waves move up: ${plural(moved, 'unit')} from the 2nd Wave to the 1st and from the Reinforcement Sea to the 2nd`
        : 'No unit waits in the 2nd Wave or the Reinforcement Sea: no wave moves up',
    '6.4c',
  );
  s.phase = 'random-event';
  s.queue = [];
  say(s, 'Random Event Phase: roll two dice for the square it strikes', '6.5');
}

export interface OverstackOptions {
  readonly disrupt: boolean;
  readonly shift: readonly string[];
}

export function overstackOptions(s: State, d: GameData): OverstackOptions {
  const p = s.pending;
  if (p?.kind !== 'overstack') return { disrupt: false, shift: [] };
  const u = findUnit(s, d, p.unit);
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
  if (a.choice === 'shift' && (!a.to || !o.shift.includes(a.to)))
    return o.shift.length ? `shift to ${o.shift.join(' or ')}` : 'no beach square along the way has room';
  if (a.choice !== 'disrupt' && a.choice !== 'shift' && a.choice !== 'eliminate')
    return 'choose disrupt, shift or eliminate';
  return undefined;
}

export function applyOverstack(s: State, d: GameData, a: ActionOf<'overstack'>): void {
  const p = s.pending;
  if (p?.kind !== 'overstack') return;
  const u = findUnit(s, d, p.unit);
  s.pending = null;
  if (u) {
    const name = unitName(d, u.id);
    if (a.choice === 'disrupt') {
      const r = disrupt(s, u);
      say(s, () => `${name} flips to its disrupted side to fit in ${p.square}`, '6.4b', r);
    } else if (a.choice === 'eliminate') {
      eliminate(s, u);
      say(s, () => `${name} is eliminated: it cannot fit in ${p.square}`, '10.0', 'eliminated');
    } else if (a.to) {
      u.disrupted = true;
      moveUnit(s, d, u, a.to);
      say(s, () => `${name} flips to its disrupted side and shifts along the beach to ${a.to}`, '6.4b');
    }
  }
  nextLanding(s, d);
}
