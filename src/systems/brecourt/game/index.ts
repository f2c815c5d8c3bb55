import { numberCell, type Rng, type RollPreview, type RulesContext } from '../../../engine/index.ts';
import { defineGame, type GameStatus } from '../../types.ts';
import { rule, T } from '../tables.ts';
import { parseAction, type BrecourtAction, type NewFigure } from './actions.ts';
import { checkAction } from './check.ts';
import { elapsedAt, formatDuration, pauseClock, recordedTimeProblem, startClock, tick, timeUp } from './clock.ts';
import { applyEffects, figureById, isActive, updateFigure } from './figures.ts';
import { limitsIn, limitsOf } from './limits.ts';
import { bringOn } from './reinforce.ts';
import { aboutAction, applyPending, dismissPending, downGun, rollFor, rollInputs } from './resolve.ts';
import { resultLine, score, scoreLine, pointsOf } from './score.ts';
import {
  advance,
  confusionOwed,
  dueNow,
  moraleOwed,
  prisonersRunWhenGermansMove,
  STEPS,
  stepId,
  SURRENDERING,
  unguardedPrisoners,
} from './sequence.ts';
import { figureFromSpec, settingsSnapshot, setupState } from './setup.ts';
import { names, say } from './told.ts';
import { moveWords, patchWords } from './words.ts';
import type { BrecourtState, Figure } from './types.ts';

export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
}

const CLOCK = 'Winning the game';

/** Grenades a new figure carries unless the referee says: a paratrooper's allowance if his weapon carries one. */
function grenadesFor(f: NewFigure, ctx: RulesContext): number {
  if (f.grenades !== undefined) return f.grenades;
  if (f.side !== 'us') return 0;
  const carries = ctx.table(T.usWeapons).rows.find((r) => r.key === f.weapon)?.values.grenade === true;
  return carries ? rule(ctx.table(T.rules), 'us-grenades-each') : 0;
}

function applyAction(state: BrecourtState, a: BrecourtAction, rng: Rng, ctx: RulesContext): BrecourtState {
  const name = (id: string): string => figureById(state, id)?.name ?? 'a figure no longer on the roster';
  switch (a.type) {
    case 'next-step':
      return advance(state, a.skip ? dueNow(state).blocking : []);
    case 'clock-start':
      return say(
        { ...state, clock: startClock(state.clock, a.at) },
        {
          text: `Game clock started at ${formatDuration(state.clock.elapsedMs)} of ${formatDuration(state.clock.limitMs)}`,
          source: CLOCK,
        },
      );
    case 'clock-pause': {
      const clock = pauseClock(state.clock, a.at);
      return say(
        { ...state, clock },
        { text: `Game clock paused at ${formatDuration(clock.elapsedMs)}`, source: CLOCK },
      );
    }
    case 'clock-check':
      return state;
    case 'end-game': {
      const at = a.at ?? null;
      return say(
        {
          ...state,
          over: true,
          endReason: 'referee',
          clock: state.clock.runningSince !== null && at !== null ? pauseClock(state.clock, at) : state.clock,
        },
        { text: `The referee ends the game: ${resultLine(score(state))}`, source: 'Winning the game' },
      );
    }
    case 'roll':
      return rollFor(state, a, rng, ctx);
    case 'resolve':
      return applyPending(rollFor(state, a, rng, ctx), ctx);
    case 'apply-roll':
      // Told again with its dice, so what the apply did is read beside the dice that did it.
      return applyPending(
        state.pending ? say(state, { ...state.pending.told, text: `Applied: ${state.pending.told.text}` }) : state,
        ctx,
      );
    case 'dismiss-roll':
      return dismissPending(state);
    case 'apply': {
      const r = applyEffects(state, a.effects, ctx);
      let s = r.state;
      for (const t of r.told) s = say(s, a.note ? { ...t, text: `${a.note}: ${t.text}` } : t);
      return s;
    }
    case 'set-move': {
      const f = figureById(state, a.figure);
      const inches = a.mode === 'none' ? undefined : numberCell(ctx.table(T.movement), a.mode, 'inches');
      const s = updateFigure(state, a.figure, (x) => ({
        ...x,
        moveMode: a.mode,
        ...(a.mode !== 'none' && x.prone ? { prone: false } : {}),
      }));
      return say(s, {
        text: `${name(a.figure)} ${moveWords(a.mode)}${inches !== undefined ? ` (up to ${inches}")` : ''}${f?.prone && a.mode !== 'none' ? ', getting up from prone' : ''}`,
        source: `${f?.side === 'german' ? 'German' : 'US'} Sheet: Movement`,
      });
    }
    case 'throw-grenade': {
      const id = `grenade-${state.nextId}`;
      const s = updateFigure(state, a.thrower, (f) => ({ ...f, firedTurn: state.turn }));
      const left = state.germanGrenadesLeft - 1;
      return say(
        {
          ...s,
          nextId: state.nextId + 1,
          germanGrenadesLeft: left,
          grenades: [
            ...state.grenades,
            { id, thrower: a.thrower, thrownTurn: state.turn, explodesTurn: state.turn + 1, note: a.note ?? '' },
          ],
        },
        {
          text: `${name(a.thrower)} throws a grenade${a.note ? ` (${a.note})` : ''}: it goes off after the US move; ${left} left`,
          source: 'German Sheet: Grenades',
        },
      );
    }
    case 'guard': {
      const s = {
        ...state,
        figures: state.figures.map((f) => (a.prisoners.includes(f.id) ? { ...f, guardedBy: a.guard } : f)),
      };
      const who = names(a.prisoners.map(name));
      return say(s, {
        text: a.guard ? `${name(a.guard)} guards ${who}` : `${who} left unguarded`,
        source: SURRENDERING,
      });
    }
    case 'escape': {
      // Under the reading of sessions saved before the prisonerEscape setting he slips off the table at once.
      if (!prisonersRunWhenGermansMove(state))
        return say(
          updateFigure(state, a.figure, (f) => ({ ...f, status: 'ran-off', location: 'off-table' })),
          { text: `${name(a.figure)} slips away: no longer a prisoner`, source: SURRENDERING },
        );
      // Free of his captors, he runs as a German who fails his morale does (trench to tree line, then off).
      const freed = say(
        updateFigure(state, a.figure, (f) => ({ ...f, status: 'active', guardedBy: null })),
        { text: `Nobody guards ${name(a.figure)}: he is no longer a prisoner and runs`, source: SURRENDERING },
      );
      const r = applyEffects(freed, [{ figure: a.figure, effect: 'run' }], ctx);
      return r.told.reduce(say, r.state);
    }
    case 'germans-aware':
      return say(
        { ...state, awareTurn: state.turn },
        {
          text: `The referee marks the Germans aware of the attack from turn ${state.turn}`,
          source: 'German Sheet: German Confusion roll',
        },
      );
    case 'howitzers-fire': {
      const s = {
        ...state,
        howitzers: state.howitzers.map((h) =>
          a.guns.includes(h.id) ? { ...h, firedTurns: [...h.firedTurns, state.turn] } : h,
        ),
      };
      const guns = names(state.howitzers.filter((h) => a.guns.includes(h.id)).map((h) => h.name));
      return say(s, {
        text: `${guns} fire${a.guns.length === 1 ? 's' : ''}`,
        outcome: `+${a.guns.length * (state.points['howitzer-fires'] ?? 0)} to the Germans`,
        source: 'German Sheet: Artillery Fire (optional)',
      });
    }
    case 'howitzer-status': {
      const gun = state.howitzers.find((h) => h.id === a.gun);
      const s =
        a.status === 'intact'
          ? {
              ...state,
              howitzers: state.howitzers.map((h) => (h.id === a.gun ? { ...h, status: 'intact' as const } : h)),
            }
          : downGun(state, a.gun, a.status);
      return say(s, { text: `${gun?.name ?? 'A howitzer'} marked ${a.status}`, source: 'Destroying Howitzers' });
    }
    case 'reinforce': {
      const b = bringOn(state, a.group);
      return say(b.state, b.told);
    }
    case 'add-figure': {
      const f = a.figure;
      const fig: Figure = figureFromSpec({
        ...f,
        id: f.id ?? `${f.side}-${state.nextId}`,
        role: f.role ?? 'rifleman',
        arrives: 'start',
        location: f.location ?? (f.side === 'us' ? 'hedgerow' : 'trench'),
        grenades: grenadesFor(f, ctx),
        provisional: true,
      });
      return say(
        { ...state, figures: [...state.figures, fig], nextId: state.nextId + 1 },
        `${fig.name} joins the ${fig.side === 'us' ? 'paratroopers' : 'Germans'}`,
      );
    }
    case 'rename-figure':
      return say(
        updateFigure(state, a.figure, (f) => ({ ...f, name: a.name })),
        `${name(a.figure)} is now called ${a.name}`,
      );
    case 'remove-figure':
      return say(
        {
          ...state,
          figures: state.figures
            .filter((f) => f.id !== a.figure)
            .map((f) => (f.guardedBy === a.figure ? { ...f, guardedBy: null } : f)),
          owed: state.owed.filter((o) => o.figure !== a.figure),
        },
        `${name(a.figure)} leaves the roster`,
      );
    case 'edit-figure':
      return say(
        updateFigure(state, a.figure, (f) => ({ ...f, ...a.patch })),
        `${name(a.figure)} corrected: ${patchWords(a.patch)}`,
      );
  }
}

function apply(state: BrecourtState, a: BrecourtAction, rng: Rng, ctx: RulesContext): BrecourtState {
  const why = checkAction(state, a, ctx);
  if (why) throw new IllegalActionError(why);
  let s: BrecourtState = {
    ...state,
    said: [],
    settings: settingsSnapshot(ctx),
    points: pointsOf(ctx.table(T.scoring)),
    limits: limitsOf(ctx),
    clock: tick(state.clock, a.at),
  };
  s = { ...s, artillery: { ...s.artillery, enabled: s.settings.artillery === true } };
  s = applyAction(s, a, rng, ctx);
  if (!s.over && timeUp(s))
    s = say(
      { ...s, over: true, endReason: 'time', clock: pauseClock(s.clock, s.clock.lastAt ?? 0) },
      { text: 'Three hours are up: the game is over', source: CLOCK },
    );
  return s;
}

/** The roll a roll or resolve action makes: its procedure and inputs, and who rolls for what. */
function previewRoll(state: BrecourtState, a: BrecourtAction, ctx: RulesContext): RollPreview | undefined {
  if (a.type !== 'roll' && a.type !== 'resolve') return undefined;
  try {
    const { proc, inputs } = rollInputs(state, a, ctx);
    return { procedure: proc.id, inputs, about: aboutAction(state, a, ctx) };
  } catch {
    return undefined;
  }
}

/** A representative set of legal actions (what a fuzzer plays): rolls wait for their apply or are left, as at the table. */
function legalActions(state: BrecourtState, ctx: RulesContext): BrecourtAction[] {
  const at = state.clock.lastAt ?? 0;
  if (state.over) return [];
  const out: BrecourtAction[] = [
    state.clock.runningSince === null ? { type: 'clock-start', at } : { type: 'clock-pause', at },
  ];
  if (state.pending) return [...out, { type: 'apply-roll' }, { type: 'dismiss-roll' }];
  const legal = (a: BrecourtAction): void => {
    if (!checkAction(state, a, ctx)) out.push(a);
  };
  out.push(dueNow(state).blocking.length ? { type: 'next-step', skip: true } : { type: 'next-step' });
  for (const f of unguardedPrisoners(state)) legal({ type: 'escape', figure: f.id });
  if (state.awareTurn === null) out.push({ type: 'germans-aware' });
  for (const o of state.owed) legal({ type: 'roll', procedure: 'brecourt.wound', targets: [o.figure] });
  const live = (side: 'us' | 'german'): Figure[] => state.figures.filter((f) => f.side === side && isActive(f));
  const range = (n: number): number => (n % 2 ? 8 : 14);
  switch (stepId(state)) {
    case 'us-move-fire': {
      const targets = live('german');
      live('us').forEach((f, k) => {
        const target = targets[k % Math.max(1, targets.length)];
        if (target)
          legal({
            type: 'roll',
            procedure: 'brecourt.us-fire',
            actor: f.id,
            targets: [target.id],
            inputs: { rangeInches: range(k), cover: 'hard' },
          });
        if (f.moveMode === 'none') legal({ type: 'set-move', figure: f.id, mode: k % 2 ? 'move-and-fire' : 'sneak' });
        if (f.grenades > 0 && target)
          legal({ type: 'roll', procedure: 'brecourt.us-grenade-scatter', actor: f.id, inputs: { aimInches: 8 } });
        if (f.grenadeThrownTurn === state.turn && target)
          legal({ type: 'roll', procedure: 'brecourt.us-grenade-blast', actor: f.id, targets: [target.id] });
        if (f.explosives)
          for (const h of state.howitzers)
            legal({
              type: 'roll',
              procedure: 'brecourt.howitzer-destruction',
              actor: f.id,
              gun: h.id,
              inputs: { wholeMoveAdjacent: true },
            });
        if (target && k === 0)
          legal({ type: 'roll', procedure: 'brecourt.hand-to-hand', actor: f.id, targets: [target.id] });
      });
      break;
    }
    case 'german-grenades-explode': {
      const para = live('us')[0];
      for (const g of state.grenades)
        legal({
          type: 'roll',
          procedure: 'brecourt.german-grenade-blast',
          grenade: g.id,
          targets: para ? [para.id] : [],
        });
      break;
    }
    case 'german-morale':
      for (const f of moraleOwed(state))
        legal({
          type: 'roll',
          procedure: 'brecourt.german-morale',
          actor: f.id,
          inputs: { rangeInches: f.lastFiredOnBy?.rangeInches ?? 14 },
        });
      break;
    case 'german-move':
      legal({ type: 'roll', procedure: 'brecourt.fallschirmjager-early' });
      break;
    case 'german-fire': {
      for (const f of confusionOwed(state)) legal({ type: 'roll', procedure: 'brecourt.mg42-confusion', actor: f.id });
      const us = live('us');
      const de = live('german');
      de.forEach((f, k) => {
        const friends = f.confusion?.turn === state.turn && f.confusion.onFriends;
        const target = friends ? de.find((x) => x.id !== f.id) : us[k % Math.max(1, us.length)];
        if (target)
          legal({
            type: 'roll',
            procedure: 'brecourt.german-fire',
            actor: f.id,
            targets: [target.id],
            inputs: { rangeInches: range(k), ...(friends ? { targetInOpen: false } : {}) },
          });
      });
      const thrower = de.find((f) => !checkAction(state, { type: 'throw-grenade', thrower: f.id }, ctx));
      if (thrower) out.push({ type: 'throw-grenade', thrower: thrower.id });
      break;
    }
    default:
      break;
  }
  legal({ type: 'roll', procedure: 'brecourt.arrivals' });
  legal({ type: 'roll', procedure: 'brecourt.fallschirmjager-entry' });
  if (
    state.fallschirmjager.due &&
    !state.fallschirmjager.arrived &&
    state.fallschirmjager.entries.length >= limitsIn(state).fjEntryGroups
  )
    legal({ type: 'reinforce', group: 'fallschirmjager' });
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
  check: checkAction,
  apply,
  legalActions,
  status,
  parseAction,
  tell: (_before, after) => after.said,
  rollFor: previewRoll,
  checkRecorded: (_state, a, recordedAt) => recordedTimeProblem(a.at, recordedAt),
});

export { summarize } from './summary.ts';
export { suggestInputs } from './suggest.ts';
export { score } from './score.ts';
export type { BrecourtState, BrecourtAction };
