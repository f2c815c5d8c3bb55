import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { parseCrowbarAction, type CrowbarAction } from '../../../src/systems/crowbar/game/index.ts';
import { legalActions, step } from '../../../src/systems/crowbar/game/legal.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { newModeGame } from '../../../src/systems/crowbar/game/versus-setup.ts';
import type { VersusMode } from '../../../src/systems/crowbar/game/types.ts';
import { R } from './helpers.ts';

describe('T fuzz: random legal choices for both sides', () => {
  for (const mode of ['versus2', 'versus3', 'versus4', 'notsocoop3'] as VersusMode[]) {
    it(`plays ${mode} games to the end; German decisions offer only German actions`, () => {
      const rng = Rng.fromSeed(`fuzz-${mode}`);
      const asked = new Set<string>();
      for (let k = 0; k < 4; k++) {
        const g = newModeGame(R, rng, mode);
        g.logOn = false;
        const roller = new Roller(rng);
        run(g, R, roller);
        for (let n = 0; g.phase !== 'over'; n++) {
          const legal = legalActions(g, R);
          if (!legal.length) throw new Error(`${mode}: dead end at ${JSON.stringify(g.stack[g.stack.length - 1])}`);
          const german = g.decider?.side === 'german';
          expect(legal.every((a) => a.type.startsWith('german-') === german)).toBe(true);
          if (german) {
            expect(legal.length).toBeGreaterThan(1);
            asked.add(legal[0]?.type ?? '');
          }
          const a = legal[rng.int(legal.length)] as CrowbarAction;
          if (german) expect(parseCrowbarAction(JSON.parse(JSON.stringify(a)))).toEqual(a);
          step(g, R, roller, a);
          if (n > 30000) throw new Error(`${mode}: endless game`);
        }
        expect(g.over?.reason).toMatch(/time|relief|turn-limit/);
        expect(g.decider).toBeNull();
      }
      expect([...asked]).toEqual(expect.arrayContaining(['german-deploy', 'german-place-marker']));
    });
  }
});
