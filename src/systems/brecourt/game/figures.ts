import type { RulesContext, ToldBody } from '../../../engine/index.ts';
import { rule, T } from '../tables.ts';
import type { BrecourtState, Effect, Figure, OwedRoll } from './types.ts';

export function figureById(state: BrecourtState, id: string): Figure | undefined {
  return state.figures.find((f) => f.id === id);
}

export function isActive(f: Figure): boolean {
  return f.status === 'active';
}

export function updateFigure(state: BrecourtState, id: string, change: (f: Figure) => Figure): BrecourtState {
  return { ...state, figures: state.figures.map((f) => (f.id === id ? change(f) : f)) };
}

/** A prisoner's guard, while that paratrooper is still fighting (a killed or captured guard guards nobody). */
export function guardOf(state: BrecourtState, f: Figure): Figure | undefined {
  const g = f.guardedBy ? figureById(state, f.guardedBy) : undefined;
  return g && isActive(g) ? g : undefined;
}

/** The .30 cal or MG42 team-mate still fighting. */
export function hasLoader(state: BrecourtState, f: Figure): boolean {
  if (!f.team) return false;
  return state.figures.some((o) => o.id !== f.id && o.team === f.team && o.role === 'loader' && isActive(o));
}

function killedOrRan(state: BrecourtState, f: Figure): BrecourtState {
  if (f.side !== 'german' || state.ranOrKilledThisTurn.includes(f.id)) return state;
  return { ...state, ranOrKilledThisTurn: [...state.ranOrKilledThisTurn, f.id] };
}

/**
 * Applies one effect to one figure, following the additional rules: a paratrooper takes one suppression marker a
 * turn and dies at his third wound; a wounded figure goes prone and sits out the next turn; runners leave a trench
 * for the tree line and the tree line for off the table.
 */
export function applyEffect(
  state: BrecourtState,
  f: Figure,
  e: Effect,
  ctx: RulesContext,
): { state: BrecourtState; told: ToldBody } {
  const r = effectOn(state, f, e, ctx);
  return { state: r.state, told: r.source ? { text: r.text, source: r.source } : { text: r.text } };
}

const PARA_WOUNDS = 'US Sheet: US Para wounds';
const ADDITIONAL = 'Additional rules and Examples';
const MORALE = 'German Sheet: German Morale';

function effectOn(
  state: BrecourtState,
  f: Figure,
  e: Effect,
  ctx: RulesContext,
): { state: BrecourtState; text: string; source?: string } {
  const rules = ctx.table(T.rules);
  const turn = state.turn;
  switch (e.effect) {
    case 'kill': {
      const s = updateFigure(state, f.id, (x) => ({
        ...x,
        status: 'killed',
        suppression: 0,
        stunned: false,
        guardedBy: null,
      }));
      return { state: killedOrRan(clearOwed(s, f.id), f), text: `${f.name} killed` };
    }
    case 'suppress': {
      const taken = f.suppressedOnTurn === turn ? (f.turnSuppressions ?? 1) : 0;
      if (f.side === 'us') {
        const perTurn = rule(rules, 'us-suppressions-per-turn');
        if (taken >= perTurn)
          return {
            state,
            text: `${f.name} already took ${perTurn === 1 ? 'a suppression marker' : `${perTurn} suppression markers`} this turn, the most a paratrooper may`,
            source: ADDITIONAL,
          };
      }
      return {
        state: updateFigure(state, f.id, (x) => ({
          ...x,
          suppression: x.suppression + 1,
          suppressedOnTurn: turn,
          turnSuppressions: taken + 1,
        })),
        text: `${f.name} suppressed (${f.suppression + 1} marker${f.suppression ? 's' : ''})`,
      };
    }
    case 'unsuppress':
      return {
        state: updateFigure(state, f.id, (x) => ({ ...x, suppression: Math.max(0, x.suppression - 1) })),
        text: `${f.name} loses a suppression marker`,
      };
    case 'wound': {
      const out = rule(rules, 'wounded-turns-out');
      if (f.side === 'german') {
        return {
          state: updateFigure(state, f.id, (x) => ({ ...x, prone: true, outOfActionTurn: turn + out })),
          text: `${f.name} wounded: prone, cannot move or fire next turn`,
          source: ADDITIONAL,
        };
      }
      const wounds = f.wounds + 1;
      const dies = rule(rules, 'paratrooper-dies-at');
      if (wounds >= dies) {
        const s = updateFigure(state, f.id, (x) => ({ ...x, wounds, status: 'killed', suppression: 0 }));
        return {
          state: clearOwed(s, f.id),
          text: `${f.name} wounded a ${ordinal(wounds)} time: killed`,
          source: PARA_WOUNDS,
        };
      }
      return {
        state: updateFigure(state, f.id, (x) => ({ ...x, wounds, prone: true, outOfActionTurn: turn + out })),
        text: `${f.name} wounded (${wounds}): prone, cannot move or fire next turn`,
        source: ADDITIONAL,
      };
    }
    case 'wound-roll': {
      const owed: OwedRoll = { kind: 'wound-roll', figure: f.id, why: 'hit' };
      return { state: { ...state, owed: [...state.owed, owed] }, text: `${f.name} must roll on the wound table` };
    }
    case 'surrender':
      return {
        state: updateFigure(state, f.id, (x) => ({ ...x, status: 'surrendered', suppression: 0, moveMode: 'none' })),
        text: `${f.name} surrenders`,
      };
    case 'run': {
      if (f.location === 'trench') {
        const s = updateFigure(state, f.id, (x) => ({ ...x, location: 'tree-line', moveMode: 'fast' }));
        return {
          state: killedOrRan(s, f),
          text: `${f.name} runs from the trench toward the tree line`,
          source: MORALE,
        };
      }
      const s = updateFigure(state, f.id, (x) => ({
        ...x,
        status: 'ran-off',
        location: 'off-table',
        suppression: 0,
        guardedBy: null,
      }));
      return { state: killedOrRan(s, f), text: `${f.name} runs off the table`, source: MORALE };
    }
    case 'stun':
      return {
        state: updateFigure(state, f.id, (x) => ({ ...x, stunned: true })),
        text: `${f.name} stunned until the next US turn`,
        source: 'US Sheet: Blast Effect',
      };
    case 'prone':
      return { state: updateFigure(state, f.id, (x) => ({ ...x, prone: true })), text: `${f.name} goes prone` };
    case 'stand':
      return { state: updateFigure(state, f.id, (x) => ({ ...x, prone: false })), text: `${f.name} stands up` };
  }
}

function clearOwed(state: BrecourtState, figure: string): BrecourtState {
  return state.owed.some((o) => o.figure === figure)
    ? { ...state, owed: state.owed.filter((o) => o.figure !== figure) }
    : state;
}

function ordinal(n: number): string {
  return n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`;
}

/** Applies effects in order; those on figures no longer on the roster are left out. */
export function applyEffects(
  state: BrecourtState,
  effects: readonly Effect[],
  ctx: RulesContext,
): { state: BrecourtState; told: ToldBody[] } {
  let s = state;
  const told: ToldBody[] = [];
  for (const e of effects) {
    const f = figureById(s, e.figure);
    if (!f) continue;
    const r = applyEffect(s, f, e, ctx);
    s = r.state;
    told.push(r.told);
  }
  return { state: s, told };
}
