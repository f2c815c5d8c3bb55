import type { GameStatus } from '../../types.ts';
import { loadMap } from '../map/grid.ts';
import type { ChoosePurpose, CrowbarState } from './types.ts';
import { germanPrompt } from './versus-status.ts';
import { capital, commanderName, companyName, plural, seatName, timeName, unitName } from './words.ts';

/** The steps of a game of Crowbar!, as the top bar and the board name them. */
const STEPS = [
  { id: 'setup', label: 'Setup & Flashlamp' },
  { id: 'approach', label: 'Invasion Approach' },
  { id: 'play', label: 'Activations' },
  { id: 'end-turn', label: 'End of turn' },
  { id: 'over', label: 'Game over' },
];

/** What an Event asking for a choice wants, in words: the Event's name, then what to pick. */
export const CHOOSE: Readonly<Record<ChoosePurpose, readonly [string, string]>> = {
  'rangers-forward': ['Rangers Forward!', 'pick the unit that moves, or decline'],
  'heroic-action': ['Heroic Action', 'pick the unit that takes the marker'],
  reinforcements: ['Force B & C Reinforcements', 'pick the unit reinforced, or decline'],
  'mortar-target': ['Mortar/Destroyer Support Fire', 'pick the German unit it falls on, or decline'],
  'naval-area': ['Naval Support Fire', 'pick the Area it falls on, or decline'],
  'open-fire-company': ['Open Fire!', 'pick the Company that fires, or decline'],
  'bomb-damage': ['Bomb damage assessment', 'pick the marker turned over'],
};

/** Where the game stands and what the rules ask for now, in words (for the top bar and the board's due line). */
export function crowbarStatus(g: CrowbarState): GameStatus {
  const t = g.stack[g.stack.length - 1];
  const names = { map: loadMap() };
  const unit = (col: number): string => {
    const r = g.rangers[col - 1];
    return r ? unitName(r, names) : `the unit of column ${col}`;
  };
  const prompts: string[] = [timeName(g.time.day, g.time.inc)];
  switch (t?.k) {
    case 'flashlamp':
      prompts.push(
        `Operation Flashlamp: place ${t.left} more Incoming Fire! marker${t.left === 1 ? '' : 's'} face down, at most two a space${t.player === 'rangers' ? '' : ` (${seatName(t.player)})`}`,
      );
      break;
    case 'approach-company':
      prompts.push('Invasion Approach: pick a Company to roll the four Movement Dice');
      break;
    case 'approach-assign':
      prompts.push(
        `Invasion Approach: give each ${companyName(t.company)} Company landing craft one of the rolled dice`,
      );
      break;
    case 'select':
      prompts.push(
        g.activeCompany
          ? `Activate the next ${companyName(g.activeCompany)} Company unit`
          : 'Pick a Company to activate',
      );
      break;
    case 'unit':
      prompts.push(
        `${unit(t.col)}: Consolidate or Press Forward${g.rolled.length ? ` (${g.rolled.length === 1 ? '1 die' : `${g.rolled.length} dice`} rolled${g.saved ? `, ${plural(g.saved, 'Advance')} saved` : ''})` : ''}`,
      );
      break;
    case 'reroll':
      prompts.push(`${unit(t.col)}: keep the ${t.die} die, or re-roll it with a Commander or a Heroic Action`);
      break;
    case 'spend':
      // With none left the step stays only for a free step a Commander or Heroic Action may pay for: say so
      // plainly rather than "0 Advances to spend or save" beside a Done button.
      prompts.push(
        t.pool
          ? `${unit(t.col)}: ${plural(t.pool, 'Advance')} to spend or save${t.movementOnly ? ' (movement only)' : ''}`
          : `${unit(t.col)}: no Advances left`,
      );
      break;
    case 'cc-bonus':
      prompts.push(`Close Combat for ${unit(t.cc.col)}: use the Commander or a Heroic Action?`);
      break;
    case 'low-ammo':
      prompts.push(`Low Ammo: use ${companyName(t.company)} Company's Supplies?`);
      break;
    case 'fire':
      prompts.push(
        t.firers[0] !== undefined ? `Open Fire!: ${unit(t.firers[0])} picks a target, or holds its fire` : 'Open Fire!',
      );
      break;
    case 'choose':
      prompts.push(`${CHOOSE[t.purpose].join(': ')}${t.seat ? ` (${seatName(t.seat)})` : ''}`);
      break;
    case 'attach':
      prompts.push(`Attach ${commanderName(names, t.commander)} to a unit`);
      break;
    case 'end-turn':
      prompts.push('End of turn: move Commanders, use Rudder for the Relief Column, then start the next turn');
      break;
    case 'chit-offer':
      prompts.push(`Event Chit (R-4): ${seatName(t.drawer)} keeps it, gives it to another player, or declines it`);
      break;
    case 'deploy':
      prompts.push('Free deployment (B-6): swap landing craft within a Company zone, then start Operation Flashlamp');
      break;
    default:
      if (t) prompts.push(germanPrompt(t));
      break;
  }
  const step = STEPS.find((s) => s.id === g.phase);
  return {
    turn: g.turn,
    phase: step?.label ?? capital(g.phase),
    steps: STEPS.map((s) => ({ ...s, current: s.id === g.phase })),
    prompts,
    over: g.phase === 'over',
    ...(g.over
      ? {
          result:
            g.versus === 'versus2'
              ? `Ranger player: ${g.over.vp} VP, ${g.over.level}`
              : `${g.over.level} (${g.over.vp} VP)`,
        }
      : {}),
  };
}
