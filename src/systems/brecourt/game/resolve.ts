import { resolveProcedure, type AnyProcedure, type InputValue, type Outcome, type ResolvedRoll, type Rng, type RulesContext } from '../../../engine/index.ts';
import { settingString } from '../settings.ts';
import type { BrecourtAction, Effect } from './actions.ts';
import { applyEffects, figureById, log, updateFigure } from './figures.ts';
import { suggestInputs } from './suggest.ts';
import type { BrecourtState, Figure } from './types.ts';

export type ResolveAction = Extract<BrecourtAction, { type: 'resolve' }>;

/** Runs the procedure with the inputs the figures give, overridden by the player's, and the dice thrown or rolled. */
export function mergedInputs(state: BrecourtState, proc: AnyProcedure, action: ResolveAction): Record<string, InputValue> {
  const known = new Set(proc.inputs.map((d) => d.name));
  const suggested = Object.entries(suggestInputs(state, proc.id, action.actor, action.targets ?? [])).filter(([k]) => known.has(k));
  // The player's own inputs go through unfiltered, so a misspelt one is an error rather than silently dropped.
  return { ...Object.fromEntries(suggested), ...(action.inputs ?? {}) };
}

export function runProcedure(state: BrecourtState, proc: AnyProcedure, action: ResolveAction, rng: Rng, ctx: RulesContext): ResolvedRoll {
  const clean = mergedInputs(state, proc, action);
  return resolveProcedure(proc, ctx, action.dice !== undefined ? { inputs: clean, dice: action.dice } : { inputs: clean, rng });
}

/** Spreads suppressions over the figures in the template, skipping the one killed; a rifle's all go on its target. */
function spread(targets: readonly Figure[], n: number, killed: string | undefined, manyTargets: boolean): Effect[] {
  const pool = (manyTargets ? targets : targets.slice(0, 1)).filter((f) => f.id !== killed);
  const out: Effect[] = [];
  if (!pool.length) return out;
  for (let k = 0; k < n; k++) out.push({ figure: (pool[k % pool.length] as Figure).id, effect: 'suppress' });
  return out;
}

/** What a resolved procedure does to the chosen figures and to the game. */
function consequences(state: BrecourtState, r: ResolvedRoll, action: ResolveAction, ctx: RulesContext): { state: BrecourtState; effects: Effect[]; notes: string[] } {
  const o: Outcome = r.outcome;
  const actor = action.actor ? figureById(state, action.actor) : undefined;
  const targets = (action.targets ?? []).map((id) => figureById(state, id)).filter((f): f is Figure => f !== undefined);
  const first = targets[0];
  const turn = state.turn;
  let s = state;
  const effects: Effect[] = [];
  const notes: string[] = [];
  switch (r.procedure) {
    case 'brecourt.us-fire': {
      if (actor) s = updateFigure(s, actor.id, (f) => ({ ...f, firedTurn: turn }));
      const range = Number(r.inputs.rangeInches);
      for (const t of targets) s = updateFigure(s, t.id, (f) => ({ ...f, lastFiredOnBy: { firer: actor?.id ?? '', rangeInches: range, turn } }));
      const killed = o.kill === true && first ? first.id : undefined;
      if (killed) effects.push({ figure: killed, effect: 'kill' });
      const many = r.inputs.weapon === 'smg' || r.inputs.weapon === '30cal';
      effects.push(...spread(targets, Number(o.suppressions ?? 0), killed, many));
      if (s.awareTurn === null) {
        s = { ...s, awareTurn: turn };
        notes.push('The Germans are now aware of the attack');
      }
      break;
    }
    case 'brecourt.german-fire': {
      if (actor) {
        s = updateFigure(s, actor.id, (f) => ({ ...f, firedTurn: turn }));
        const gun = actor.gun;
        if (gun) s = { ...s, howitzers: s.howitzers.map((h) => (h.id === gun ? { ...h, crewSmallArmsTurn: turn } : h)) };
        if (actor.weapon === 'mg42' && !s.mgFiringTurns.includes(turn)) s = { ...s, mgFiringTurns: [...s.mgFiringTurns, turn] };
      }
      if (first && o.result === 'wound') effects.push({ figure: first.id, effect: 'wound-roll' });
      if (first && o.result === 'suppressed') effects.push({ figure: first.id, effect: 'suppress' });
      break;
    }
    case 'brecourt.wound': {
      const who = first ?? actor;
      if (who) {
        s = { ...s, owed: removeOne(s.owed, who.id) };
        effects.push({ figure: who.id, effect: o.result === 'killed' ? 'kill' : o.result === 'wounded' ? 'wound' : 'suppress' });
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
      if (actor) s = updateFigure(s, actor.id, (f) => (f.grenadeThrownTurn === turn ? f : { ...f, grenades: Math.max(0, f.grenades - 1), grenadeThrownTurn: turn }));
      break;
    case 'brecourt.us-grenade-blast': {
      if (actor) s = updateFigure(s, actor.id, (f) => (f.grenadeThrownTurn === turn ? f : { ...f, grenades: Math.max(0, f.grenades - 1), grenadeThrownTurn: turn }));
      const kills = Number(o.kills ?? 0);
      targets.forEach((t, k) => effects.push({ figure: t.id, effect: k < kills ? 'kill' : 'stun' }));
      break;
    }
    case 'brecourt.german-grenade-blast': {
      if (action.grenade) s = { ...s, grenades: s.grenades.filter((g) => g.id !== action.grenade) };
      const wounds = Number(o.wounds ?? 0);
      const direct = settingString(ctx, 'germanGrenadeWound') === 'direct';
      targets.forEach((t, k) => effects.push({ figure: t.id, effect: k < wounds ? (direct ? 'wound' : 'wound-roll') : 'suppress' }));
      break;
    }
    case 'brecourt.hand-to-hand': {
      const all = [actor, ...targets].filter((f): f is Figure => f !== undefined);
      const para = all.find((f) => f.side === 'us');
      const german = all.find((f) => f.side === 'german');
      const res = String(o.result);
      if (german && res === 'german-killed') effects.push({ figure: german.id, effect: 'kill' });
      if (german && res === 'german-surrenders') effects.push({ figure: german.id, effect: 'wound' }, { figure: german.id, effect: 'surrender' });
      if (para && res === 'paratrooper-killed') effects.push({ figure: para.id, effect: 'kill' });
      if (para && res === 'paratrooper-wounded') effects.push({ figure: para.id, effect: 'wound' });
      if (para && res === 'paratrooper-suppressed') effects.push({ figure: para.id, effect: 'suppress' });
      break;
    }
    case 'brecourt.mg42-confusion':
      if (!s.mgFiringTurns.includes(turn)) s = { ...s, mgFiringTurns: [...s.mgFiringTurns, turn] };
      break;
    case 'brecourt.artillery-timer':
      s = { ...s, artillery: { ...s.artillery, nextFireTurn: Number(o.nextFireTurn) } };
      break;
    case 'brecourt.fallschirmjager-early':
      s = { ...s, fallschirmjager: { ...s.fallschirmjager, earlyRollTurns: [...s.fallschirmjager.earlyRollTurns, turn], ...(o.arrive === true ? { due: true, early: true } : {}) } };
      break;
    case 'brecourt.fallschirmjager-entry':
      s = { ...s, fallschirmjager: { ...s.fallschirmjager, entries: [...s.fallschirmjager.entries, Number(o.distanceInches)] } };
      break;
    case 'brecourt.arrivals':
      if (o.fallschirmjager === true) s = { ...s, fallschirmjager: { ...s.fallschirmjager, due: true } };
      if (o.spiers === true) notes.push('Spiers is due: bring his group on');
      break;
    case 'brecourt.howitzer-destruction': {
      const gun = action.gun;
      if (o.destroyed === true && gun) s = downGun(s, gun, 'destroyed');
      break;
    }
  }
  return { state: s, effects, notes };
}

function removeOne(owed: BrecourtState['owed'], figure: string): BrecourtState['owed'] {
  const i = owed.findIndex((x) => x.figure === figure);
  return i < 0 ? owed : [...owed.slice(0, i), ...owed.slice(i + 1)];
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

/** Where the dice came from: what the action says (the app rolled them before sending it), else what the engine saw. */
export function diceSourceOf(action: ResolveAction, r: ResolvedRoll): 'typed' | 'rolled' {
  return action.dice !== undefined && action.diceSource !== undefined ? action.diceSource : r.diceSource;
}

export function applyResolve(state: BrecourtState, proc: AnyProcedure, action: ResolveAction, rng: Rng, ctx: RulesContext): BrecourtState {
  const r = runProcedure(state, proc, action, rng, ctx);
  const at = action.at ?? null;
  const who = [action.actor, ...(action.targets ?? [])].filter((x): x is string => !!x).map((id) => figureById(state, id)?.name ?? id);
  let s = log(state, `${proc.title}${who.length ? ` (${who.join(' → ')})` : ''}: ${r.summary}`, at, {
    procedure: r.procedure,
    inputs: r.inputs,
    dice: Object.fromEntries(r.pool.map((p) => [p.group, p.values])),
    diceSource: diceSourceOf(action, r),
    outcome: r.outcome,
    explanation: r.explanation,
  });
  const c = consequences(s, r, action, ctx);
  s = c.state;
  const applied = applyEffects(s, c.effects, ctx);
  s = applied.state;
  for (const line of [...applied.lines, ...c.notes]) s = log(s, line, at);
  return s;
}
