import type { Rng } from '../../../engine/index.ts';
import { assignAsset, transferAsset } from './assets.ts';
import { batteryFire } from './battery.ts';
import { automaticVictory } from './beachheads.ts';
import { closeCombat } from './close-combat.ts';
import {
  activate,
  allotInitialSupply,
  closeFirstLanding,
  endActivation,
  pass,
  rollInitiative,
  settleOverstack,
} from './command.ts';
import { settlePlacement } from './deployment.ts';
import { d10Source } from './dice.ts';
import { usComesNextTo } from './next-to.ts';
import type { Roll } from './resolve.ts';
import { settleDisplacement } from './displacement.ts';
import { unitFires } from './fire.ts';
import { firstLanding, landRangers, landWave, settleLanding } from './landing-actions.ts';
import { move } from './move.ts';
import { endReaction, reactionFire } from './reaction.ts';
import { reinforce, settleEntry } from './reinforcements.ts';
import { settleRetreat } from './retreat.ts';
import type { Rules } from './rules.ts';
import { returnMarkers } from './special-hits.ts';
import type { Action, GameState } from './state.ts';
import { airStrike, navalFire } from './support.ts';
import { sendSupply } from './supply.ts';
import { unpin } from './unpin.ts';
import { said } from './words.ts';

function dispatch(rules: Rules, state: GameState, a: Action, roll: Roll, rng: Rng): GameState {
  switch (a.type) {
    case 'allot-supply':
      return allotInitialSupply(state, a.formation, a.points);
    case 'end-planning':
      return { ...state, phase: 'action', allocated: [], log: [...state.log, said('Action Phase begins')] };
    case 'land-first-wave':
      return firstLanding(rules, state, roll);
    case 'initiative':
      return rollInitiative(rules, state, roll);
    case 'pass':
      return pass(rules, state);
    case 'activate':
      return activate(rules, state, a, roll);
    case 'land-wave':
      return landWave(rules, state, a.formation, roll);
    case 'land-rangers':
      return landRangers(rules, state, a, roll);
    case 'send-supply':
      return sendSupply(rules, state, a, roll);
    case 'assign-asset':
      return assignAsset(state, a);
    case 'transfer-asset':
      return transferAsset(rules, state, a, roll);
    case 'move':
      return move(rules, state, a, roll);
    case 'fire': {
      const r = unitFires(rules, state, a.unit, a.target, a.weapon, roll, rng, false);
      return { ...r.state, log: [...r.state.log, ...r.lines] };
    }
    case 'reaction-fire':
      return reactionFire(rules, state, a, roll, rng);
    case 'end-reaction':
      return endReaction(state);
    case 'close-combat':
      return closeCombat(rules, state, a, roll);
    case 'unpin':
      return unpin(rules, state, a.unit, roll);
    case 'naval-fire':
      return navalFire(rules, state, a, roll, rng);
    case 'air-strike':
      return airStrike(rules, state, a, roll);
    case 'battery-fire':
      return batteryFire(rules, state, a, roll);
    case 'reinforce':
      return reinforce(rules, state, roll);
    case 'end-activation':
      return endActivation(rules, state);
    case 'displace-hq':
      return settleDisplacement(rules, state, a);
    case 'reinforcement-entry':
      return settleEntry(rules, state, a);
    case 'overstack-loss':
      return settleOverstack(state, a);
    case 'retreat':
      return settleRetreat(rules, state, a);
    case 'landing-hex':
    case 'declare-asset':
      return settleLanding(rules, state, a, roll);
    case 'place-defence':
      return settlePlacement(rules, state, a);
  }
}

/**
 * Applies a legal action; never mutates `state`. Its d10s are the ones typed in with it, then the seeded
 * generator. After it: a US unit that came next to a face-down position or to Pointe du Hoc by any way turns it up
 * or rolls for the battery (11.2.2, 11.3.2); the first landing's activation closes when its reaction fire is over;
 * markers of eliminated units go back to the cup; then the automatic victories are checked.
 */
export function applyAction(rules: Rules, state: GameState, a: Action, rng: Rng): GameState {
  const roll = d10Source('dice' in a ? a.dice : undefined, rng);
  return automaticVictory(
    rules,
    returnMarkers(closeFirstLanding(rules, usComesNextTo(rules, dispatch(rules, state, a, roll, rng), roll)), rng),
  );
}
