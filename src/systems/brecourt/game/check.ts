import { errorMessage, Rng, type RulesContext } from '../../../engine/index.ts';
import { procedureById } from '../procedures/index.ts';
import { moveAllowance } from '../procedures/movement.ts';
import { settingFlag, settingString } from '../settings.ts';
import { rule, T } from '../tables.ts';
import type { BrecourtAction } from './actions.ts';
import { figureById, guardOf, isActive } from './figures.ts';
import { DAY_MS } from './clock.ts';
import { rollInputs, runProcedure, type RollAction } from './resolve.ts';
import {
  confusedNow,
  confusionWindowOpen,
  dueNow,
  grenadesDue,
  gunsDown,
  mayRunNow,
  STEPS,
  stepId,
  type StepId,
} from './sequence.ts';
import { coverOf, moveInputs } from './suggest.ts';
import type { BrecourtState, Figure, MoveMode } from './types.ts';

/** Steps in which a procedure may be rolled; procedures not listed may be used at any time. */
const STEP_OF: Readonly<Record<string, readonly StepId[]>> = {
  'brecourt.us-fire': ['us-move-fire'],
  'brecourt.us-grenade-scatter': ['us-move-fire'],
  'brecourt.us-grenade-blast': ['us-move-fire'],
  'brecourt.german-grenade-blast': ['german-grenades-explode'],
  'brecourt.german-morale': ['german-morale'],
  'brecourt.german-fire': ['german-fire'],
  'brecourt.mg42-confusion': ['german-fire'],
  'brecourt.hand-to-hand': ['us-move-fire', 'german-move'],
  'brecourt.howitzer-destruction': ['us-move-fire'],
  'brecourt.fallschirmjager-early': ['german-move'],
};

const END_WORDS: Record<NonNullable<BrecourtState['endReason']>, string> = {
  turns: 'the last turn is played',
  time: 'the three hours are up',
  referee: 'the referee ended it',
};

function canAct(f: Figure, turn: number): string | undefined {
  if (!isActive(f))
    return `${f.name} is ${f.status === 'reserve' ? 'not on the table yet' : f.status === 'ran-off' ? 'off the table' : f.status}`;
  if (f.stunned) return `${f.name} is stunned`;
  if (f.outOfActionTurn === turn) return `${f.name} was wounded and sits this turn out`;
  return undefined;
}

/** Whether the mode the figure moved in this turn lets it fire (from the movement table). */
function movedAndMayFire(f: Figure, ctx: RulesContext): boolean {
  return f.moveMode === 'none' || ctx.table(T.movement).rows.find((r) => r.key === f.moveMode)?.values.canFire === true;
}

/** Bad inputs, or typed dice of the wrong count or faces (or a missing owed die), found before anything changes. */
function tryRoll(state: BrecourtState, a: RollAction, ctx: RulesContext): string | undefined {
  try {
    runProcedure(state, a, Rng.fromSeed(0), ctx);
    return undefined;
  } catch (e) {
    return errorMessage(e);
  }
}

function checkFire(
  state: BrecourtState,
  a: RollAction,
  actor: Figure | undefined,
  targets: readonly Figure[],
  ctx: RulesContext,
): string | undefined {
  const side = a.procedure === 'brecourt.us-fire' ? 'us' : 'german';
  if (!actor) return 'choose the firer';
  if (actor.side !== side) return `${actor.name} is not ${side === 'us' ? 'a paratrooper' : 'German'}`;
  const why = canAct(actor, state.turn);
  if (why) return why;
  if (actor.weapon === 'none') return `${actor.name} has no weapon of his own (a loader)`;
  if (actor.firedTurn === state.turn) return `${actor.name} has already fired this turn`;
  if (!movedAndMayFire(actor, ctx))
    return `${actor.name} ${actor.moveMode === 'sneak' ? 'sneaked' : `moved ${actor.moveMode}`} this turn and cannot fire`;
  if (side === 'us' && actor.grenadeThrownTurn === state.turn) return `${actor.name} threw a grenade this turn`;
  let friends = false;
  if (side === 'german' && actor.weapon === 'mg42' && confusionWindowOpen(state)) {
    const confused = confusedNow(state, actor);
    if (confused === undefined) return `${actor.name} rolls for confusion before he fires`;
    friends = confused;
  }
  const first = targets[0];
  const coverGiven = a.inputs?.[side === 'us' ? 'cover' : 'targetInOpen'] !== undefined;
  if (first && !coverGiven && coverOf(first, ctx) === 'unseen')
    return `${first.name} cannot be seen (sneaking in a trench) unless seen along it: say how he is seen`;
  for (const t of targets) {
    if (!isActive(t)) return `${t.name} is not a live target (${t.status})`;
    if (friends && t.side !== side) return `${actor.name} is confused and fires on the nearest German figures`;
    if (!friends && t.side === side) return `${t.name} is on the same side`;
  }
  return undefined;
}

function checkRoll(state: BrecourtState, a: RollAction, ctx: RulesContext): string | undefined {
  const proc = procedureById(a.procedure);
  if (!proc) return `there is no procedure ${a.procedure}`;
  if (state.pending) return `apply or leave the roll waiting first (${state.pending.told.text})`;
  const step = stepId(state);
  const allowed = STEP_OF[a.procedure];
  if (allowed && !(step !== '' && allowed.includes(step)))
    return `${proc.title} belongs to ${allowed.map((id) => `"${STEPS.find((x) => x.id === id)?.label ?? id}"`).join(' or ')}, not to this step`;
  if (a.diceSource === 'typed' && a.dice === undefined) return 'typed dice were promised but none were given';
  for (const id of [a.actor, ...(a.targets ?? [])])
    if (id !== undefined && !figureById(state, id)) return 'a chosen figure is no longer on the roster';
  const inputsOrDice = tryRoll(state, a, ctx);
  if (inputsOrDice) return inputsOrDice;
  const actor = a.actor ? figureById(state, a.actor) : undefined;
  const targets = (a.targets ?? []).map((id) => figureById(state, id) as Figure);
  switch (a.procedure) {
    case 'brecourt.us-fire':
    case 'brecourt.german-fire':
      return checkFire(state, a, actor, targets, ctx);
    case 'brecourt.us-grenade-scatter':
    case 'brecourt.us-grenade-blast': {
      if (!actor) return a.procedure === 'brecourt.us-grenade-scatter' ? 'choose the thrower' : undefined;
      if (actor.side !== 'us') return `${actor.name} is not a paratrooper`;
      const why = canAct(actor, state.turn);
      if (why) return why;
      if (actor.grenades < 1 && actor.grenadeThrownTurn !== state.turn) return `${actor.name} has no grenade left`;
      if (actor.firedTurn === state.turn) return `${actor.name} has already fired this turn`;
      if (a.procedure === 'brecourt.us-grenade-scatter') {
        if (actor.grenadeThrownTurn === state.turn)
          return `${actor.name}'s grenade has landed: choose the figures under the blast`;
        const longest = rule(ctx.table(T.rules), 'us-grenade-range');
        if (Number(rollInputs(state, a, ctx).inputs.aimInches) > longest)
          return `a grenade is thrown at most ${longest}"`;
      }
      return undefined;
    }
    case 'brecourt.german-grenade-blast': {
      if (!a.grenade) return 'choose the grenade that explodes';
      if (!grenadesDue(state).some((g) => g.id === a.grenade)) return 'that grenade is not due to go off now';
      return targets.find((t) => t.side !== 'us')
        ? 'only paratroopers can be caught by a German grenade here'
        : undefined;
    }
    case 'brecourt.german-morale': {
      if (!actor) return 'choose the German who tests';
      if (actor.side !== 'german' || !isActive(actor)) return `${actor.name} cannot test morale`;
      if (actor.moraleTestedTurn === state.turn) return `${actor.name} already tested this turn`;
      return undefined;
    }
    case 'brecourt.wound': {
      const who = targets[0] ?? actor;
      if (who && !isActive(who)) return `${who.name} is ${who.status}`;
      if (who && who.side !== 'us' && !state.owed.some((o) => o.figure === who.id))
        return 'the wound table is for paratroopers and for Germans hit by their own side';
      return undefined;
    }
    case 'brecourt.hand-to-hand': {
      const all = [actor, ...targets].filter((f): f is Figure => f !== undefined);
      if (!all.length) return undefined;
      const us = all.filter((f) => f.side === 'us');
      const de = all.filter((f) => f.side === 'german');
      if (us.length < 1 || us.length > 2 || de.length !== 1)
        return 'hand to hand is one or two paratroopers against one German';
      for (const f of all) if (!isActive(f)) return `${f.name} is ${f.status}`;
      for (const f of all)
        if (f.meleeTurn === state.turn)
          return `${f.name} has already fought hand to hand this turn (a draw fights on next turn)`;
      return undefined;
    }
    case 'brecourt.mg42-confusion': {
      if (!actor) return 'choose the MG42 gunner about to fire';
      if (actor.side !== 'german' || actor.weapon !== 'mg42') return `${actor.name} is not an MG42 gunner`;
      const why = canAct(actor, state.turn);
      if (why) return why;
      if (!confusionWindowOpen(state))
        return state.awareTurn === null && state.settings.confusionWindow !== 'mg-firing-turns'
          ? 'no confusion roll until the Germans are aware of the attack'
          : 'the confusion period is over';
      if (actor.confusion?.turn === state.turn) return `${actor.name} has already rolled for confusion this turn`;
      if (actor.firedTurn === state.turn) return `${actor.name} has already fired this turn`;
      return undefined;
    }
    case 'brecourt.howitzer-destruction': {
      if (!a.gun) return 'choose the gun';
      const gun = state.howitzers.find((h) => h.id === a.gun);
      if (!gun) return 'there is no such howitzer';
      if (gun.status === 'destroyed') return `${gun.name} is already destroyed`;
      if (actor && !actor.explosives) return `${actor.name} carries no explosives (only Lipton and Hall do)`;
      if (actor) return canAct(actor, state.turn);
      return undefined;
    }
    case 'brecourt.fallschirmjager-early': {
      if (!state.howitzers.some((h) => h.status === 'destroyed'))
        return 'the early roll comes only after the first gun is destroyed';
      if (state.fallschirmjager.arrived || state.fallschirmjager.due) return 'the Fallschirmjäger are already coming';
      if (state.fallschirmjager.earlyRollTurns.includes(state.turn)) return 'already rolled this turn';
      if (settingString(ctx, 'fjEarlyRoll') === 'once' && state.fallschirmjager.earlyRollTurns.length > 0)
        return 'the early roll is made once (setting)';
      return undefined;
    }
    case 'brecourt.fallschirmjager-entry': {
      const groups = rule(ctx.table(T.rules), 'fj-entry-groups');
      if (!state.fallschirmjager.due || state.fallschirmjager.arrived)
        return 'the Fallschirmjäger are not on their way';
      return state.fallschirmjager.entries.length >= groups ? `all ${groups} entry distances are rolled` : undefined;
    }
    case 'brecourt.arrivals': {
      const need = rule(ctx.table(T.rules), 'spiers-after-guns');
      if (gunsDown(state) < need) return `Spiers and his men come once ${need} guns are destroyed or captured`;
      if (state.spiersArrived && (state.fallschirmjager.arrived || state.fallschirmjager.due))
        return 'everyone due has arrived';
      return undefined;
    }
    default:
      return undefined;
  }
}

function checkMove(state: BrecourtState, f: Figure, mode: MoveMode, ctx: RulesContext): string | undefined {
  if (mode === 'none') return undefined;
  const why = canAct(f, state.turn);
  if (why) return why;
  const mySteps: readonly string[] = f.side === 'us' ? ['us-move-fire'] : ['german-move', 'german-fire'];
  if (!mySteps.includes(stepId(state))) return `${f.side === 'us' ? 'paratroopers' : 'Germans'} move in their own step`;
  const allowance = moveAllowance({ ...moveInputs(f), mode }, ctx);
  if (allowance.refused) return `${f.name}: ${allowance.refused}`;
  if (f.side === 'german' && !f.fallschirmjager && allowance.canFire) return 'only Fallschirmjäger may move and fire';
  if (f.firedTurn === state.turn && !allowance.canFire) return `${f.name} has fired this turn`;
  return undefined;
}

/** Why the action is illegal now, or undefined. */
export function checkAction(state: BrecourtState, a: BrecourtAction, ctx: RulesContext): string | undefined {
  if (state.over && !['rename-figure', 'edit-figure', 'clock-pause', 'clock-check'].includes(a.type))
    return `the game is over: ${END_WORDS[state.endReason ?? 'referee']}`;
  if (a.at !== undefined && state.clock.lastAt !== null && a.at < state.clock.lastAt - DAY_MS)
    return 'the action time is a day before the last one';
  const fig = (id: string): Figure | undefined => figureById(state, id);
  const gone = 'that figure is no longer on the roster';
  switch (a.type) {
    case 'next-step': {
      if (state.pending) return `apply or leave the roll waiting first (${state.pending.told.text})`;
      const due = dueNow(state).blocking;
      if (due.length && !a.skip) return `still due: ${due.join('; ')} (or move on with skip)`;
      return undefined;
    }
    case 'clock-start':
      return state.clock.runningSince !== null ? 'the clock is already running' : undefined;
    case 'clock-pause':
      return state.clock.runningSince === null ? 'the clock is not running' : undefined;
    case 'clock-check':
    case 'end-game':
      return undefined;
    case 'germans-aware':
      return state.awareTurn !== null ? 'the Germans are already aware' : undefined;
    case 'roll':
    case 'resolve':
      return checkRoll(state, a, ctx);
    case 'apply-roll':
    case 'dismiss-roll':
      return state.pending ? undefined : 'no roll is waiting';
    case 'apply':
      for (const e of a.effects) if (!fig(e.figure)) return gone;
      return undefined;
    case 'set-move': {
      const f = fig(a.figure);
      return f ? checkMove(state, f, a.mode, ctx) : gone;
    }
    case 'throw-grenade': {
      const f = fig(a.thrower);
      if (!f) return gone;
      if (f.side !== 'german') return 'use the US grenade procedures for paratroopers';
      if (stepId(state) !== 'german-fire') return 'German grenades are thrown in the German fire step';
      if (state.germanGrenadesLeft < 1) return 'the Germans have no grenades left';
      return (
        canAct(f, state.turn) ?? (f.firedTurn === state.turn ? `${f.name} has already fired this turn` : undefined)
      );
    }
    case 'guard': {
      const limit = rule(ctx.table(T.rules), 'guard-limit');
      if (a.guard !== null) {
        const g = fig(a.guard);
        if (!g) return gone;
        if (g.side !== 'us' || !isActive(g)) return `${g.name} cannot guard`;
        const already = state.figures.filter((f) => f.guardedBy === a.guard && !a.prisoners.includes(f.id)).length;
        if (already + a.prisoners.length > limit) return `one paratrooper guards at most ${limit} Germans`;
      }
      for (const id of a.prisoners) {
        const p = fig(id);
        if (!p) return gone;
        if (p.status !== 'surrendered') return `${p.name} has not surrendered`;
      }
      return undefined;
    }
    case 'escape': {
      const f = fig(a.figure);
      if (!f) return gone;
      if (f.status !== 'surrendered') return `${f.name} is not a prisoner`;
      const guard = guardOf(state, f);
      if (guard) return `${guard.name} guards ${f.name}`;
      return mayRunNow(state, f) ? undefined : 'an unguarded prisoner runs when the Germans move';
    }
    case 'howitzers-fire': {
      if (!settingFlag(ctx, 'artillery')) return 'the guns fire only under the optional artillery rule (settings)';
      if (stepId(state) !== 'german-fire') return 'the 105s fire in the German fire step';
      if (state.artillery.nextFireTurn !== state.turn)
        return state.artillery.nextFireTurn === null
          ? 'roll the average die first to see when the guns fire'
          : `the guns fire next on turn ${state.artillery.nextFireTurn}`;
      for (const id of a.guns) {
        const h = state.howitzers.find((x) => x.id === id);
        if (!h) return 'there is no such howitzer';
        if (h.status !== 'intact') return `${h.name} is ${h.status}`;
        if (h.firedTurns.includes(state.turn)) return `${h.name} has already fired this turn`;
        if (h.crewSmallArmsTurn === state.turn) return `${h.name}'s crew used small arms this turn`;
        if (!state.figures.some((f) => f.gun === id && isActive(f))) return `${h.name} has no crew left`;
      }
      return undefined;
    }
    case 'howitzer-status':
      return state.howitzers.some((h) => h.id === a.gun) ? undefined : 'there is no such howitzer';
    case 'reinforce':
      if (a.group === 'spiers') return state.spiersArrived ? 'Spiers is already on' : undefined;
      return state.fallschirmjager.arrived ? 'the Fallschirmjäger are already on' : undefined;
    case 'add-figure':
      if (a.figure.id && fig(a.figure.id)) return 'a figure with that id is already on the roster';
      if (a.figure.gun && !state.howitzers.some((h) => h.id === a.figure.gun)) return 'there is no such howitzer';
      return undefined;
    case 'rename-figure':
    case 'remove-figure':
    case 'edit-figure':
      return fig(a.figure) ? undefined : gone;
  }
}
