import { sp } from '../map/grid.ts';
import type { CrowbarAction } from './actions.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CrowbarState, GermanTask } from './types.ts';
import { deployChoices, deploy, finishMarkers, markerChoices, placeMarker, settleDeploy } from './versus-setup.ts';
import { answerEvent, eventChoices } from './versus-events.ts';
import { answerCounterattack, counterattackChoices } from './versus-counterattacks.ts';

/** T) The German player's decisions: what may be chosen, how an answer applies, and the answers made alone. */

export function germanChoices(g: CrowbarState, R: Rules, t: GermanTask): CrowbarAction[] {
  switch (t.k) {
    case 'german-deploy':
      return deployChoices(R, t);
    case 'german-markers':
      return markerChoices(t);
    case 'german-ca-target':
    case 'german-counterattack':
      return counterattackChoices(g, R, t);
    default:
      return eventChoices(g, t);
  }
}

export function answerGerman(g: CrowbarState, R: Rules, roller: Roller, t: GermanTask, a: CrowbarAction): void {
  switch (t.k) {
    case 'german-deploy':
      if (a.type === 'german-deploy') deploy(g, R, roller.rng, t, a.unit, sp(a.col, a.row));
      return;
    case 'german-markers':
      if (a.type === 'german-place-marker') placeMarker(g, R, roller.rng, t, a.marker, sp(a.col, a.row));
      return;
    case 'german-ca-target':
    case 'german-counterattack':
      answerCounterattack(g, R, roller, t, a);
      return;
    default:
      answerEvent(g, R, roller, t, a);
  }
}

/**
 * Settles a German decision that needs no one (run by the game loop): with no choice left the step ends, and a
 * single choice is made at once. Returns whether the stack changed.
 */
export function settleGerman(g: CrowbarState, R: Rules, roller: Roller, t: GermanTask): boolean {
  const choices = germanChoices(g, R, t);
  if (choices.length === 1 && choices[0]) {
    answerGerman(g, R, roller, t, choices[0]);
    return true;
  }
  if (choices.length) return false;
  if (t.k === 'german-deploy') settleDeploy(g, R, roller.rng, t);
  else if (t.k === 'german-markers') finishMarkers(g, R, roller.rng, t);
  else g.stack.splice(g.stack.indexOf(t), 1);
  return true;
}
