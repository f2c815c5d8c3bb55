import { describe, expect, it } from 'vitest';
import { validateTable } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import {
  attackLookup,
  beachLookup,
  driftLookup,
  engineerLookup,
  engineerModifiers,
  eventLookup,
  landingModifiers,
  locationLookup,
  mineLookup,
} from '../../../src/systems/bloody-omaha/rules/lookups.ts';
import { checkScenario, scenario } from '../../../src/systems/bloody-omaha/scenario.ts';
import { ctx, data } from './helpers.ts';

describe('Bloody Omaha tables', () => {
  it('every table validates and is provisional or sourced row by row', () => {
    expect(system.tables.length).toBe(16);
    for (const t of system.tables) {
      expect(validateTable(t).id).toBe(t.id);
      for (const r of t.rows)
        expect(Boolean(r.provisional ?? t.provisional) || Boolean(r.source ?? t.source)).toBe(true);
    }
  });

  it('Drift Table (6.3): every modified roll gives 0, 1 or 2 squares', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((m) => driftLookup(ctx, m).shift)).toEqual([0, 0, 0, 0, 1, 1, 2, 2]);
  });

  it('Beach Disruption Table (6.4a): the four results by modified roll (calibrated: no effect 2-4)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((m) => beachLookup(ctx, m).result)).toEqual([
      'ip',
      'ip',
      'ne',
      'ne',
      'ne',
      'disrupted',
      'disrupted',
      'eliminated',
      'eliminated',
    ]);
  });

  it('Attack Table (13.5): S, S-1D, F-1D, F-1E by modified roll', () => {
    expect([-3, 1, 2, 3, 4, 5, 6, 9].map((m) => attackLookup(ctx, m).result)).toEqual([
      'S',
      'S',
      'S',
      'S-1D',
      'S-1D',
      'F-1D',
      'F-1E',
      'F-1E',
    ]);
  });

  it('Engineer Table (8.2c): removed on 3 or less, and a natural 6 fails whatever the DRM', () => {
    expect(engineerLookup(ctx, 3, 3, 6).result).toBe('removed');
    expect(engineerLookup(ctx, 4, 4, 6).result).toBe('failure');
    expect(engineerLookup(ctx, 5, 2, 6).result).toBe('removed');
    expect(engineerLookup(ctx, 6, 1, 6).result).toBe('failure');
  });

  it('Engineer DRMs (8.2c): by EPs used, the last row covering any larger number; obstacles add the turn Landing DRMs', () => {
    const sum = (eps: number, turn: number, target: 'mine' | 'obstacle'): number =>
      engineerModifiers(ctx, eps, turn, target, 0).reduce((a, m) => a + m.amount, 0);
    expect([1, 2, 3, 4, 9].map((n) => sum(n, 5, 'mine'))).toEqual([0, -1, -2, -3, -3]);
    expect(sum(1, 3, 'obstacle')).toBe(1);
    expect(sum(2, 8, 'obstacle')).toBe(-2);
    expect(sum(2, 8, 'mine')).toBe(-1);
  });

  it("Landing DRMs (6.4): early turns +1, late turns -1, a Gap -1, cards in the player's favour", () => {
    const sum = (turn: number, gap: boolean, card: number): number =>
      landingModifiers(ctx, turn, gap, card).reduce((a, m) => a + m.amount, 0);
    expect([
      sum(1, false, 0),
      sum(3, false, 0),
      sum(4, false, 0),
      sum(7, false, 0),
      sum(5, true, 0),
      sum(2, true, 2),
    ]).toEqual([1, 1, 0, -1, -1, -2]);
  });

  it('Mine Field roll (8.2b): 1-3 no effect, 4-6 one unit disrupted', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => mineLookup(ctx, d).hit)).toEqual([false, false, false, true, true, true]);
  });

  it('Random Event tables (8.1): six results for each terrain', () => {
    for (const terrain of ['beach', 'strongpoint', 'town', 'hedgerow'] as const) {
      const effects = [1, 2, 3, 4, 5, 6].map((d) => eventLookup(ctx, terrain, d).effect);
      expect(effects).toHaveLength(6);
    }
    expect(eventLookup(ctx, 'beach', 6).effect).toBe('eliminate-one');
  });

  it('Random Event Location (6.5b-d): T1-T4 and T5-T10 rows, every cell a land square of the map', () => {
    for (const turn of [1, 4, 5, 10]) {
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          const { square, row } = locationLookup(ctx, turn, a, b);
          expect(row.startsWith(turn <= 4 ? 'T1-T4' : 'T5-T10')).toBe(true);
          expect(data.map.land.has(square)).toBe(true);
        }
    }
    expect(locationLookup(ctx, 1, 1, 1).square).toBe('B01');
    expect(locationLookup(ctx, 5, 5, 1).square).toBe('H11');
  });
});

describe('Bloody Omaha scenario data', () => {
  const sq = scenario.map.squares;
  const count = (t: string): number => sq.filter((q) => q.terrain === t).length;

  it('4.0, 5.1: nine beach, 13 strongpoint, 7 town, 20 hedgerow squares and 27 sea squares', () => {
    expect([count('beach'), count('strongpoint'), count('town'), count('hedgerow')]).toEqual([9, 13, 7, 20]);
    expect(count('reinforcement-sea') + count('second-wave') + count('first-wave')).toBe(27);
  });

  it('4.6: the five Exits are S01, S09, S13, S16 and S17', () => {
    expect(
      sq
        .filter((q) => q.exit)
        .map((q) => q.id)
        .sort(),
    ).toEqual(['S01', 'S09', 'S13', 'S16', 'S17']);
  });

  it('3.2: +1 icons on towns, exits and H31-H40', () => {
    const icons = sq.filter((q) => q.vp).map((q) => q.id);
    expect(icons).toHaveLength(7 + 5 + 10);
    for (let i = 31; i <= 40; i++) expect(icons).toContain(`H${i}`);
  });

  it('adjacency is mutual and never diagonal', () => {
    for (const q of sq)
      for (const a of q.adjacent) {
        const o = sq.find((x) => x.id === a);
        expect(o?.adjacent).toContain(q.id);
        expect(Math.abs((o?.row ?? 0) - q.row) + Math.abs((o?.col ?? 0) - q.col)).toBe(1);
      }
  });

  it('11.7: sea squares C19-C23 for the 1st and C23-C27 for the 29th and Rangers', () => {
    expect(scenario.divisions.find((x) => x.id === '1st')?.seaSquares).toEqual(['C19', 'C20', 'C21', 'C22', 'C23']);
    expect(scenario.divisions.find((x) => x.id === 'rangers')?.seaSquares).toEqual(['C23', 'C24', 'C25', 'C26', 'C27']);
  });

  it('checkScenario rejects a square naming a missing neighbour', () => {
    const bad = JSON.parse(JSON.stringify(scenario)) as { map: { squares: { adjacent: string[] }[] } };
    bad.map.squares[0]?.adjacent.push('Z99');
    expect(() => checkScenario(bad, 'bad.json')).toThrow(/Z99/);
  });

  it('5.4, 9.0: 29 units, CF pairs 6/3, 3/1, 2/1 or 1/0, afloat and boxed as the text counts them', () => {
    expect(data.units).toHaveLength(29);
    for (const u of data.units) expect(['6/3', '3/1', '2/1', '1/0']).toContain(`${u.full}/${u.disrupted}`);
    const afloat = (div: string): number => data.units.filter((u) => u.division === div && u.start !== 'box').length;
    const boxed = (div: string): number => data.units.filter((u) => u.division === div && u.start === 'box').length;
    expect([afloat('1st'), boxed('1st')]).toEqual([6, 7]);
    expect([afloat('29th'), afloat('rangers')]).toEqual([8, 1]);
    expect(boxed('29th') + boxed('rangers')).toBe(7);
    for (const u of data.units)
      if (u.start !== 'box') expect(['first-wave', 'second-wave']).toContain(data.map.byId.get(u.start)?.terrain);
  });

  it('2.0, 5.1: token mixes of 9 obstacles, 13 strongpoints of 3-6 CF and 32 encounters; 18 cards', () => {
    const total = (pool: string): number =>
      data.tokenKinds.filter((k) => k.pool === pool).reduce((a, k) => a + k.count, 0);
    expect([total('obstacle'), total('strongpoint'), total('encounter')]).toEqual([9, 13, 32]);
    for (const k of data.tokenKinds) if (k.pool === 'strongpoint') expect(k.value).toBeGreaterThanOrEqual(3);
    expect(data.cards.size).toBe(18);
  });
});
