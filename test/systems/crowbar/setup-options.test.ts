import { describe, expect, it } from 'vitest';
import { Rng, type SettingValue } from '../../../src/engine/index.ts';
import { crowbarGame, parseCrowbarAction } from '../../../src/systems/crowbar/game/index.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { rulesFor } from '../../../src/systems/crowbar/game/rules.ts';
import { unitName } from '../../../src/systems/crowbar/game/core.ts';
import { legalActions, step } from '../../../src/systems/crowbar/game/legal.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import type { CrowbarAction } from '../../../src/systems/crowbar/game/actions.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { ctx, face, german, put, topCard } from './helpers.ts';

/** Applies actions through the public reducer, with the session settings given. */
function play(
  s: CrowbarState,
  chosen: Record<string, SettingValue>,
  rng: Rng,
  ...actions: CrowbarAction[]
): CrowbarState {
  const c = ctx(chosen);
  let out = s;
  for (const a of actions) {
    const problem = crowbarGame.check(out, a, c);
    if (problem) throw new Error(`${JSON.stringify(a)}: ${problem}`);
    out = crowbarGame.apply(out, a, rng, c);
  }
  return out;
}

const FREE = { 'crowbar.freeDeployment': true };

describe('B-6 option: free deployment of the landing craft within each Company zone', () => {
  it('B-6 option: off by default, setup goes straight to Operation Flashlamp', () => {
    const g = crowbarGame.setup({}, Rng.fromSeed('b6-a'), ctx());
    expect(g.stack[g.stack.length - 1]?.k).toBe('flashlamp');
  });

  it('B-6 option: when chosen, every swap inside one Company zone is offered, and none across zones', () => {
    const c = ctx(FREE);
    const g = crowbarGame.setup(FREE, Rng.fromSeed('b6-b'), c);
    expect(g.stack[g.stack.length - 1]?.k).toBe('deploy');
    const legal = crowbarGame.legalActions(g, c);
    const swaps = legal.flatMap((a) => (a.type === 'deploy-swap' ? [[a.a, a.b]] : []));
    expect(swaps).toHaveLength(18);
    for (const [a, b] of swaps) expect(Math.ceil((a ?? 0) / 4)).toBe(Math.ceil((b ?? 0) / 4));
    expect(legal.some((a) => a.type === 'deploy-done')).toBe(true);
    expect(crowbarGame.check(g, { type: 'deploy-swap', a: 4, b: 5 }, c)).toMatch(/not allowed/);
  });

  it('B-6 option: a stack moves whole: LCA name, Support unit, Rudder and the Supplies go to the new column; the Rally Point stays', () => {
    const rng = Rng.fromSeed('b6-c');
    const R = rulesFor(ctx(FREE));
    let g = crowbarGame.setup(FREE, rng, ctx(FREE));
    const support = g.rangers[2];
    expect(support?.support).toBe(true);
    g = play(g, FREE, rng, { type: 'deploy-swap', a: 1, b: 3 });
    const moved = g.rangers[0];
    const other = g.rangers[2];
    if (!moved || !other) throw new Error('units missing');
    expect(moved).toMatchObject({ col: 1, support: true, sp: 6, rally: 0, lcaOf: 3 });
    expect(other).toMatchObject({ col: 3, support: false, sp: 10, rally: 0, lcaOf: 1 });
    expect(unitName(moved, R)).toBe('Easy Support (6 SP)');
    expect(g.commanders.find((x) => x.id === 'rudder')?.col).toBe(1);
    expect(g.commanders.find((x) => x.id === 'baugh')?.col).toBe(3);
    expect(g.supplies.find((s) => s.company === 'easy')?.carriedBy).toBe(1);
    // Swapped back, each unit is home again and carries no note of another LCA.
    g = play(g, FREE, rng, { type: 'deploy-swap', a: 1, b: 3 });
    expect(g.rangers[0]?.lcaOf).toBeUndefined();
    expect(g.rangers[2]?.lcaOf).toBeUndefined();
  });

  it('B-6 option then B-9: deployment done, the typed Flashlamp die gives die + 10 markers to place', () => {
    const rng = Rng.fromSeed('b6-d');
    let g = crowbarGame.setup(FREE, rng, ctx(FREE));
    g = play(g, FREE, rng, { type: 'deploy-swap', a: 9, b: 12 }, { type: 'deploy-done', dice: [4] });
    expect(g.stack[g.stack.length - 1]).toMatchObject({ k: 'flashlamp', left: 14 });
    expect(g.lastRoll).toMatchObject({ for: 'flashlamp', dice: [{ die: 'combat', face: 4 }] });
    expect(g.commanders.find((x) => x.id === 'masny')?.col).toBe(12);
  });
});

/** A solitaire game in play: Easy's columns 1-3 on the Highway, column 4 about to draw an Event Card. */
function roadblockGame(seed: string): { g: CrowbarState; rng: Rng } {
  const rng = Rng.fromSeed(seed);
  const g = newGame(rulesFor(ctx()), rng, 'solitaire');
  g.germans = [];
  g.guns = [];
  g.spaceIncoming = [];
  g.phase = 'play';
  g.stack = [{ k: 'select' }];
  for (const c of g.commanders) c.used = true;
  for (const col of [1, 2, 3]) put(g, col, 13);
  put(g, 4, 6);
  topCard(g, (label) => label.startsWith('Relief Column'));
  return { g, rng };
}

const DRAW_CARD: CrowbarAction[] = [
  { type: 'select-company', company: 'easy' },
  { type: 'activate', col: 4 },
  { type: 'roll', die: 'green', dice: [face('green', 'No Effect / Draw Event Card')] },
];

describe('H-3 with P-6: a very strong Roadblock and the Relief Column (setting crowbar.strongRoadblockRelief)', () => {
  it('H-3: with three Easy units holding the Roadblock, a Relief card moves the marker two spaces', () => {
    const { g, rng } = roadblockGame('h3-a');
    const after = play(g, {}, rng, ...DRAW_CARD);
    expect(after.relief).toBe(2);
  });

  it('H-3: two units make a Roadblock (Q-6) but not a very strong one: one space', () => {
    const { g, rng } = roadblockGame('h3-b');
    put(g, 3, 12);
    expect(play(g, {}, rng, ...DRAW_CARD).relief).toBe(1);
  });

  it('H-3 with Q-6: a German unit between the Highway and the cliff top breaks the line, so no bonus', () => {
    const { g, rng } = roadblockGame('h3-c');
    german(g, 'hka-3', 2, 9);
    expect(play(g, {}, rng, ...DRAW_CARD).relief).toBe(1);
  });

  it('H-3: the other reading (no extra space) is a setting', () => {
    const { g, rng } = roadblockGame('h3-d');
    expect(play(g, { 'crowbar.strongRoadblockRelief': 'none' }, rng, ...DRAW_CARD).relief).toBe(1);
  });
});

describe('B-6 option, R-4, S-8 and H-3 together: random legal play', () => {
  for (const mode of ['coop2', 'coop3', 'solitaire']) {
    it(`${mode} with free deployment: no dead end, every action parses, the game ends`, () => {
      const chosen = { ...FREE, mode };
      const c = ctx(chosen);
      const R = rulesFor(c);
      const rng = Rng.fromSeed(`options-fuzz-${mode}`);
      const g = crowbarGame.setup(chosen, rng, c);
      const seen = new Set<string>();
      for (let n = 0; g.phase !== 'over'; n++) {
        const legal = legalActions(g, R);
        expect(legal.length, `dead end at ${JSON.stringify(g.stack[g.stack.length - 1])}`).toBeGreaterThan(0);
        const a = legal[rng.int(legal.length)] as CrowbarAction;
        expect(parseCrowbarAction(JSON.parse(JSON.stringify(a)))).toEqual(a);
        seen.add(a.type);
        const t = g.stack[g.stack.length - 1];
        if (t?.k === 'chit-offer') expect(g.decider?.seat).toBe(t.drawer);
        step(g, R, new Roller(rng), a);
        expect(n).toBeLessThan(20000);
      }
      expect(seen.has('deploy-done')).toBe(true);
      expect(g.over?.level).toBeTruthy();
    });
  }
});
