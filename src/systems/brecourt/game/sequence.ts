import { guardOf, isActive } from './figures.ts';
import { limitsIn } from './limits.ts';
import { names, say } from './told.ts';
import type { BrecourtState, Figure } from './types.ts';

const SEQUENCE = 'Sequence of Play';
export const SURRENDERING = 'US Sheet: Germans Surrendering';

export const STEPS = [
  { id: 'us-move-fire', label: 'US move and/or fire', side: 'us' },
  { id: 'german-grenades-explode', label: 'German grenades explode', side: 'german' },
  { id: 'us-remove-suppression', label: 'US remove suppression markers', side: 'us' },
  { id: 'german-morale', label: 'German morale', side: 'german' },
  { id: 'german-move', label: 'Germans move', side: 'german' },
  { id: 'german-fire', label: 'German fire (and the 105s)', side: 'german' },
  { id: 'german-remove-suppression', label: 'Germans remove suppression markers', side: 'german' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

export function stepId(state: BrecourtState): StepId | '' {
  return STEPS[state.step]?.id ?? '';
}

/** Germans who owe a morale test in this step: every active, suppressed German not yet tested this turn. */
export function moraleOwed(state: BrecourtState): Figure[] {
  return state.figures.filter(
    (f) => f.side === 'german' && isActive(f) && f.suppression > 0 && f.moraleTestedTurn !== state.turn,
  );
}

/** Surrendered Germans nobody fighting guards: they try to run when the Germans move. */
export function unguardedPrisoners(state: BrecourtState): Figure[] {
  return state.figures.filter((f) => f.side === 'german' && f.status === 'surrendered' && !guardOf(state, f));
}

/** Whether unguarded prisoners run only in the Germans move step and must be dealt with there (prisonerEscape setting). */
export function prisonersRunWhenGermansMove(state: BrecourtState): boolean {
  return state.settings.prisonerEscape === 'germans-move';
}

/** Whether this prisoner may be marked as run now: nobody guards him, and the step is his (or any step, the old reading). */
export function mayRunNow(state: BrecourtState, f: Figure): boolean {
  return (
    unguardedPrisoners(state).includes(f) && (stepId(state) === 'german-move' || !prisonersRunWhenGermansMove(state))
  );
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

/** Whether an MG42 about to fire this turn must first roll for confusion. */
export function confusionWindowOpen(state: BrecourtState): boolean {
  const ct = confusionTurn(state);
  return ct >= 1 && ct <= limitsIn(state).confusionTurns;
}

/** MG42 gunners who may still fire this turn and have not rolled for confusion (none outside the window). */
export function confusionOwed(state: BrecourtState): Figure[] {
  if (stepId(state) !== 'german-fire' || !confusionWindowOpen(state)) return [];
  return state.figures.filter(
    (f) =>
      f.side === 'german' &&
      f.weapon === 'mg42' &&
      isActive(f) &&
      !f.stunned &&
      f.outOfActionTurn !== state.turn &&
      f.firedTurn !== state.turn &&
      f.confusion?.turn !== state.turn,
  );
}

/** This turn's confusion result for a gunner, when he has rolled. */
export function confusedNow(state: BrecourtState, f: Figure): boolean | undefined {
  return f.confusion?.turn === state.turn ? f.confusion.onFriends : undefined;
}

export function earlyFallschirmjagerRollDue(state: BrecourtState): boolean {
  const fj = state.fallschirmjager;
  if (fj.arrived || fj.due || state.howitzers.every((h) => h.status !== 'destroyed')) return false;
  if (fj.earlyRollTurns.includes(state.turn)) return false;
  return state.settings.fjEarlyRoll === 'once' ? fj.earlyRollTurns.length === 0 : true;
}

/** Spiers is owed once enough guns are down. */
export function spiersDue(state: BrecourtState): boolean {
  return !state.spiersArrived && gunsDown(state) >= limitsIn(state).spiersAfterGuns;
}

/** What must be done before moving on (blocking), and what the rules remind the referee of here. */
export function dueNow(state: BrecourtState): { blocking: string[]; prompts: string[] } {
  const blocking: string[] = [];
  const prompts: string[] = [];
  const name = (id: string): string =>
    state.figures.find((f) => f.id === id)?.name ?? 'a figure no longer on the roster';
  const pending = state.pending ?? null;
  if (pending) blocking.push(`Apply or leave the roll: ${pending.told.text}`);
  for (const o of state.owed) blocking.push(`Wound table roll owed for ${name(o.figure)}`);
  if (spiersDue(state)) prompts.push('Spiers and five men arrive (and the Fallschirmjäger if not yet on)');
  const fj = state.fallschirmjager;
  if (fj.due && !fj.arrived) {
    const groups = limitsIn(state).fjEntryGroups;
    prompts.push(
      fj.entries.length < groups
        ? `Fallschirmjäger arriving: roll a d100 for entry group ${fj.entries.length + 1}`
        : 'Bring the Fallschirmjäger on at the rolled distances',
    );
  }
  const unguarded = unguardedPrisoners(state);
  if (!prisonersRunWhenGermansMove(state)) {
    if (unguarded.length)
      prompts.push(
        `Nobody guards ${names(unguarded.map((f) => f.name))}: name a guard or mark him run (${SURRENDERING})`,
      );
  } else if (stepId(state) === 'german-move')
    for (const f of unguarded) blocking.push(`${f.name} is a prisoner nobody guards: he runs (${SURRENDERING})`);
  else if (unguarded.length)
    prompts.push(
      `Guard the prisoners or they run when the Germans move: ${names(unguarded.map((f) => f.name))} (${SURRENDERING})`,
    );
  switch (stepId(state)) {
    case 'us-move-fire': {
      prompts.push('Set each paratrooper’s move (normal, fast, move and fire, sneak), then resolve fire and grenades');
      const live = state.grenades.length;
      if (live)
        prompts.push(
          `${live} German grenade${live === 1 ? '' : 's'} about to go off: figures getting clear may not close on the enemy, fire or throw`,
        );
      const out = state.figures.filter((f) => f.side === 'us' && isActive(f) && f.outOfActionTurn === state.turn);
      if (out.length) prompts.push(`Wounded this turn, cannot move or fire: ${names(out.map((f) => f.name))}`);
      if (
        state.artillery.enabled &&
        (state.artillery.nextFireTurn === null || state.artillery.nextFireTurn < state.turn)
      )
        prompts.push('Artillery: roll the average die for the next firing');
      break;
    }
    case 'german-grenades-explode':
      for (const g of grenadesDue(state))
        blocking.push(`German grenade from ${name(g.thrower)} (turn ${g.thrownTurn}) explodes: resolve its blast`);
      break;
    case 'us-remove-suppression': {
      const off = markersComingOff(state, 'us');
      if (off) prompts.push(off);
      break;
    }
    case 'german-morale':
      for (const f of moraleOwed(state))
        blocking.push(`Morale test owed by ${f.name} (${f.suppression} marker${f.suppression === 1 ? '' : 's'})`);
      break;
    case 'german-move': {
      if (earlyFallschirmjagerRollDue(state)) prompts.push('Early Fallschirmjäger roll: four d6, all alike to arrive');
      prompts.push('Regular infantry and gun crews may move or fire, not both');
      break;
    }
    case 'german-fire': {
      const owed = confusionOwed(state);
      if (owed.length)
        prompts.push(
          `MG42 confusion roll before firing (turn ${confusionTurn(state)} of ${limitsIn(state).confusionTurns}): ${names(owed.map((f) => f.name))}`,
        );
      if (state.artillery.enabled && state.artillery.nextFireTurn === state.turn)
        prompts.push(
          'Artillery fires: each gun whose crew held their small arms scores 1; then roll for the next firing',
        );
      prompts.push(`${state.germanGrenadesLeft} German grenade${state.germanGrenadesLeft === 1 ? '' : 's'} left`);
      break;
    }
    case 'german-remove-suppression': {
      const off = markersComingOff(state, 'german');
      if (off) prompts.push(off);
      break;
    }
  }
  return { blocking, prompts };
}

/** The step's prompt for one side's suppression markers: how many come off on moving on (none, nothing said). */
function markersComingOff(state: BrecourtState, side: 'us' | 'german'): string | undefined {
  const n = state.figures.filter((f) => f.side === side && f.suppression > 0).reduce((s, f) => s + f.suppression, 0);
  if (!n) return undefined;
  return `${n} ${side === 'us' ? 'US' : 'German'} suppression marker${n === 1 ? ' comes' : 's come'} off when you move on`;
}

/** Takes every marker off one side's figures, saying whose came off. */
function clearMarkers(state: BrecourtState, side: 'us' | 'german'): BrecourtState {
  const had = state.figures.filter((f) => f.side === side && f.suppression > 0);
  if (!had.length) return state;
  const s = {
    ...state,
    figures: state.figures.map((f) => (f.side === side && f.suppression > 0 ? { ...f, suppression: 0 } : f)),
  };
  return say(s, {
    text: `${side === 'us' ? 'US' : 'German'} suppression markers come off ${names(had.map((f) => f.name))}`,
    source: SEQUENCE,
  });
}

/** Moves to the next step, doing the housekeeping the step requires (markers off, a new turn's resets). */
export function advance(state: BrecourtState, skipped: readonly string[]): BrecourtState {
  let s = state;
  if (skipped.length) s = say(s, { text: `Moved on without: ${skipped.join('; ')}`, source: SEQUENCE });
  const step = stepId(s);
  if (step === 'us-remove-suppression') s = clearMarkers(s, 'us');
  if (step === 'german-remove-suppression') s = clearMarkers(s, 'german');
  if (s.step < STEPS.length - 1) {
    const next = s.step + 1;
    return say(
      { ...s, step: next },
      { text: `Step ${next + 1} of ${STEPS.length}: ${STEPS[next]?.label ?? ''}`, source: SEQUENCE },
    );
  }
  if (s.turn >= s.lastTurn)
    return say(
      { ...s, over: true, endReason: 'turns' },
      { text: `Turn ${s.turn} was the last: the game is over`, source: 'Winning the game' },
    );
  const turn = s.turn + 1;
  const stunned = s.figures.filter((f) => f.stunned && isActive(f)).map((f) => f.name);
  s = {
    ...s,
    turn,
    step: 0,
    ranOrKilledThisTurn: [],
    figures: s.figures.map((f) => {
      let g = f.moveMode === 'none' ? f : { ...f, moveMode: 'none' as const };
      if (g.stunned && isActive(g))
        g = { ...g, stunned: false, suppression: g.suppression + 1, suppressedOnTurn: turn, turnSuppressions: 1 };
      return g;
    }),
  };
  s = say(s, { text: `Turn ${turn} of ${s.lastTurn} begins: step 1, ${STEPS[0].label}`, source: SEQUENCE });
  if (stunned.length)
    s = say(s, {
      text: `No longer stunned, suppressed this turn instead: ${names(stunned)}`,
      source: 'US Sheet: Blast Effect',
    });
  return s;
}
