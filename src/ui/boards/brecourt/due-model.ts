import type { RulesContext } from '../../../engine/index.ts';
import {
  confusionOwed,
  confusionTurn,
  earlyFallschirmjagerRollDue,
  grenadesDue,
  gunsDown,
  moraleOwed,
  spiersDue,
  stepId,
  prisonersRunWhenGermansMove,
  SURRENDERING,
  unguardedPrisoners,
} from '../../../systems/brecourt/game/sequence.ts';
import { limitsIn } from '../../../systems/brecourt/game/limits.ts';
import { isActive } from '../../../systems/brecourt/game/figures.ts';
import { rule, T } from '../../../systems/brecourt/tables.ts';
import type { BrecourtAction } from '../../../systems/brecourt/game/actions.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import { checkPick, type Pick } from './figure-acts.ts';

/** What tapping a due item does: set up a roll (with figures to tap, or none), play an action, or nothing. */
export type DueDo =
  | { readonly kind: 'pick'; readonly pick: Pick }
  | { readonly kind: 'action'; readonly action: BrecourtAction }
  /** Open a figure's card (where what is due is chosen, e.g. a prisoner's guard). */
  | { readonly kind: 'figure'; readonly figure: string }
  | { readonly kind: 'none' };

export interface DueItem {
  readonly id: string;
  readonly text: string;
  /** Must be done (or knowingly skipped) before the next step. */
  readonly blocking: boolean;
  /** The button's words, when there is something to tap. */
  readonly button?: string;
  readonly do: DueDo;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * What the rules ask for in the current step, each with the one tap that deals with it: wound rolls owed,
 * German grenades going off, morale tests of every suppressed German, markers coming off, reinforcements.
 */
export function dueItems(state: BrecourtState, ctx: RulesContext, at = 0): DueItem[] {
  if (state.over) return [];
  const out: DueItem[] = [];
  const name = (id: string): string =>
    state.figures.find((f) => f.id === id)?.name ?? 'a figure no longer on the roster';
  const rules = ctx.table(T.rules);
  for (const o of state.owed) {
    out.push({
      id: `owed-${o.figure}`,
      text: `${name(o.figure)} was hit: roll on the wound table`,
      blocking: true,
      button: `Wound roll: ${name(o.figure)}`,
      do: { kind: 'pick', pick: checkPick('brecourt.wound', undefined, [o.figure]) },
    });
  }
  out.push(...prisonerItems(state, rule(rules, 'guard-limit'), at));
  const step = stepId(state);
  switch (step) {
    case 'us-move-fire': {
      const out2 = state.figures.filter((f) => f.side === 'us' && isActive(f) && f.outOfActionTurn === state.turn);
      if (out2.length)
        out.push({
          id: 'sit-out',
          text: `Wounded, sitting this turn out: ${out2.map((f) => f.name).join(', ')}`,
          blocking: false,
          do: { kind: 'none' },
        });
      if (state.grenades.length)
        out.push({
          id: 'live-grenades',
          text: `${plural(state.grenades.length, 'German grenade')} about to go off: figures getting clear may not close in, fire or throw`,
          blocking: false,
          do: { kind: 'none' },
        });
      if (
        state.artillery.enabled &&
        (state.artillery.nextFireTurn === null || state.artillery.nextFireTurn < state.turn)
      ) {
        out.push({
          id: 'artillery-timer',
          text: 'Artillery: roll the average die for the next firing',
          blocking: false,
          button: 'Artillery timing',
          do: { kind: 'pick', pick: checkPick('brecourt.artillery-timer') },
        });
      }
      out.push({
        id: 'us-hint',
        text: 'Tap a paratrooper to set his move, fire, throw a grenade or fight hand to hand',
        blocking: false,
        do: { kind: 'none' },
      });
      break;
    }
    case 'german-grenades-explode':
      for (const g of grenadesDue(state)) {
        out.push({
          id: `grenade-${g.id}`,
          text: `Grenade from ${name(g.thrower)} (turn ${g.thrownTurn}) goes off`,
          blocking: true,
          button: `Blast: tap the paratroopers caught`,
          do: {
            kind: 'pick',
            pick: { kind: 'caught', procedure: 'brecourt.german-grenade-blast', grenade: g.id, targets: [] },
          },
        });
      }
      break;
    case 'us-remove-suppression': {
      const n = state.figures.filter((f) => f.side === 'us' && f.suppression > 0).length;
      out.push({
        id: 'us-supp',
        text: n
          ? `${plural(n, 'paratrooper')} lose${n === 1 ? 's' : ''} suppression: markers come off with Next step`
          : 'No US suppression markers to remove',
        blocking: false,
        do: { kind: 'none' },
      });
      break;
    }
    case 'german-morale': {
      const owed = moraleOwed(state);
      for (const f of owed) {
        out.push({
          id: `morale-${f.id}`,
          text: `${f.name} tests morale (${plural(f.suppression, 'marker')})`,
          blocking: true,
          button: `Morale: ${f.name}`,
          do: { kind: 'pick', pick: checkPick('brecourt.german-morale', f.id) },
        });
      }
      if (!owed.length)
        out.push({
          id: 'morale-none',
          text: 'No suppressed German owes a morale test',
          blocking: false,
          do: { kind: 'none' },
        });
      break;
    }
    case 'german-move': {
      if (earlyFallschirmjagerRollDue(state))
        out.push({
          id: 'fj-early',
          text: 'A gun is down: roll four dice, all alike brings the Fallschirmjäger early',
          blocking: false,
          button: 'Early Fallschirmjäger roll',
          do: { kind: 'pick', pick: checkPick('brecourt.fallschirmjager-early') },
        });
      out.push({
        id: 'german-move-hint',
        text: 'Gun crews and riflemen move or fire, not both; tap a German to set his move',
        blocking: false,
        do: { kind: 'none' },
      });
      break;
    }
    case 'german-fire': {
      for (const f of confusionOwed(state)) {
        out.push({
          id: `confusion-${f.id}`,
          text: `${f.name} rolls for confusion before he fires (aware turn ${confusionTurn(state)} of ${limitsIn(state).confusionTurns})`,
          blocking: false,
          button: `Confusion: ${f.name}`,
          do: { kind: 'pick', pick: checkPick('brecourt.mg42-confusion', f.id) },
        });
      }
      if (state.artillery.enabled && state.artillery.nextFireTurn === state.turn) {
        const guns = state.howitzers
          .filter(
            (h) =>
              h.status === 'intact' &&
              h.crewSmallArmsTurn !== state.turn &&
              !h.firedTurns.includes(state.turn) &&
              state.figures.some((f) => f.gun === h.id && isActive(f)),
          )
          .map((h) => h.id);
        if (guns.length)
          out.push({
            id: 'guns-fire',
            text: `The 105s fire: ${plural(guns.length, 'gun')} with crews that held their small arms`,
            blocking: false,
            button: `Fire ${plural(guns.length, 'gun')}`,
            do: { kind: 'action', action: { type: 'howitzers-fire', guns, at } },
          });
      }
      out.push({
        id: 'grenades-left',
        text: `${plural(state.germanGrenadesLeft, 'German grenade')} left; tap a German to fire or throw one`,
        blocking: false,
        do: { kind: 'none' },
      });
      break;
    }
    case 'german-remove-suppression': {
      const n = state.figures.filter((f) => f.side === 'german' && f.suppression > 0).length;
      out.push({
        id: 'de-supp',
        text: n
          ? `${plural(n, 'German')} lose${n === 1 ? 's' : ''} suppression: markers come off with Next step`
          : 'No German suppression markers to remove',
        blocking: false,
        do: { kind: 'none' },
      });
      break;
    }
  }
  if (spiersDue(state)) {
    const fjToo = !state.fallschirmjager.arrived && !state.fallschirmjager.due;
    out.push({
      id: 'spiers',
      text: `${plural(gunsDown(state), 'gun')} down: Spiers and his men arrive${fjToo ? ', and the Fallschirmjäger with them' : ''}`,
      blocking: false,
      button: fjToo ? 'Bring Spiers on (and the Fallschirmjäger)' : 'Bring Spiers on',
      do: { kind: 'action', action: { type: 'roll', procedure: 'brecourt.arrivals', at } },
    });
  }
  const fj = state.fallschirmjager;
  if (fj.due && !fj.arrived) {
    const groups = rule(rules, 'fj-entry-groups');
    if (fj.entries.length < groups)
      out.push({
        id: 'fj-entry',
        text: `Fallschirmjäger coming: roll where group ${fj.entries.length + 1} enters`,
        blocking: false,
        button: `Entry roll, group ${fj.entries.length + 1}`,
        do: { kind: 'pick', pick: checkPick('brecourt.fallschirmjager-entry') },
      });
    else
      out.push({
        id: 'fj-arrive',
        text: `Fallschirmjäger enter at ${fj.entries.map((d) => `${d}"`).join(', ')}`,
        blocking: false,
        button: 'Bring the Fallschirmjäger on',
        do: { kind: 'action', action: { type: 'reinforce', group: 'fallschirmjager', at } },
      });
  }
  return out;
}

/**
 * Prisoners nobody guards: until the Germans move, one reminder to name guards (opening the first prisoner's card,
 * where the guard is chosen); in the Germans move step each one runs unless a guard is named first. Under the
 * old reading (prisonerEscape 'any-step') the reminder stays in every step and nothing holds up moving on.
 */
function prisonerItems(state: BrecourtState, guardLimit: number, at: number): DueItem[] {
  const unguarded = unguardedPrisoners(state);
  const first = unguarded[0];
  if (!first) return [];
  const strict = prisonersRunWhenGermansMove(state);
  const they = unguarded.length === 1 ? 'he runs' : 'they run';
  if (stepId(state) !== 'german-move' || !strict)
    return [
      {
        id: 'guard',
        text: `Guard ${unguarded.map((f) => f.name).join(', ')} (one man guards up to ${guardLimit}) or ${strict ? `${they} when the Germans move` : `mark on his card when ${they}`} (${SURRENDERING})`,
        blocking: false,
        button: `Guard: ${first.name}`,
        do: { kind: 'figure', figure: first.id },
      },
    ];
  return unguarded.map((f) => ({
    id: `runs-${f.id}`,
    text: `${f.name}, a prisoner nobody guards, runs, unless you tap him and name a guard now (${SURRENDERING})`,
    blocking: true,
    button: `Runs: ${f.name}`,
    do: { kind: 'action', action: { type: 'escape', figure: f.id, at } },
  }));
}
