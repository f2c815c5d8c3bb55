/**
 * Every roll the game makes, as the procedure that resolves it and the inputs it is given now. The same spec
 * serves the board (the odds shown before the roll, `rollFor`) and the reducer (the roll itself), so the odds
 * shown are the odds played.
 */
import {
  rollDie,
  rollGroups,
  type DiceGroup,
  type Face,
  type DiceRoll,
  type InputValues,
  type Outcome,
  type RollPreview,
  type Rng,
  type RulesContext,
  type Told,
  type ToldDice,
} from '../../../engine/index.ts';
import { ahead } from '../map/map-index.ts';
import { attackRoll } from '../procedures/attack.ts';
import { beachRoll } from '../procedures/beach-disruption.ts';
import type { GameProcedure } from '../procedures/common.ts';
import { driftRoll } from '../procedures/drift.ts';
import { engineerRoll } from '../procedures/engineer.ts';
import { locationRoll } from '../procedures/event-location.ts';
import { mineRoll } from '../procedures/mine-entry.ts';
import { eventRoll } from '../procedures/random-event.ts';
import type { GameData } from './data.ts';
import { heard, plural, squareName, unitName, unitNames } from './say.ts';
import { cfOf, def, findUnit } from './units.ts';
import type { Action, AttackState, State } from './types.ts';

/** A roll about to be made: its procedure, its inputs now, and who rolls for what. */
export interface RollSpec<I extends InputValues, O extends Outcome> {
  readonly proc: GameProcedure<I, O>;
  readonly inputs: I;
  /** Who rolls for what, in words (made only when someone will read it). */
  readonly about: () => string;
}

/** The spec of a roll of procedure P. */
type Spec<P> = P extends GameProcedure<infer I, infer O> ? RollSpec<I, O> : never;
type Inputs<P> = P extends GameProcedure<infer I, infer _O> ? I : never;

export function driftSpec(s: State, d: GameData, unit: string): Spec<typeof driftRoll> {
  const u = findUnit(s, d, unit);
  return {
    proc: driftRoll,
    inputs: { cardDrm: s.mods.drift },
    about: () => `Drift for ${unitName(d, unit)} in ${u?.loc ?? 'the 1st Wave'}`,
  };
}

/** The beach square a unit of the First Wave lands on: straight ahead (6.4). */
export function landingSquare(s: State, d: GameData, unit: string): string | undefined {
  const u = findUnit(s, d, unit);
  return u ? ahead(d.map, u.loc) : undefined;
}

export function landSpec(s: State, d: GameData, unit: string): Spec<typeof beachRoll> {
  const to = landingSquare(s, d, unit) ?? '';
  return {
    proc: beachRoll,
    inputs: { turn: s.turn, gap: s.gaps[to] === true, cardDrm: s.mods.landing },
    about: () => `${unitName(d, unit)} lands on ${to ? squareName(d, to) : 'the beach'}`,
  };
}

export function locationSpec(s: State): Spec<typeof locationRoll> {
  return { proc: locationRoll, inputs: { turn: s.turn }, about: () => `Random Event location for turn ${s.turn}` };
}

export function eventSpec(s: State, d: GameData): Spec<typeof eventRoll> | undefined {
  const p = s.pending;
  if (p?.kind !== 'event-roll') return undefined;
  return {
    proc: eventRoll,
    inputs: { terrain: p.terrain },
    about: () => `Random Event on the ${p.terrain} table for ${unitNames(d, p.units)} (${p.square})`,
  };
}

/** The Attack procedure's inputs for an attack as it stands: units, Tanks, cards, German CF, DRM factors. */
export function attackInputs(s: State, d: GameData, a: AttackState): Inputs<typeof attackRoll> {
  let unitsCf = 0;
  let anyDisrupted = false;
  let first = false;
  let twentyNinth = false;
  for (let i = 0; i < a.units.length; i++) {
    const id = a.units[i] ?? '';
    const u = findUnit(s, d, id);
    if (!u) continue;
    const x = def(d, id);
    unitsCf += cfOf(x, u);
    anyDisrupted ||= u.disrupted;
    const div = x.division;
    if (div === '1st') first = true;
    else if (div === '29th') twentyNinth = true;
  }
  let tanks = 0;
  for (let i = 0; i < s.tanks.length; i++) {
    const t = s.tanks[i];
    if (t && t.unit !== null && a.units.includes(t.unit)) tanks += t.strength;
  }
  let defenderCf = 0;
  const tokens = s.tokens[a.target] ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t?.face === 'number') defenderCf += t.value ?? 0;
  }
  return {
    unitsCf,
    tanks,
    cardCf: a.cardCf,
    defenderCf,
    anyDisrupted,
    mixed: first && twentyNinth,
    turn: s.turn,
    cardDrm: a.cardDrm,
  };
}

export function attackSpec(s: State, d: GameData): Spec<typeof attackRoll> | undefined {
  const a = s.attack;
  if (!a) return undefined;
  const i = attackInputs(s, d, a);
  return {
    proc: attackRoll,
    inputs: i,
    about: () =>
      `${unitNames(d, a.units)} (${i.unitsCf + i.tanks + i.cardCf} CF) attack ${a.target} (German ${i.defenderCf} CF)`,
  };
}

export function mineSpec(s: State, d: GameData): Spec<typeof mineRoll> | undefined {
  const a = s.attack;
  if (!a) return undefined;
  return {
    proc: mineRoll,
    inputs: {},
    about: () => `${unitNames(d, a.units)} push through the Mine Field in ${a.target}`,
  };
}

export function engineerSpec(
  s: State,
  d: GameData,
  sq: string,
  target: 'mine' | 'obstacle',
  eps: number,
): Spec<typeof engineerRoll> {
  return {
    proc: engineerRoll,
    inputs: { target, eps, turn: s.turn, cardDrm: s.mods.engineer },
    about: () =>
      `Engineers with ${plural(eps, 'EP')} work on ${target === 'mine' ? `the Mine Field in ${sq}` : `the Beach Obstacle on ${squareName(d, sq)}`}`,
  };
}

/** The square an attack's Mine Field or an Engineer action concerns (the attack's target for `mine-engineer`). */
function engineerSquare(s: State, a: Action): string {
  if (a.type === 'engineer') return a.square;
  return s.attack?.target ?? '';
}

/**
 * The roll an action makes, as its procedure's id and inputs (for `GameDefinition.rollFor`): only for a legal
 * action; `mineOrObstacle` says what an Engineer action works on.
 */
export function previewFor(
  s: State,
  d: GameData,
  a: Action,
  mineOrObstacle: (sq: string) => 'mine' | 'obstacle' | undefined,
): RollPreview | undefined {
  const spec = ((): { proc: { id: string }; inputs: RollPreview['inputs']; about: () => string } | undefined => {
    switch (a.type) {
      case 'drift':
        return driftSpec(s, d, a.unit);
      case 'land':
        return landSpec(s, d, a.unit);
      case 'roll-event-location':
        return locationSpec(s);
      case 'roll-event':
        return eventSpec(s, d);
      case 'roll-attack':
        return attackSpec(s, d);
      case 'mine-push':
        return mineSpec(s, d);
      case 'mine-engineer':
        return engineerSpec(s, d, engineerSquare(s, a), 'mine', a.eps);
      case 'engineer': {
        const target = mineOrObstacle(a.square);
        return target ? engineerSpec(s, d, a.square, target, a.eps) : undefined;
      }
      default:
        return undefined;
    }
  })();
  return spec ? { procedure: spec.proc.id, inputs: spec.inputs, about: spec.about() } : undefined;
}

/** The dice of a roll: typed in (one face per die, groups in order) or thrown with the session's generator. */
function diceFor(groups: readonly DiceGroup[], given: readonly number[] | undefined, rng: Rng): DiceRoll {
  if (!given) return rollGroups(groups, rng);
  const roll: Record<string, number[]> = {};
  let next = 0;
  for (const g of groups) {
    roll[g.name] = given.slice(next, next + g.count);
    next += g.count;
  }
  return roll;
}

/**
 * A hushed roll's dice: one record per list of dice groups (each procedure hands back the same list), refilled in
 * place at every roll, as the outcome reads the faces at once and keeps none of them.
 */
const hushedRolls = new WeakMap<readonly DiceGroup[], Record<string, Face[]>>();

function rollHushed(groups: readonly DiceGroup[], rng: Rng): DiceRoll {
  let roll = hushedRolls.get(groups);
  if (!roll) hushedRolls.set(groups, (roll = {}));
  for (const g of groups) {
    const faces = (roll[g.name] ??= []);
    for (let i = 0; i < g.count; i++) faces[i] = rollDie(g.die, rng);
  }
  return roll;
}

/**
 * Makes the roll of state `s` through its procedure: the outcome, and the roll told as the table hears it (who
 * rolls for what, the dice as thrown, the DRMs, the result, the section), unless nobody listens (see hush).
 */
export function throwDice<I extends InputValues, O extends Outcome>(
  s: State,
  spec: RollSpec<I, O>,
  ctx: RulesContext,
  given: readonly number[] | undefined,
  rng: Rng,
  source = spec.proc.source,
): { outcome: O; told?: Told } {
  const groups = spec.proc.dice(spec.inputs, ctx);
  if (!heard(s)) {
    const dice = given ? diceFor(groups, given, rng) : rollHushed(groups, rng);
    return { outcome: spec.proc.outcome(spec.inputs, dice, ctx) };
  }
  const roll = diceFor(groups, given, rng);
  const r = spec.proc.resolve(spec.inputs, roll, ctx);
  const several = groups.length > 1;
  const dice: ToldDice[] = groups.map((g) => {
    const decisive = r.decisive?.[g.name];
    return {
      ...(several ? { label: g.label } : {}),
      die: { id: g.die.id, label: g.die.label, faces: g.die.faces },
      values: roll[g.name] ?? [],
      ...(decisive ? { decisive } : {}),
      ...(given ? { typed: true } : {}),
    };
  });
  const told: Told = {
    text: spec.about(),
    dice,
    ...(r.modifiers.length ? { modifiers: r.modifiers.map((m) => ({ label: m.label, amount: m.amount })) } : {}),
    outcome: r.summary,
    source,
  };
  return { outcome: r.outcome, told };
}
