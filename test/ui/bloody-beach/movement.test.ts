import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../src/boards/hex/index.ts';
import { pathCosts, pathTo, reachable, stepCost } from '../../../src/ui/boards/bloody-beach/movement.ts';
import { boardOf, ctx, smallMap } from './helpers.ts';

describe('movement costs on the board (7.3-7.5)', () => {
  const doc = smallMap(
    ['CCCCCC', 'CCHHCC', 'CCCCCC', 'CCCCCC'],
    {
      roads: [{ kind: 'road', name: 'r', hexes: ['0104', '0203', '0304', '0403', '0504'] }],
    },
    ['000000', '000000', '001100', '000000'],
  );
  const board = boardOf(doc);
  const w = { board, ctx, roadblocks: new Set<string>() };
  const h = (id: string) => board.hex(id);

  it('costs the terrain entered, plus one for a new elevation', () => {
    expect(stepCost(w, 'infantry', h('0101'), h('0201'), h('0101')).cost).toBe(1);
    expect(stepCost(w, 'infantry', h('0202'), h('0302'), h('0202')).cost).toBe(2);
    expect(stepCost(w, 'vehicle', h('0202'), h('0302'), h('0202')).cost).toBe(4);
    const up = stepCost(w, 'infantry', h('0202'), h('0303'), h('0202'));
    expect(up.cost).toBe(2);
  });

  it('a road followed from the hex before costs the road rate', () => {
    const s = stepCost(w, 'infantry', h('0104'), h('0203'), h('0104'));
    expect(s.cost).toBe(0.5);
  });

  it('pillboxes do not move', () => {
    expect(stepCost(w, 'pillbox', h('0101'), h('0201'), h('0101')).allowed).toBe(false);
  });

  it('reachable hexes stay within the allowance, by the cheapest path', () => {
    const reach = reachable(w, 'infantry', h('0104'), 4);
    for (const r of reach.values()) expect(r.cost).toBeLessThanOrEqual(4);
    // Along the road: four road steps at half a point each.
    expect(reach.get(hexKey(h('0504')))?.cost).toBe(2);
    const path = pathTo(reach, h('0504'));
    expect(path.map((x) => board.id(x))).toEqual(['0104', '0203', '0304', '0403', '0504']);
    const costs = pathCosts(w, 'infantry', path, 4);
    expect(costs.steps.map((s) => s.total)).toEqual([0.5, 1, 1.5, 2]);
  });

  it('enemy-held hexes are not entered by moving', () => {
    const blocked = new Set([hexKey(h('0201'))]);
    const reach = reachable({ ...w, blocked: (x) => blocked.has(hexKey(x)) }, 'infantry', h('0101'), 4);
    expect(reach.has(hexKey(h('0201')))).toBe(false);
  });

  it('a cliff takes the whole allowance, only for Rangers from the beach, and only as the first step', () => {
    const cliff = smallMap(
      ['BBB', 'FFF', 'CCC'],
      { hexsides: [{ a: '0201', b: '0202', kind: 'cliff', top: '0202' }] },
      ['000', '111', '111'],
    );
    const b = boardOf(cliff);
    const cw = { board: b, ctx, roadblocks: new Set<string>() };
    expect(stepCost(cw, 'infantry', b.hex('0201'), b.hex('0202'), b.hex('0201')).allowed).toBe(false);
    const ranger = stepCost(cw, 'ranger', b.hex('0201'), b.hex('0202'), b.hex('0201'));
    expect(ranger.allowed && ranger.whole).toBe(true);
    const reach = reachable(cw, 'ranger', b.hex('0201'), 4);
    expect(reach.get(hexKey(b.hex('0202')))?.cost).toBe(4);
    expect(reach.has(hexKey(b.hex('0203')))).toBe(false);
  });
});
