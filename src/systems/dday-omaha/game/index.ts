import type { RollPreview, RulesContext } from '../../../engine/index.ts';
import type { GameDefinition, GameStatus } from '../../types.ts';
import { usAttack } from '../procedures/attack.ts';
import { usBarrage } from '../procedures/barrage.ts';
import { mineSymbol } from '../procedures/landing.ts';
import { usInfiltration } from '../procedures/us.ts';
import { clearingAllowance } from '../rules/engineers.ts';
import { rule } from '../rules/numbers.ts';
import { actionsPerSector } from '../rules/us-actions.ts';
import { isLeader } from '../rules/units.ts';
import { parseAction, type Action } from './actions.ts';
import { applyWalk } from './apply-walk.ts';
import { editPool, editPosition, editUnit } from './edits.ts';
import {
  applyEventReinforcement,
  applyMeyer,
  depthMarkerProblem,
  eventReinforcementProblem,
  giveDepth,
  meyerProblem,
} from './german-reinforcements.ts';
import { applyDriftWith, driftWithProblem } from './hq-drift.ts';
import {
  delayProblem,
  delayUnit,
  landingInputs,
  landingProblem,
  landUnit,
  landWave,
  waveProblem,
} from './landing-action.ts';
import { legalActions } from './legal.ts';
import { applyMine, mineBoxes, mineProblem } from './mine-action.ts';
import { lastTurn, nextPhase, nextPhaseProblem } from './phase.ts';
import type { OmahaScenario } from '../scenario.ts';
import { setupGame } from './setup.ts';
import { extRules, positionById, unitById, type GameState } from './state.ts';
import { applyAttack, attackProblem, planAttack } from './us-attack.ts';
import { applyBarrage, applyNaval, barrageInputs, barrageProblem, navalProblem } from './us-barrage.ts';
import {
  clearObstacle,
  clearProblem,
  climb,
  climbProblem,
  eliminate,
  eliminateProblem,
  overStacked,
  removeMarker,
  removeMarkerProblem,
} from './us-markers.ts';
import { applyMove, infiltrationInputs, moveProblem, planMove } from './us-move.ts';
import { planGermanTurn } from './walk.ts';
import { boxName, worldOf, type World } from './world.ts';
import { PHASE_NAME, positionsActing, said } from './words.ts';

const STEPS = [
  { id: 'landing', label: 'US landing (1, 9.1, 9.2)' },
  { id: 'german', label: 'German card: actions, fire, artillery (2-5)' },
  { id: 'us', label: 'US actions (6-8)' },
] as const;

export function check(s: GameState, w: World, a: Action, ctx: RulesContext): string | undefined {
  if (s.over) return 'The game is over';
  const editing = a.type === 'set-position' || a.type === 'set-unit' || a.type === 'set-pool';
  if (editing && s.walk) return 'A German card is being resolved: apply it or cancel it first';
  switch (a.type) {
    case 'set-position': {
      const p = positionById(s, a.id);
      if (!p) return `No position ${a.id}`;
      if (a.patch.advanceTo && !positionById(s, a.patch.advanceTo)) return `No position ${a.patch.advanceTo}`;
      const units = a.patch.units ?? (a.patch.occupied === false ? 0 : p.units);
      if (units > p.hexes.length)
        return `${p.name} holds at most ${p.hexes.length} unit${p.hexes.length > 1 ? 's' : ''}`;
      return undefined;
    }
    case 'set-unit': {
      if (!unitById(s, a.id)) return `No US unit ${a.id}`;
      if (a.patch.hex && !w.map.hex(a.patch.hex)) return `No hex ${a.patch.hex} on the map`;
      if (a.patch.box && !s.landingBoxes.includes(a.patch.box)) return `No landing box ${a.patch.box}`;
      return undefined;
    }
    case 'set-pool':
      return undefined;
    case 'land': {
      const u = unitById(s, a.unit);
      if (!u) return `No US unit ${a.unit}`;
      return landingProblem(s, u, a.box, ctx);
    }
    case 'land-wave':
      return waveProblem(s, a.landings, ctx);
    case 'delay':
      return delayProblem(s, unitById(s, a.unit), a.turn, ctx);
    case 'mine':
      return mineProblem(s, w, a.victim, ctx);
    case 'drift-with':
      return driftWithProblem(s, a.leader, a.unit);
    case 'enter-card':
      if (s.phase !== 'german') return 'German cards are entered in the German card phase';
      if (s.walk) return 'A card is already being resolved';
      return undefined;
    case 'answer': {
      if (!s.walk) return 'No German card is being resolved';
      const q = s.walk.questions.find((x) => x.id === a.question);
      if (!q) return 'That question is no longer open';
      if (
        a.choice.length !== q.pick ||
        !a.choice.every((c) => q.options.includes(c)) ||
        new Set(a.choice).size !== a.choice.length
      )
        return `Choose ${q.pick} of ${q.options.join(', ')}`;
      return undefined;
    }
    case 'apply-german': {
      if (!s.walk) return 'No German card is being resolved';
      const open = s.walk.questions.filter((q) => !s.walk?.answers[q.id]);
      return open.length ? `Answer first: ${open.map((q) => q.prompt).join('; ')}` : undefined;
    }
    case 'cancel-card':
      return s.walk ? undefined : 'No German card is being resolved';
    case 'kampfgruppe-meyer':
      return meyerProblem(s);
    case 'event-reinforcement':
      return eventReinforcementProblem(s, w, a.sector, ctx);
    case 'depth-marker':
      return depthMarkerProblem(s, w, ctx);
    case 'move':
      return moveProblem(s, w, a, ctx);
    case 'climb':
      return climbProblem(s, w, a.unit, a.cross, ctx);
    case 'remove-marker':
      return removeMarkerProblem(s, a.unit, a.marker);
    case 'attack':
      return attackProblem(s, w, a, ctx);
    case 'barrage':
      return barrageProblem(s, w, a, ctx);
    case 'naval-barrage':
      return navalProblem(s, w, a);
    case 'clear-obstacle':
      return clearProblem(s, w, a.hex, ctx);
    case 'eliminate':
      return eliminateProblem(s, a.unit, ctx);
    case 'next-phase':
      return nextPhaseProblem(s, ctx);
  }
}

export function apply(
  s: GameState,
  w: World,
  a: Action,
  rng: Parameters<GameDefinition['apply']>[2],
  ctx: RulesContext,
): GameState {
  switch (a.type) {
    case 'set-position':
      return editPosition(s, a.id, a.patch);
    case 'set-unit':
      return editUnit(s, a.id, a.patch);
    case 'set-pool':
      return editPool(s, a.pool, a.count);
    case 'land':
      return landUnit(s, w, a.unit, a.box, a.rangerDrift ?? 0, a.dice, rng, ctx);
    case 'land-wave':
      return landWave(s, w, a.landings, rng, ctx);
    case 'delay':
      return delayUnit(s, a.unit, a.turn);
    case 'mine':
      return applyMine(s, w, a.victim, ctx);
    case 'drift-with':
      return applyDriftWith(s, w, a.leader, a.unit);
    case 'enter-card': {
      const walk = planGermanTurn(s, w.map, a.card, {}, ctx);
      return {
        ...s,
        walk,
        lastReport: [
          said(
            `German card entered`,
            `${positionsActing(walk.steps.length)}; ${walk.questions.length ? `${walk.questions.length} choice${walk.questions.length === 1 ? '' : 's'} to make` : 'nothing to choose'}`,
            '3',
          ),
        ],
      };
    }
    case 'answer': {
      const walk = s.walk;
      if (!walk) return s;
      const q = walk.questions.find((x) => x.id === a.question);
      return {
        ...s,
        walk: planGermanTurn(s, w.map, walk.card, { ...walk.answers, [a.question]: a.choice }, ctx),
        lastReport: [said(`Chosen: ${a.choice.join(', ')}`, q?.prompt, '3, 4')],
      };
    }
    case 'apply-german':
      return s.walk ? applyWalk(s, s.walk, ctx) : s;
    case 'cancel-card':
      return { ...s, walk: null, lastReport: [said('German card taken back', 'enter the card again', '3')] };
    case 'kampfgruppe-meyer':
      return applyMeyer(s, ctx);
    case 'event-reinforcement':
      return applyEventReinforcement(s, w, a.sector, ctx);
    case 'depth-marker': {
      const g = giveDepth(s, w, ctx);
      return { ...g.state, lastReport: [g.told] };
    }
    case 'move':
      return applyMove(s, w, a, rng, ctx);
    case 'climb':
      return climb(s, w, a.unit, a.cross, ctx);
    case 'remove-marker':
      return removeMarker(s, w, a.unit, a.marker, ctx);
    case 'attack':
      return applyAttack(s, w, a, ctx);
    case 'barrage':
      return applyBarrage(s, w, a, rng, ctx);
    case 'naval-barrage':
      return applyNaval(s, a, ctx);
    case 'clear-obstacle':
      return clearObstacle(s, w, a.hex, ctx);
    case 'eliminate':
      return eliminate(s, w, a.unit, ctx);
    case 'next-phase':
      return nextPhase(s, w, ctx);
  }
}

/** The roll an action would make, through the procedure that will resolve it (odds before the card or the table). */
export function rollFor(s: GameState, w: World, a: Action, ctx: RulesContext): RollPreview | undefined {
  if (check(s, w, a, ctx)) return undefined;
  switch (a.type) {
    case 'land': {
      const u = unitById(s, a.unit);
      if (!u || isLeader(u.type)) return undefined;
      return {
        procedure: w.landing.id,
        inputs: landingInputs(s, w, u, a.box, ctx, a.rangerDrift),
        about: `${u.id} lands in the ${boxName(w, a.box)}`,
      };
    }
    case 'barrage': {
      const p = positionById(s, a.position);
      return {
        procedure: usBarrage.id,
        inputs: barrageInputs(s, a),
        about: `${a.unit} barrages ${p?.name ?? a.position}`,
      };
    }
    case 'move': {
      const plan = planMove(s, w, a, ctx);
      const inf = plan.infiltration;
      if (!inf) return undefined;
      return {
        procedure: usInfiltration.id,
        inputs: infiltrationInputs(inf, plan.units),
        about: `${a.units.join(' and ')} infiltrates past ${inf.past.map((p) => p.name).join(' and ')}`,
      };
    }
    case 'attack': {
      const plan = planAttack(s, w, a, ctx);
      return {
        procedure: usAttack.id,
        inputs: plan.inputs,
        about: `${a.units.join(', ')} attack ${plan.target?.name ?? a.position}`,
      };
    }
    case 'mine':
      return {
        procedure: mineSymbol.id,
        inputs: { turn: s.turn },
        about: `Exploding mine symbol: ${mineBoxes(s, w, ctx)
          .boxes.map((b) => boxName(w, b))
          .join(', ')}`,
      };
    default:
      return undefined;
  }
}

function status(s: GameState, ctx: RulesContext): GameStatus {
  const ext = extRules(s, rule(ctx, 'ext-first-turn'));
  const prompts: string[] = [];
  if (s.phase === 'landing') {
    const due = s.units.filter((u) => u.where === 'due' && u.due <= s.turn);
    prompts.push(
      due.length
        ? `Land ${due.length} unit${due.length > 1 ? 's' : ''}: ${due.map((u) => u.id).join(', ')}`
        : 'Nobody left to land this turn',
    );
  }
  if (s.phase === 'german') {
    if (!s.walk) prompts.push('Draw the German card and enter it');
    else {
      const names = new Map(s.positions.map((p) => [p.id, p.name]));
      prompts.push(
        s.walk.steps.length
          ? `${s.walk.steps.map((x) => names.get(x.position)).join(', ')} act${s.walk.steps.length === 1 ? 's' : ''}`
          : 'No position acts for this card',
      );
      for (const q of s.walk.questions) if (!s.walk.answers[q.id]) prompts.push(`Choose: ${q.prompt}`);
    }
  }
  if (s.phase === 'us') {
    const n = actionsPerSector(ctx, ext);
    prompts.push(
      `Actions left: east ${n - s.usPhase.spent.east} of ${n}, west ${n - s.usPhase.spent.west} of ${n}, plus free actions${ext ? ' (extended rules)' : ''}`,
    );
    const c = clearingAllowance(ctx, s.turn);
    if (c.hexes) prompts.push(`Engineers may clear ${c.hexes} obstacle hex${c.hexes > 1 ? 'es' : ''} a sector`);
    for (const [h, list] of overStacked(s, ctx))
      prompts.push(
        `Hex ${h} holds ${list.length} units: eliminate down to ${rule(ctx, 'stacking-limit')} before the turn ends`,
      );
  }
  const steps = STEPS.map((p) => ({ id: p.id, label: p.label, current: p.id === s.phase }));
  return {
    turn: s.turn,
    lastTurn: lastTurn(s, ctx),
    phase: PHASE_NAME[s.phase],
    steps,
    prompts,
    over: s.over,
    ...(s.over ? { result: 'Game over: count the VP positions held (the digest gives no victory levels)' } : {}),
  };
}

/** The game with its own state and action types (tests and the session view use this one). */
export function omahaGame(
  sc: OmahaScenario,
  ctxFor: () => RulesContext,
): GameDefinition<GameState, Action> & { readonly world: World } {
  const w = worldOf(sc);
  return {
    world: w,
    setup: (options, _rng, ctx) => setupGame(sc, options, ctx),
    check: (s, a, ctx) => check(s, w, a, ctx),
    // An illegal action leaves the state as it was; check() says why.
    apply: (s, a, rng, ctx) => (check(s, w, a, ctx) ? s : apply(s, w, a, rng, ctx)),
    legalActions: (s, ctx) => legalActions(s, w, ctx, check),
    status: (s) => status(s, ctxFor()),
    parseAction,
    tell: (before, after) => (after === before ? [] : after.lastReport),
    rollFor: (s, a, ctx) => rollFor(s, w, a, ctx),
  };
}
