import { describe, expect, it } from 'vitest';
import { resolveProcedure, Rng, type Face, type ResolvedRoll } from '../../../src/engine/index.ts';
import type { Action, GameState, UnitState } from '../../../src/systems/bloody-beach/game/state.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { ctx, game, rules } from './scene.ts';

/** The dice of a resolved roll in the order the game reads typed dice: group by group. */
const diceOf = (r: ResolvedRoll): number[] => r.pool.flatMap((g) => g.values.map((v: Face) => Number(v)));

/** What the game did to the unit a roll was about, against what the procedure's outcome says. */
function agrees(a: Action, r: ResolvedRoll, before: GameState, after: GameState): boolean {
  const o = r.outcome;
  const unit = (s: GameState, id: string): UnitState => s.units[id] as UnitState;
  switch (a.type) {
    case 'unpin':
      return unit(after, a.unit).pinned === !o.unpinned;
    case 'send-supply':
      return (after.formations[a.to]?.supply !== before.formations[a.to]?.supply) === Number(o.transferred) > 0;
    case 'fire':
    case 'reaction-fire':
    case 'naval-fire': {
      const b = unit(before, a.target);
      const t = unit(after, a.target);
      if (o.displaceHq || o.retreat || o.specialHit) return true; // later steps of their own (decisions, markers)
      const lost = b.steps - (t.status === 'map' ? t.steps : 0);
      if (r.procedure.endsWith('anti-tank-fire')) return lost === Math.min(Number(o.steps), b.steps);
      const pins = o.pinned === true && rules.unitType(b.type).class !== 'vehicle';
      return lost === Math.min(Number(o.steps), b.steps) && (t.status !== 'map' || t.pinned === (b.pinned || pins));
    }
    default:
      return true;
  }
}

describe('rollFor: the odds shown are the odds played', () => {
  it('each roll a random game makes is previewed by a procedure of the system, named in words, and the game lands on the outcome that procedure gives for the same dice', () => {
    const rng = Rng.fromSeed('roll-for-4');
    let s = game.setup({}, rng, ctx);
    const checked = new Map<string, number>();
    for (let i = 0; i < 700 && s.phase !== 'over'; i++) {
      const legal = game.legalActions(s, ctx);
      const rolling = legal.filter((a) => game.rollFor(s, a, ctx) !== undefined);
      const going = legal.filter((a) => !['pass', 'end-activation', 'end-reaction'].includes(a.type));
      const pool = rolling.length > 0 && rng.int(3) > 0 ? rolling : going.length > 0 && rng.int(12) > 0 ? going : legal;
      const pick = pool[rng.int(pool.length)] as Action;
      const preview = game.rollFor(s, pick, ctx);
      if (!preview) {
        s = game.apply(s, pick, rng, ctx);
        continue;
      }
      const proc = system.procedures.find((p) => p.id === preview.procedure);
      expect(proc, preview.procedure).toBeDefined();
      if (!proc) continue;
      expect(preview.about ?? '').not.toMatch(/\b(?:us|de)-[a-z0-9]|\b\d+-\d+\b|pillbox-\d|nest-\d/);
      const odds = proc.odds(preview.inputs as never, ctx).reduce((x, o) => x + o.p, 0);
      expect(odds).toBeCloseTo(1, 9);
      const r = resolveProcedure(proc, ctx, { inputs: preview.inputs, rng });
      const typed = { ...pick, dice: diceOf(r) } as Action;
      const after = game.apply(s, typed, rng, ctx);
      expect(agrees(pick, r, s, after), `${pick.type} ${JSON.stringify(pick)}: ${r.summary}`).toBe(true);
      checked.set(pick.type, (checked.get(pick.type) ?? 0) + 1);
      s = after;
    }
    expect([...checked.keys()], JSON.stringify([...checked])).toEqual(
      expect.arrayContaining([
        'initiative',
        'reaction-fire',
        'naval-fire',
        'unpin',
        'activate',
        'land-first-wave',
        'land-wave',
        'send-supply',
      ]),
    );
  }, 120_000);
});
