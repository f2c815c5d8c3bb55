import { describe, expect, it } from 'vitest';
import { hexKey, type Axial } from '../../../src/boards/hex/index.ts';
import { Rng, type RulesContext } from '../../../src/engine/index.ts';
import { systemContext } from '../../../src/systems/catalog.ts';
import { game as g } from '../../../src/systems/bloody-beach/game/index.ts';
import { keepsRoadBonus } from '../../../src/systems/bloody-beach/game/road-bonus.ts';
import { makeRules } from '../../../src/systems/bloody-beach/game/rules.ts';
import type { Action, GameState, UnitState } from '../../../src/systems/bloody-beach/game/state.ts';
import {
  pathCosts,
  pathTo,
  reachable,
  type MoveWorld,
  type RoadBonus,
} from '../../../src/ui/boards/bloody-beach/movement.ts';
import { isGameState, roadBonusInGame, roadBonusOf } from '../../../src/ui/boards/bloody-beach/road-bonus.ts';
import { boardOf, ctx as smallCtx, smallMap, system } from './helpers.ts';
import { RANDOM_DEPLOYMENT } from '../../systems/bloody-beach/scene.ts';

describe('road bonus in the movement preview, on a small map (7.5.2)', () => {
  // a road along the bottom rows; bocage elsewhere costs 2 for infantry
  const doc = smallMap(['CCCCCC', 'CCCCCC', 'CCCCCC', 'CCCCCC'], {
    roads: [{ kind: 'road', name: 'r', hexes: ['0104', '0203', '0304', '0403', '0504', '0603'] }],
  });
  const board = boardOf(doc);
  const h = (id: string) => board.hex(id);
  const roadHexes = new Set(['0104', '0203', '0304', '0403', '0504', '0603'].map((x) => hexKey(h(x))));
  // a stand-in for the game's rule: keeps the bonus while following the road (the game version is tested below)
  const bonus: RoadBonus = { points: 1, extra: 0, keeps: (a: Axial, b: Axial) => board.road(a, b) !== undefined };
  const plain: MoveWorld = { board, ctx: smallCtx, roadblocks: new Set<string>() };
  const withBonus: MoveWorld = { ...plain, roadBonus: bonus };

  it('the extra point carries the unit further along the road', () => {
    // allowance 1.5 plain; 2.5 with the bonus point: five road steps at half a point
    const off = reachable(plain, 'infantry', h('0104'), 1.5);
    const on = reachable(withBonus, 'infantry', h('0104'), 2.5);
    expect(off.has(hexKey(h('0603')))).toBe(false);
    const end = on.get(hexKey(h('0603')));
    expect(end).toMatchObject({ cost: 2.5, lost: 0, bonus: true });
    expect(pathTo(on, h('0603')).map((x) => board.id(x))).toEqual(['0104', '0203', '0304', '0403', '0504', '0603']);
  });

  it('a step off the road pays with the lost point: the reach off the road is what the plain allowance gives', () => {
    const on = reachable(withBonus, 'infantry', h('0104'), 2.5);
    const off = reachable(plain, 'infantry', h('0104'), 1.5);
    for (const [k, r] of on) {
      if (r.bonus) continue;
      expect(r.lost).toBe(1);
      expect(r.cost + r.lost).toBeLessThanOrEqual(2.5);
      expect(off.has(k), `off-road hex ${k} reached only with the lost bonus`).toBe(true);
    }
    // clear hexes off the road are still reached, with the point lost
    expect([...on.values()].some((r) => !r.bonus && !roadHexes.has(hexKey(r.hex)))).toBe(true);
  });

  it('a hex reached both ways keeps the way that leaves the most points', () => {
    const on = reachable(withBonus, 'infantry', h('0104'), 2.5);
    const r = on.get(hexKey(h('0304')));
    expect(r).toMatchObject({ cost: 1, lost: 0, bonus: true });
  });

  it('the traced path warns on the step that loses the bonus and counts the lost point', () => {
    const path = ['0104', '0203', '0202'].map(h);
    const c = pathCosts(withBonus, 'infantry', path, 2.5);
    expect(c.steps[0]).toMatchObject({ forfeit: 0, bonus: true, total: 0.5 });
    expect(c.steps[0]?.warning).toBeUndefined();
    expect(c.steps[1]).toMatchObject({ forfeit: 1, bonus: false, total: 2.5 });
    expect(c.steps[1]?.warning).toMatch(/road bonus.*7\.5\.2/);
    expect(c.lost).toBe(1);
    // without a bonus nothing is lost and nothing is said
    const p = pathCosts(plain, 'infantry', path, 1.5);
    expect(p.steps.every((s) => s.forfeit === 0 && s.warning === undefined)).toBe(true);
    expect(p.total).toBe(1.5);
  });
});

// ---- against the game itself, on the shipped map ----

const ctx = systemContext(system, RANDOM_DEPLOYMENT);
const game = g as unknown as {
  setup(o: object, rng: Rng, c: RulesContext): GameState;
  check(s: GameState, a: Action, c: RulesContext): string | undefined;
  apply(s: GameState, a: Action, rng: Rng, c: RulesContext): GameState;
};
const rules = makeRules(ctx);
const base = game.setup({}, Rng.fromSeed(1), ctx);

function scene(place: Record<string, string>): GameState {
  const units: Record<string, UnitState> = {};
  for (const u of Object.values(base.units)) {
    const p = place[u.id];
    units[u.id] =
      p === undefined ? { ...u, status: 'waiting', hex: null } : { ...u, status: 'map', hidden: false, hex: p };
  }
  const f = base.formations['16-1'] as NonNullable<GameState['formations'][string]>;
  return {
    ...base,
    units,
    phase: 'action',
    firstLandingDone: true,
    initiative: 'us',
    passed: null,
    log: [],
    formations: { ...base.formations, '16-1': { ...f, supply: 2 } },
  };
}

const act = (s: GameState, a: Action): GameState => {
  expect(game.check(s, a, ctx), `${a.type} refused`).toBeUndefined();
  return game.apply(s, a, Rng.fromSeed(1), ctx);
};

const worldFor = (s: GameState, bonus: RoadBonus | undefined): MoveWorld => {
  const board = rules.board;
  const enemy = new Set(
    Object.values(s.units)
      .filter((u) => u.side !== 'us' && u.status === 'map' && u.hex)
      .map((u) => hexKey(board.hex(u.hex as string))),
  );
  return {
    board,
    ctx,
    roadblocks: new Set(s.roadblocks.map((x) => hexKey(board.hex(x)))),
    blocked: (x) => enemy.has(hexKey(x)),
    ...(bonus ? { roadBonus: bonus } : {}),
  };
};

describe('road bonus preview agrees with the game (7.5.2)', () => {
  const start = scene({ '16-1-hq': '0607', '16-1-A': '0607' });

  it('an activated unit on a clear road shows its bonus point, already in its points left', () => {
    const s = act(start, { type: 'activate', formation: '16-1' });
    const b = roadBonusOf(rules, s, '16-1-A');
    expect(b).toMatchObject({ points: 1, extra: 0 });
    // the probe answers exactly as the game's function, for any step from the start
    const u = s.units['16-1-A'] as UnitState;
    for (const to of ['0708', '0507', '0606', '0608', '0706']) {
      if (!rules.board.inMap(rules.board.hex(to))) continue;
      expect(b?.keeps(rules.board.hex('0607'), rules.board.hex(to))).toBe(keepsRoadBonus(rules, s, u, to));
    }
  });

  it('before activation the preview adds what activating would give', () => {
    const b = roadBonusOf(rules, start, '16-1-A');
    expect(b).toMatchObject({ points: 1, extra: 1 });
  });

  it('no bonus near an enemy or off the road, and none read from something that is not a game state', () => {
    const near = act(scene({ '16-1-hq': '0607', '16-1-A': '0607', 'de-916-1': '1510' }), {
      type: 'activate',
      formation: '16-1',
    });
    expect(roadBonusOf(rules, near, '16-1-A')).toBeUndefined();
    expect(isGameState({ units: [] })).toBe(false);
    expect(roadBonusInGame(ctx, rules.board.doc, { units: {} }, '16-1-A')).toBeUndefined();
    expect(roadBonusInGame(ctx, rules.board.doc, start, '16-1-A')).toMatchObject({ points: 1 });
  });

  it('every hex the preview reaches, the game lets the unit walk to, ending with the points the preview says', () => {
    const s = act(start, { type: 'activate', formation: '16-1' });
    const u = s.units['16-1-A'] as UnitState;
    const b = roadBonusOf(rules, s, '16-1-A');
    const w = worldFor(s, b);
    const reach = reachable(w, 'infantry', rules.board.hex('0607'), u.mp);
    const plainReach = reachable(worldFor(s, undefined), 'infantry', rules.board.hex('0607'), u.mp - 1);
    expect(reach.size).toBeGreaterThan(plainReach.size);
    // ten road hexes at half a point: only the bonus pays for the last two
    expect(reach.get(hexKey(rules.board.hex('1609')))).toMatchObject({ cost: 5, bonus: true });
    let checked = 0;
    for (const [k, r] of reach) {
      if (r.cost === 0) continue;
      const path = pathTo(reach, r.hex);
      let t = s;
      for (const x of path.slice(1)) t = act(t, { type: 'move', unit: '16-1-A', to: rules.board.id(x) });
      const end = t.units['16-1-A'] as UnitState;
      expect(end.mp, `mp left at ${k}`).toBeCloseTo(u.mp - r.cost - r.lost, 9);
      expect(end.roadBonus !== undefined, `bonus held at ${k}`).toBe(r.bonus);
      // the traced-path costs say the same
      expect(pathCosts(w, 'infantry', path, u.mp).total).toBeCloseTo(r.cost + r.lost, 9);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('the step the preview warns about is the one the game takes the bonus away on', () => {
    let s = act(start, { type: 'activate', formation: '16-1' });
    const board = rules.board;
    const b = roadBonusOf(rules, s, '16-1-A') as RoadBonus;
    const off = [...reachable(worldFor(s, b), 'infantry', board.hex('0607'), 5).values()].find(
      (r) => !r.bonus && r.before?.bonus === true,
    );
    expect(off).toBeDefined();
    const path = pathTo(
      new Map([[hexKey((off as { hex: Axial }).hex), off as NonNullable<typeof off>]]),
      (off as { hex: Axial }).hex,
    );
    const c = pathCosts(worldFor(s, b), 'infantry', path, 5);
    const warned = c.steps.findIndex((x) => x.warning !== undefined);
    expect(warned).toBe(path.length - 2);
    for (const [i, x] of path.slice(1).entries()) {
      s = act(s, { type: 'move', unit: '16-1-A', to: board.id(x) });
      expect(s.units['16-1-A']?.roadBonus === undefined).toBe(i >= warned);
    }
  });
});
