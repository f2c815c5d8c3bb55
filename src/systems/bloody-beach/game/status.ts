import type { GameStatus } from '../../types.ts';
import type { GameState } from './state.ts';
import { decisionPrompt } from './decisions.ts';
import { reactionWords } from './reaction-words.ts';
import { initiativeEdge } from '../procedures/initiative.ts';
import { entryText } from './words.ts';
import victoryJson from '../../../../tables/bloody-beach/victory.json';

/** A victory level by its name in the victory table (10.1.2). */
const levelName = (key: string): string => victoryJson.rows.find((r) => r.key === key)?.label ?? key;

export function gameStatus(state: GameState): GameStatus {
  const due = state.decisions?.[0];
  const settingUp = due?.kind === 'place-defence';
  const step = settingUp
    ? 'set-up'
    : state.phase === 'planning'
      ? 'planning'
      : state.phase === 'over'
        ? 'cleanup'
        : 'action';
  const prompts: string[] = [];
  if (due) prompts.push(`${due.side === 'us' ? 'US' : 'German'} player: ${decisionPrompt(due)}`);
  else if (state.phase === 'planning' && state.turn === 1)
    prompts.push('US: allot 1st Division supply to 16/1 and 116/29, then end planning (4.3.4)');
  else if (state.phase === 'planning')
    prompts.push(
      'Both players: Division HQs may send supply to their regiments, each with an efficiency check, then end planning (3.2.2, 4.2.2)',
    );
  else if (state.reaction) prompts.push(`${entryText(reactionWords(state.reaction))}: fire it or end it`);
  else if (state.phase === 'action' && !state.firstLandingDone) prompts.push('Land the first wave (9.1.3)');
  else if (state.phase === 'action' && state.initiative === null)
    prompts.push(`Roll initiative: a d10 each side, ${initiativeEdge(state.marker)} (5.1)`);
  else if (state.phase === 'action' && state.active.length === 0)
    prompts.push(
      state.initiative === 'us'
        ? 'US player: activate a formation, land a wave, roll reinforcements, or pass'
        : 'German player: activate a formation, roll reinforcements, or pass',
    );
  else if (state.active.length === 1 && state.active[0] === 'support')
    prompts.push('Naval and air support: fire more points, then end the activation (5.4, 5.5)');
  else if (state.active.length > 0)
    prompts.push(
      `Activation of ${state.active.join(', ')}: assign assets, move and fire, close combat or unpin each unit once, then end the activation`,
    );
  return {
    turn: state.turn,
    lastTurn: state.lastTurn,
    phase: settingUp
      ? 'German set-up'
      : state.phase === 'over'
        ? 'Game over'
        : state.phase === 'planning'
          ? 'Planning Phase'
          : 'Action Phase',
    steps: [
      ...(settingUp ? [{ id: 'set-up', label: 'German set-up (11.2)', current: true }] : []),
      { id: 'planning', label: 'Planning', current: step === 'planning' },
      { id: 'action', label: 'Action (activations)', current: step === 'action' },
      { id: 'cleanup', label: 'Cleanup', current: step === 'cleanup' },
    ],
    prompts,
    over: state.phase === 'over',
    ...(state.result ? { result: levelName(state.result) } : {}),
  };
}
