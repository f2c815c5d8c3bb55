import { normalizeInputs, Rng, type AnyProcedure, type RulesContext } from '../../../engine/index.ts';
import { mergedInputs, runProcedure, type ResolveAction } from './resolve.ts';
import { procedureById } from '../procedures/index.ts';
import { settingFlag, settingString } from '../settings.ts';
import { rule, T } from '../tables.ts';
import type { BrecourtAction } from './actions.ts';
import { figureById, isActive } from './figures.ts';
import { dueNow, grenadesDue, stepId } from './sequence.ts';
import type { BrecourtState, Figure } from './types.ts';

/** Steps in which a procedure may be resolved; procedures not listed may be used at any time. */
const STEP_OF: Readonly<Record<string, readonly string[]>> = {
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

function canAct(f: Figure, turn: number): string | undefined {
  if (!isActive(f)) return `${f.name} is ${f.status === 'reserve' ? 'not on the table yet' : f.status}`;
  if (f.stunned) return `${f.name} is stunned`;
  if (f.outOfActionTurn === turn) return `${f.name} was wounded and sits this turn out`;
  return undefined;
}

/** Bad inputs, or typed dice of the wrong count or faces (or a missing owed die), found before anything changes. */
function tryResolve(state: BrecourtState, proc: AnyProcedure, a: ResolveAction, ctx: RulesContext): string | undefined {
  try {
    if (a.dice !== undefined) runProcedure(state, proc, a, Rng.fromSeed(0), ctx);
    else normalizeInputs(proc.inputs, mergedInputs(state, proc, a));
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

function checkResolve(state: BrecourtState, a: Extract<BrecourtAction, { type: 'resolve' }>, ctx: RulesContext): string | undefined {
  const proc = procedureById(a.procedure);
  if (!proc) return `no procedure ${a.procedure}`;
  const step = stepId(state);
  const allowed = STEP_OF[a.procedure];
  if (allowed && !allowed.includes(step)) return `${a.procedure} belongs to the step "${allowed.join('" or "')}", not "${step}"`;
  if (a.diceSource === 'typed' && a.dice === undefined) return 'typed dice were promised but none were given';
  for (const id of [a.actor, ...(a.targets ?? [])]) if (id !== undefined && !figureById(state, id)) return `no figure ${id}`;
  const inputsOrDice = tryResolve(state, proc, a, ctx);
  if (inputsOrDice) return inputsOrDice;
  const actor = a.actor ? figureById(state, a.actor) : undefined;
  const targets = (a.targets ?? []).map((id) => figureById(state, id) as Figure);
  switch (a.procedure) {
    case 'brecourt.us-fire':
    case 'brecourt.german-fire': {
      const side = a.procedure === 'brecourt.us-fire' ? 'us' : 'german';
      if (!actor) return 'choose the firer';
      if (actor.side !== side) return `${actor.name} is not ${side === 'us' ? 'a paratrooper' : 'German'}`;
      const why = canAct(actor, state.turn);
      if (why) return why;
      if (actor.weapon === 'none') return `${actor.name} has no weapon of his own (a loader)`;
      if (actor.firedTurn === state.turn) return `${actor.name} has already fired this turn`;
      if (side === 'us' && actor.moveMode !== 'none' && actor.moveMode !== 'move-and-fire') return `${actor.name} moved ${actor.moveMode} and cannot fire`;
      if (side === 'us' && actor.grenadeThrownTurn === state.turn) return `${actor.name} threw a grenade this turn`;
      for (const t of targets) {
        if (t.side === side) return `${t.name} is on the same side`;
        if (!isActive(t)) return `${t.name} is not a live target (${t.status})`;
      }
      return undefined;
    }
    case 'brecourt.us-grenade-scatter':
    case 'brecourt.us-grenade-blast': {
      if (!actor) return a.procedure === 'brecourt.us-grenade-scatter' ? 'choose the thrower' : undefined;
      if (actor.side !== 'us') return `${actor.name} is not a paratrooper`;
      const why = canAct(actor, state.turn);
      if (why) return why;
      if (actor.grenades < 1 && actor.grenadeThrownTurn !== state.turn) return `${actor.name} has no grenade left`;
      if (actor.firedTurn === state.turn) return `${actor.name} has already fired this turn`;
      return undefined;
    }
    case 'brecourt.german-grenade-blast': {
      if (!a.grenade) return 'choose the grenade that explodes';
      if (!grenadesDue(state).some((g) => g.id === a.grenade)) return `grenade ${a.grenade} is not due to explode now`;
      return targets.find((t) => t.side !== 'us') ? 'only paratroopers can be caught by a German grenade here' : undefined;
    }
    case 'brecourt.german-morale': {
      if (!actor) return 'choose the German who tests';
      if (actor.side !== 'german' || !isActive(actor)) return `${actor.name} cannot test morale`;
      if (actor.moraleTestedTurn === state.turn) return `${actor.name} already tested this turn`;
      return undefined;
    }
    case 'brecourt.wound': {
      const who = targets[0] ?? actor;
      if (who && who.side !== 'us') return 'the wound table is for paratroopers';
      if (who && !isActive(who)) return `${who.name} is ${who.status}`;
      return undefined;
    }
    case 'brecourt.hand-to-hand': {
      const all = [actor, ...targets].filter((f): f is Figure => f !== undefined);
      if (!all.length) return undefined;
      const us = all.filter((f) => f.side === 'us');
      const de = all.filter((f) => f.side === 'german');
      if (us.length < 1 || us.length > 2 || de.length !== 1) return 'hand to hand is one or two paratroopers against one German';
      for (const f of all) if (!isActive(f)) return `${f.name} is ${f.status}`;
      return undefined;
    }
    case 'brecourt.howitzer-destruction': {
      if (!a.gun) return 'choose the gun';
      const gun = state.howitzers.find((h) => h.id === a.gun);
      if (!gun) return `no gun ${a.gun}`;
      if (gun.status === 'destroyed') return `${gun.name} is already destroyed`;
      if (actor && !actor.explosives) return `${actor.name} carries no explosives (only Lipton and Hall do)`;
      if (actor) return canAct(actor, state.turn);
      return undefined;
    }
    case 'brecourt.fallschirmjager-early': {
      if (!state.howitzers.some((h) => h.status === 'destroyed')) return 'the early roll comes only after the first gun is destroyed';
      if (state.fallschirmjager.arrived || state.fallschirmjager.due) return 'the Fallschirmjäger are already coming';
      if (state.fallschirmjager.earlyRollTurns.includes(state.turn)) return 'already rolled this turn';
      if (settingString(ctx, 'fjEarlyRoll') === 'once' && state.fallschirmjager.earlyRollTurns.length > 0) return 'the early roll is made once (setting)';
      return undefined;
    }
    case 'brecourt.fallschirmjager-entry':
      return state.fallschirmjager.entries.length >= rule(ctx.table(T.rules), 'fj-entry-groups') ? 'all three entry distances are rolled' : undefined;
    default:
      return undefined;
  }
}

/** Why the action is illegal now, or undefined. */
export function checkAction(state: BrecourtState, a: BrecourtAction, ctx: RulesContext): string | undefined {
  if (state.over && !['rename-figure', 'edit-figure', 'clock-pause', 'clock-check'].includes(a.type)) return `the game is over (${state.endReason})`;
  if (a.at !== undefined && state.clock.lastAt !== null && a.at < state.clock.lastAt - 1000 * 60 * 60 * 24) return 'the action time is a day before the last one';
  const fig = (id: string): Figure | undefined => figureById(state, id);
  switch (a.type) {
    case 'next-step': {
      const due = dueNow(state, ctx).blocking;
      if (due.length && !a.skip) return `still due: ${due.join('; ')} (or move on with skip)`;
      return undefined;
    }
    case 'clock-start':
      return state.clock.runningSince !== null ? 'the clock is already running' : undefined;
    case 'clock-pause':
      return state.clock.runningSince === null ? 'the clock is not running' : undefined;
    case 'clock-check':
    case 'end-game':
    case 'germans-aware':
      return a.type === 'germans-aware' && state.awareTurn !== null ? 'the Germans are already aware' : undefined;
    case 'resolve':
      return checkResolve(state, a, ctx);
    case 'apply':
      for (const e of a.effects) if (!fig(e.figure)) return `no figure ${e.figure}`;
      return undefined;
    case 'set-move': {
      const f = fig(a.figure);
      if (!f) return `no figure ${a.figure}`;
      if (a.mode === 'none') return undefined;
      const why = canAct(f, state.turn);
      if (why) return why;
      const mySteps = f.side === 'us' ? ['us-move-fire'] : ['german-move', 'german-fire'];
      if (!mySteps.includes(stepId(state))) return `${f.side === 'us' ? 'paratroopers' : 'Germans'} move in their own step`;
      if (f.suppression > 0 && a.mode !== 'sneak') return `${f.name} is suppressed: may only fire or sneak`;
      if (f.side === 'us' && f.wounds > 0 && a.mode === 'fast') return `${f.name} is wounded: cannot move fast`;
      if (f.prone && a.mode === 'fast') return `${f.name} is getting up from prone: cannot move fast`;
      if (f.side === 'german' && !f.fallschirmjager && a.mode === 'move-and-fire') return 'only Fallschirmjäger may move and fire';
      if (f.firedTurn === state.turn && a.mode !== 'move-and-fire') return `${f.name} has fired this turn`;
      return undefined;
    }
    case 'throw-grenade': {
      const f = fig(a.thrower);
      if (!f) return `no figure ${a.thrower}`;
      if (f.side !== 'german') return 'use the US grenade procedures for paratroopers';
      if (stepId(state) !== 'german-fire') return 'German grenades are thrown in the German fire step';
      if (state.germanGrenadesLeft < 1) return 'the Germans have no grenades left';
      return canAct(f, state.turn) ?? (f.firedTurn === state.turn ? `${f.name} has already fired this turn` : undefined);
    }
    case 'guard': {
      const limit = rule(ctx.table(T.rules), 'guard-limit');
      if (a.guard !== null) {
        const g = fig(a.guard);
        if (!g) return `no figure ${a.guard}`;
        if (g.side !== 'us' || !isActive(g)) return `${g.name} cannot guard`;
        const already = state.figures.filter((f) => f.guardedBy === a.guard && !a.prisoners.includes(f.id)).length;
        if (already + a.prisoners.length > limit) return `one paratrooper guards at most ${limit} Germans`;
      }
      for (const id of a.prisoners) {
        const p = fig(id);
        if (!p) return `no figure ${id}`;
        if (p.status !== 'surrendered') return `${p.name} has not surrendered`;
      }
      return undefined;
    }
    case 'escape': {
      const f = fig(a.figure);
      if (!f) return `no figure ${a.figure}`;
      if (f.status !== 'surrendered') return `${f.name} is not a prisoner`;
      return f.guardedBy ? `${f.name} is guarded` : undefined;
    }
    case 'howitzers-fire': {
      if (!settingFlag(ctx, 'artillery')) return 'the guns fire only under the optional artillery rule (settings)';
      if (stepId(state) !== 'german-fire') return 'the 105s fire in the German fire step';
      if (state.artillery.nextFireTurn !== state.turn) return state.artillery.nextFireTurn === null ? 'roll the average die first to see when the guns fire' : `the guns fire next on turn ${state.artillery.nextFireTurn}`;
      for (const id of a.guns) {
        const h = state.howitzers.find((x) => x.id === id);
        if (!h) return `no gun ${id}`;
        if (h.status !== 'intact') return `${h.name} is ${h.status}`;
        if (h.firedTurns.includes(state.turn)) return `${h.name} has already fired this turn`;
        if (h.crewSmallArmsTurn === state.turn) return `${h.name}'s crew used small arms this turn`;
        if (!state.figures.some((f) => f.gun === id && isActive(f))) return `${h.name} has no crew left`;
      }
      return undefined;
    }
    case 'howitzer-status':
      return state.howitzers.some((h) => h.id === a.gun) ? undefined : `no gun ${a.gun}`;
    case 'reinforce':
      if (a.group === 'spiers') return state.spiersArrived ? 'Spiers is already on' : undefined;
      return state.fallschirmjager.arrived ? 'the Fallschirmjäger are already on' : undefined;
    case 'add-figure':
      if (a.figure.id && fig(a.figure.id)) return `there is already a figure ${a.figure.id}`;
      if (a.figure.gun && !state.howitzers.some((h) => h.id === a.figure.gun)) return `no gun ${a.figure.gun}`;
      return undefined;
    case 'rename-figure':
    case 'remove-figure':
    case 'edit-figure':
      return fig(a.figure) ? undefined : `no figure ${a.figure}`;
  }
}
