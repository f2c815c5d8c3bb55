import { toldLines, type Rng, type RulesContext } from '../../../engine/index.ts';
import { defineGame, type GameStatus } from '../../types.ts';
import { procedureById } from '../procedures/index.ts';
import { T } from '../tables.ts';
import { parseAction, type BrecourtAction } from './actions.ts';
import { checkAction } from './check.ts';
import { elapsedAt, formatDuration, pauseClock, startClock, tick, timeUp } from './clock.ts';
import { applyEffects, figureById, isActive, log, updateFigure } from './figures.ts';
import { applyResolve, downGun } from './resolve.ts';
import { resultLine, score, scoreLine, pointsOf } from './score.ts';
import { advance, dueNow, moraleOwed, STEPS, stepId } from './sequence.ts';
import { figureFromSpec, settingsSnapshot, setupState } from './setup.ts';
import type { BrecourtState, Figure } from './types.ts';

export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
}

function applyAction(state: BrecourtState, a: BrecourtAction, rng: Rng, ctx: RulesContext): BrecourtState {
  const at = a.at ?? null;
  const name = (id: string): string => figureById(state, id)?.name ?? id;
  switch (a.type) {
    case 'next-step': {
      const skipped = a.skip ? dueNow(state, ctx).blocking : [];
      return advance(state, at, skipped);
    }
    case 'clock-start':
      return log({ ...state, clock: startClock(state.clock, a.at) }, `Clock started at ${formatDuration(state.clock.elapsedMs)}`, at);
    case 'clock-pause': {
      const clock = pauseClock(state.clock, a.at);
      return log({ ...state, clock }, `Clock paused at ${formatDuration(clock.elapsedMs)}`, at);
    }
    case 'clock-check':
      return state;
    case 'end-game':
      return log({ ...state, over: true, endReason: 'referee', clock: state.clock.runningSince !== null && at !== null ? pauseClock(state.clock, at) : state.clock }, 'The referee ends the game', at);
    case 'resolve': {
      const proc = procedureById(a.procedure);
      if (!proc) throw new IllegalActionError(`no procedure ${a.procedure}`);
      return applyResolve(state, proc, a, rng, ctx);
    }
    case 'apply': {
      const r = applyEffects(state, a.effects, ctx);
      let s = r.state;
      s = log(s, `${a.note ? `${a.note}: ` : ''}${r.lines.join('; ')}`, at);
      return s;
    }
    case 'set-move':
      return log(updateFigure(state, a.figure, (f) => ({ ...f, moveMode: a.mode, ...(a.mode !== 'none' && f.prone ? { prone: false } : {}) })), `${name(a.figure)}: ${a.mode === 'none' ? 'stays put' : `moves ${a.mode}`}`, at);
    case 'throw-grenade': {
      const id = `grenade-${state.nextId}`;
      const s = updateFigure(state, a.thrower, (f) => ({ ...f, firedTurn: state.turn }));
      return log(
        {
          ...s,
          nextId: state.nextId + 1,
          germanGrenadesLeft: state.germanGrenadesLeft - 1,
          grenades: [...state.grenades, { id, thrower: a.thrower, thrownTurn: state.turn, explodesTurn: state.turn + 1, note: a.note ?? '' }],
        },
        `${name(a.thrower)} throws a grenade${a.note ? ` (${a.note})` : ''}: it goes off after the US move (${state.germanGrenadesLeft - 1} left)`,
        at,
      );
    }
    case 'guard': {
      const s = { ...state, figures: state.figures.map((f) => (a.prisoners.includes(f.id) ? { ...f, guardedBy: a.guard } : f)) };
      return log(s, a.guard ? `${name(a.guard)} guards ${a.prisoners.map(name).join(', ')}` : `${a.prisoners.map(name).join(', ')} left unguarded`, at);
    }
    case 'escape':
      return log(updateFigure(state, a.figure, (f) => ({ ...f, status: 'ran-off', location: 'off-table' })), `${name(a.figure)} slips away: no longer a prisoner`, at);
    case 'germans-aware':
      return log({ ...state, awareTurn: state.turn }, 'The Germans are aware of the attack', at);
    case 'howitzers-fire': {
      const s = { ...state, howitzers: state.howitzers.map((h) => (a.guns.includes(h.id) ? { ...h, firedTurns: [...h.firedTurns, state.turn] } : h)) };
      return log(s, `${a.guns.length} howitzer${a.guns.length === 1 ? '' : 's'} fire${a.guns.length === 1 ? 's' : ''}: +${a.guns.length} German`, at);
    }
    case 'howitzer-status': {
      const gun = state.howitzers.find((h) => h.id === a.gun);
      const s = a.status === 'intact' ? { ...state, howitzers: state.howitzers.map((h) => (h.id === a.gun ? { ...h, status: 'intact' as const } : h)) } : downGun(state, a.gun, a.status);
      return log(s, `${gun?.name ?? a.gun}: ${a.status}`, at);
    }
    case 'reinforce': {
      const group = a.group;
      const s = {
        ...state,
        figures: state.figures.map((f) => (f.status === 'reserve' && f.arrives === group ? { ...f, status: 'active' as const, location: group === 'spiers' ? ('hedgerow' as const) : ('tree-line' as const) } : f)),
        ...(group === 'spiers' ? { spiersArrived: true } : { fallschirmjager: { ...state.fallschirmjager, arrived: true, due: false } }),
      };
      const n = state.figures.filter((f) => f.status === 'reserve' && f.arrives === group).length;
      const where = group === 'fallschirmjager' && state.fallschirmjager.entries.length ? ` at ${state.fallschirmjager.entries.map((d) => `${d}"`).join(', ')}` : '';
      return log(s, `${group === 'spiers' ? 'Spiers and his men' : 'The Fallschirmjäger'} arrive (${n} figures)${where}`, at);
    }
    case 'add-figure': {
      const base = a.figure.id ?? `${a.figure.side}-${state.nextId}`;
      const f = a.figure;
      const fig: Figure = figureFromSpec({
        ...f,
        id: base,
        role: f.role ?? 'rifleman',
        arrives: 'start',
        location: f.location ?? (f.side === 'us' ? 'hedgerow' : 'trench'),
        grenades: f.grenades ?? 0,
        provisional: true,
      });
      return log({ ...state, figures: [...state.figures, fig], nextId: state.nextId + 1 }, `Added ${fig.name}`, at);
    }
    case 'rename-figure':
      return log(updateFigure(state, a.figure, (f) => ({ ...f, name: a.name })), `${name(a.figure)} renamed ${a.name}`, at);
    case 'remove-figure':
      return log(
        { ...state, figures: state.figures.filter((f) => f.id !== a.figure).map((f) => (f.guardedBy === a.figure ? { ...f, guardedBy: null } : f)), owed: state.owed.filter((o) => o.figure !== a.figure) },
        `Removed ${name(a.figure)}`,
        at,
      );
    case 'edit-figure':
      return log(updateFigure(state, a.figure, (f) => ({ ...f, ...a.patch })), `${name(a.figure)} corrected: ${Object.entries(a.patch).map(([k, v]) => `${k} ${String(v)}`).join(', ')}`, at);
  }
}

function check(state: BrecourtState, a: BrecourtAction, ctx: RulesContext): string | undefined {
  return checkAction(state, a, ctx);
}

function apply(state: BrecourtState, a: BrecourtAction, rng: Rng, ctx: RulesContext): BrecourtState {
  const why = checkAction(state, a, ctx);
  if (why) throw new IllegalActionError(why);
  let s: BrecourtState = { ...state, settings: settingsSnapshot(ctx), points: pointsOf(ctx.table(T.scoring)), clock: tick(state.clock, a.at) };
  s = { ...s, artillery: { ...s.artillery, enabled: s.settings.artillery === true } };
  s = applyAction(s, a, rng, ctx);
  if (!s.over && timeUp(s)) s = log({ ...s, over: true, endReason: 'time', clock: pauseClock(s.clock, s.clock.lastAt ?? 0) }, 'Three hours are up: the game is over', a.at ?? null);
  return s;
}

/** A representative set of legal actions (what the stepper offers and a fuzzer plays). */
function legalActions(state: BrecourtState, ctx: RulesContext): BrecourtAction[] {
  const at = state.clock.lastAt ?? 0;
  const out: BrecourtAction[] = [];
  if (state.over) return out;
  out.push(state.clock.runningSince === null ? { type: 'clock-start', at } : { type: 'clock-pause', at });
  const due = dueNow(state, ctx).blocking;
  out.push(due.length ? { type: 'next-step', skip: true } : { type: 'next-step' });
  for (const o of state.owed) out.push({ type: 'resolve', procedure: 'brecourt.wound', targets: [o.figure] });
  const step = stepId(state);
  const live = (side: 'us' | 'german'): Figure[] => state.figures.filter((f) => f.side === side && isActive(f));
  if (step === 'us-move-fire') {
    const target = live('german')[0];
    for (const f of live('us')) {
      const shot: BrecourtAction = { type: 'resolve', procedure: 'brecourt.us-fire', actor: f.id, targets: target ? [target.id] : [], inputs: { rangeInches: 14 } };
      if (target && !checkAction(state, shot, ctx)) out.push(shot);
      const mv: BrecourtAction = { type: 'set-move', figure: f.id, mode: 'sneak' };
      if (f.moveMode === 'none' && !checkAction(state, mv, ctx)) out.push(mv);
    }
  }
  if (step === 'german-grenades-explode') {
    const para = live('us')[0];
    for (const g of state.grenades.filter((x) => x.explodesTurn <= state.turn)) out.push({ type: 'resolve', procedure: 'brecourt.german-grenade-blast', grenade: g.id, targets: para ? [para.id] : [] });
  }
  if (step === 'german-morale') for (const f of moraleOwed(state)) out.push({ type: 'resolve', procedure: 'brecourt.german-morale', actor: f.id, inputs: { rangeInches: f.lastFiredOnBy?.rangeInches ?? 14 } });
  if (step === 'german-fire') {
    const target = live('us')[0];
    for (const f of live('german')) {
      const shot: BrecourtAction = { type: 'resolve', procedure: 'brecourt.german-fire', actor: f.id, targets: target ? [target.id] : [], inputs: { rangeInches: 14 } };
      if (target && !checkAction(state, shot, ctx)) out.push(shot);
    }
    const thrower = live('german').find((f) => !checkAction(state, { type: 'throw-grenade', thrower: f.id }, ctx));
    if (thrower) out.push({ type: 'throw-grenade', thrower: thrower.id });
  }
  return out;
}

function status(state: BrecourtState): GameStatus {
  const due = dueNow(state);
  const s = score(state);
  return {
    turn: state.turn,
    lastTurn: state.lastTurn,
    phase: STEPS[state.step]?.label ?? '',
    steps: STEPS.map((x, i) => ({ id: x.id, label: x.label, current: i === state.step })),
    prompts: [
      ...due.blocking,
      ...due.prompts,
      `Score: ${scoreLine(s)}`,
      `Clock: ${formatDuration(elapsedAt(state.clock, state.clock.lastAt))} of ${formatDuration(state.clock.limitMs)}${state.clock.runningSince === null ? ' (paused)' : ''}`,
    ],
    over: state.over,
    ...(state.over ? { result: resultLine(s) } : {}),
  };
}

export const brecourtGame = defineGame<BrecourtState, BrecourtAction>({
  setup: (options, _rng, ctx) => setupState(options, ctx),
  check,
  apply,
  legalActions,
  status,
  parseAction,
  tell: (before, after) => toldLines(after.log.slice(before.log.length).map((e) => e.text)),
});

export { summarize } from './summary.ts';
export { suggestInputs } from './suggest.ts';
export { score } from './score.ts';
export type { BrecourtState, BrecourtAction };
