/**
 * Brécourt's table-liveness probes (issue 13): each table's correction changes the pool, the result or the game
 * step that reads it. Named after the table and its section; run by test/systems/table-liveness.test.ts.
 */
import { expect } from 'vitest';
import { normalizeInputs, resolveProcedure, Rng, type RulesContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import type { GameDefinition } from '../../../src/systems/types.ts';
import {
  score,
  suggestInputs,
  type BrecourtAction,
  type BrecourtState,
} from '../../../src/systems/brecourt/game/index.ts';
import type { LivenessProbe, LivenessProbes } from '../liveness.ts';
import { proc } from './helpers.ts';

const game = system.game as unknown as GameDefinition<BrecourtState, BrecourtAction>;

function poolOf(ctx: RulesContext, id: string, inputs: Record<string, unknown>): Record<string, number> {
  const p = proc(id);
  return Object.fromEntries(p.dice(normalizeInputs(p.inputs, inputs), ctx).map((g) => [g.name, g.count]));
}

/** The resolution with these dice, or with none where the rules leave the procedure nothing to roll. */
function resolve(ctx: RulesContext, id: string, inputs: Record<string, unknown>, dice = '') {
  const rolls = dice !== '' && Object.values(poolOf(ctx, id, inputs)).some((n) => n > 0);
  return resolveProcedure(proc(id), ctx, rolls ? { inputs, dice } : { inputs });
}

const outcome =
  (id: string, inputs: Record<string, unknown>, dice = '') =>
  (ctx: RulesContext) =>
    resolve(ctx, id, inputs, dice).outcome;
const pool = (id: string, inputs: Record<string, unknown>, group?: string) => (ctx: RulesContext) => {
  const sizes = poolOf(ctx, id, inputs);
  return group ? sizes[group] : sizes;
};

function play(ctx: RulesContext, actions: readonly BrecourtAction[], from?: BrecourtState): BrecourtState {
  let s = from ?? game.setup({}, Rng.fromSeed(1), ctx);
  for (const a of actions) {
    const why = game.check(s, a, ctx);
    if (why) throw new Error(`${a.type}: ${why}`);
    s = game.apply(s, a, Rng.fromSeed(2), ctx);
  }
  return s;
}

const setup = (ctx: RulesContext) => game.setup({}, Rng.fromSeed(1), ctx);
const skip = (n: number): BrecourtAction[] =>
  Array.from({ length: n }, (): BrecourtAction => ({ type: 'next-step', skip: true }));
const fig = (s: BrecourtState, id: string) => s.figures.find((f) => f.id === id);
const rifleAt20 = { weapon: 'rifle', cover: 'hard', rangeInches: 20 };
const addGunner: BrecourtAction = {
  type: 'add-figure',
  figure: { id: 'gunner', name: 'Pvt Gunner', side: 'us', weapon: '30cal' },
};
const normalMove: BrecourtAction = { type: 'set-move', figure: 'winters', mode: 'normal' };

/** Game limits and distances (Winning the game; Reinforcements; Additional rules): per row, a corrected value and what it changes. */
const limits: Record<string, [number, (ctx: RulesContext) => unknown]> = {
  'range-band': [6, pool('brecourt.us-fire', { weapon: 'rifle', cover: 'hard', rangeInches: 10 }, 'pool')],
  'paratrooper-dies-at': [
    2,
    (ctx) =>
      fig(
        play(ctx, [
          {
            type: 'apply',
            effects: [
              { figure: 'wynn', effect: 'wound' },
              { figure: 'wynn', effect: 'wound' },
            ],
          },
        ]),
        'wynn',
      )?.status,
  ],
  'us-suppressions-per-turn': [
    2,
    (ctx) =>
      fig(
        play(ctx, [
          {
            type: 'apply',
            effects: [
              { figure: 'toye', effect: 'suppress' },
              { figure: 'toye', effect: 'suppress' },
            ],
          },
        ]),
        'toye',
      )?.suppression,
  ],
  'guard-limit': [
    1,
    (ctx) =>
      game.check(
        play(ctx, [
          {
            type: 'apply',
            effects: [
              { figure: 'rifle1', effect: 'surrender' },
              { figure: 'rifle2', effect: 'surrender' },
            ],
          },
        ]),
        { type: 'guard', guard: 'toye', prisoners: ['rifle1', 'rifle2'] },
        ctx,
      ),
  ],
  'german-grenades': [3, (ctx) => setup(ctx).germanGrenadesLeft],
  'us-grenades-each': [
    2,
    (ctx) =>
      fig(
        play(ctx, [{ type: 'add-figure', figure: { id: 'new', name: 'Pvt New', side: 'us', weapon: 'rifle' } }]),
        'new',
      )?.grenades,
  ],
  'grenade-near-band': [4, outcome('brecourt.us-grenade-scatter', { aimInches: 5 }, '4')],
  'us-grenade-range': [
    8,
    (ctx) =>
      game.check(
        setup(ctx),
        { type: 'roll', procedure: 'brecourt.us-grenade-scatter', actor: 'toye', inputs: { aimInches: 10 } },
        ctx,
      ),
  ],
  'last-turn': [10, (ctx) => setup(ctx).lastTurn],
  'game-minutes': [60, (ctx) => setup(ctx).clock.limitMs],
  'fj-early-dice': [3, pool('brecourt.fallschirmjager-early', {}, 'dice')],
  'fj-entry-groups': [
    1,
    (ctx) =>
      game
        .status(
          play(ctx, [{ type: 'resolve', procedure: 'brecourt.fallschirmjager-entry', dice: '40' }], {
            ...setup(ctx),
            fallschirmjager: { due: true, arrived: false, early: true, entries: [], earlyRollTurns: [1] },
          }),
        )
        .prompts.join(' '),
  ],
  'fj-group-size': [
    4,
    (ctx) => resolve(ctx, 'brecourt.fallschirmjager-entry', { entryGroup: 1 }, '40').explanation.join(' '),
  ],
  'spiers-after-guns': [
    1,
    (ctx) =>
      game.check(
        play(ctx, [{ type: 'howitzer-status', gun: 'gun-1', status: 'captured' }]),
        { type: 'roll', procedure: 'brecourt.arrivals' },
        ctx,
      ),
  ],
  'spiers-men': [4, (ctx) => resolve(ctx, 'brecourt.arrivals', { gunsDown: 3 }).explanation.join(' ')],
  'wounded-turns-out': [
    2,
    (ctx) =>
      fig(play(ctx, [{ type: 'apply', effects: [{ figure: 'toye', effect: 'wound' }] }]), 'toye')?.outOfActionTurn,
  ],
};

/** One probe per row of the rules table; a row with no entry in `limits` fails here, by name. */
function limitProbes(): LivenessProbe[] {
  const rows = system.tables.find((t) => t.id === 'brecourt.rules')?.rows ?? [];
  const missing = rows.map((r) => r.key).filter((k) => !(k in limits));
  if (missing.length > 0 || rows.length !== Object.keys(limits).length)
    throw new Error(`brecourt.rules rows and their probes differ (no probe: ${missing.join(', ') || 'none'})`);
  return Object.entries(limits).map(([row, [value, observe]]) => ({
    what: `${row}: a correction to ${value} changes what the game or procedure does`,
    rows: { [row]: { value } },
    observe,
  }));
}

const id = (table: string) => `brecourt.${table}`;

export const probes: LivenessProbes = {
  [id('us-weapons')]: [
    {
      what: 'a rifle rolls its Basic Dice (US Sheet: Firing, Basic Dice)',
      rows: { rifle: { dice: 4 } },
      observe: pool('brecourt.us-fire', rifleAt20, 'pool'),
      shows: [3, 4],
    },
    {
      what: 'the close-range die',
      rows: { '30cal': { closeRangeBonus: true } },
      observe: pool('brecourt.us-fire', { weapon: '30cal', cover: 'hard', rangeInches: 5 }, 'pool'),
      shows: [4, 5],
    },
    {
      what: 'the die per figure in the template',
      rows: { smg: { perFigureInTemplate: false } },
      observe: pool('brecourt.us-fire', { ...rifleAt20, weapon: 'smg', figuresInTemplate: 2 }, 'pool'),
      shows: [5, 3],
    },
    {
      what: 'the grenade a new figure carries',
      rows: { '30cal': { grenade: true } },
      observe: (ctx) => fig(play(ctx, [addGunner]), 'gunner')?.grenades,
      shows: [0, 1],
    },
  ],
  [id('us-fire-modifiers')]: [
    {
      what: 'the dice under 12" (US Sheet: Fire Modifiers)',
      rows: { 'under-12': { dice: 2 } },
      observe: pool('brecourt.us-fire', { ...rifleAt20, rangeInches: 5 }, 'pool'),
      shows: [4, 5],
    },
  ],
  [id('us-fire-results')]: [
    {
      what: 'the kill against hard cover (US Sheet: Result of dice roll)',
      rows: { hard: { killMax: 2 } },
      observe: outcome('brecourt.us-fire', rifleAt20, '2,2,5'),
      shows: [
        { kill: false, suppressions: 1 },
        { kill: true, suppressions: 0 },
      ],
    },
  ],
  [id('sets')]: [
    {
      what: 'the suppressions of a US three (US Sheet: Firing)',
      rows: { three: { usSuppressions: 3 } },
      observe: outcome('brecourt.us-fire', rifleAt20, '4,4,4'),
      shows: [
        { kill: false, suppressions: 2 },
        { kill: false, suppressions: 3 },
      ],
    },
    {
      what: 'the kills of a grenade pair (US Sheet: Blast Effect)',
      rows: { two: { grenadeKills: 2 } },
      observe: outcome('brecourt.us-grenade-blast', { figuresInArea: 2 }, '1,1,3,5'),
      shows: [{ kills: 1 }, { kills: 2 }],
    },
  ],
  [id('german-weapons')]: [
    {
      what: "the MG42's plain dice (German Sheet: Firing, Basic Dice)",
      rows: { mg42: { plain: 5 } },
      observe: pool('brecourt.german-fire', { weapon: 'mg42', rangeInches: 20 }),
      shows: [
        { plain: 4, odd: 0 },
        { plain: 5, odd: 0 },
      ],
    },
    {
      what: "the rifle's odd die",
      rows: { rifle: { odd: 0 } },
      observe: pool('brecourt.german-fire', { weapon: 'rifle', rangeInches: 20 }),
      shows: [
        { plain: 2, odd: 1 },
        { plain: 2, odd: 0 },
      ],
    },
  ],
  [id('german-fire-modifiers')]: [
    {
      what: 'the cannot-fire floor (German Sheet: Modifiers)',
      rows: { floor: { dice: 2 } },
      observe: outcome(
        'brecourt.german-fire',
        { weapon: 'rifle', rangeInches: 20, firerSuppressionMarkers: 1 },
        'plain:1,2',
      ),
      shows: [{ result: 'none' }, { result: 'cannot-fire' }],
    },
    {
      what: 'the dice against a target in the open',
      rows: { open: { dice: 2 } },
      observe: pool('brecourt.german-fire', { weapon: 'smg', rangeInches: 20, targetInOpen: true }, 'plain'),
      shows: [4, 5],
    },
  ],
  [id('german-fire-results')]: [
    {
      what: 'whether the odd die counts in a pair (German Sheet: Result of dice roll)',
      rows: { pair: { oddDieCounts: true } },
      observe: outcome('brecourt.german-fire', { weapon: 'rifle', rangeInches: 20 }, 'plain:5,2;odd:5'),
      shows: [{ result: 'none' }, { result: 'suppressed' }],
    },
    {
      what: 'the size of a three',
      rows: { three: { size: 2 } },
      observe: outcome('brecourt.german-fire', { weapon: 'rifle', rangeInches: 20 }, 'plain:5,2;odd:5'),
      shows: [{ result: 'none' }, { result: 'wound' }],
    },
  ],
  [id('wound')]: [
    {
      what: 'a double (German Sheet: Wound Table)',
      rows: { double: { result: 'killed' } },
      observe: outcome('brecourt.wound', {}, '3,3,5'),
      shows: [{ result: 'wounded' }, { result: 'killed' }],
    },
  ],
  [id('morale')]: [
    {
      what: 'who surrenders within 12" (German Sheet: German Morale)',
      rows: { 'within-12': { surrenderMax: 6 } },
      observe: outcome('brecourt.german-morale', { suppressionMarkers: 3, rangeInches: 5 }, 'test:1;outcome:5'),
      shows: [
        { passed: false, result: 'runs' },
        { passed: false, result: 'surrenders' },
      ],
    },
    {
      what: 'the test dice beyond 12"',
      rows: { 'over-12': { testDice: 1 } },
      observe: pool('brecourt.german-morale', { suppressionMarkers: 3, rangeInches: 20 }, 'test'),
      shows: [2, 1],
    },
  ],
  [id('morale-modifiers')]: [
    {
      what: 'the Fallschirmjäger modifier (German Sheet: Morale Modifiers)',
      rows: { fallschirmjager: { amount: 2 } },
      observe: outcome(
        'brecourt.german-morale',
        { suppressionMarkers: 3, rangeInches: 5, fallschirmjager: true },
        'test:2;outcome:5',
      ),
      shows: [
        { passed: false, result: 'runs' },
        { passed: true, result: 'holds' },
      ],
    },
  ],
  [id('movement')]: [
    {
      what: 'the inches a normal move is told with (Movement)',
      rows: { normal: { inches: 8 } },
      observe: (ctx) => play(ctx, [normalMove]).said[0]?.text,
      shows: [expect.stringMatching(/up to 7"/), expect.stringMatching(/up to 8"/)],
    },
    {
      what: 'whether a normal move may fire',
      rows: { normal: { canFire: true } },
      observe: (ctx) =>
        game.check(
          play(ctx, [normalMove]),
          {
            type: 'roll',
            procedure: 'brecourt.us-fire',
            actor: 'winters',
            targets: ['rifle1'],
            inputs: { rangeInches: 20 },
          },
          ctx,
        ),
      shows: [expect.stringMatching(/cannot fire/), undefined],
    },
  ],
  [id('movement-modifiers')]: [
    {
      what: "a wounded figure's fast move (Movement Modifiers)",
      rows: { wound: { noFast: false } },
      observe: (ctx) =>
        game.check(
          play(ctx, [{ type: 'edit-figure', figure: 'toye', patch: { wounds: 1 } }]),
          { type: 'set-move', figure: 'toye', mode: 'fast' },
          ctx,
        ),
      shows: [expect.stringMatching(/no fast move/), undefined],
    },
  ],
  [id('target-cover')]: [
    {
      what: 'the cover a shot is prefilled with (Moving and cover explanations)',
      rows: { 'trench-stationary': { cover: 'light' } },
      observe: (ctx) => suggestInputs(setup(ctx), 'brecourt.us-fire', ctx, 'winters', ['rifle1']).cover,
      shows: ['hard', 'light'],
    },
    {
      what: 'the cover the procedure gives a prone figure across a trench',
      rows: { 'trench-prone': { cover: 'light' } },
      observe: outcome('brecourt.target-cover', { position: 'trench-across', mode: 'prone' }),
      shows: [{ cover: 'hard' }, { cover: 'light' }],
    },
  ],
  [id('grenade-scatter')]: [
    {
      what: 'how far a long grenade lands (US Sheet: Grenades)',
      rows: { 'near-long': { offsetInches: 1 } },
      observe: outcome('brecourt.us-grenade-scatter', { aimInches: 4 }, '5'),
      shows: [
        { landing: 'long', offsetInches: 2 },
        { landing: 'long', offsetInches: 1 },
      ],
    },
  ],
  [id('grenade-blast')]: [
    {
      what: "the US blast's base dice (US Sheet: Blast Effect)",
      rows: { us: { baseDice: 3 } },
      observe: pool('brecourt.us-grenade-blast', { figuresInArea: 2 }, 'pool'),
      shows: [4, 5],
    },
    {
      what: "the German blast's dice per figure (German Sheet: Grenades)",
      rows: { german: { perFigure: 2 } },
      observe: pool('brecourt.german-grenade-blast', { figuresInArea: 2 }, 'pool'),
      shows: [4, 6],
    },
  ],
  [id('hand-to-hand')]: [
    {
      what: 'the US dice one on one (US Sheet: Hand to Hand)',
      rows: { 'one-on-one': { usDice: 3 } },
      observe: pool('brecourt.hand-to-hand', { paratroopers: 1 }, 'us'),
      shows: [2, 3],
    },
    {
      what: 'what a draw does',
      rows: { 'one-on-one': { draw: 'one-paratrooper-wounded' } },
      observe: outcome('brecourt.hand-to-hand', { paratroopers: 1 }, 'us:1,2;german:3'),
      shows: [
        { winner: 'draw', result: 'continue' },
        { winner: 'draw', result: 'paratrooper-wounded' },
      ],
    },
  ],
  [id('confusion')]: [
    {
      what: 'the confusion dice (German Sheet: German Confusion roll)',
      rows: { '3d6': { dice: 2 } },
      observe: pool('brecourt.mg42-confusion', { windowTurn: 1 }, 'dice'),
      shows: [3, 2],
    },
    {
      what: 'how long the confusion period lasts in the game',
      rows: { '3d6': { turns: 1 } },
      observe: (ctx) =>
        game.check(
          play(ctx, [{ type: 'germans-aware' }, ...skip(7 + 5)]),
          { type: 'roll', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner' },
          ctx,
        ),
      shows: [undefined, expect.stringMatching(/period is over/)],
    },
  ],
  [id('scoring')]: [
    {
      what: 'the points for the first gun (Winning the game)',
      rows: { 'gun-1': { points: 3 } },
      observe: (ctx) =>
        score(
          play(ctx, [
            {
              type: 'resolve',
              procedure: 'brecourt.howitzer-destruction',
              actor: 'lipton',
              gun: 'gun-1',
              inputs: { wholeMoveAdjacent: true },
            },
          ]),
        ).us.total,
      shows: [2, 3],
    },
  ],
  [id('rules')]: limitProbes(),
};
