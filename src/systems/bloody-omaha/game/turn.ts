/** The sequence of play (6.0): the phase steps that need no decision of their own, and the end of the turn. */
import type { RulesContext } from '../../../engine/index.ts';
import type { GameData } from './data.ts';
import { startDrift } from './landing.ts';
import { receivePoints } from './points.ts';
import { score } from './victory.ts';
import { say } from './say.ts';
import type { Phase, State } from './types.ts';

export const STEPS: readonly { readonly id: Phase; readonly label: string; readonly source: string }[] = [
  { id: 'card-draw', label: 'Card Draw', source: '6.1' },
  { id: 'points', label: 'IP & EP Points', source: '6.2' },
  { id: 'drift', label: 'Drift', source: '6.3' },
  { id: 'landing', label: 'Landing', source: '6.4' },
  { id: 'random-event', label: 'Random Event', source: '6.5' },
  { id: 'activation', label: 'Activation', source: '6.6' },
];

export function afterCardDraw(s: State): void {
  s.phase = 'points';
  receivePoints(s);
}

export function afterAssign(s: State, d: GameData): void {
  startDrift(s, d);
}

export function checkEndTurn(s: State): string | undefined {
  return s.phase === 'activation' && !s.pending
    ? undefined
    : 'the turn ends from the Activation Phase, with no choice pending';
}

export function endTurn(s: State, d: GameData, ctx: RulesContext): void {
  for (const u of s.units) u.pinned = false;
  s.mods = { drift: 0, landing: 0, engineer: 0 };
  say(
    s,
    () =>
      `End of turn ${s.turn}: pins lifted; ${s.ip['1st']} IP of the 1st Division, ${s.ip['29th']} of the 29th and ${s.ep} EP are saved for the next turn`,
    '6.7, 7.1e',
  );
  if (s.turn >= d.turns) {
    s.phase = 'over';
    const r = score(s, d, ctx);
    s.result = r;
    say(
      s,
      () => `Game over after turn ${s.turn}: ${r.vp} VP, ${r.gaps} Gaps and ${r.exits} Exits cleared`,
      '3.1',
      r.label,
    );
    return;
  }
  s.turn += 1;
  s.phase = 'card-draw';
  say(s, () => `Turn ${s.turn}: Card Draw Phase, one free card`, '6.1');
}
