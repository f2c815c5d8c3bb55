/** Random Events (6.5, 8.1, 8.9) and the one-unit losses players choose (13.5, 8.2b, 8.4). */
import type { Rng, RulesContext } from '../../../engine/index.ts';
import { eventTerrain, square } from '../map.ts';
import { EFFECT_TEXT } from '../procedures/random-event.ts';
import { eventLookup, locationLookup, type EventEffect } from '../rules/lookups.ts';
import type { IpPool } from '../scenario.ts';
import { continueAttack, endAttack, startAdvance } from './attack.ts';
import { checkDice, takeDice, type GameData } from './data.ts';
import { drawCard } from './deck.ts';
import { loseIp } from './points.ts';
import { cf, def, disrupt, eliminate, findUnit, landed, unitsIn } from './units.ts';
import { ELIMINATED, OFF_MAP, type ActionOf, type ChooseEffect, type State, type Then } from './types.ts';

export function resume(s: State, d: GameData, ctx: RulesContext, then: Then): void {
  s.pending = null;
  switch (then) {
    case 'phase-event':
      s.phase = 'activation';
      s.log.push('Activation Phase (6.6)');
      return;
    case 'attack-continue':
      return continueAttack(s, d, ctx);
    case 'attack-end':
      return endAttack(s);
    case 'attack-advance':
      return startAdvance(s, d);
  }
}

function alive(s: State, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const u = findUnit(s, id);
    return u !== undefined && u.loc !== ELIMINATED && u.loc !== OFF_MAP;
  });
}

function applyTo(s: State, d: GameData, effect: ChooseEffect, id: string): void {
  const u = findUnit(s, id);
  if (!u) return;
  if (effect === 'disrupt') disrupt(s, u);
  else if (effect === 'eliminate') eliminate(s, u);
  else {
    u.pinned = true;
    s.log.push(`${id} pinned for the rest of the turn (8.8)`);
  }
}

/** One of `units` takes a loss: chosen by the player when there is a choice, then the flow resumes. */
export function askUnit(s: State, d: GameData, ctx: RulesContext, effect: ChooseEffect, units: readonly string[], reason: string, then: Then): void {
  const candidates = alive(s, units).filter((id) => effect !== 'pin' || !findUnit(s, id)?.pinned);
  if (candidates.length === 0) {
    s.log.push(`${reason}: no unit to take it, ignored`);
    return resume(s, d, ctx, then);
  }
  if (candidates.length === 1) {
    applyTo(s, d, effect, candidates[0] as string);
    return resume(s, d, ctx, then);
  }
  s.pending = { kind: 'choose-unit', effect, units: candidates, reason, then };
}

export function checkChooseUnit(s: State, a: ActionOf<'choose-unit'>): string | undefined {
  const p = s.pending;
  if (p?.kind !== 'choose-unit') return 'no unit is to be chosen now';
  if (!p.units.includes(a.unit)) return `choose one of ${p.units.join(', ')}`;
  return undefined;
}

export function applyChooseUnit(s: State, d: GameData, ctx: RulesContext, a: ActionOf<'choose-unit'>): void {
  const p = s.pending;
  if (p?.kind !== 'choose-unit') return;
  applyTo(s, d, p.effect, a.unit);
  resume(s, d, ctx, p.then);
}

// ---- The Random Event Phase (6.5) ----

export function checkRollLocation(s: State, a: ActionOf<'roll-event-location'>): string | undefined {
  if (s.phase !== 'random-event' || s.pending) return 'the location is rolled at the start of the Random Event Phase';
  return checkDice(a.dice, 2);
}

export function applyRollLocation(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'roll-event-location'>): void {
  const [first, second] = takeDice(a.dice, 2, rng) as [number, number];
  const { square: sq } = locationLookup(ctx, s.turn, first, second);
  s.lastRoll = { what: 'Random Event Location', dice: [first, second], result: sq };
  s.log.push(`Random Event Location: ${first} then ${second} gives ${sq} (6.5)`);
  if (unitsIn(s, sq).length > 0) return startPhaseEvent(s, d, sq);
  const ashore = s.units.filter((u) => landed(d, u));
  if (ashore.length === 0) {
    s.log.push('No US unit is ashore: the event strikes nobody');
    return resume(s, d, ctx, 'phase-event');
  }
  let best = Infinity;
  for (const u of ashore) best = Math.min(best, d.map.distance(sq, u.loc));
  const near = ashore.filter((u) => d.map.distance(sq, u.loc) === best);
  const top = Math.max(...near.map((u) => cf(d, u)));
  const squares = [...new Set(near.filter((u) => cf(d, u) === top).map((u) => u.loc))];
  s.log.push(`No unit in ${sq}: the nearest units are ${best} squares away (6.5f)`);
  if (squares.length === 1) return startPhaseEvent(s, d, squares[0] as string);
  s.pending = { kind: 'event-square', options: squares };
}

export function checkChooseEventSquare(s: State, a: ActionOf<'choose-event-square'>): string | undefined {
  const p = s.pending;
  if (p?.kind !== 'event-square') return 'no event square is to be chosen now';
  if (!p.options.includes(a.square)) return `choose one of ${p.options.join(', ')}`;
  return undefined;
}

export function applyChooseEventSquare(s: State, d: GameData, a: ActionOf<'choose-event-square'>): void {
  s.pending = null;
  startPhaseEvent(s, d, a.square);
}

function startPhaseEvent(s: State, d: GameData, sq: string): void {
  const units = unitsIn(s, sq);
  let strongest = units[0];
  for (const u of units) if (strongest && cf(d, u) > cf(d, strongest)) strongest = u;
  const division: IpPool = strongest ? def(d, strongest.id).pool : '1st';
  const terrain = eventTerrain(square(d.map, sq)) ?? 'beach';
  s.pending = { kind: 'event-roll', square: sq, terrain, units: units.map((u) => u.id), division, source: 'phase' };
  s.log.push(`The event strikes ${sq}: roll on the ${terrain} table (6.5e)`);
}

/** An RE token revealed by an attack: the attackers roll on the table of the token's square (8.1, 8.9). */
export function startTokenEvent(s: State, d: GameData, sq: string, units: readonly string[], division: IpPool): void {
  const terrain = eventTerrain(square(d.map, sq)) ?? 'hedgerow';
  s.pending = { kind: 'event-roll', square: sq, terrain, units, division, source: 'token' };
  s.log.push(`Random Event token in ${sq}: the attackers roll on the ${terrain} table (8.9)`);
}

export function checkRollEvent(s: State, a: ActionOf<'roll-event'>): string | undefined {
  if (s.pending?.kind !== 'event-roll') return 'no Random Event is to be rolled now';
  return checkDice(a.dice, 1);
}

export function applyRollEvent(s: State, ctx: RulesContext, rng: Rng, a: ActionOf<'roll-event'>): void {
  const p = s.pending;
  if (p?.kind !== 'event-roll') return;
  const [die] = takeDice(a.dice, 1, rng) as [number];
  const { effect } = eventLookup(ctx, p.terrain, die);
  s.lastRoll = { what: `Random Event (${p.terrain})`, dice: [die], result: EFFECT_TEXT[effect] };
  s.log.push(`Random Event roll ${die} on the ${p.terrain} table: ${EFFECT_TEXT[effect]}`);
  s.pending = { kind: 'event-result', square: p.square, terrain: p.terrain, effect, units: p.units, division: p.division, source: p.source };
}

export function checkAcceptEvent(s: State): string | undefined {
  return s.pending?.kind === 'event-result' ? undefined : 'no Random Event result is waiting';
}

export function eventThen(source: 'phase' | 'token'): Then {
  return source === 'phase' ? 'phase-event' : 'attack-continue';
}

export function applyAcceptEvent(s: State, d: GameData, ctx: RulesContext, rng: Rng): void {
  const p = s.pending;
  if (p?.kind !== 'event-result') return;
  applyEffect(s, d, ctx, rng, p.effect, p.units, p.division, eventThen(p.source));
}

function applyEffect(s: State, d: GameData, ctx: RulesContext, rng: Rng, effect: EventEffect, units: readonly string[], division: IpPool, then: Then): void {
  const why = EFFECT_TEXT[effect];
  switch (effect) {
    case 'disrupt-one':
      return askUnit(s, d, ctx, 'disrupt', units, why, then);
    case 'eliminate-one':
      return askUnit(s, d, ctx, 'eliminate', units, why, then);
    case 'pin-one':
      return askUnit(s, d, ctx, 'pin', units, why, then);
    case 'pin-all':
      for (const id of alive(s, units)) applyTo(s, d, 'pin', id);
      break;
    case 'ip-loss':
      loseIp(s, division, 'Random Event');
      break;
    case 'ip-gain':
      s.ip[division] += 1;
      s.log.push(`+1 IP to the ${division} Division`);
      break;
    case 'ep-loss':
      if (s.ep > 0) {
        s.ep -= 1;
        s.log.push('-1 EP');
      } else s.log.push('No EP to lose: ignored');
      break;
    case 'ep-gain':
      s.ep += 1;
      s.log.push('+1 EP');
      break;
    case 'tank-loss': {
      const tank = s.tanks.find((t) => t.unit !== null && units.includes(t.unit));
      if (tank) reduceTank(s, tank.id);
      else s.log.push('No Tank with these units: ignored');
      break;
    }
    case 'draw-card':
      drawCard(s, d, rng);
      break;
    case 'none':
      break;
  }
  resume(s, d, ctx, then);
}

/** A +2 Tank token drops to +1; a +1 is removed to the supply (8.4). */
export function reduceTank(s: State, tankId: string): void {
  const t = s.tanks.find((x) => x.id === tankId);
  if (!t) return;
  if (t.strength > 1) {
    t.strength -= 1;
    s.log.push(`Tank in ${t.square} reduced to +${t.strength}`);
  } else {
    s.tanks = s.tanks.filter((x) => x.id !== tankId);
    s.tanksInSupply += 1;
    s.log.push(`+1 Tank in ${t.square} destroyed`);
  }
}
