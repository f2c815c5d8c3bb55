import type { InputValue } from '../../../engine/index.ts';
import { figureById, hasLoader, isActive } from './figures.ts';
import { confusionTurn, gunsDown } from './sequence.ts';
import type { BrecourtState, Figure } from './types.ts';

/**
 * Inputs a procedure can take from the figures chosen (weapon, wounds, markers, how the firer moved...): the
 * panel shows them prefilled, and the player's own entries override them.
 */
export function suggestInputs(state: BrecourtState, procedure: string, actorId?: string, targetIds: readonly string[] = []): Record<string, InputValue> {
  const actor = actorId ? figureById(state, actorId) : undefined;
  const targets = targetIds.map((id) => figureById(state, id)).filter((f): f is Figure => f !== undefined);
  const first = targets[0];
  switch (procedure) {
    case 'brecourt.us-fire': {
      if (!actor) return {};
      const weapon = ['rifle', 'carbine', 'smg', '30cal'].includes(actor.weapon) ? actor.weapon : 'rifle';
      return {
        weapon,
        firerSuppressed: actor.suppression > 0,
        firerWounds: Math.min(2, actor.wounds),
        moved: actor.moveMode === 'move-and-fire',
        figuresInTemplate: weapon === 'smg' || weapon === '30cal' ? Math.max(1, targets.length) : 0,
        ...(first ? { cover: first.location === 'open' || first.location === 'hedgerow' ? (first.prone || first.moveMode === 'fast' || first.moveMode === 'sneak' ? 'light' : 'open') : 'hard' } : {}),
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
        ...(first ? { targetInOpen: first.location === 'open' && !first.prone, targetProneInCover: first.prone && first.location !== 'open' } : {}),
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
      return { demolitionManAtGun: actor?.explosives === true, gunsAlreadyDestroyed: Math.min(3, state.howitzers.filter((h) => h.status === 'destroyed').length) };
    case 'brecourt.arrivals':
      return { gunsDown: gunsDown(state), fallschirmjagerOnTable: state.fallschirmjager.arrived, spiersOnTable: state.spiersArrived };
    case 'brecourt.mg42-confusion':
      return { windowTurn: Math.min(20, Math.max(0, confusionTurn(state))) };
    case 'brecourt.artillery-timer':
      return { fromTurn: state.artillery.nextFireTurn === null && state.turn === 1 ? 0 : Math.min(20, state.turn) };
    case 'brecourt.fallschirmjager-entry':
      return { entryGroup: Math.min(3, state.fallschirmjager.entries.length + 1) };
    case 'brecourt.movement':
      return actor ? { wounds: actor.side === 'us' ? Math.min(2, actor.wounds) : 0, suppressed: actor.suppression > 0, standFromProne: actor.prone } : {};
    default:
      return {};
  }
}

/** Figures the referee may pick as targets of a shot from this side. */
export function targetsFor(state: BrecourtState, side: 'us' | 'german'): Figure[] {
  return state.figures.filter((f) => f.side !== side && isActive(f));
}
