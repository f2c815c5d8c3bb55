import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { apply } from '../../../src/systems/bloody-omaha/game/game.ts';
import { actionSquares, highlights } from '../../../src/ui/boards/bloody-omaha/describe.ts';
import { squareViews } from '../../../src/ui/boards/bloody-omaha/model.ts';
import { formsFor, offersFor } from '../../../src/ui/boards/bloody-omaha/offers.ts';
import { checker, ctx, data, fresh, legal } from './helpers.ts';

const ON_MAP = new Set([
  'move',
  'probe',
  'attack',
  'engineer',
  'undisrupt',
  'return-unit',
  'transfer-tank',
  'reinforce',
]);

describe('the board through random legal play', () => {
  it('offers only what check() accepts, hides every unrevealed face, and reaches every legal action from the map or the step', () => {
    const rng = Rng.fromSeed('board-fuzz');
    let s = fresh('board-fuzz');
    for (let step = 0; step < 160 && s.phase !== 'over'; step++) {
      const acts = legal(s);
      expect(acts.length).toBeGreaterThan(0);
      const views = squareViews(s, data);
      for (const q of views) {
        for (const t of q.tokens) if (t.hidden) expect('face' in t).toBe(false);
      }
      const roles = highlights(acts, s);
      const check = checker(s);
      for (const sq of roles.keys()) {
        const offers = offersFor(sq, '', s, data, acts, check);
        for (const o of offers) expect(check(o.action) === undefined).toBe(o.legal);
        formsFor(sq, s, data, acts);
      }
      // the Now panel leaves these to the map: each is offered by one of its squares, or by one and then another
      for (const a of acts) {
        if (!ON_MAP.has(a.type)) continue;
        const sqs = actionSquares(a, s);
        expect(sqs.length).toBeGreaterThan(0);
        if (a.type === 'engineer') {
          expect(formsFor(a.square, s, data, acts)).toContain('engineer');
          continue;
        }
        const pairs = [
          ...sqs.map((x) => [x, ''] as const),
          ...sqs.flatMap((x) => sqs.filter((y) => y !== x).map((y) => [x, y] as const)),
        ];
        expect(
          pairs.some(([x, y]) =>
            offersFor(x, y, s, data, acts, check).some(
              (o) => o.legal && JSON.stringify(o.action) === JSON.stringify(a),
            ),
          ),
          JSON.stringify(a),
        ).toBe(true);
      }
      const a = acts[rng.int(acts.length)]!;
      s = apply(s, a, rng, ctx);
    }
    expect(s.turn).toBeGreaterThan(1);
  });
});
