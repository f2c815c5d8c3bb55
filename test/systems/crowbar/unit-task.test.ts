import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { step } from '../../../src/systems/crowbar/game/legal.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { decide } from '../../../src/systems/crowbar/sim/simulator.ts';
import { R } from './helpers.ts';

describe('the unit decision on the stack is one shared, frozen task per column', () => {
  it('at every unit decision of played games it names the activated unit, and is the same object each time', () => {
    const seen = new Map<number, object>();
    let checked = 0;
    for (let k = 0; k < 4; k++) {
      const rng = Rng.fromSeed(`unit-task:${k}`);
      const g = newGame(R, rng, 'solitaire');
      g.logOn = false;
      const roller = new Roller(rng);
      run(g, R, roller);
      for (let n = 0; g.phase !== 'over' && n < 20000; n++) {
        const t = g.stack[g.stack.length - 1];
        if (t?.k === 'unit') {
          expect(t.col).toBe(g.activeCol);
          expect(Object.isFrozen(t)).toBe(true);
          if (!seen.has(t.col)) seen.set(t.col, t);
          expect(t).toBe(seen.get(t.col));
          checked++;
        }
        step(g, R, roller, decide('cautious', g, R, rng));
      }
    }
    expect(seen.size).toBe(12);
    expect(checked).toBeGreaterThan(500);
  });
});
