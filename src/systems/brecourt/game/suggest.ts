import type { InputValue, RulesContext } from '../../../engine/index.ts';
import {
  targetCover,
  type CoverMode,
  type CoverPosition,
  type MoveInputs,
  type TargetCover,
} from '../procedures/movement.ts';
import { figureById, hasLoader } from './figures.ts';
import { confusionTurn, gunsDown } from './sequence.ts';
import type { BrecourtState, Figure } from './types.ts';

/** Where a target is and what it did this turn, as the target-cover table reads them (a figure not in a trench counts as in the open). */
export function coverPlace(f: Figure): { position: CoverPosition; mode: CoverMode } {
  return {
    position: f.location === 'trench' ? 'trench-across' : 'open',
    mode: f.prone ? 'prone' : f.moveMode === 'none' ? 'stationary' : f.moveMode,
  };
}

/** How a figure counts as a target, from the target-cover table. */
export function coverOf(f: Figure, ctx: RulesContext): TargetCover {
  const p = coverPlace(f);
  return targetCover(p.position, p.mode, ctx);
}

/** The movement procedure's inputs a figure's state gives (all but the mode). */
export function moveInputs(f: Figure): Omit<MoveInputs, 'mode'> {
  return {
    wounds: f.side === 'us' ? Math.min(2, f.wounds) : 0,
    suppressed: f.suppression > 0,
    fenceOrBush: false,
    trench: false,
    intoTrench: false,
    standFromProne: f.prone,
  };
}

/**
 * Inputs a procedure can take from the figures chosen (weapon, wounds, markers, how the firer moved, the cover
 * the target's place and move give it): the board shows them, and the referee's own entries override them. A
 * target that cannot be seen gives no cover: the referee says how it is seen, or the shot is refused.
 */
export function suggestInputs(
  state: BrecourtState,
  procedure: string,
  ctx: RulesContext,
  actorId?: string,
  targetIds: readonly string[] = [],
): Record<string, InputValue> {
  const actor = actorId ? figureById(state, actorId) : undefined;
  const targets = targetIds.map((id) => figureById(state, id)).filter((f): f is Figure => f !== undefined);
  const first = targets[0];
  const cover = first ? coverOf(first, ctx) : undefined;
  switch (procedure) {
    case 'brecourt.us-fire': {
      if (!actor) return {};
      const weapon = ['rifle', 'carbine', 'smg', '30cal'].includes(actor.weapon) ? actor.weapon : 'rifle';
      return {
        weapon,
        firerSuppressed: actor.suppression > 0,
        firerWounds: Math.min(2, actor.wounds),
        moved: actor.moveMode !== 'none',
        figuresInTemplate: weapon === 'smg' || weapon === '30cal' ? Math.max(1, targets.length) : 0,
        ...(cover && cover !== 'unseen' ? { cover } : {}),
      };
    }
    case 'brecourt.german-fire': {
      if (!actor) return {};
      const weapon = ['rifle', 'smg', 'assault-rifle', 'mg42'].includes(actor.weapon) ? actor.weapon : 'rifle';
      return {
        weapon,
        firerSuppressionMarkers: actor.suppression,
        mg42NoLoader: weapon === 'mg42' && !hasLoader(state, actor),
        movedAndFired: actor.moveMode !== 'none',
        fallschirmjager: actor.fallschirmjager,
        figuresInTemplate: weapon === 'mg42' ? Math.max(1, targets.length) : 0,
        ...(first && cover && cover !== 'unseen'
          ? { targetInOpen: cover === 'open', targetProneInCover: first.prone && cover !== 'open' }
          : {}),
      };
    }
    case 'brecourt.german-morale': {
      if (!actor) return {};
      return {
        suppressionMarkers: actor.suppression,
        ...(actor.lastFiredOnBy ? { rangeInches: actor.lastFiredOnBy.rangeInches } : {}),
        fallschirmjager: actor.fallschirmjager,
        sawFriendRunOrKilled: state.ranOrKilledThisTurn.some((id) => id !== actor.id),
      };
    }
    case 'brecourt.hand-to-hand': {
      const all = [actor, ...targets].filter((f): f is Figure => f !== undefined);
      const us = all.filter((f) => f.side === 'us');
      const german = all.find((f) => f.side === 'german');
      return {
        paratroopers: Math.max(1, Math.min(2, us.length)),
        usDeductions: us.reduce((s, f) => s + f.wounds + f.suppression, 0),
        germanDeductions: german ? german.suppression : 0,
      };
    }
    case 'brecourt.us-grenade-blast':
    case 'brecourt.german-grenade-blast':
      return { figuresInArea: targets.length };
    case 'brecourt.howitzer-destruction':
      return {
        demolitionManAtGun: actor?.explosives === true,
        gunsAlreadyDestroyed: Math.min(3, state.howitzers.filter((h) => h.status === 'destroyed').length),
      };
    case 'brecourt.arrivals':
      return {
        gunsDown: gunsDown(state),
        fallschirmjagerOnTable: state.fallschirmjager.arrived || state.fallschirmjager.due,
        spiersOnTable: state.spiersArrived,
      };
    case 'brecourt.mg42-confusion':
      return { windowTurn: Math.min(20, Math.max(0, confusionTurn(state))) };
    case 'brecourt.artillery-timer':
      return { fromTurn: state.artillery.nextFireTurn === null && state.turn === 1 ? 0 : Math.min(20, state.turn) };
    case 'brecourt.fallschirmjager-entry':
      return { entryGroup: Math.min(3, state.fallschirmjager.entries.length + 1) };
    case 'brecourt.movement':
      return actor ? { ...moveInputs(actor), ...(actor.moveMode !== 'none' ? { mode: actor.moveMode } : {}) } : {};
    case 'brecourt.target-cover':
      return first ? coverPlace(first) : {};
    default:
      return {};
  }
}
