/**
 * Every Brécourt table is read by the procedure or game step that uses it: an owner's correction of a row changes
 * the result. One test per table, named after the table and its section.
 */
import { describe, expect, it } from 'vitest';
import { makeContext, normalizeInputs, resolveProcedure, Rng, type Cell, type RulesContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import type { GameDefinition } from '../../../src/systems/types.ts';
import { score, suggestInputs, type BrecourtAction, type BrecourtState } from '../../../src/systems/brecourt/game/index.ts';
import { proc } from './helpers.ts';

const game = system.game as unknown as GameDefinition<BrecourtState, BrecourtAction>;

/** The shipped rules with one cell of one table replaced, as an owner's correction would. */
function corrected(table: string, row: string, column: string, value: Cell): RulesContext {
  return makeContext(system.tables, system.settings, {}, { [`brecourt.${table}`]: { [row]: { [column]: value } } });
}

const shipped = makeContext(system.tables, system.settings, {});

function resolve(ctx: RulesContext, id: string, inputs: Record<string, unknown>, dice: string) {
  return resolveProcedure(proc(id), ctx, dice ? { inputs, dice } : { inputs });
}

function poolOf(ctx: RulesContext, id: string, inputs: Record<string, unknown>): Record<string, number> {
  const p = proc(id);
  return Object.fromEntries(p.dice(normalizeInputs(p.inputs, inputs), ctx).map((g) => [g.name, g.count]));
}

function play(ctx: RulesContext, actions: readonly BrecourtAction[], from?: BrecourtState): BrecourtState {
  let s = from ?? game.setup({}, Rng.fromSeed(1), ctx);
  for (const a of actions) {
    const why = game.check(s, a, ctx);
    if (why) throw new Error(`${a.type}: ${why}`);
    s = game.apply(s, a, Rng.fromSeed(2), ctx);
  }
  return s;
}

const skip = (n: number): BrecourtAction[] => Array.from({ length: n }, () => ({ type: 'next-step', skip: true }) as BrecourtAction);
const fig = (s: BrecourtState, id: string) => s.figures.find((f) => f.id === id);

describe('every Brécourt table is read where it is used', () => {
  it('covers every table the system ships', () => {
    const tested = ['us-weapons', 'us-fire-modifiers', 'us-fire-results', 'sets', 'german-weapons', 'german-fire-modifiers', 'german-fire-results', 'wound', 'morale', 'morale-modifiers', 'movement', 'movement-modifiers', 'target-cover', 'grenade-scatter', 'grenade-blast', 'hand-to-hand', 'confusion', 'scoring', 'rules'];
    expect(system.tables.map((t) => t.id.replace('brecourt.', '')).sort()).toEqual([...tested].sort());
  });

  it('US weapons (US Sheet: Firing, Basic Dice): the dice, the template die, the close-range die and the grenade a new figure carries', () => {
    const i = { weapon: 'rifle', cover: 'hard', rangeInches: 20 };
    expect(poolOf(shipped, 'brecourt.us-fire', i).pool).toBe(3);
    expect(poolOf(corrected('us-weapons', 'rifle', 'dice', 4), 'brecourt.us-fire', i).pool).toBe(4);
    expect(poolOf(corrected('us-weapons', '30cal', 'closeRangeBonus', true), 'brecourt.us-fire', { weapon: '30cal', cover: 'hard', rangeInches: 5 }).pool).toBe(5);
    expect(poolOf(corrected('us-weapons', 'smg', 'perFigureInTemplate', false), 'brecourt.us-fire', { weapon: 'smg', cover: 'hard', rangeInches: 20, figuresInTemplate: 2 }).pool).toBe(3);
    const add: BrecourtAction = { type: 'add-figure', figure: { id: 'gunner', name: 'Pvt Gunner', side: 'us', weapon: '30cal' } };
    expect(fig(play(shipped, [add]), 'gunner')?.grenades).toBe(0);
    expect(fig(play(corrected('us-weapons', '30cal', 'grenade', true), [add]), 'gunner')?.grenades).toBe(1);
  });

  it('US fire modifiers (US Sheet: Fire Modifiers)', () => {
    const i = { weapon: 'rifle', cover: 'hard', rangeInches: 5 };
    expect(poolOf(shipped, 'brecourt.us-fire', i).pool).toBe(4);
    expect(poolOf(corrected('us-fire-modifiers', 'under-12', 'dice', 2), 'brecourt.us-fire', i).pool).toBe(5);
  });

  it('US fire results (US Sheet: Result of dice roll)', () => {
    const i = { weapon: 'rifle', cover: 'hard', rangeInches: 20 };
    expect(resolve(shipped, 'brecourt.us-fire', i, '2,2,5').outcome).toEqual({ kill: false, suppressions: 1 });
    expect(resolve(corrected('us-fire-results', 'hard', 'killMax', 2), 'brecourt.us-fire', i, '2,2,5').outcome).toEqual({ kill: true, suppressions: 0 });
  });

  it('what a set is worth (US Sheet: Firing; Blast Effect)', () => {
    const i = { weapon: 'rifle', cover: 'hard', rangeInches: 20 };
    expect(resolve(corrected('sets', 'three', 'usSuppressions', 3), 'brecourt.us-fire', i, '4,4,4').outcome).toEqual({ kill: false, suppressions: 3 });
    expect(resolve(corrected('sets', 'two', 'grenadeKills', 2), 'brecourt.us-grenade-blast', { figuresInArea: 2 }, '1,1,3,5').outcome).toEqual({ kills: 2 });
  });

  it('German weapons (German Sheet: Firing, Basic Dice)', () => {
    expect(poolOf(corrected('german-weapons', 'mg42', 'plain', 5), 'brecourt.german-fire', { weapon: 'mg42', rangeInches: 20 })).toEqual({ plain: 5, odd: 0 });
    expect(poolOf(corrected('german-weapons', 'rifle', 'odd', 0), 'brecourt.german-fire', { weapon: 'rifle', rangeInches: 20 })).toEqual({ plain: 2, odd: 0 });
  });

  it('German fire modifiers (German Sheet: Modifiers): the cannot-fire floor too', () => {
    const i = { weapon: 'rifle', rangeInches: 20, firerSuppressionMarkers: 1 };
    expect(resolve(shipped, 'brecourt.german-fire', i, 'plain:1,2').outcome).toEqual({ result: 'none' });
    expect(resolve(corrected('german-fire-modifiers', 'floor', 'dice', 2), 'brecourt.german-fire', i, '').outcome).toEqual({ result: 'cannot-fire' });
    expect(poolOf(corrected('german-fire-modifiers', 'open', 'dice', 2), 'brecourt.german-fire', { weapon: 'smg', rangeInches: 20, targetInOpen: true }).plain).toBe(5);
  });

  it('German fire results (German Sheet: Result of dice roll): sizes and whether the odd die counts', () => {
    const i = { weapon: 'rifle', rangeInches: 20 };
    expect(resolve(shipped, 'brecourt.german-fire', i, 'plain:5,2;odd:5').outcome).toEqual({ result: 'none' });
    expect(resolve(corrected('german-fire-results', 'pair', 'oddDieCounts', true), 'brecourt.german-fire', i, 'plain:5,2;odd:5').outcome).toEqual({ result: 'suppressed' });
    expect(resolve(corrected('german-fire-results', 'three', 'size', 2), 'brecourt.german-fire', i, 'plain:5,2;odd:5').outcome).toEqual({ result: 'wound' });
  });

  it('wound table (German Sheet: Wound Table)', () => {
    expect(resolve(corrected('wound', 'double', 'result', 'killed'), 'brecourt.wound', {}, '3,3,5').outcome).toEqual({ result: 'killed' });
  });

  it('morale dice and failure (German Sheet: German Morale)', () => {
    const i = { suppressionMarkers: 3, rangeInches: 5 };
    expect(resolve(shipped, 'brecourt.german-morale', i, 'test:1;outcome:5').outcome).toEqual({ passed: false, result: 'runs' });
    expect(resolve(corrected('morale', 'within-12', 'surrenderMax', 6), 'brecourt.german-morale', i, 'test:1;outcome:5').outcome).toEqual({ passed: false, result: 'surrenders' });
    expect(poolOf(corrected('morale', 'over-12', 'testDice', 1), 'brecourt.german-morale', { suppressionMarkers: 3, rangeInches: 20 }).test).toBe(1);
  });

  it('morale modifiers (German Sheet: Morale Modifiers)', () => {
    const i = { suppressionMarkers: 3, rangeInches: 5, fallschirmjager: true };
    expect(resolve(shipped, 'brecourt.german-morale', i, 'test:2;outcome:5').outcome).toEqual({ passed: false, result: 'runs' });
    expect(resolve(corrected('morale-modifiers', 'fallschirmjager', 'amount', 2), 'brecourt.german-morale', i, 'test:2').outcome).toEqual({ passed: true, result: 'holds' });
  });

  it('movement modes (Movement): the inches a move is told with, and which modes may fire', () => {
    const move: BrecourtAction = { type: 'set-move', figure: 'winters', mode: 'normal' };
    expect(play(shipped, [move]).said[0]?.text).toMatch(/up to 7"/);
    expect(play(corrected('movement', 'normal', 'inches', 8), [move]).said[0]?.text).toMatch(/up to 8"/);
    const shot: BrecourtAction = { type: 'roll', procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'], inputs: { rangeInches: 20 } };
    const ctx = corrected('movement', 'normal', 'canFire', true);
    expect(game.check(play(shipped, [move]), shot, shipped)).toMatch(/cannot fire/);
    expect(game.check(play(ctx, [move]), shot, ctx)).toBeUndefined();
  });

  it('movement modifiers (Movement Modifiers): the game allows a move by them', () => {
    const wounded = (ctx: RulesContext) => play(ctx, [{ type: 'edit-figure', figure: 'toye', patch: { wounds: 1 } }]);
    const fast: BrecourtAction = { type: 'set-move', figure: 'toye', mode: 'fast' };
    expect(game.check(wounded(shipped), fast, shipped)).toMatch(/no fast move/);
    const ctx = corrected('movement-modifiers', 'wound', 'noFast', false);
    expect(game.check(wounded(ctx), fast, ctx)).toBeUndefined();
  });

  it('target cover (Moving and cover explanations): the cover a shot is prefilled with', () => {
    const s = game.setup({}, Rng.fromSeed(1), shipped);
    expect(suggestInputs(s, 'brecourt.us-fire', shipped, 'winters', ['rifle1']).cover).toBe('hard');
    expect(suggestInputs(s, 'brecourt.us-fire', corrected('target-cover', 'trench-stationary', 'cover', 'light'), 'winters', ['rifle1']).cover).toBe('light');
    expect(resolve(corrected('target-cover', 'trench-prone', 'cover', 'light'), 'brecourt.target-cover', { position: 'trench-across', mode: 'prone' }, '').outcome).toEqual({ cover: 'light' });
  });

  it('grenade scatter (US Sheet: Grenades)', () => {
    expect(resolve(shipped, 'brecourt.us-grenade-scatter', { aimInches: 4 }, '5').outcome).toEqual({ landing: 'long', offsetInches: 2 });
    expect(resolve(corrected('grenade-scatter', 'near-long', 'offsetInches', 1), 'brecourt.us-grenade-scatter', { aimInches: 4 }, '5').outcome).toEqual({ landing: 'long', offsetInches: 1 });
  });

  it('grenade blast pools (US Sheet: Blast Effect; German Sheet: Grenades)', () => {
    expect(poolOf(corrected('grenade-blast', 'us', 'baseDice', 3), 'brecourt.us-grenade-blast', { figuresInArea: 2 }).pool).toBe(5);
    expect(poolOf(corrected('grenade-blast', 'german', 'perFigure', 2), 'brecourt.german-grenade-blast', { figuresInArea: 2 }).pool).toBe(6);
  });

  it('hand to hand (US Sheet: Hand to Hand)', () => {
    expect(poolOf(corrected('hand-to-hand', 'one-on-one', 'usDice', 3), 'brecourt.hand-to-hand', { paratroopers: 1 }).us).toBe(3);
    expect(resolve(corrected('hand-to-hand', 'one-on-one', 'draw', 'one-paratrooper-wounded'), 'brecourt.hand-to-hand', { paratroopers: 1 }, 'us:1,2;german:3').outcome).toEqual({ winner: 'draw', result: 'paratrooper-wounded' });
  });

  it('MG42 confusion (German Sheet: German Confusion roll): the dice and how long the period lasts in the game', () => {
    expect(poolOf(corrected('confusion', '3d6', 'dice', 2), 'brecourt.mg42-confusion', { windowTurn: 1 }).dice).toBe(2);
    const turn2: BrecourtAction[] = [{ type: 'germans-aware' }, ...skip(7 + 5)];
    const roll: BrecourtAction = { type: 'roll', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner' };
    expect(game.check(play(shipped, turn2), roll, shipped)).toBeUndefined();
    const short = corrected('confusion', '3d6', 'turns', 1);
    expect(game.check(play(short, turn2), roll, short)).toMatch(/period is over/);
  });

  it('victory points (Winning the game)', () => {
    const down: BrecourtAction = { type: 'resolve', procedure: 'brecourt.howitzer-destruction', actor: 'lipton', gun: 'gun-1', inputs: { wholeMoveAdjacent: true } };
    expect(score(play(shipped, [down])).us.total).toBe(2);
    expect(score(play(corrected('scoring', 'gun-1', 'points', 3), [down])).us.total).toBe(3);
  });

  describe('game limits and distances (Winning the game; Reinforcements; Additional rules)', () => {
    const cases: [string, number, (ctx: RulesContext) => unknown][] = [
      ['range-band', 6, (ctx) => poolOf(ctx, 'brecourt.us-fire', { weapon: 'rifle', cover: 'hard', rangeInches: 10 }).pool],
      ['paratrooper-dies-at', 2, (ctx) => fig(play(ctx, [{ type: 'apply', effects: [{ figure: 'wynn', effect: 'wound' }, { figure: 'wynn', effect: 'wound' }] }]), 'wynn')?.status],
      ['us-suppressions-per-turn', 2, (ctx) => fig(play(ctx, [{ type: 'apply', effects: [{ figure: 'toye', effect: 'suppress' }, { figure: 'toye', effect: 'suppress' }] }]), 'toye')?.suppression],
      ['guard-limit', 1, (ctx) => game.check(play(ctx, [{ type: 'apply', effects: [{ figure: 'rifle1', effect: 'surrender' }, { figure: 'rifle2', effect: 'surrender' }] }]), { type: 'guard', guard: 'toye', prisoners: ['rifle1', 'rifle2'] }, ctx)],
      ['german-grenades', 3, (ctx) => game.setup({}, Rng.fromSeed(1), ctx).germanGrenadesLeft],
      ['us-grenades-each', 2, (ctx) => fig(play(ctx, [{ type: 'add-figure', figure: { id: 'new', name: 'Pvt New', side: 'us', weapon: 'rifle' } }]), 'new')?.grenades],
      ['grenade-near-band', 4, (ctx) => resolve(ctx, 'brecourt.us-grenade-scatter', { aimInches: 5 }, '4').outcome],
      ['us-grenade-range', 8, (ctx) => game.check(game.setup({}, Rng.fromSeed(1), ctx), { type: 'roll', procedure: 'brecourt.us-grenade-scatter', actor: 'toye', inputs: { aimInches: 10 } }, ctx)],
      ['last-turn', 10, (ctx) => game.setup({}, Rng.fromSeed(1), ctx).lastTurn],
      ['game-minutes', 60, (ctx) => game.setup({}, Rng.fromSeed(1), ctx).clock.limitMs],
      ['fj-early-dice', 3, (ctx) => poolOf(ctx, 'brecourt.fallschirmjager-early', {}).dice],
      ['fj-entry-groups', 1, (ctx) => game.status(play(ctx, [{ type: 'resolve', procedure: 'brecourt.fallschirmjager-entry', dice: '40' }], { ...game.setup({}, Rng.fromSeed(1), ctx), fallschirmjager: { due: true, arrived: false, early: true, entries: [], earlyRollTurns: [1] } })).prompts.join(' ')],
      ['fj-group-size', 4, (ctx) => resolve(ctx, 'brecourt.fallschirmjager-entry', { entryGroup: 1 }, '40').explanation.join(' ')],
      ['spiers-after-guns', 1, (ctx) => game.check(play(ctx, [{ type: 'howitzer-status', gun: 'gun-1', status: 'captured' }]), { type: 'roll', procedure: 'brecourt.arrivals' }, ctx)],
      ['spiers-men', 4, (ctx) => resolve(ctx, 'brecourt.arrivals', { gunsDown: 3 }, '').explanation.join(' ')],
      ['wounded-turns-out', 2, (ctx) => fig(play(ctx, [{ type: 'apply', effects: [{ figure: 'toye', effect: 'wound' }] }]), 'toye')?.outOfActionTurn],
    ];
    it('lists every row', () => {
      expect(cases.map(([row]) => row).sort()).toEqual(shipped.table('brecourt.rules').rows.map((r) => r.key).sort());
    });
    for (const [row, value, observe] of cases) {
      it(`${row}: a correction to ${value} changes what the game or procedure does`, () => {
        expect(observe(corrected('rules', row, 'value', value))).not.toEqual(observe(shipped));
      });
    }
  });
});
