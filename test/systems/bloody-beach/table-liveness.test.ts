/**
 * Issue 13: every Bloody Beach table is read by the procedure or game step that uses it, so an owner's correction
 * changes what the game does. One test per table: the same step under the shipped rows and under an override.
 */
import { describe, expect, it } from 'vitest';
import { makeContext, Rng, type Cell, type RulesContext } from '../../../src/engine/index.ts';
import { landUnits } from '../../../src/systems/bloody-beach/game/landing.ts';
import { makeRules } from '../../../src/systems/bloody-beach/game/rules.ts';
import type { Action, GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { finalResult } from '../../../src/systems/bloody-beach/game/turn.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { T } from '../../../src/systems/bloody-beach/procedures/common.ts';
import { act, ctx, game, rules, scene, set } from './scene.ts';

type Rows = Readonly<Record<string, Readonly<Record<string, Cell>>>>;
const edited = (table: string, rows: Rows): RulesContext => makeContext(system.tables, system.settings, {}, { [table]: rows });
const cell = (table: string, row: string, column: string, value: Cell): RulesContext => edited(table, { [row]: { [column]: value } });

/** Actions applied in turn under one set of rules (each checked first). */
const run = (s: GameState, actions: readonly Action[], c: RulesContext): GameState => actions.reduce((cur, a) => act(cur, a, 'live', c), s);

/** 16-1-A activated next to the 916th's company in 4916. */
const facing = set(scene({ '16-1-hq': '4613', '16-1-A': '4815', 'de-916-1': '4916' }), '16-1', { supply: 2 });
const fire = (dice: number[]): Action[] => [{ type: 'activate', formation: '16-1' }, { type: 'fire', unit: '16-1-A', target: 'de-916-1', dice }];

describe('table liveness: an override of each Bloody Beach table changes the game', () => {
  it('constants: turn 2 supply for the 352nd, and the starting supply of a division', () => {
    const s0 = scene({}, { initiative: 'us', passed: 'german' });
    const t2 = (c: RulesContext) => run(s0, [{ type: 'pass' }], c).formations['de-352']?.supply;
    expect(t2(cell(T.constants, 'turn2-supply-german-352', 'value', 3))).toBe((t2(ctx) ?? 0) - 12);
    const start = (c: RulesContext) => game.setup({}, Rng.fromSeed(1), c).formations['us-1']?.supply;
    expect(start(ctx)).toBe(20);
    expect(start(cell(T.constants, 'start-supply-us-1', 'value', 12))).toBe(12);
  });

  it('efficiency-ratings: the starting rating of a regiment', () => {
    const rating = (c: RulesContext) => game.setup({}, Rng.fromSeed(1), c).formations['16-1']?.rating;
    expect(rating(ctx)).toBe(7);
    expect(rating(cell(T.efficiency, '16-1', 'rating', 4))).toBe(4);
  });

  it('small-arms: the cell of firepower 4 and a 6 decides the shot', () => {
    const shipped = run(facing, fire([6, 1]), ctx).units['de-916-1'];
    const deadly = run(facing, fire([6, 10]), cell(T.smallArms, '6', 'fp4', '2')).units['de-916-1'];
    expect(deadly?.steps).toBeLessThan(shipped?.steps ?? 0);
  });

  it('anti-tank: the cell of the difference and the die decides the steps lost', () => {
    const s0 = set(scene({ '16-1-hq': '4613', '741-A1': '4815', 'de-916-1': '4916', 'de-916-hq': '4917' }, { initiative: 'german' }), 'de-916', { supply: 2 });
    const r = rules.unitType(s0.units['de-916-1']?.type as string);
    const t = rules.unitType(s0.units['741-A1']?.type as string);
    const diff = r.antiTank - t.armor;
    const col = diff < 0 ? `m${-diff}` : diff > 0 ? `p${diff}` : '0';
    const shoot: Action[] = [{ type: 'activate', formation: 'de-916' }, { type: 'fire', unit: 'de-916-1', target: '741-A1', dice: [1] }];
    expect(run(s0, shoot, ctx).units['741-A1']?.steps).toBe(2);
    expect(run(s0, shoot, cell(T.antiTank, '1', col, 1)).units['741-A1']?.steps).toBe(1);
  });

  it('close-combat: the cell of the morale difference and the die decides the fight', () => {
    const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4815', 'de-726-9': '4916' }), '16-1', { supply: 2 });
    const fight: Action[] = [{ type: 'activate', formation: '16-1' }, { type: 'close-combat', units: ['16-1-A'], hex: '4916', dice: [1] }];
    const steps = (c: RulesContext) => run(s0, fight, c).units['16-1-A']?.steps;
    expect(steps(ctx)).toBeLessThan(4);
    expect(steps(edited(T.closeCombat, { '1': Object.fromEntries(['m5', 'm4', 'm3', 'm2', 'm1', '0', 'p1', 'p2', 'p3', 'p4', 'p5'].map((k) => [k, 'NE'])) }))).toBe(4);
  });

  it('drift: the row of a 5 decides where a landing unit comes ashore', () => {
    const landed = (c: RulesContext) => landUnits(makeRules(c), scene({}), ['16-1-A'], [], {}, () => 5).units['16-1-A']?.hex;
    expect(landed(cell(T.drift, '5', 'shift', 0))).not.toBe(landed(ctx));
  });

  it('special-hits: the marker drawn on a natural 10 does what its row says', () => {
    const all = (patch: Record<string, Cell>): RulesContext => edited(T.specialHits, Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), patch])));
    const steps = (c: RulesContext) => run(facing, fire([10, 1]), c).units['de-916-1'];
    const none = steps(all({ extraSteps: 0, pin: false, stays: false }));
    const more = steps(all({ extraSteps: 1, pin: false, stays: false }));
    expect((none?.steps ?? 0) - (more?.steps ?? 0)).toBe(1);
  });

  it('support: the air marker firepower sets the supply interdicted', () => {
    const s0 = set(scene({ 'de-916-hq': '4336' }), 'de-916', { supply: 5 });
    const left = (c: RulesContext) => run(s0, [{ type: 'air-strike', formation: 'de-916', dice: [2] }], c).formations['de-916']?.supply;
    expect(left(ctx)).toBe(1);
    expect(left(cell(T.support, 'air', 'firepower', 3))).toBe(4);
  });

  it('victory: the ratio bands decide the level', () => {
    const s = scene({});
    const levels = (c: RulesContext) => finalResult(makeRules(c), s).level;
    expect(levels(ctx)).toBe('german-major');
    expect(levels(edited(T.victory, { 'german-major': { upTo: -1 } }))).not.toBe('german-major');
  });

  it('german-reinforcements: the roll needed to arrive', () => {
    const s0 = scene({ 'de-916-hq': '4920', '16-1-hq': '4715' }, { initiative: null });
    const roll: Action[] = [{ type: 'initiative', dice: [1, 9] }, { type: 'reinforce', dice: [5] }];
    const next = (c: RulesContext) => run(s0, roll, c).reinforcementNext;
    const key = ctx.table(T.reinforcements).rows[0]?.key as string;
    expect(next(ctx)).toBe(next(cell(T.reinforcements, key, 'roll', 4)) + 1);
  });

  it('unit-types: a unit\'s morale decides its unpin roll', () => {
    const s0 = set(scene({ '16-1-hq': '4613', '16-1-A': { hex: '4815', pinned: true } }), '16-1', { supply: 2 });
    const unpin: Action[] = [{ type: 'activate', formation: '16-1' }, { type: 'unpin', unit: '16-1-A', dice: [9] }];
    const type = s0.units['16-1-A']?.type as string;
    expect(run(s0, unpin, ctx).units['16-1-A']?.pinned).toBe(true);
    expect(run(s0, unpin, cell(T.unitTypes, type, 'morale', 10)).units['16-1-A']?.pinned).toBe(false);
  });

  it('asset-types: an asset\'s firepower is added to the shot', () => {
    const s0 = { ...facing, assets: { ...facing.assets, 'us-7fa': { ...(facing.assets['us-7fa'] as NonNullable<GameState['assets'][string]>), status: 'pool' as const, used: false, formation: '16-1' } } };
    const shot = (c: RulesContext) => {
      const s = run(s0, [{ type: 'activate', formation: '16-1' }, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-A' }], c);
      return game.rollFor(s, { type: 'fire', unit: '16-1-A', target: 'de-916-1' }, c)?.inputs.assetFirepower;
    };
    const type = s0.assets['us-7fa']?.type as string;
    expect(shot(ctx)).toBe(4);
    expect(shot(cell(T.assetTypes, type, 'firepower', 2))).toBe(2);
  });

  it('terrain: the movement cost of the hex entered', () => {
    const s0 = set(scene({ '16-1-hq': '4613', '16-1-A': '4815' }), '16-1', { supply: 2 });
    const to = '4814';
    const key = rules.board.terrain(rules.board.hex(to)).key;
    const mp = (c: RulesContext) => run(s0, [{ type: 'activate', formation: '16-1' }, { type: 'move', unit: '16-1-A', to }], c).units['16-1-A']?.mp ?? 0;
    expect(mp(ctx) - mp(cell(T.terrain, key, 'infantry', 3))).toBe(3 - (ctx.table(T.terrain).rows.find((r) => r.key === key)?.values.infantry as number));
  });

  it('covers every table of the system', () => {
    const tested = [T.constants, T.efficiency, T.smallArms, T.antiTank, T.closeCombat, T.drift, T.specialHits, T.support, T.victory, T.reinforcements, T.unitTypes, T.assetTypes, T.terrain];
    expect([...tested].sort()).toEqual(system.tables.map((t) => t.id).sort());
  });
});
