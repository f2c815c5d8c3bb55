import type { RulesContext } from '../../../engine/index.ts';
import { advances } from '../rules/advance.ts';
import { ACTIONS_TABLE, decideGermanActions } from '../rules/german-action.ts';
import { rule } from '../rules/numbers.ts';
import { compareIds } from '../rules/priority.ts';
import { extRules, type GameState, type Position } from './state.ts';
import { Chooser, usInFof, withinTwo, type WalkCtx, type Work } from './walk-context.ts';
import { runAction } from './walk-actions.ts';
import { runAdvances } from './walk-advance.ts';
import type { Effect, GermanCard, Walk, WalkStep } from './walk-types.ts';

/** Which card colours activate the position (3, 4): its colour on the card; a double symbol needs a Depth marker when occupied. */
export function activation(p: Position, card: GermanCard): { active: boolean; why: string } {
  const c = card.colors.find((x) => x.color === p.color);
  if (!c) return { active: false, why: `colour ${p.color} not on the card` };
  if (c.double && p.occupied && p.depth === 0) return { active: false, why: `double ${p.color} symbol: an occupied position needs a Depth marker (4)` };
  return { active: true, why: `${c.double ? 'double ' : ''}${p.color} on the card${c.double && !p.occupied ? ' (unoccupied: single or double alike, 3)' : ''}` };
}

/** Plans the whole German turn for a card: every activated position, what it does, whom it hits and why. */
export function planGermanTurn(s: GameState, card: GermanCard, answers: Readonly<Record<string, readonly string[]>>, ctx: RulesContext): Walk {
  const chooser = new Chooser(answers);
  const w: WalkCtx = {
    s, ctx, card, chooser,
    work: new Map<string, Work>(s.positions.map((p) => [p.id, { ...p }])),
    pools: { ...s.pools },
    eliminated: s.eliminatedWnUnits,
    capped: new Set<string>(),
    ext: extRules(s, rule(ctx, 'ext-first-turn')),
    artillerySectors: new Set<string>(),
  };
  const work = w.work;
  const steps: WalkStep[] = [];
  const advancing: { p: Work; why: string[] }[] = [];

  const ordered = [...s.positions].sort((a, b) => (a.sector === b.sector ? compareIds(a, b) : a.sector === 'east' ? -1 : 1));
  for (const p0 of ordered) {
    const act = activation(p0, card);
    if (!act.active) {
      // Section 4: a disrupted position loses its marker when its colour is on the card, double symbol or not.
      if (p0.occupied && p0.disrupted && card.colors.some((c) => c.color === p0.color)) {
        (work.get(p0.id) as Work).disrupted = false;
        steps.push({ position: p0.id, actions: ['remove-disrupted'], why: [`Not activated (${act.why}), but its colour is on the card: Disrupted marker removed (4)`], effects: [{ kind: 'position', position: p0.id, patch: { disrupted: false }, why: 'Disrupted marker removed (4)' }] });
      }
      continue;
    }
    const p = work.get(p0.id) as Work;
    const why: string[] = [`Activated: ${act.why}`];
    const effects: Effect[] = [];
    const fofNow = usInFof(s, p);
    const decision = decideGermanActions(
      { card: card.action, position: p.kind, occupied: p.occupied, inCommunication: p.inCommunication, usInFieldOfFire: fofNow, withinTwoHexesOfUs: withinTwo(s, p, ctx), disrupted: p.disrupted, caliber: p.caliber },
      ctx.table(ACTIONS_TABLE),
      {
        advanceOrFire: (w) => {
          const a = advances({ hasDepth: p.depth > 0, revealed: p.revealed, from352: p.from352, usInFieldOfFire: fofNow }, true);
          w.push(`ADVANCE or FIRE: ${a.why}`);
          return a.advance ? 'advance' : 'fire';
        },
        disruptedRemoval: ctx.setting('disruptedRemoval') === 'when-acting' ? 'when-acting' : 'always',
      },
    );
    why.push(...decision.why);
    for (const a of decision.actions) runAction(w, a, p, effects, why, advancing);
    if (decision.actions.length || effects.length) steps.push({ position: p.id, actions: decision.actions, why, effects });
  }

  runAdvances(w, advancing, steps);
  return { card, steps, questions: chooser.questions, answers };
}
