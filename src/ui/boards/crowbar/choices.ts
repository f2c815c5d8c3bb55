import type { CrowbarAction } from '../../../systems/crowbar/game/actions.ts';
import { top } from '../../../systems/crowbar/game/core.ts';
import { actionKey } from '../../../systems/crowbar/game/legal.ts';
import { moveCost } from '../../../systems/crowbar/game/movement.ts';
import { specialCost } from '../../../systems/crowbar/game/special.ts';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState, Ranger, Task } from '../../../systems/crowbar/game/types.ts';
import { BEACH_ROW, CLIFF_ROW, COLS, spaceOf } from './geometry.ts';
import { shortCommander } from './model.ts';
import { commanderName, companyName, seatName, unitName } from '../../../systems/crowbar/game/words.ts';
import { germanActionSpace, germanActionText } from './german-choices.ts';

/** A choice's key is the game's own action key (the dice left out). */
export { actionKey };

/**
 * The legal actions as the board offers them: where on the map each one belongs (so tapping a space shows
 * its choices and only legal spaces are highlighted), its label in words, and why a space offers nothing.
 */

export interface Choice {
  readonly key: string;
  readonly action: CrowbarAction;
  readonly label: string;
  /** The space the choice acts on, or null for a choice that belongs to no one space. */
  readonly space: number | null;
  /** Where the board shows it when it is not on a space. */
  readonly place: 'space' | 'dice' | 'panel';
}

function rangerIn(g: CrowbarState, col: number | undefined): Ranger | null {
  return col === undefined ? null : (g.rangers[col - 1] ?? null);
}

function activeRanger(g: CrowbarState): Ranger | null {
  const t = top(g);
  const col = t && 'col' in t && typeof t.col === 'number' ? t.col : (g.activeCol ?? undefined);
  return rangerIn(g, col);
}

function germanSpace(g: CrowbarState, id: number): number | null {
  const u = g.germans.find((x) => x.id === id);
  return u ? spaceOf(u.col, u.row) : null;
}

function hostSpace(g: CrowbarState, commander: string): number | null {
  const c = g.commanders.find((x) => x.id === commander);
  const r = c && c.col !== null ? rangerIn(g, c.col) : null;
  return r ? spaceOf(r.col, r.row) : null;
}

function rangerSpace(g: CrowbarState, col: number): number | null {
  const r = rangerIn(g, col);
  return r ? spaceOf(r.col, r.row) : null;
}

/** The unit in a column by its printed name, or the column when it has none. */
function unitIn(g: CrowbarState, R: Rules, col: number): string {
  const r = g.rangers[col - 1];
  return r ? unitName(r, R) : `the empty column ${col}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The space a legal action acts on, if any. */
export function actionSpace(g: CrowbarState, R: Rules, a: CrowbarAction): number | null {
  const t = top(g);
  switch (a.type) {
    case 'place-flashlamp':
      return spaceOf(a.col, a.row);
    case 'activate':
    case 'attach':
    case 'commander-rally':
    case 'heroic-rally':
      return rangerSpace(g, a.col);
    case 'deploy-swap':
      return rangerSpace(g, a.a);
    case 'order-fire':
      return hostSpace(g, a.commander);
    case 'rudder-chit':
      return hostSpace(g, 'rudder');
    case 'consolidate': {
      const r = activeRanger(g);
      if (!r) return null;
      return a.option === 'fallback' && a.row !== undefined ? spaceOf(r.col, a.row) : spaceOf(r.col, r.row);
    }
    case 'move': {
      const r = activeRanger(g);
      if (!r) return null;
      return spaceOf(r.col, a.dir === 'forward' ? r.row + 1 : r.row - 1);
    }
    case 'special': {
      const r = activeRanger(g);
      if (a.space !== undefined) return a.space;
      if (a.gid !== undefined) return germanSpace(g, a.gid);
      if (a.col !== undefined && a.row !== undefined) return spaceOf(a.col, a.row);
      return r ? spaceOf(r.col, r.row) : null;
    }
    case 'supplies': {
      const r = activeRanger(g);
      return r ? spaceOf(r.col, r.row) : null;
    }
    case 'fire':
      return a.target === null ? null : germanSpace(g, a.target);
    case 'choose': {
      if (t?.k !== 'choose' || a.option === 'none') return null;
      if (t.purpose === 'rangers-forward' || t.purpose === 'heroic-action' || t.purpose === 'reinforcements')
        return rangerSpace(g, Number(a.option));
      if (t.purpose === 'mortar-target') return germanSpace(g, Number(a.option));
      return null;
    }
    case 'german-deploy':
    case 'german-place-marker':
    case 'german-ambush':
    case 'german-obstacle':
    case 'german-patrol':
    case 'german-assault':
    case 'german-commander-hit':
    case 'german-ca-target':
    case 'german-counterattack':
      return germanActionSpace(g, a);
    default:
      return null;
  }
}

/** A Ranger Event Chit by its name ("Rangers Forward!"). */
export function chitName(R: Rules, key: string | undefined): string {
  return R.chits.find((c) => c.key === key)?.rangerName ?? 'Event';
}

function placeOf(a: CrowbarAction, space: number | null): Choice['place'] {
  if (a.type === 'roll' || a.type === 'reroll' || a.type === 'accept') return 'dice';
  return space === null ? 'panel' : 'space';
}

/** A label for an action, in the game's words. */
export function actionText(g: CrowbarState, R: Rules, a: CrowbarAction): string {
  const t = top(g);
  const r = activeRanger(g);
  const rowName = (row: number): string => R.map.rowLabel[row] ?? `row ${row}`;
  switch (a.type) {
    case 'place-flashlamp':
      return `Place an Incoming Fire! marker here (${rowName(a.row)}, column ${a.col})`;
    case 'approach-company':
      return `Roll the Invasion Approach for ${companyName(a.company)} Company`;
    case 'approach-assign':
      return `Assign the dice: ${a.order.join(', ')}`;
    case 'select-company':
      return `Activate ${companyName(a.company)} Company`;
    case 'activate':
      return `Activate ${unitIn(g, R, a.col)}`;
    case 'order-fire':
      return `${commanderName(R, a.commander)} orders Open Fire!`;
    case 'rudder-chit':
      return 'Rudder draws a Ranger Event Chit';
    case 'commander-rally':
      return `${shortCommander(commanderName(R, a.commander))} rallies ${unitIn(g, R, a.col)} (removes Shaken and Pinned)`;
    case 'consolidate':
      switch (a.option) {
        case 'markers':
          return 'Consolidate: remove Shaken and Pinned';
        case 'rally':
          return 'Consolidate: bring the Rally Point here';
        case 'recover':
          return `Consolidate: recover up to ${R.k['recover-sp']} SP`;
        case 'fallback':
          return `Consolidate: fall back to ${rowName(a.row ?? CLIFF_ROW)}`;
        case 'hq':
          return "Consolidate: establish Rudder's HQ here";
      }
      return 'Consolidate';
    case 'roll':
      return `Press Forward: roll the ${a.die} die`;
    case 'reroll':
      return a.by === 'commander'
        ? `Re-roll it with ${commanderName(R, a.commander ?? '')}`
        : 'Re-roll it with a Heroic Action';
    case 'accept':
      return 'Keep this result';
    case 'move': {
      const mc = r ? moveCost(g, R, r, a.dir) : undefined;
      const cost = mc ? Math.max(0, mc.cost - (a.bonus ? R.k['bonus-discount'] : 0)) : undefined;
      const to = r ? rowName(a.dir === 'forward' ? r.row + 1 : r.row - 1) : '';
      const verb =
        r && r.row === BEACH_ROW && a.dir === 'forward'
          ? `Climb the cliff to ${to}`
          : r && r.row < BEACH_ROW
            ? `Sail to ${to}`
            : `Move ${a.dir === 'forward' ? 'forward' : 'back'} to ${to}`;
      const bonus =
        a.bonus === 'commander' ? ', Commander takes 1 off' : a.bonus === 'heroic' ? ', Heroic Action takes 1 off' : '';
      return `${verb}${cost !== undefined ? ` (${plural(cost, 'Advance')}${bonus})` : ''}`;
    }
    case 'special': {
      const cost = Math.max(0, specialCost(R, a.action) - (a.bonus ? R.k['bonus-discount'] : 0));
      const with_ = a.bonus ? ', with the Commander' : '';
      const c = ` (${plural(cost, 'Advance')}${with_})`;
      switch (a.action) {
        case 'recon':
          return `Recon-in-Force: reveal the Incoming Fire! here${c}`;
        case 'grapple':
          return `Grappling Attempt up the cliff${c}`;
        case 'regroup-shaken':
          return `Regroup: remove Shaken${c}`;
        case 'regroup-pinned':
          return `Regroup: remove Pinned${c}`;
        case 'hasty':
          return `Hasty Fire at this German unit${c}`;
        case 'redeploy':
          return `Redeploy ${a.sp ?? 0} SP into ${unitIn(g, R, a.col ?? 0)}${c}`;
      }
      return `Special Action${c}`;
    }
    case 'supplies':
      return a.do === 'drop' ? 'Drop the Supplies here' : 'Pick up the Supplies here';
    case 'end-advances': {
      const pool = t?.k === 'spend' ? t.pool : 0;
      if (t?.k === 'spend' && (t.movementOnly || t.col !== g.activeCol))
        return pool ? `Stop moving (${plural(pool, 'Advance')} lost)` : 'Done';
      return pool ? `Save ${plural(pool, 'Advance')} for the next die` : 'Done';
    }
    case 'cc-bonus': {
      const parts = [a.commander ? 'the Commander' : '', a.heroic ? 'a Heroic Action' : ''].filter(Boolean);
      return parts.length ? `Close Combat with ${parts.join(' and ')}` : 'Close Combat without bonuses';
    }
    case 'use-supplies':
      return a.use ? 'Use the Supplies (no Low Ammo)' : 'Fire with Low Ammo';
    case 'fire': {
      if (a.target === null) return 'Hold fire';
      const extras = [a.commander ? 'Commander' : '', a.heroic ? 'Heroic Action' : ''].filter(Boolean);
      return `Open Fire! at this unit${extras.length ? ` (+ ${extras.join(' + ')})` : ''}`;
    }
    case 'choose':
      return chooseText(g, R, t, a.option);
    case 'attach':
      return `Attach ${commanderName(R, a.commander)} to ${unitIn(g, R, a.col)}`;
    case 'heroic-rally':
      return `Heroic Action: ${unitIn(g, R, a.col)} removes Shaken and Pinned`;
    case 'rudder-relief':
      return 'Rudder unused: move the Relief Column up one space';
    case 'rudder-handoff':
    case 'slater-handoff': {
      const who = a.type === 'rudder-handoff' ? 'Rudder' : 'Slater';
      return a.to === 'roll' ? `No agreement: roll two dice each for ${who}` : `${who} goes to ${seatName(a.to)}`;
    }
    case 'give-chit': {
      const offer = t?.k === 'chit-offer' ? t : undefined;
      const chit = `the ${chitName(R, offer?.key)} chit`;
      if (a.to === 'decline') return `Let ${chit} go unused`;
      return a.to === offer?.drawer ? `Use ${chit} yourself` : `Give ${chit} to ${seatName(a.to)}`;
    }
    case 'deploy-swap':
      return `Swap this landing craft's stack with ${unitIn(g, R, a.b)}'s`;
    case 'deploy-done':
      return 'Deployment done: on to Operation Flashlamp';
    case 'end-turn':
      return 'End the turn';
    default:
      return germanActionText(g, R, a);
  }
}

function chooseText(g: CrowbarState, R: Rules, t: Task | undefined, option: string): string {
  if (option === 'none') return 'Decline';
  if (t?.k !== 'choose') return option;
  switch (t.purpose) {
    case 'rangers-forward':
      return `Rangers Forward! with ${unitIn(g, R, Number(option))}`;
    case 'heroic-action':
      return `Heroic Action marker to ${unitIn(g, R, Number(option))}`;
    case 'reinforcements':
      return `Reinforce ${unitIn(g, R, Number(option))}`;
    case 'mortar-target':
      return 'Support Fire at this German unit';
    case 'naval-area':
      return `Naval Support Fire on Area ${option} (every German unit there)`;
    case 'open-fire-company':
      return `${companyName(option as 'easy')} Company opens fire`;
    default:
      return option;
  }
}

/** Every legal action as a board choice. */
export function choicesFor(g: CrowbarState, R: Rules, legal: readonly CrowbarAction[]): Choice[] {
  return legal.flatMap((a) => {
    const label = actionText(g, R, a);
    const area = areaOf(g, a);
    // Naval Support Fire picks an Area: any German unit of it on the map picks it (no list of Areas).
    if (area)
      return g.germans
        .filter((u) => R.map.area[spaceOf(u.col, u.row)] === area)
        .map((u): Choice => ({ key: actionKey(a), action: a, label, space: spaceOf(u.col, u.row), place: 'space' }));
    const space = actionSpace(g, R, a);
    return [{ key: actionKey(a), action: a, label, space, place: placeOf(a, space) }];
  });
}

/** The Area a Naval Support Fire choice names, if `a` is one. */
function areaOf(g: CrowbarState, a: CrowbarAction): string | undefined {
  const t = top(g);
  return a.type === 'choose' && t?.k === 'choose' && t.purpose === 'naval-area' && a.option !== 'none'
    ? a.option
    : undefined;
}

/** The spaces with at least one choice (the ones the board highlights). */
export function targetSpaces(choices: readonly Choice[]): Set<number> {
  const out = new Set<number>();
  for (const c of choices) if (c.place === 'space' && c.space !== null) out.add(c.space);
  return out;
}

/** Why nothing can be done with a space now (shown one tap away). */
export function spaceReason(g: CrowbarState, R: Rules, s: number, choices: readonly Choice[]): string {
  if (g.phase === 'over') return 'The game is over.';
  const t = top(g);
  const col = (s % COLS) + 1;
  const row = Math.floor(s / COLS);
  const here = g.rangers[col - 1];
  const rangerHere = here && here.row === row ? here : null;
  const prompt = promptFor(t);
  switch (t?.k) {
    case 'flashlamp': {
      if (row < CLIFF_ROW)
        return 'Incoming Fire! markers go on Cliff Top 5 or further inland, not at sea or on the beach.';
      if (!t.cols.includes(col)) return 'This column is not yours to bomb in this mode.';
      return `This space already holds ${R.k['flashlamp-per-space']} Incoming Fire! markers, the most a space may have.`;
    }
    case 'select': {
      if (!rangerHere) return `No Ranger unit here. ${prompt}`;
      if (rangerHere.activated) return 'This unit has already been activated this turn.';
      if (g.activeCompany && rangerHere.company !== g.activeCompany)
        return `Finish activating ${companyName(g.activeCompany)} Company first (D-1).`;
      if (g.companiesDone.includes(rangerHere.company))
        return `${companyName(rangerHere.company)} Company has finished this turn.`;
      if (g.seats.length) return 'Another player activates this unit.';
      return prompt;
    }
    case 'unit': {
      const r = rangerIn(g, t.col);
      if (!r) return prompt;
      if (rangerHere === r)
        return r.row < CLIFF_ROW
          ? 'At sea and on the beach a unit must Press Forward: roll a Movement Die (E-2, F-2).'
          : 'Roll a Movement Die or Consolidate.';
      if (col !== r.col) return `A unit stays in its own column (A-1b); the active unit is in column ${r.col}.`;
      if (r.pinned) return 'The active unit is Pinned: it may not move (I-4); Consolidate or Regroup.';
      return 'Moving needs Advances: roll a Movement Die first.';
    }
    case 'spend': {
      const r = rangerIn(g, t.col);
      if (!r) return prompt;
      if (col !== r.col) return `A unit stays in its own column (A-1b); the moving unit is in column ${r.col}.`;
      if (r.pinned) return 'Pinned: the unit may not move (I-4); use the Advances to Regroup.';
      for (const dir of ['forward', 'back'] as const) {
        const mc = moveCost(g, R, r, dir);
        if (mc && mc.to === s && mc.cost > t.pool)
          return `Entering this space costs ${plural(mc.cost, 'Advance')}; only ${t.pool} ${t.pool === 1 ? 'is' : 'are'} in hand.`;
      }
      if (row > r.row + 1 || row < r.row - 1) return 'A unit moves one space at a time.';
      if (row < CLIFF_ROW && r.row >= CLIFF_ROW) return 'A unit may not go back past Cliff Top 5 (I-4).';
      return prompt;
    }
    default:
      break;
  }
  if (choices.some((c) => c.place !== 'space') && prompt !== NOTHING)
    return `Nothing to do on this space now. ${prompt}`;
  return prompt;
}

function promptFor(t: Task | undefined): string {
  switch (t?.k) {
    case 'select':
      return 'Pick a Company, then one of its units not yet activated.';
    case 'unit':
      return 'The active unit rolls a Movement Die or Consolidates.';
    case 'spend':
      return 'Spend or save the Advances of the active unit.';
    case 'reroll':
      return 'Keep the die or re-roll it.';
    case 'approach-company':
    case 'approach-assign':
      return 'The Invasion Approach is being rolled.';
    case 'fire':
      return 'Open Fire!: pick a German target in range and sight.';
    case 'choose':
      return 'An Event asks for a choice.';
    case 'end-turn':
      return 'The turn is ending.';
    case 'cc-bonus':
      return 'Close Combat: pick the bonuses to use, above the map.';
    case 'low-ammo':
      return 'Low Ammo: use the Supplies or not, above the map.';
    case 'chit-offer':
      return 'An Event Chit: use it, give it to another player or let it go, above the map.';
    case 'deploy':
      return 'Free deployment: tap a landing craft to swap its stack, or finish above the map.';
    case 'attach':
      return 'Tap a highlighted unit to attach the Commander to it.';
    default:
      return t?.k.startsWith('german-') ? 'The German player is deciding.' : NOTHING;
  }
}

const NOTHING = 'Nothing to do here now.';

/** Why a Movement Die cannot be rolled now. */
export function dieReason(g: CrowbarState, die: string): string {
  if (g.phase === 'over') return 'The game is over.';
  const t = top(g);
  if (g.rolled.includes(die as never)) return `The ${die} die has already been rolled this activation (G-5).`;
  if (t?.k === 'reroll') return 'Keep or re-roll the last die first.';
  if (t?.k === 'spend') return 'Spend or save the Advances first.';
  if (g.lastStop) return 'Stop Activation: this unit can roll no more (G-7f).';
  if (g.activeCol === null)
    return g.phase === 'play' ? 'Activate a unit first.' : 'The Movement Dice are rolled for an active unit.';
  return 'No die may be rolled now.';
}
