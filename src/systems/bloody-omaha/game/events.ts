/** Random Events (6.5, 8.1, 8.9): the phase's location and roll, and what each result does. */
import type { Rng, RulesContext } from '../../../engine/index.ts';
import { eventTerrain, square } from '../map/map-index.ts';
import { EFFECT_TEXT } from '../procedures/random-event.ts';
import type { EventEffect } from '../rules/lookups.ts';
import type { IpPool } from '../scenario.ts';
import { checkDice, type GameData } from './data.ts';
import { drawCard } from './deck.ts';
import { alive, applyTo, askUnit, reduceTank, resume } from './flow.ts';
import { loseIp } from './points.ts';
import { eventSpec, locationSpec, throwDice } from './rolls.ts';
import { division, listed, plural, say, unitNames } from './say.ts';
import { anyUnitIn, cf, def, landed, unitsIn } from './units.ts';
import type { ActionOf, State, Then, UnitState } from './types.ts';

// ---- The Random Event Phase (6.5) ----

export function checkRollLocation(s: State, a: ActionOf<'roll-event-location'>): string | undefined {
  if (s.phase !== 'random-event' || s.pending) return 'the location is rolled at the start of the Random Event Phase';
  return checkDice(a.dice, 2);
}

export function applyRollLocation(
  s: State,
  d: GameData,
  ctx: RulesContext,
  rng: Rng,
  a: ActionOf<'roll-event-location'>,
): void {
  const { outcome, told } = throwDice(s, locationSpec(s), ctx, a.dice, rng, '6.5a-d');
  const sq = outcome.square;
  if (told) s.log.push(told);
  if (anyUnitIn(s, sq)) return startPhaseEvent(s, d, sq);
  // the units ashore nearest to the square, then the squares of the strongest of them
  let best = Infinity;
  const near: UnitState[] = [];
  for (const u of s.units) {
    if (!landed(d, u)) continue;
    const far = d.map.distance(sq, u.loc);
    if (far < best) {
      best = far;
      near.length = 0;
    }
    if (far === best) near.push(u);
  }
  if (near.length === 0) {
    say(s, () => `No US unit is in ${sq}, and none is ashore to be the nearest: the event strikes nobody`, '6.5f');
    return resume(s, d, ctx, 'phase-event');
  }
  let top = -Infinity;
  for (const u of near) top = Math.max(top, cf(d, u));
  const squares: string[] = [];
  for (const u of near) if (cf(d, u) === top && !squares.includes(u.loc)) squares.push(u.loc);
  const why = (): string =>
    near.length > 1 && squares.length < new Set(near.map((u) => u.loc)).size
      ? `; the largest CF (${top}) decides between equally near units`
      : '';
  say(
    s,
    () =>
      `No US unit is in ${sq}: the nearest ${near.length > 1 ? 'units are' : 'unit is'} ${plural(best, 'square')} away${why()}`,
    '6.5f',
  );
  if (squares.length === 1) return startPhaseEvent(s, d, squares[0] as string);
  s.pending = { kind: 'event-square', options: squares };
  say(
    s,
    () => `${listed(squares)} are as near, with units of the same CF: the player chooses the square struck`,
    '6.5f',
  );
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
  const pool: IpPool = strongest ? def(d, strongest.id).pool : '1st';
  const terrain = eventTerrain(square(d.map, sq)) ?? 'beach';
  s.pending = {
    kind: 'event-roll',
    square: sq,
    terrain,
    units: units.map((u) => u.id),
    division: pool,
    source: 'phase',
  };
  say(
    s,
    () =>
      `The Random Event strikes ${sq} (${unitNames(
        d,
        units.map((u) => u.id),
      )}): roll on the ${terrain} table`,
    '6.5e',
  );
}

export function checkRollEvent(s: State, a: ActionOf<'roll-event'>): string | undefined {
  if (s.pending?.kind !== 'event-roll') return 'no Random Event is to be rolled now';
  return checkDice(a.dice, 1);
}

export function applyRollEvent(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: ActionOf<'roll-event'>): void {
  const p = s.pending;
  const spec = eventSpec(s, d);
  if (p?.kind !== 'event-roll' || !spec) return;
  const { outcome, told } = throwDice(s, spec, ctx, a.dice, rng, p.source === 'phase' ? '6.5e' : '8.1');
  if (told) s.log.push(told);
  s.pending = {
    kind: 'event-result',
    square: p.square,
    terrain: p.terrain,
    effect: outcome.effect,
    units: p.units,
    division: p.division,
    source: p.source,
  };
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
  applyEffect(
    s,
    d,
    ctx,
    rng,
    p.effect,
    p.units,
    p.division,
    eventThen(p.source),
    p.source === 'phase' ? '6.5e' : '8.1',
  );
}

function applyEffect(
  s: State,
  d: GameData,
  ctx: RulesContext,
  rng: Rng,
  effect: EventEffect,
  units: readonly string[],
  pool: IpPool,
  then: Then,
  source: string,
): void {
  const why = `Random Event, ${EFFECT_TEXT[effect].toLowerCase()}`;
  switch (effect) {
    case 'disrupt-one':
      return askUnit(s, d, ctx, 'disrupt', units, why, source, then);
    case 'eliminate-one':
      return askUnit(s, d, ctx, 'eliminate', units, why, source, then);
    case 'pin-one':
      return askUnit(s, d, ctx, 'pin', units, why, source, then);
    case 'pin-all': {
      const hit = alive(s, d, units);
      if (hit.length === 0) say(s, 'Random Event: no unit is left to pin, so it does not apply', source);
      for (const id of hit) applyTo(s, d, 'pin', id, why, source);
      break;
    }
    case 'ip-loss':
      loseIp(s, pool, 'The Random Event');
      break;
    case 'ip-gain':
      s.ip[pool] += 1;
      say(
        s,
        () => `Random Event: +1 IP to ${division(pool)}`,
        source,
        () => `${pool} Division IP now ${s.ip[pool]}`,
      );
      break;
    case 'ep-loss':
      if (s.ep > 0) {
        s.ep -= 1;
        say(s, 'Random Event: 1 EP is lost', source, () => `EP now ${s.ep}`);
      } else say(s, 'Random Event: 1 EP would be lost, but no EP is left, so it does not apply', source);
      break;
    case 'ep-gain':
      s.ep += 1;
      say(s, 'Random Event: +1 EP', source, () => `EP now ${s.ep}`);
      break;
    case 'tank-loss': {
      const tank = s.tanks.find((t) => t.unit !== null && units.includes(t.unit));
      if (tank) reduceTank(s, tank.id, 'The Random Event', source);
      else
        say(
          s,
          'Random Event: a Tank would lose a point, but no Tank is with these units, so it does not apply',
          source,
        );
      break;
    }
    case 'draw-card':
      say(s, 'Random Event: the player draws a card', source);
      drawCard(s, d, rng);
      break;
    case 'none':
      say(s, 'Random Event: no effect', source);
      break;
  }
  resume(s, d, ctx, then);
}
