import type { RulesContext } from '../../../engine/index.ts';
import { rule, T } from '../tables.ts';
import { figureById, isActive, log, STEP_IDS } from './figures.ts';
import type { BrecourtState, Figure } from './types.ts';

export const STEPS: readonly { readonly id: (typeof STEP_IDS)[number]; readonly label: string; readonly side: 'us' | 'german' }[] = [
  { id: 'us-move-fire', label: 'US move and/or fire', side: 'us' },
  { id: 'german-grenades-explode', label: 'German grenades explode', side: 'german' },
  { id: 'us-remove-suppression', label: 'US remove suppression markers', side: 'us' },
  { id: 'german-morale', label: 'German morale', side: 'german' },
  { id: 'german-move', label: 'Germans move', side: 'german' },
  { id: 'german-fire', label: 'German fire (and the 105s)', side: 'german' },
  { id: 'german-remove-suppression', label: 'Germans remove suppression markers', side: 'german' },
];

export function stepId(state: BrecourtState): string {
  return STEPS[state.step]?.id ?? '';
}

/** Germans who owe a morale test in this step: every active, suppressed German not yet tested this turn. */
export function moraleOwed(state: BrecourtState): Figure[] {
  return state.figures.filter((f) => f.side === 'german' && isActive(f) && f.suppression > 0 && f.moraleTestedTurn !== state.turn);
}

export function grenadesDue(state: BrecourtState): BrecourtState['grenades'] {
  return state.grenades.filter((g) => g.explodesTurn <= state.turn);
}

export function gunsDown(state: BrecourtState): number {
  return state.howitzers.filter((h) => h.status !== 'intact').length;
}

/** Which turn of the MG42 confusion period this is (0 when it has not begun), per the setting. */
export function confusionTurn(state: BrecourtState): number {
  if (state.settings.confusionWindow === 'mg-firing-turns') {
    const earlier = new Set(state.mgFiringTurns.filter((t) => t < state.turn)).size;
    return earlier + 1;
  }
  return state.awareTurn === null ? 0 : state.turn - state.awareTurn + 1;
}

export function earlyFallschirmjagerRollDue(state: BrecourtState): boolean {
  const fj = state.fallschirmjager;
  if (fj.arrived || fj.due || state.howitzers.every((h) => h.status !== 'destroyed')) return false;
  if (fj.earlyRollTurns.includes(state.turn)) return false;
  return state.settings.fjEarlyRoll === 'once' ? fj.earlyRollTurns.length === 0 : true;
}

/** What must be done before moving on (blocking), and what the rules remind the referee of here. */
export function dueNow(state: BrecourtState, ctx?: RulesContext): { blocking: string[]; prompts: string[] } {
  const blocking: string[] = [];
  const prompts: string[] = [];
  const name = (id: string): string => figureById(state, id)?.name ?? id;
  for (const o of state.owed) blocking.push(`Wound table roll owed for ${name(o.figure)}`);
  const step = stepId(state);
  const spiersNeed = ctx ? rule(ctx.table(T.rules), 'spiers-after-guns') : 3;
  if (!state.spiersArrived && gunsDown(state) >= spiersNeed) prompts.push('Spiers and five men arrive (and the Fallschirmjäger if not yet on)');
  if (state.fallschirmjager.due && !state.fallschirmjager.arrived) {
    prompts.push(state.fallschirmjager.entries.length < 3 ? `Fallschirmjäger arriving: roll a d100 for entry group ${state.fallschirmjager.entries.length + 1}` : 'Bring the Fallschirmjäger on at the rolled distances');
  }
  switch (step) {
    case 'us-move-fire': {
      prompts.push('Set each paratrooper’s move (normal, fast, move and fire, sneak), then resolve fire and grenades');
      const live = state.grenades.length;
      if (live) prompts.push(`${live} German grenade${live === 1 ? '' : 's'} about to go off: figures getting clear may not close on the enemy, fire or throw`);
      const out = state.figures.filter((f) => f.side === 'us' && isActive(f) && f.outOfActionTurn === state.turn);
      if (out.length) prompts.push(`Wounded this turn, cannot move or fire: ${out.map((f) => f.name).join(', ')}`);
      if (state.artillery.enabled && state.artillery.nextFireTurn === null) prompts.push('Artillery: roll the average die for the first firing');
      if (state.artillery.enabled && state.artillery.nextFireTurn !== null && state.artillery.nextFireTurn < state.turn) prompts.push('Artillery: roll the average die for the next firing');
      break;
    }
    case 'german-grenades-explode':
      for (const g of grenadesDue(state)) blocking.push(`German grenade from ${name(g.thrower)} (turn ${g.thrownTurn}) explodes: resolve its blast`);
      break;
    case 'us-remove-suppression': {
      const n = state.figures.filter((f) => f.side === 'us' && f.suppression > 0).reduce((s, f) => s + f.suppression, 0);
      if (n) prompts.push(`${n} US suppression marker${n === 1 ? '' : 's'} come off when you move on`);
      break;
    }
    case 'german-morale':
      for (const f of moraleOwed(state)) blocking.push(`Morale test owed by ${f.name} (${f.suppression} marker${f.suppression === 1 ? '' : 's'})`);
      break;
    case 'german-move': {
      if (earlyFallschirmjagerRollDue(state)) prompts.push('Early Fallschirmjäger roll: four d6, all alike to arrive');
      const unguarded = state.figures.filter((f) => f.side === 'german' && f.status === 'surrendered' && !f.guardedBy);
      if (unguarded.length) prompts.push(`Unguarded prisoners will try to run: ${unguarded.map((f) => f.name).join(', ')}`);
      prompts.push('Regular infantry and gun crews may move or fire, not both');
      break;
    }
    case 'german-fire': {
      const ct = confusionTurn(state);
      if (ct >= 1 && ct <= 5 && state.figures.some((f) => f.side === 'german' && f.weapon === 'mg42' && isActive(f))) prompts.push(`MG42 confusion roll for each gun firing (turn ${ct} of 5)`);
      if (state.artillery.enabled && state.artillery.nextFireTurn === state.turn) prompts.push('Artillery fires: each gun whose crew held their small arms scores 1; then roll for the next firing');
      prompts.push(`${state.germanGrenadesLeft} German grenade${state.germanGrenadesLeft === 1 ? '' : 's'} left`);
      break;
    }
    case 'german-remove-suppression': {
      const n = state.figures.filter((f) => f.side === 'german' && f.suppression > 0).reduce((s, f) => s + f.suppression, 0);
      if (n) prompts.push(`${n} German suppression marker${n === 1 ? '' : 's'} come off when you move on`);
      break;
    }
  }
  return { blocking, prompts };
}

/** Moves to the next step, doing the housekeeping the step requires (markers off, a new turn's resets). */
export function advance(state: BrecourtState, at: number | null, skipped: readonly string[]): BrecourtState {
  let s = state;
  if (skipped.length) s = log(s, `Moved on without: ${skipped.join('; ')}`, at);
  const step = stepId(s);
  if (step === 'us-remove-suppression') {
    const n = s.figures.filter((f) => f.side === 'us' && f.suppression > 0).length;
    s = { ...s, figures: s.figures.map((f) => (f.side === 'us' && f.suppression > 0 ? { ...f, suppression: 0 } : f)) };
    if (n) s = log(s, `US suppression markers removed (${n} figure${n === 1 ? '' : 's'})`, at);
  }
  if (step === 'german-remove-suppression') {
    const n = s.figures.filter((f) => f.side === 'german' && f.suppression > 0).length;
    s = { ...s, figures: s.figures.map((f) => (f.side === 'german' && f.suppression > 0 ? { ...f, suppression: 0 } : f)) };
    if (n) s = log(s, `German suppression markers removed (${n} figure${n === 1 ? '' : 's'})`, at);
  }
  if (s.step < STEPS.length - 1) return { ...s, step: s.step + 1 };
  if (s.turn >= s.lastTurn) return log({ ...s, over: true, endReason: 'turns' }, `Turn ${s.turn} ends: the game is over`, at);
  const turn = s.turn + 1;
  const stunned = s.figures.filter((f) => f.stunned && isActive(f)).map((f) => f.name);
  s = {
    ...s,
    turn,
    step: 0,
    ranOrKilledThisTurn: [],
    figures: s.figures.map((f) => {
      let g = f.moveMode === 'none' ? f : { ...f, moveMode: 'none' as const };
      if (g.stunned && isActive(g)) g = { ...g, stunned: false, suppression: g.suppression + 1, suppressedOnTurn: turn };
      return g;
    }),
  };
  s = log(s, `Turn ${turn} begins`, at);
  if (stunned.length) s = log(s, `No longer stunned, suppressed this turn instead: ${stunned.join(', ')}`, at);
  return s;
}
