import type { RulesContext } from '../../../engine/index.ts';
import type { OmahaMap } from '../map/omaha-map.ts';
import { advances } from '../rules/advance.ts';
import { ACTIONS_TABLE, decideGermanActions } from '../rules/german-action.ts';
import { rule } from '../rules/numbers.ts';
import { compareIds } from '../rules/priority.ts';
import { tracesCommunication, usControl } from './ground.ts';
import { extRules, type GameState, type Position } from './state.ts';
import { Chooser, usInFof, withinTwo, type WalkCtx, type Work } from './walk-context.ts';
import { runAction } from './walk-actions.ts';
import { runAdvances } from './walk-advance.ts';
import type { Effect, GermanCard, IdlePosition, Walk, WalkStep } from './walk-types.ts';

/** Which card colours activate the position (3, 4): its colour on the card; a double symbol needs a Depth marker when occupied. */
export function activation(p: Position, card: GermanCard): { active: boolean; why: string } {
  const c = card.colors.find((x) => x.color === p.color);
  if (!c) return { active: false, why: `its colour, ${p.color}, is not on the card (3)` };
  if (c.double && p.occupied && p.depth === 0)
    return { active: false, why: `double ${p.color} symbol: an occupied position needs a Depth marker to act (4)` };
  return {
    active: true,
    why: `${c.double ? 'double ' : ''}${p.color} on the card${c.double && !p.occupied ? ' (unoccupied: single or double alike, 3)' : ''}`,
  };
}

/** Why an activated position does nothing, in one clause: its state in the matrix, and the condition that failed. */
function idleReason(p: Position, fof: boolean, card: GermanCard, why: readonly string[]): string {
  const state = !p.occupied
    ? p.inCommunication
      ? 'empty'
      : 'empty and cut off'
    : p.disrupted
      ? 'Disrupted'
      : fof
        ? 'US in its field of fire'
        : 'no US unit in its field of fire';
  const failed = why.find((w) => w.startsWith('No action: '))?.slice('No action: '.length);
  return `${state}: ${failed ?? `card ${card.action} gives it no action`} (3)`;
}

/** Communication traced from the map at the start of German fire (2), for every position. */
function traceAll(s: GameState, map: OmahaMap, ctx: RulesContext): Walk['communication'] {
  const control = usControl(s, map, ctx);
  return s.positions.flatMap((p) => {
    const t = tracesCommunication(s, map, p, control);
    return t.inCommunication === p.inCommunication
      ? []
      : [{ position: p.id, inCommunication: t.inCommunication, why: t.why }];
  });
}

/** Plans the whole German turn for a card: every position, what it does (or why nothing), whom it hits and why. */
export function planGermanTurn(
  s0: GameState,
  map: OmahaMap,
  card: GermanCard,
  answers: Readonly<Record<string, readonly string[]>>,
  ctx: RulesContext,
): Walk {
  const communication = traceAll(s0, map, ctx);
  const s: GameState = communication.length
    ? {
        ...s0,
        positions: s0.positions.map((p) => {
          const c = communication.find((x) => x.position === p.id);
          return c ? { ...p, inCommunication: c.inCommunication } : p;
        }),
      }
    : s0;
  const chooser = new Chooser(answers);
  const w: WalkCtx = {
    s,
    map,
    ctx,
    card,
    chooser,
    work: new Map<string, Work>(s.positions.map((p) => [p.id, { ...p }])),
    pools: { ...s.pools },
    eliminated: s.eliminatedWnUnits,
    lost: new Map<string, number>(),
    ext: extRules(s, rule(ctx, 'ext-first-turn')),
    artillerySectors: new Set<string>(),
  };
  const steps: WalkStep[] = [];
  const idle: IdlePosition[] = [];
  const advancing: { p: Work; why: string[] }[] = [];

  const ordered = [...s.positions].sort((a, b) =>
    a.sector === b.sector ? compareIds(a, b) : a.sector === 'east' ? -1 : 1,
  );
  for (const p0 of ordered) {
    const act = activation(p0, card);
    if (!act.active) {
      // Section 4: a disrupted position loses its marker when its colour is on the card, double symbol or not.
      if (p0.occupied && p0.disrupted && card.colors.some((c) => c.color === p0.color)) {
        (w.work.get(p0.id) as Work).disrupted = false;
        steps.push({
          position: p0.id,
          actions: ['remove-disrupted'],
          why: [`Not activated (${act.why}), but its colour is on the card: Disrupted marker removed (4)`],
          effects: [
            { kind: 'position', position: p0.id, patch: { disrupted: false }, why: 'Disrupted marker removed (4)' },
          ],
        });
      } else idle.push({ position: p0.id, reason: `not activated: ${act.why}`, why: [`Not activated: ${act.why}`] });
      continue;
    }
    const p = w.work.get(p0.id) as Work;
    const why: string[] = [`Activated: ${act.why}`];
    const effects: Effect[] = [];
    const fofNow = usInFof(w, p);
    const decision = decideGermanActions(
      {
        card: card.action,
        position: p.kind,
        occupied: p.occupied,
        inCommunication: p.inCommunication,
        usInFieldOfFire: fofNow,
        withinTwoHexesOfUs: withinTwo(w, p),
        disrupted: p.disrupted,
        caliber: p.caliber,
      },
      ctx.table(ACTIONS_TABLE),
      {
        advanceOrFire: (ws) => {
          const a = advances(
            { hasDepth: p.depth > 0, revealed: p.revealed, from352: p.from352, usInFieldOfFire: fofNow },
            true,
          );
          ws.push(`ADVANCE or FIRE: ${a.why}`);
          return a.advance ? 'advance' : 'fire';
        },
        disruptedRemoval: ctx.setting('disruptedRemoval') === 'when-acting' ? 'when-acting' : 'always',
      },
    );
    why.push(...decision.why);
    for (const a of decision.actions) runAction(w, a, p, effects, why, advancing);
    if (decision.actions.length || effects.length)
      steps.push({ position: p.id, actions: decision.actions, why, effects });
    else idle.push({ position: p.id, reason: idleReason(p, fofNow, card, decision.why), why });
  }

  runAdvances(w, advancing, steps);
  return {
    card,
    communication,
    steps,
    idle: idle.filter((x) => !steps.some((st) => st.position === x.position)),
    questions: chooser.questions,
    answers,
  };
}
