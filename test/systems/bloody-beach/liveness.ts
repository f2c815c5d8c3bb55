/**
 * Bloody Beach's table-liveness probes (issue 13, see ../liveness.ts): for each table, the game step that reads it,
 * observed under the shipped rows and under an owner's correction.
 */
import { Rng, type RulesContext } from '../../../src/engine/index.ts';
import { landUnits } from '../../../src/systems/bloody-beach/game/landing.ts';
import { makeRules } from '../../../src/systems/bloody-beach/game/rules.ts';
import type { Action, GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { finalResult } from '../../../src/systems/bloody-beach/game/turn.ts';
import { T } from '../../../src/systems/bloody-beach/procedures/common.ts';
import type { LivenessProbes } from '../liveness.ts';
import { act, ctx, game, rules, scene, set } from './scene.ts';

/** Actions applied in turn under one set of rules (each checked first). */
const run = (s: GameState, actions: readonly Action[], c: RulesContext): GameState =>
  actions.reduce((cur, a) => act(cur, a, 'live', c), s);

/** 16-1-A activated next to the 916th's company in 4916. */
const facing = set(scene({ '16-1-hq': '4613', '16-1-A': '4815', 'de-916-1': '4916' }), '16-1', { supply: 2 });
const fire = (dice: number[]): Action[] => [
  { type: 'activate', formation: '16-1' },
  { type: 'fire', unit: '16-1-A', target: 'de-916-1', dice },
];

/** The 916th's company firing on a tank of the 741st next to it (anti-tank, 8.2.2). */
const tankShot = set(
  scene({ '16-1-hq': '4613', '741-A1': '4815', 'de-916-1': '4916', 'de-916-hq': '4917' }, { initiative: 'german' }),
  'de-916',
  { supply: 2 },
);
const atColumn = (): string => {
  const d =
    rules.unitType(tankShot.units['de-916-1']?.type as string).antiTank -
    rules.unitType(tankShot.units['741-A1']?.type as string).armor;
  return d < 0 ? `m${-d}` : d > 0 ? `p${d}` : '0';
};

const pinned = set(scene({ '16-1-hq': '4613', '16-1-A': { hex: '4815', pinned: true } }), '16-1', { supply: 2 });
const withAsset: GameState = {
  ...facing,
  assets: {
    ...facing.assets,
    'us-7fa': {
      ...(facing.assets['us-7fa'] as NonNullable<GameState['assets'][string]>),
      status: 'pool',
      used: false,
      formation: '16-1',
    },
  },
};
const moveTo = '4814';
const moveTerrain = rules.board.terrain(rules.board.hex(moveTo)).key;
const allMarkers = (patch: Record<string, number | boolean>) =>
  Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), patch]));

export const probes: LivenessProbes = {
  [T.constants]: [
    {
      what: "the 352nd's turn 2 supply",
      rows: { 'turn2-supply-german-352': { value: 3 } },
      observe: (c) =>
        run(scene({}, { initiative: 'us', passed: 'german' }), [{ type: 'pass' }], c).formations['de-352']?.supply,
      shows: [35, 23],
    },
    {
      what: "the 1st Division's starting supply",
      rows: { 'start-supply-us-1': { value: 12 } },
      observe: (c) => game.setup({}, Rng.fromSeed(1), c).formations['us-1']?.supply,
      shows: [20, 12],
    },
  ],
  [T.efficiency]: [
    {
      what: "the 16th's starting rating",
      rows: { '16-1': { rating: 4 } },
      observe: (c) => game.setup({}, Rng.fromSeed(1), c).formations['16-1']?.rating,
      shows: [7, 4],
    },
  ],
  [T.smallArms]: [
    {
      what: 'firepower 4 on a 6 takes two steps',
      rows: { '6': { fp4: '2' } },
      observe: (c) => run(facing, fire([6, 10]), c).units['de-916-1']?.steps,
    },
  ],
  [T.antiTank]: [
    {
      what: 'the cell of a 1 at the difference takes a step',
      rows: { '1': { [atColumn()]: 1 } },
      observe: (c) =>
        run(
          tankShot,
          [
            { type: 'activate', formation: 'de-916' },
            { type: 'fire', unit: 'de-916-1', target: '741-A1', dice: [1] },
          ],
          c,
        ).units['741-A1']?.steps,
      shows: [2, 1],
    },
  ],
  [T.closeCombat]: [
    {
      what: 'a 1 at every difference makes the defender retreat',
      rows: {
        '1': Object.fromEntries(['m5', 'm4', 'm3', 'm2', 'm1', '0', 'p1', 'p2', 'p3', 'p4', 'p5'].map((k) => [k, 'R'])),
      },
      observe: (c) =>
        run(
          set(scene({ '16-1-hq': '4715', '16-1-A': '4815', 'de-726-9': '4916' }), '16-1', { supply: 2 }),
          [
            { type: 'activate', formation: '16-1' },
            { type: 'close-combat', units: ['16-1-A'], hex: '4916', dice: [1] },
          ],
          c,
        ).units['16-1-A']?.steps,
    },
  ],
  [T.drift]: [
    {
      what: 'a 5 drifts no more',
      rows: { '5': { shift: 0 } },
      observe: (c) => landUnits(makeRules(c), scene({}), ['16-1-A'], [], {}, () => 5).units['16-1-A']?.hex,
    },
  ],
  [T.specialHits]: [
    {
      what: 'every marker takes one step more',
      rows: allMarkers({ extraSteps: 1, pin: false, stays: false }),
      observe: (c) => run(facing, fire([10, 1]), c).units['de-916-1']?.steps,
    },
  ],
  [T.support]: [
    {
      what: 'the air marker firepower sets the supply interdicted',
      rows: { air: { firepower: 3 } },
      observe: (c) =>
        run(
          set(scene({ 'de-916-hq': '4336' }), 'de-916', { supply: 5 }),
          [{ type: 'air-strike', formation: 'de-916', dice: [2] }],
          c,
        ).formations['de-916']?.supply,
      shows: [1, 4],
    },
  ],
  [T.victory]: [
    {
      what: 'the ratio bands decide the level',
      rows: { 'german-major': { upTo: -1 } },
      observe: (c) => finalResult(makeRules(c), scene({})).level,
    },
  ],
  [T.reinforcements]: [
    {
      what: 'the roll the first group needs to arrive',
      rows: { [ctx.table(T.reinforcements).rows[0]?.key as string]: { roll: 4 } },
      observe: (c) =>
        run(
          scene({ 'de-916-hq': '4920', '16-1-hq': '4715' }, { initiative: null }),
          [
            { type: 'initiative', dice: [1, 9] },
            { type: 'reinforce', dice: [5] },
          ],
          c,
        ).reinforcementNext,
      shows: [1, 0],
    },
  ],
  [T.unitTypes]: [
    {
      what: "a rifle company's morale decides its unpin roll",
      rows: { [pinned.units['16-1-A']?.type as string]: { morale: 10 } },
      observe: (c) =>
        run(
          pinned,
          [
            { type: 'activate', formation: '16-1' },
            { type: 'unpin', unit: '16-1-A', dice: [9] },
          ],
          c,
        ).units['16-1-A']?.pinned,
      shows: [true, false],
    },
  ],
  [T.assetTypes]: [
    {
      what: "an asset's firepower is added to the shot",
      rows: { [withAsset.assets['us-7fa']?.type as string]: { firepower: 2 } },
      observe: (c) =>
        game.rollFor(
          run(
            withAsset,
            [
              { type: 'activate', formation: '16-1' },
              { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-A' },
            ],
            c,
          ),
          { type: 'fire', unit: '16-1-A', target: 'de-916-1' },
          c,
        )?.inputs.assetFirepower,
      shows: [4, 2],
    },
  ],
  [T.terrain]: [
    {
      what: 'the movement cost of the hex entered',
      rows: { [moveTerrain]: { infantry: 3 } },
      observe: (c) =>
        run(
          set(scene({ '16-1-hq': '4613', '16-1-A': '4815' }), '16-1', { supply: 2 }),
          [
            { type: 'activate', formation: '16-1' },
            { type: 'move', unit: '16-1-A', to: moveTo },
          ],
          c,
        ).units['16-1-A']?.mp,
    },
  ],
};
