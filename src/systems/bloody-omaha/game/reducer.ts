/** Checks and applies one action: each rule module owns its own check and effect; this file only routes. */
import type { Rng, RulesContext } from '../../../engine/index.ts';
import * as act from './actions.ts';
import * as atk from './attack.ts';
import { applyKeep, applyPlayCard, checkKeep, checkPlayCard } from './cards.ts';
import type { GameData } from './data.ts';
import * as ev from './events.ts';
import { applyChooseUnit, checkChooseUnit } from './flow.ts';
import * as land from './landing.ts';
import { applyAssign, checkAssign } from './points.ts';
import { afterAssign, afterCardDraw, checkEndTurn, endTurn } from './turn.ts';
import type { Action, State } from './types.ts';

export function checkAction(s: State, d: GameData, ctx: RulesContext, a: Action): string | undefined {
  if (s.phase === 'over') return 'the game is over';
  switch (a.type) {
    case 'keep-cards':
      return checkKeep(s, a);
    case 'draw-card':
      return act.checkDrawCard(s, a);
    case 'assign-ip':
      return checkAssign(s, a);
    case 'drift':
      return land.checkDrift(s, a);
    case 'drift-all':
      return land.checkDriftAll(s, a);
    case 'land':
      return land.checkLand(s, a);
    case 'land-all':
      return land.checkLandAll(s, a);
    case 'overstack':
      return land.checkOverstack(s, d, a);
    case 'roll-event-location':
      return ev.checkRollLocation(s, a);
    case 'choose-event-square':
      return ev.checkChooseEventSquare(s, a);
    case 'roll-event':
      return ev.checkRollEvent(s, a);
    case 'accept-event':
      return ev.checkAcceptEvent(s);
    case 'choose-unit':
      return checkChooseUnit(s, a);
    case 'move':
      return act.checkMove(s, d, ctx, a);
    case 'probe':
      return act.checkProbe(s, d, a);
    case 'attack':
      return atk.checkAttack(s, d, a);
    case 'continue-attack':
      return atk.checkContinue(s);
    case 'cancel-attack':
      return atk.checkCancel(s);
    case 'mine-push':
      return atk.checkMinePush(s, a);
    case 'mine-engineer':
      return atk.checkMineEngineer(s, a);
    case 'roll-attack':
      return atk.checkRollAttack(s, a);
    case 'advance':
      return atk.checkAdvance(s, d, a);
    case 'engineer':
      return act.checkEngineer(s, d, a);
    case 'undisrupt':
      return act.checkUndisrupt(s, d, a);
    case 'return-unit':
      return act.checkReturn(s, d, a);
    case 'transfer-tank':
      return act.checkTransfer(s, d, a);
    case 'reinforce':
      return act.checkReinforce(s, d, a);
    case 'play-card':
      return checkPlayCard(s, d, a);
    case 'end-turn':
      return checkEndTurn(s);
    default:
      return `unknown action "${(a as { type: string }).type}"`;
  }
}

/** Applies a legal action to a state the caller owns (mutated in place). */
export function applyInPlace(s: State, d: GameData, ctx: RulesContext, rng: Rng, a: Action): void {
  s.log = [];
  switch (a.type) {
    case 'keep-cards':
      return applyKeep(s, d, rng, a);
    case 'draw-card': {
      const free = s.phase === 'card-draw';
      act.applyDrawCardAction(s, d, rng, a);
      if (free) afterCardDraw(s);
      return;
    }
    case 'assign-ip':
      applyAssign(s, a);
      return afterAssign(s, d);
    case 'drift':
      return land.applyDrift(s, d, ctx, rng, a);
    case 'drift-all':
      return land.applyDriftAll(s, d, ctx, rng, a);
    case 'land':
      return land.applyLand(s, d, ctx, rng, a);
    case 'land-all':
      return land.applyLandAll(s, d, ctx, rng, a);
    case 'overstack':
      return land.applyOverstack(s, d, a);
    case 'roll-event-location':
      return ev.applyRollLocation(s, d, ctx, rng, a);
    case 'choose-event-square':
      return ev.applyChooseEventSquare(s, d, a);
    case 'roll-event':
      return ev.applyRollEvent(s, d, ctx, rng, a);
    case 'accept-event':
      return ev.applyAcceptEvent(s, d, ctx, rng);
    case 'choose-unit':
      return applyChooseUnit(s, d, ctx, a);
    case 'move':
      return act.applyMove(s, d, a);
    case 'probe':
      return act.applyProbe(s, d, a);
    case 'attack':
      return atk.applyAttack(s, d, ctx, a);
    case 'continue-attack':
      return atk.applyContinue(s, d, ctx);
    case 'cancel-attack':
      return atk.applyCancel(s);
    case 'mine-push':
      return atk.applyMinePush(s, d, ctx, rng, a);
    case 'mine-engineer':
      return atk.applyMineEngineer(s, d, ctx, rng, a);
    case 'roll-attack':
      return atk.applyRollAttack(s, d, ctx, rng, a);
    case 'advance':
      return atk.applyAdvance(s, d, a);
    case 'engineer':
      return act.applyEngineer(s, d, ctx, rng, a);
    case 'undisrupt':
      return act.applyUndisruptAction(s, d, a);
    case 'return-unit':
      return act.applyReturnAction(s, d, a);
    case 'transfer-tank':
      return act.applyTransfer(s, d, a);
    case 'reinforce':
      return act.applyReinforce(s, d, a);
    case 'play-card':
      return applyPlayCard(s, d, ctx, a);
    case 'end-turn':
      return endTurn(s, d, ctx);
  }
}
