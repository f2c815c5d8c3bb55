/**
 * Where play pauses for the player and resumes: an attack resolved token by token (8.7, 13.1), the one-unit
 * losses players choose (13.5, 8.2b, 8.4) and the Random Event a token starts (8.1, 8.9). Attack and event
 * rules both call into this file, and it never calls back into theirs.
 */
import type { RulesContext } from '../../../engine/index.ts';
import { eventTerrain, square } from '../map/map-index.ts';
import type { IpPool } from '../scenario.ts';
import type { GameData } from './data.ts';
import { loseIp } from './points.ts';
import { say, unitName, unitNames } from './say.ts';
import { removeToken } from './tokens.ts';
import { disrupt, eliminate, findUnit, tank } from './units.ts';
import { ELIMINATED, OFF_MAP, type ActionOf, type ChooseEffect, type State, type Then } from './types.ts';

export function resume(s: State, d: GameData, ctx: RulesContext, then: Then): void {
  s.pending = null;
  switch (then) {
    case 'phase-event':
      s.phase = 'activation';
      say(
        s,
        () => `Activation Phase: spend IP (1st ${s.ip['1st']}, 29th ${s.ip['29th']}) and EP (${s.ep}), or end the turn`,
        '6.6',
      );
      return;
    case 'attack-continue':
      return continueAttack(s, d, ctx);
    case 'attack-end':
      return endAttack(s);
    case 'attack-advance':
      return startAdvance(s, d);
  }
}

export function endAttack(s: State): void {
  s.attack = null;
  s.pending = null;
}

/** Resolves the square's tokens in order: non-numerical first (8.7), then the attack roll, or the advance. */
export function continueAttack(s: State, d: GameData, ctx: RulesContext): void {
  const a = s.attack;
  if (!a) return;
  s.pending = null;
  a.units = a.units.filter((id) => {
    const u = findUnit(s, d, id);
    return u !== undefined && a.squares.includes(u.loc) && !u.pinned;
  });
  if (a.units.length === 0) {
    say(s, () => `No attacking unit is left unpinned in its square, so the attack on ${a.target} ends`, '8.8, 13.1');
    return endAttack(s);
  }
  const tokens = s.tokens[a.target] ?? [];
  const special = tokens.find((t) => t.face !== 'number');
  if (special) {
    switch (special.face) {
      case 'mine':
        s.pending = { kind: 'mine', token: special.id };
        say(
          s,
          () => `A Mine Field bars the way into ${a.target}: call the attack off, push through, or send engineers`,
          '8.2',
        );
        return;
      case 'sniper':
        removeToken(s, a.target, special.id);
        loseIp(s, a.division, `A Sniper in ${a.target}`);
        return continueAttack(s, d, ctx);
      case 'stug': {
        removeToken(s, a.target, special.id);
        const tank = s.tanks.find((t) => t.unit !== null && a.units.includes(t.unit));
        if (tank) {
          reduceTank(s, tank.id, `A StuG in ${a.target}`, '8.4');
          return continueAttack(s, d, ctx);
        }
        return askUnit(
          s,
          d,
          ctx,
          'pin',
          a.units,
          `a StuG in ${a.target} fires and no Tank is with the attackers`,
          '8.4',
          'attack-continue',
        );
      }
      case 'event':
        removeToken(s, a.target, special.id);
        return startTokenEvent(s, d, a.target, a.units, a.division);
    }
  }
  if (tokens.length > 0) {
    s.pending = { kind: 'attack-ready' };
    return;
  }
  say(s, () => `${a.target} holds no German token any more: it is clear`, '8.7');
  startAdvance(s, d);
}

/** Units that may advance into the cleared square: attackers still standing and not pinned. */
export function advanceCandidates(s: State, d: GameData, a: NonNullable<State['attack']>): string[] {
  return a.units.filter((id) => {
    const u = findUnit(s, d, id);
    return u !== undefined && a.squares.includes(u.loc) && !u.pinned;
  });
}

export function startAdvance(s: State, d: GameData): void {
  const a = s.attack;
  if (!a) return;
  if (advanceCandidates(s, d, a).length === 0) {
    say(s, () => `No attacker is left unpinned to advance into ${a.target}`, '13.5, 8.8');
    return endAttack(s);
  }
  s.pending = { kind: 'advance' };
}

export function alive(s: State, d: GameData, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const u = findUnit(s, d, id);
    return u !== undefined && u.loc !== ELIMINATED && u.loc !== OFF_MAP;
  });
}

const EFFECT_WORD: Readonly<Record<ChooseEffect, string>> = {
  disrupt: 'disrupted',
  eliminate: 'eliminated',
  pin: 'pinned for the rest of the turn',
};

export function applyTo(s: State, d: GameData, effect: ChooseEffect, id: string, reason: string, source: string): void {
  const u = findUnit(s, d, id);
  if (!u) return;
  const name = unitName(d, id);
  if (effect === 'disrupt') {
    const r = disrupt(s, u);
    say(
      s,
      () =>
        r === 'eliminated'
          ? `${name} was already disrupted and is eliminated: ${reason}`
          : `${name} is disrupted: ${reason}`,
      source,
    );
  } else if (effect === 'eliminate') {
    eliminate(s, u);
    say(s, () => `${name} is eliminated: ${reason}`, source);
  } else {
    u.pinned = true;
    say(s, () => `${name} is pinned for the rest of the turn: ${reason}`, `${source}, 8.8`);
  }
}

/** One of `units` takes a loss: chosen by the player when there is a choice, then the flow resumes. */
export function askUnit(
  s: State,
  d: GameData,
  ctx: RulesContext,
  effect: ChooseEffect,
  units: readonly string[],
  reason: string,
  source: string,
  then: Then,
): void {
  const candidates = alive(s, d, units).filter((id) => effect !== 'pin' || !findUnit(s, d, id)?.pinned);
  if (candidates.length === 0) {
    say(s, () => `No unit is left to be ${EFFECT_WORD[effect]} (${reason}): nothing happens`, source);
    return resume(s, d, ctx, then);
  }
  if (candidates.length === 1) {
    applyTo(s, d, effect, candidates[0] as string, reason, source);
    return resume(s, d, ctx, then);
  }
  s.pending = { kind: 'choose-unit', effect, units: candidates, reason, source, then };
  say(s, () => `One of ${unitNames(d, candidates)} is to be ${EFFECT_WORD[effect]}: the player chooses`, source);
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
  applyTo(s, d, p.effect, a.unit, p.reason, p.source);
  resume(s, d, ctx, p.then);
}

/** An RE token revealed by an attack: the attackers roll on the table of the token's square (8.1, 8.9). */
export function startTokenEvent(s: State, d: GameData, sq: string, units: readonly string[], pool: IpPool): void {
  const terrain = eventTerrain(square(d.map, sq)) ?? 'hedgerow';
  s.pending = { kind: 'event-roll', square: sq, terrain, units, division: pool, source: 'token' };
  say(
    s,
    () => `A Random Event token in ${sq} strikes the attackers: roll on the ${terrain} table of its square`,
    '8.1, 8.9',
  );
}

/** A +2 Tank token drops to +1; a +1 is removed to the supply (8.4). */
export function reduceTank(s: State, tankId: string, who: string, source: string): void {
  const i = s.tanks.findIndex((x) => x.id === tankId);
  const t = s.tanks[i];
  if (!t) return;
  if (t.strength > 1) {
    const left = t.strength - 1;
    s.tanks[i] = tank(t.id, left, t.square, t.unit);
    say(
      s,
      () => `${who} hits the Tank in ${t.square}`,
      source,
      () => `reduced to +${left}`,
    );
  } else {
    s.tanks = s.tanks.filter((x) => x.id !== tankId);
    s.tanksInSupply += 1;
    say(s, () => `${who} hits the +1 Tank in ${t.square}`, source, 'destroyed');
  }
}
