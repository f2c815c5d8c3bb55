/** The policy's answers to the choices the rules leave to the player mid-action (state.pending). */
import type { RulesContext } from '../../../../engine/index.ts';
import { attackInputs } from '../../game/rolls.ts';
import type { GameData } from '../../game/data.ts';
import { overstackOptions } from '../../game/landing.ts';
import { cf, cfOf, def, findUnit, stackCf, tanksIn, tanksWith } from '../../game/units.ts';
import type { Action, ChooseEffect, Pending, State, UnitState } from '../../game/types.ts';
import { zeroCfReading } from '../../procedures/attack.ts';
import { rollGain } from './attack.ts';
import { cardValue, firstPlayable } from './cards.ts';
import { attackOdds } from './odds.ts';
import { squareValue } from './value.ts';
import { look } from './board.ts';
import { leastBy, sortShort } from './sort.ts';

const HARMFUL = new Set(['disrupt-one', 'eliminate-one', 'pin-all']);
/** EPs sent at a Mine Field met in an attack. */
const MINE_EPS = 2;

/** What losing this unit's step (or its turn, when pinned) costs: the CF lost, more for an elimination. */
function lossCost(s: State, d: GameData, id: string, effect: ChooseEffect): number {
  const u = findUnit(s, d, id);
  if (!u) return 0;
  const x = def(d, id);
  if (effect === 'pin') return cfOf(x, u);
  if (effect === 'eliminate' || u.disrupted) return cfOf(x, u) + 3;
  return x.full - x.disrupted;
}

/** The odds of the attack in progress as it stands now (tokens revealed, cards played). */
function currentOdds(s: State, d: GameData, ctx: RulesContext): ReturnType<typeof attackOdds> | undefined {
  const a = s.attack;
  if (!a) return undefined;
  const f = attackInputs(s, d, a);
  return attackOdds(
    ctx,
    zeroCfReading(ctx),
    f.unitsCf + f.tanks + f.cardCf,
    f.defenderCf,
    f.anyDisrupted,
    f.mixed,
    s.turn,
    a.cardDrm,
  );
}

/** The units that advance: the strongest first, as many as fit with their Tanks. */
function advancing(s: State, d: GameData): string[] {
  const a = s.attack;
  if (!a) return [];
  let room = d.stacking - stackCf(s, d, a.target);
  let tankRoom = d.tankLimit - tanksIn(s, a.target);
  const ready: UnitState[] = [];
  for (let i = 0; i < a.units.length; i++) {
    const u = findUnit(s, d, a.units[i] ?? '');
    if (u !== undefined && a.squares.includes(u.loc) && !u.pinned) ready.push(u);
  }
  sortShort(ready, (u) => -cf(d, u));
  const out: string[] = [];
  for (let i = 0; i < ready.length; i++) {
    const u = ready[i] as UnitState;
    const tanks = tanksWith(s, u.id);
    const c = cf(d, u);
    if (c <= room && tanks <= tankRoom) {
      out.push(u.id);
      room -= c;
      tankRoom -= tanks;
    }
  }
  return out;
}

type Answer<K extends Pending['kind']> = (
  s: State,
  d: GameData,
  ctx: RulesContext,
  p: Extract<Pending, { kind: K }>,
) => Action;

/** The answer to each kind of choice. */
const ANSWERS: { readonly [K in Pending['kind']]: Answer<K> } = {
  opening: (_s, d, _ctx, p) => ({ type: 'keep-cards', discard: leastBy(p.cards, (c) => cardValue(d, c)) as string }),
  overstack: (s, d) => {
    const o = overstackOptions(s, d);
    if (o.disrupt) return { type: 'overstack', choice: 'disrupt' };
    const to = o.shift[0];
    return to ? { type: 'overstack', choice: 'shift', to } : { type: 'overstack', choice: 'eliminate' };
  },
  'event-square': (_s, _d, _ctx, p) => ({ type: 'choose-event-square', square: p.options[0] as string }),
  'event-roll': () => ({ type: 'roll-event' }),
  'event-result': (s, d, _ctx, p) =>
    (HARMFUL.has(p.effect) ? firstPlayable(s, d, ['cancel-event']) : undefined) ?? { type: 'accept-event' },
  'choose-unit': (s, d, _ctx, p) => ({
    type: 'choose-unit',
    unit: leastBy(p.units, (id) => lossCost(s, d, id, p.effect)) as string,
  }),
  'attack-revealed': (s, d, ctx) => {
    // the IP is spent either way: go on if the roll itself is worth making
    const o = currentOdds(s, d, ctx);
    const g = look(s, d);
    const k = s.attack ? g.index.get(s.attack.target) : undefined;
    return o && k !== undefined && rollGain(o, squareValue(k, g)) > 0
      ? { type: 'continue-attack' }
      : { type: 'cancel-attack' };
  },
  mine: (s, d) => {
    // pushing through costs at most one step (8.2b); engineers cost IP, so they go only where a step would be a unit
    const fresh = s.attack?.units.some((id) => findUnit(s, d, id)?.disrupted === false) ?? false;
    return !fresh && s.ep >= MINE_EPS && s.ip['1st'] + s.ip['29th'] >= MINE_EPS
      ? { type: 'mine-engineer', eps: MINE_EPS }
      : { type: 'mine-push' };
  },
  'attack-ready': (s, d, ctx) => {
    const o = currentOdds(s, d, ctx);
    if (o && o.loss > 0) {
      const c = firstPlayable(s, d, ['attack-drm', 'attack-cf']);
      if (c) return c;
    }
    return { type: 'roll-attack' };
  },
  advance: (s, d) => ({ type: 'advance', units: advancing(s, d) }),
};

/**
 * The answer to the pending choice. One call for every kind: in a switch, a kind first met after V8 has optimized
 * this function (a Mine Field, some games in) throws the compiled code away to compile it again.
 */
export function answer(s: State, d: GameData, ctx: RulesContext, p: Pending): Action {
  return (ANSWERS[p.kind] as Answer<Pending['kind']>)(s, d, ctx, p);
}
