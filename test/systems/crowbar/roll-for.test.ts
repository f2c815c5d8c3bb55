import { describe, expect, it } from 'vitest';
import { Rng, type AnyProcedure, type DiceRoll } from '../../../src/engine/index.ts';
import { crowbarGame, type CrowbarAction, type CrowbarState } from '../../../src/systems/crowbar/game/index.ts';
import { actionDice } from '../../../src/systems/crowbar/game/roll-for.ts';
import { dieOutlook } from '../../../src/systems/crowbar/game/outlook.ts';
import { step } from '../../../src/systems/crowbar/game/legal.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { DIE_COLORS } from '../../../src/systems/crowbar/game/types.ts';
import { system } from '../../../src/systems/crowbar/index.ts';
import { decide } from '../../../src/systems/crowbar/sim/simulator.ts';
import { ctx, R } from './helpers.ts';

const context = ctx();

function procedure(id: string): AnyProcedure {
  const p = system.procedures.find((x) => x.id === id);
  if (!p) throw new Error(`no procedure ${id}`);
  return p;
}

/** States met along seeded games (the cautious and random policies), every `every` actions. */
function* states(seeds: number, every = 1): Generator<CrowbarState> {
  for (let k = 0; k < seeds; k++) {
    const rng = Rng.fromSeed(`roll-for:${k}`);
    let s = crowbarGame.setup({ mode: 'solitaire' }, rng, context);
    for (let i = 0; i < 4000 && s.phase !== 'over'; i++) {
      if (i % every === 0) yield s;
      const a =
        k % 2
          ? decide('cautious', s, R, rng)
          : (crowbarGame.legalActions(s, context)[
              rng.int(crowbarGame.legalActions(s, context).length)
            ] as CrowbarAction);
      s = crowbarGame.apply(s, a, rng, context);
    }
  }
}

/** Dice for a procedure's groups, drawn from the generator. */
function throwFor(p: AnyProcedure, inputs: Record<string, number | string | boolean>, rng: Rng): DiceRoll {
  const roll: Record<string, (number | string)[]> = {};
  for (const g of p.dice(inputs, context))
    roll[g.name] = Array.from({ length: g.count }, () => g.die.faces[rng.int(g.die.faces.length)] as number | string);
  return roll;
}

describe('odds before a roll are the odds played', () => {
  it('the roll an action previews throws the procedure\u2019s dice, typed in through the action, and reads them as the procedure does', () => {
    const rng = Rng.fromSeed('throws');
    const seen = new Map<string, number>();
    for (const s of states(3)) {
      for (const a of crowbarGame.legalActions(s, context)) {
        const preview = crowbarGame.rollFor?.(s, a, context);
        if (!preview || preview.procedure === 'crowbar.movement-die') continue;
        const p = procedure(preview.procedure);
        const roll = throwFor(p, preview.inputs, rng);
        const dice = actionDice(R, preview, roll);
        const after = crowbarGame.apply(s, { ...a, dice } as CrowbarAction, rng, context);
        const result = p.resolve(preview.inputs, roll, context).outcome as Record<string, number | string | boolean>;
        seen.set(preview.procedure, (seen.get(preview.procedure) ?? 0) + 1);
        const told = after.log.find((t) => t.dice?.some((d) => d.typed));
        expect(told?.dice?.flatMap((d) => d.values)).toEqual(dice);
        if (preview.procedure === 'crowbar.close-combat') {
          // "x hits on LCA 860, y hits on the HKA 3; morale losses: Rangers m, Germans n", whoever attacks.
          const m = /^(\d+) hits? on .+?, (\d+) hits? on the .+; morale losses: Rangers (\d+), Germans (\d+)$/.exec(
            told?.outcome ?? '',
          );
          const [onRangers, onGermans, byRangers, byGermans] = m?.slice(1).map(Number) ?? [];
          const rangersAttack = told?.dice?.[0]?.label === 'Rangers';
          expect(
            rangersAttack ? [onRangers, onGermans, byRangers, byGermans] : [onGermans, onRangers, byGermans, byRangers],
          ).toEqual([
            result.hitsOnAttacker,
            result.hitsOnDefender,
            result.moraleLossesByAttacker,
            result.moraleLossesByDefender,
          ]);
          expect(told?.dice?.map((d) => d.values.length)).toEqual(p.dice(preview.inputs, context).map((d) => d.count));
        } else if (preview.procedure === 'crowbar.open-fire') {
          expect(told?.outcome?.startsWith(result.hits ? `${result.hits} hit` : 'no hit')).toBe(true);
          expect(told?.outcome?.endsWith('Pinned')).toBe(result.pinned);
        } else if (
          preview.procedure === 'crowbar.hasty-fire' &&
          result.markers &&
          !told?.outcome?.includes('pool ran out')
        ) {
          expect(told?.outcome).toMatch(new RegExp(`^${result.markers} Incoming Fire!`));
        } else if (preview.procedure === 'crowbar.grappling') {
          expect(told?.outcome?.toLowerCase()).toContain(`${result.hold === 'none' ? 'no' : result.hold} hold`);
        }
      }
    }
    // Every kind of roll met at least once.
    expect([...seen.keys()].sort()).toEqual([
      'crowbar.close-combat',
      'crowbar.grappling',
      'crowbar.hasty-fire',
      'crowbar.open-fire',
    ]);
  });

  it('the outlook of each Movement Die face is what the face then does to the unit (faces with no chit or card)', () => {
    let checked = 0;
    for (const s of states(2, 3)) {
      const t = s.stack[s.stack.length - 1];
      if (t?.k !== 'unit') continue;
      const r0 = s.rangers[t.col - 1];
      if (!r0) continue;
      for (const die of DIE_COLORS) {
        if (s.rolled.includes(die)) continue;
        for (const o of dieOutlook(s, R, t.col, die)) {
          if (o.chit !== 'none' || o.card) continue;
          const g = structuredClone(s);
          g.logOn = false;
          step(g, R, new Roller(Rng.fromSeed('x'), [o.face]), { type: 'roll', die });
          if (g.stack[g.stack.length - 1]?.k === 'reroll')
            step(g, R, new Roller(Rng.fromSeed('x')), { type: 'accept' });
          const r = g.rangers[t.col - 1];
          expect(r === null, `${die} ${o.label}`).toBe(o.lost);
          if (!r) continue;
          expect(r0.sp - r.sp, `${die} ${o.label}`).toBe(o.hits);
          expect(r.shaken && !r0.shaken, `${die} ${o.label}`).toBe(o.shaken);
          if (o.lca === 'damaged' && r.row < 4) expect(r.lca).toBe('damaged');
          // A stop ends the activation at once; otherwise the unit goes on (to spend Advances or roll again).
          expect(g.activeCol === null && g.lastStop, `${die} ${o.label}`).toBe(o.stop && !o.lost);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
