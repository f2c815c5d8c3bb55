import {
  normalizeInputs,
  resolveProcedure,
  rollToldOf,
  type AnyProcedure,
  type InputValue,
  type InputValues,
  type Outcome,
  type ResolvedRoll,
  type Rng,
  type RulesContext,
  type ToldBody,
} from '../../../engine/index.ts';
import { procedureById } from '../procedures/index.ts';
import { settingString, within12 } from '../settings.ts';
import { rule, T } from '../tables.ts';
import type { BrecourtAction } from './actions.ts';
import { applyEffects, figureById, updateFigure } from './figures.ts';
import { bringOn } from './reinforce.ts';
import { suggestInputs } from './suggest.ts';
import { aboutRoll, say } from './told.ts';
import type { BrecourtState, Effect, Figure, PendingRoll } from './types.ts';

/** A roll of a procedure for chosen figures: `roll` holds a result that lands on figures for the referee to apply; `resolve` applies it at once. */
export type RollAction = Extract<BrecourtAction, { type: 'roll' | 'resolve' }>;

/** The inputs the figures give, overridden by the player's (a misspelt one of the player's stays, to be refused). */
export function mergedInputs(
  state: BrecourtState,
  proc: AnyProcedure,
  action: RollAction,
  ctx: RulesContext,
): Record<string, InputValue> {
  const known = new Set(proc.inputs.map((d) => d.name));
  const suggested = Object.entries(suggestInputs(state, proc.id, ctx, action.actor, action.targets ?? [])).filter(
    ([k]) => known.has(k),
  );
  return { ...Object.fromEntries(suggested), ...(action.inputs ?? {}) };
}

/** The procedure and the inputs a roll will be resolved with: the odds shown before it are the odds played. */
export function rollInputs(
  state: BrecourtState,
  action: RollAction,
  ctx: RulesContext,
): { proc: AnyProcedure; inputs: InputValues } {
  const proc = procedureById(action.procedure);
  if (!proc) throw new RangeError(`there is no procedure ${action.procedure}`);
  return { proc, inputs: normalizeInputs(proc.inputs, mergedInputs(state, proc, action, ctx)) };
}

export function runProcedure(state: BrecourtState, action: RollAction, rng: Rng, ctx: RulesContext): ResolvedRoll {
  const { proc, inputs } = rollInputs(state, action, ctx);
  return resolveProcedure(proc, ctx, action.dice !== undefined ? { inputs, dice: action.dice } : { inputs, rng });
}

/** The range a roll was made at, in the words of its band ("within 12\""), when the range changes the roll. */
function rangeWords(proc: AnyProcedure, inputs: InputValues, ctx: RulesContext): string {
  if (typeof inputs.rangeInches !== 'number') return '';
  const weapons =
    proc.id === 'brecourt.us-fire' ? T.usWeapons : proc.id === 'brecourt.german-fire' ? T.germanWeapons : undefined;
  if (weapons && ctx.table(weapons).rows.find((w) => w.key === inputs.weapon)?.values.closeRangeBonus !== true)
    return '';
  const band = rule(ctx.table(T.rules), 'range-band');
  return `${within12(ctx, inputs.rangeInches, band) ? 'within' : 'beyond'} ${band}"`;
}

/** Who rolls for what, in words, for this action in this state (with the range band where it counts). */
export function aboutAction(state: BrecourtState, action: RollAction, ctx: RulesContext): string {
  const { proc, inputs } = rollInputs(state, action, ctx);
  const range = rangeWords(proc, inputs, ctx);
  const about = aboutParties(state, action);
  return range ? `${about}, ${proc.id === 'brecourt.german-morale' ? 'the firer ' : ''}${range}` : about;
}

/** Who rolls for what, by name only. */
export function aboutParties(state: BrecourtState, action: RollAction): string {
  const targets = (action.targets ?? []).map((id) => figureById(state, id)).filter((f): f is Figure => f !== undefined);
  const actor = action.actor ? figureById(state, action.actor) : undefined;
  const grenade = action.grenade ? state.grenades.find((g) => g.id === action.grenade) : undefined;
  const thrower = grenade ? figureById(state, grenade.thrower) : undefined;
  const gunName = action.gun ? state.howitzers.find((h) => h.id === action.gun)?.name : undefined;
  const entryGroup =
    action.procedure === 'brecourt.fallschirmjager-entry' ? state.fallschirmjager.entries.length + 1 : undefined;
  return aboutRoll(
    {
      procedure: action.procedure,
      targets,
      ...(actor ? { actor } : {}),
      ...(thrower ? { thrower } : {}),
      ...(gunName ? { gunName } : {}),
      ...(entryGroup ? { entryGroup } : {}),
    },
    state,
  );
}

/** Spreads suppressions over the figures in the template, skipping the one killed; a single-target weapon's all go on its target. */
function spread(targets: readonly Figure[], n: number, killed: string | undefined, manyTargets: boolean): Effect[] {
  const pool = (manyTargets ? targets : targets.slice(0, 1)).filter((f) => f.id !== killed);
  const out: Effect[] = [];
  if (!pool.length) return out;
  for (let k = 0; k < n; k++) {
    const figure = pool[k % pool.length];
    if (!figure) break;
    out.push({ figure: figure.id, effect: 'suppress' });
  }
  return out;
}

function usedGrenade(state: BrecourtState, actor: Figure | undefined): BrecourtState {
  if (!actor) return state;
  return updateFigure(state, actor.id, (f) =>
    f.grenadeThrownTurn === state.turn
      ? f
      : { ...f, grenades: Math.max(0, f.grenades - 1), grenadeThrownTurn: state.turn },
  );
}

function removeOne(owed: BrecourtState['owed'], figure: string): BrecourtState['owed'] {
  const i = owed.findIndex((x) => x.figure === figure);
  return i < 0 ? owed : [...owed.slice(0, i), ...owed.slice(i + 1)];
}

/**
 * What a roll settles at once (the check made: a firer has fired, a German has tested, a grenade is spent; and
 * results that land on no chosen figure: a gun down, the artillery turn, arrivals), and the effects on the chosen
 * figures that the referee applies.
 */
function settle(
  state: BrecourtState,
  r: ResolvedRoll,
  action: RollAction,
  ctx: RulesContext,
): { state: BrecourtState; effects: Effect[]; notes: ToldBody[] } {
  const o: Outcome = r.outcome;
  const actor = action.actor ? figureById(state, action.actor) : undefined;
  const targets = (action.targets ?? []).map((id) => figureById(state, id)).filter((f): f is Figure => f !== undefined);
  const first = targets[0];
  const turn = state.turn;
  let s = state;
  const effects: Effect[] = [];
  const notes: ToldBody[] = [];
  switch (r.procedure) {
    case 'brecourt.us-fire': {
      if (actor) s = updateFigure(s, actor.id, (f) => ({ ...f, firedTurn: turn }));
      const range = Number(r.inputs.rangeInches);
      for (const t of targets)
        s = updateFigure(s, t.id, (f) => ({
          ...f,
          lastFiredOnBy: { firer: actor?.id ?? '', rangeInches: range, turn },
        }));
      const killed = o.kill === true && first ? first.id : undefined;
      if (killed) effects.push({ figure: killed, effect: 'kill' });
      const template =
        ctx.table(T.usWeapons).rows.find((w) => w.key === r.inputs.weapon)?.values.perFigureInTemplate === true;
      effects.push(...spread(targets, Number(o.suppressions ?? 0), killed, template));
      if (s.awareTurn === null) {
        s = { ...s, awareTurn: turn };
        notes.push({
          text: 'The shot makes the Germans aware of the attack',
          source: 'German Sheet: German Confusion roll',
        });
      }
      break;
    }
    case 'brecourt.german-fire': {
      if (actor) {
        s = updateFigure(s, actor.id, (f) => ({ ...f, firedTurn: turn }));
        const gun = actor.gun;
        if (gun)
          s = { ...s, howitzers: s.howitzers.map((h) => (h.id === gun ? { ...h, crewSmallArmsTurn: turn } : h)) };
        if (actor.weapon === 'mg42' && !s.mgFiringTurns.includes(turn))
          s = { ...s, mgFiringTurns: [...s.mgFiringTurns, turn] };
      }
      if (first && o.result === 'wound') effects.push({ figure: first.id, effect: 'wound-roll' });
      if (first && o.result === 'suppressed') effects.push({ figure: first.id, effect: 'suppress' });
      break;
    }
    case 'brecourt.wound': {
      const who = first ?? actor;
      if (who) {
        s = { ...s, owed: removeOne(s.owed, who.id) };
        effects.push({
          figure: who.id,
          effect: o.result === 'killed' ? 'kill' : o.result === 'wounded' ? 'wound' : 'suppress',
        });
      }
      break;
    }
    case 'brecourt.german-morale': {
      const who = actor ?? first;
      if (who) {
        s = updateFigure(s, who.id, (f) => ({ ...f, moraleTestedTurn: turn }));
        if (o.result === 'surrenders') effects.push({ figure: who.id, effect: 'surrender' });
        if (o.result === 'runs') effects.push({ figure: who.id, effect: 'run' });
      }
      break;
    }
    case 'brecourt.us-grenade-scatter':
      s = usedGrenade(s, actor);
      break;
    case 'brecourt.us-grenade-blast': {
      s = usedGrenade(s, actor);
      const kills = Number(o.kills ?? 0);
      targets.forEach((t, k) => effects.push({ figure: t.id, effect: k < kills ? 'kill' : 'stun' }));
      break;
    }
    case 'brecourt.german-grenade-blast': {
      if (action.grenade) s = { ...s, grenades: s.grenades.filter((g) => g.id !== action.grenade) };
      const wounds = Number(o.wounds ?? 0);
      const direct = settingString(ctx, 'germanGrenadeWound') === 'direct';
      targets.forEach((t, k) =>
        effects.push({ figure: t.id, effect: k < wounds ? (direct ? 'wound' : 'wound-roll') : 'suppress' }),
      );
      break;
    }
    case 'brecourt.hand-to-hand': {
      const all = [actor, ...targets].filter((f): f is Figure => f !== undefined);
      for (const f of all) s = updateFigure(s, f.id, (x) => ({ ...x, meleeTurn: turn }));
      const para = all.find((f) => f.side === 'us');
      const german = all.find((f) => f.side === 'german');
      const res = String(o.result);
      if (german && res === 'german-killed') effects.push({ figure: german.id, effect: 'kill' });
      if (german && res === 'german-surrenders')
        effects.push({ figure: german.id, effect: 'wound' }, { figure: german.id, effect: 'surrender' });
      if (para && res === 'paratrooper-killed') effects.push({ figure: para.id, effect: 'kill' });
      if (para && res === 'paratrooper-wounded') effects.push({ figure: para.id, effect: 'wound' });
      if (para && res === 'paratrooper-suppressed') effects.push({ figure: para.id, effect: 'suppress' });
      break;
    }
    case 'brecourt.mg42-confusion': {
      const onFriends = o.result === 'fires-on-friends';
      if (actor) s = updateFigure(s, actor.id, (f) => ({ ...f, confusion: { turn, onFriends } }));
      if (!s.mgFiringTurns.includes(turn)) s = { ...s, mgFiringTurns: [...s.mgFiringTurns, turn] };
      if (actor && onFriends)
        notes.push({
          text: `${actor.name} turns his MG42 on the nearest German figures this turn`,
          source: 'German Sheet: German Confusion roll',
        });
      break;
    }
    case 'brecourt.artillery-timer':
      s = { ...s, artillery: { ...s.artillery, nextFireTurn: Number(o.nextFireTurn) } };
      break;
    case 'brecourt.fallschirmjager-early':
      s = {
        ...s,
        fallschirmjager: {
          ...s.fallschirmjager,
          earlyRollTurns: [...s.fallschirmjager.earlyRollTurns, turn],
          ...(o.arrive === true ? { due: true, early: true } : {}),
        },
      };
      break;
    case 'brecourt.fallschirmjager-entry':
      s = {
        ...s,
        fallschirmjager: { ...s.fallschirmjager, entries: [...s.fallschirmjager.entries, Number(o.distanceInches)] },
      };
      break;
    case 'brecourt.arrivals':
      if (o.spiers === true) {
        const b = bringOn(s, 'spiers');
        s = b.state;
        notes.push(b.told);
      }
      if (o.fallschirmjager === true) {
        s = { ...s, fallschirmjager: { ...s.fallschirmjager, due: true } };
        notes.push({
          text: 'The Fallschirmjäger are coming too: roll where each group enters',
          source: 'Reinforcements',
        });
      }
      break;
    case 'brecourt.howitzer-destruction':
      if (o.destroyed === true && action.gun) s = downGun(s, action.gun, 'destroyed');
      break;
  }
  return { state: s, effects, notes };
}

/** Marks a gun destroyed or captured, numbering the order guns fall. */
export function downGun(state: BrecourtState, gunId: string, status: 'destroyed' | 'captured'): BrecourtState {
  const downCount = state.howitzers.filter((h) => h.downOrder !== null).length;
  const destroyedCount = state.howitzers.filter((h) => h.destroyedOrder !== null).length;
  return {
    ...state,
    howitzers: state.howitzers.map((h) =>
      h.id !== gunId
        ? h
        : {
            ...h,
            status,
            downOrder: h.downOrder ?? downCount + 1,
            destroyedOrder: status === 'destroyed' ? (h.destroyedOrder ?? destroyedCount + 1) : h.destroyedOrder,
          },
    ),
  };
}

/** Where the dice came from: what the action says (an app that rolled before sending it), else what the engine saw. */
export function diceSourceOf(action: RollAction, r: ResolvedRoll): 'typed' | 'rolled' {
  return action.dice !== undefined && action.diceSource !== undefined ? action.diceSource : r.diceSource;
}

/**
 * Rolls the procedure for the chosen figures and tells it; what it settles lands now, and its effects on the
 * figures wait in `pending` for the referee (none waits when there is nothing to land).
 */
export function rollFor(state: BrecourtState, action: RollAction, rng: Rng, ctx: RulesContext): BrecourtState {
  const r = runProcedure(state, action, rng, ctx);
  const proc = procedureById(action.procedure);
  const told = rollToldOf(r, aboutAction(state, action, ctx), diceSourceOf(action, r) === 'typed', proc?.source);
  const c = settle(state, r, action, ctx);
  let s = say(c.state, told);
  for (const n of c.notes) s = say(s, n);
  const pending: PendingRoll | null = c.effects.length ? { procedure: r.procedure, told, effects: c.effects } : null;
  return { ...s, pending };
}

/** Lands the waiting roll on the figures (those still on the roster), saying what changed. */
export function applyPending(state: BrecourtState, ctx: RulesContext): BrecourtState {
  const p = state.pending;
  if (!p) return state;
  const applied = applyEffects({ ...state, pending: null }, p.effects, ctx);
  let s = applied.state;
  for (const t of applied.told) s = say(s, t.source || !p.told.source ? t : { ...t, source: p.told.source });
  return s;
}

/** Leaves the waiting roll unapplied: the dice stand in the log, the figures stay as they are. */
export function dismissPending(state: BrecourtState): BrecourtState {
  const p = state.pending;
  if (!p) return state;
  return say(
    { ...state, pending: null },
    `Left unapplied: ${p.told.text} (${p.told.outcome ?? 'no result'}); the figures stay as they were`,
  );
}
