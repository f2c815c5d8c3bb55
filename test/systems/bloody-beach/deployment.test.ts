import { describe, expect, it } from 'vitest';
import { DIRECTIONS, type Axial } from '../../../src/boards/hex/index.ts';
import { Rng, toldFor } from '../../../src/engine/index.ts';
import { systemContext } from '../../../src/systems/catalog.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { askPlacement, defenceSites } from '../../../src/systems/bloody-beach/game/deployment.ts';
import { tooManyInARow } from '../../../src/systems/bloody-beach/game/nest-rows.ts';
import type { Action, Decision, GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { gameStatus } from '../../../src/systems/bloody-beach/game/status.ts';
import { constant } from '../../../src/systems/bloody-beach/procedures/common.ts';
import { ctx as randomCtx, game, rules } from './scene.ts';

/** The choice a new session starts with: the German player sets up his pillboxes and nests. */
const german = systemContext(system, { germanDeployment: 'german' });
const b = rules.board;
const start = (seed = 1): GameState => game.setup({}, Rng.fromSeed(seed), german);
const coastal = (s: GameState) => Object.values(s.units).filter((u) => /^(pillbox|nest)-\d+$/.test(u.id));
const place = (s: GameState, unit: string, to: string, facing = 0): GameState => {
  const a: Action = { type: 'place-defence', unit, to, facing };
  expect(game.check(s, a, german), `${unit} to ${to}`).toBeUndefined();
  return game.apply(s, a, Rng.fromSeed(2), german);
};
/** The game before any placement, asking for the counters in `order`. */
const asking = (order: string[]): GameState => askPlacement(rules, { ...start(), decisions: [] }, order);
const due = (s: GameState) => s.decisions?.[0];
/** The placement due now (the test fails when none is). */
function placing(s: GameState): Extract<Decision, { kind: 'place-defence' }> {
  const d = due(s);
  if (d?.kind !== 'place-defence') throw new Error('no placement due');
  return d;
}

/** Four zone hexes in a straight line, none holding a unit at the start, and a zone hex beside the second. */
function lineInZone(s: GameState): { line: string[]; beside: string } {
  const held = new Set(Object.values(s.units).flatMap((u) => (u.status === 'map' && u.hex ? [u.hex] : [])));
  const free = new Set(
    defenceSites(rules)
      .map((h) => b.id(h))
      .filter((id) => !held.has(id)),
  );
  const at = (h: Axial, d: Axial, n: number) => b.id({ q: h.q + d.q * n, r: h.r + d.r * n });
  for (const h of defenceSites(rules))
    for (const d of DIRECTIONS.slice(0, 3)) {
      const line = [0, 1, 2, 3].map((n) => at(h, d, n));
      if (!line.every((x) => free.has(x))) continue;
      const second = b.hex(line[1] as string);
      const beside = DIRECTIONS.map((e) => at(second, e, 1)).find(
        (x) => free.has(x) && !line.includes(x) && !tooManyInARow(rules, new Set(line.slice(0, 3)), b.hex(x), 3),
      );
      if (beside) return { line, beside };
    }
  throw new Error('no straight line of four free zone hexes');
}

describe('11.2.2 the German player sets up the pillboxes and nests (the default; rules note german-deployment)', () => {
  it('11.2.2 opens on the set-up: every pillbox and nest waits off the map, and one at a time is asked for', () => {
    const s = start();
    const defences = coastal(s);
    expect(defences).toHaveLength(17 + 14);
    expect(defences.every((u) => u.status === 'placing' && u.hex === null && u.hidden)).toBe(true);
    const d = due(s);
    expect(d?.kind).toBe('place-defence');
    if (d?.kind !== 'place-defence') return;
    expect(d.side).toBe('german');
    expect([d.unit, ...d.left].sort()).toEqual(defences.map((u) => u.id).sort());
    // nothing else may happen first
    expect(game.legalActions(s, german).every((a) => a.type === 'place-defence' && a.unit === d.unit)).toBe(true);
    expect(game.check(s, { type: 'allot-supply', formation: '16-1', points: 4 }, german)).toMatch(/11\.2\.2/);
  });
  it('11.2.1, 11.2.6 refuses a hex outside the zone and a hex already holding a counter, saying why', () => {
    const s = start();
    const unit = placing(s).unit;
    const outside = b
      .all()
      .find((h) => !defenceSites(rules).some((x) => x.q === h.q && x.r === h.r) && !b.terrain(h).beach);
    expect(game.check(s, { type: 'place-defence', unit, to: b.id(outside as Axial), facing: 0 }, german)).toMatch(
      /outside the deployment zone.*11\.2\.1/,
    );
    const first = place(s, unit, placing(s).hexes[0] as string);
    const next = placing(first).unit;
    expect(
      game.check(first, { type: 'place-defence', unit: next, to: first.units[unit]?.hex as string, facing: 0 }, german),
    ).toMatch(/11\.2\.6/);
    expect(game.check(first, { type: 'place-defence', unit, to: '3809', facing: 0 }, german)).toMatch(
      /first has to set up/,
    );
  });
  it('6.1.1, 11.2.5 each hex is offered with all six facings, the one covering most beach first; the one chosen is kept', () => {
    const s = start();
    const d = placing(s);
    const legal = game.legalActions(s, german);
    expect(legal).toHaveLength(d.hexes.length * 6);
    const hex = d.hexes[3] as string;
    const at = legal.filter((a) => a.type === 'place-defence' && a.to === hex);
    expect(at.map((a) => (a.type === 'place-defence' ? a.facing : -1)).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(at[0]).toMatchObject({ facing: d.faces[3] });
    const other = ((d.faces[3] ?? 0) + 3) % 6;
    const after = place(s, d.unit, hex, other);
    expect(after.units[d.unit]).toMatchObject({ hex, facing: other, status: 'map', hidden: true });
    expect(() => game.parseAction({ type: 'place-defence', unit: d.unit, to: hex, facing: 6 })).toThrow();
  });
  it('11.2.3 one nest alone, two or three together may be set up; a fourth in their row is refused, one beside them is not', () => {
    const { line, beside } = lineInZone(start());
    let s = asking(['nest-1', 'nest-2', 'nest-3', 'nest-4', 'nest-5']);
    s = place(s, 'nest-1', line[0] as string);
    s = place(s, 'nest-2', line[1] as string);
    s = place(s, 'nest-3', line[2] as string);
    const limit = constant(german, 'resistance-nests-in-a-row');
    expect(game.check(s, { type: 'place-defence', unit: 'nest-4', to: line[3] as string, facing: 0 }, german)).toMatch(
      new RegExp(`more than ${limit} resistance nests in a row.*11\\.2\\.3`),
    );
    expect(placing(s).hexes).not.toContain(line[3]);
    s = place(s, 'nest-4', beside);
    expect(s.units['nest-4']?.hex).toBe(beside);
    // a pillbox is no nest: it may close the row
    const p = place(asking(['nest-1', 'nest-2', 'nest-3', 'pillbox-1']), 'nest-1', line[0] as string);
    const q = place(place(p, 'nest-2', line[1] as string), 'nest-3', line[2] as string);
    expect(place(q, 'pillbox-1', line[3] as string).units['pillbox-1']?.hex).toBe(line[3]);
  });
  it('11.2.2 the US reads only that a position was set up: not which, not where; the prompt names neither', () => {
    const s = start();
    const d = placing(s);
    const a: Action = { type: 'place-defence', unit: d.unit, to: d.hexes[0] as string, facing: 1 };
    const after = game.apply(s, a, Rng.fromSeed(2), german);
    const told = game.tell(s, after, a, german);
    expect(told).toHaveLength(1);
    const [t] = told;
    expect(t?.side).toBe('german');
    expect(toldFor(t as NonNullable<typeof t>, 'german')?.text).toMatch(
      new RegExp(`^Set up face down at ${d.hexes[0]}: .*(mm pillbox|resistance nest) ${d.unit.split('-')[1]}, .*east`),
    );
    const us = JSON.stringify(toldFor(t as NonNullable<typeof t>, 'us'));
    expect(us).toContain('sets up a position face down');
    expect(us).not.toMatch(new RegExp(`${d.hexes[0]}|pillbox|nest|mm`));
    for (const state of [s, after])
      expect(gameStatus(state).prompts.join(' ')).not.toMatch(/mm|\d{4}|pillbox \d|nest \d/);
  });
  it('a random policy sets up every counter, and the game goes on to the Planning Phase', () => {
    let s = start(7);
    expect(gameStatus(s).phase).toBe('German set-up');
    expect(gameStatus(s).steps.find((x) => x.current)?.label).toMatch(/set-up/);
    const rng = Rng.fromSeed('policy');
    let picks = 0;
    while (due(s)?.kind === 'place-defence') {
      const legal = game.legalActions(s, german);
      s = game.apply(s, legal[rng.int(legal.length)] as Action, rng, german);
      picks++;
    }
    expect(picks).toBe(31);
    const placed = coastal(s);
    expect(placed.every((u) => u.status === 'map' && u.hex && u.facing !== undefined)).toBe(true);
    expect(new Set(placed.map((u) => u.hex)).size).toBe(31);
    const nests = placed.filter((u) => u.id.startsWith('nest-')).map((u) => u.hex as string);
    for (const h of nests) expect(tooManyInARow(rules, new Set(nests.filter((x) => x !== h)), b.hex(h), 3)).toBe(false);
    expect(s.phase).toBe('planning');
    expect(gameStatus(s).phase).toBe('Planning Phase');
    expect(game.legalActions(s, german).some((a) => a.type === 'allot-supply')).toBe(true);
  });
});

describe('11.2.2 the setting: Umpire sets them up at random', () => {
  it('places every pillbox and nest face down at once, each facing a vertex, and asks nothing', () => {
    const s = game.setup({}, Rng.fromSeed(1), randomCtx);
    expect(s.decisions).toBeUndefined();
    const defences = coastal(s);
    expect(defences).toHaveLength(31);
    expect(defences.every((u) => u.status === 'map' && u.hidden && u.hex && u.facing !== undefined)).toBe(true);
    expect(game.legalActions(s, randomCtx).some((a) => a.type === 'place-defence')).toBe(false);
    expect(game.check(s, { type: 'place-defence', unit: 'nest-1', to: '3809', facing: 0 }, randomCtx)).toMatch(
      /no such decision/,
    );
  });
});

describe('11.2.2 a session saved before the choice existed', () => {
  it('records no choice, and Umpire sets up its pillboxes and nests as it did when the session was made', () => {
    const unrecorded = systemContext(system);
    const s = game.setup({}, Rng.fromSeed(1), unrecorded);
    expect(s.decisions).toBeUndefined();
    expect(coastal(s).map((u) => [u.id, u.hex, u.facing])).toEqual(
      coastal(game.setup({}, Rng.fromSeed(1), randomCtx)).map((u) => [u.id, u.hex, u.facing]),
    );
  });
});
