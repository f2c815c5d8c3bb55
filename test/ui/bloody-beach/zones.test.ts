import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../src/boards/hex/index.ts';
import { countersFromState } from '../../../src/ui/boards/bloody-beach/counters.ts';
import {
  fireZoneOf,
  locBlocker,
  locToHq,
  sideZones,
  smallArmsTargets,
} from '../../../src/ui/boards/bloody-beach/zones.ts';
import { boardOf, smallMap, unitTypes } from './helpers.ts';

describe('fire zones and lines of communication on the board (6.1-6.2)', () => {
  const doc = smallMap(['CCCCCCC', 'CCCCCCC', 'CCCCCCC', 'CCCCCCC', 'CCCCCCC']);
  const board = boardOf(doc);
  const units = (list: Record<string, unknown>[]) => countersFromState({ units: list }, unitTypes, 'even-q');

  it('an ordinary unit’s zone is its six neighbours; an HQ has none', () => {
    const [inf, hq] = units([
      { id: 'g', type: 'de-grenadier', hex: '0403' },
      { id: 'h', type: 'de-regiment-hq', hex: '0203' },
    ]);
    expect(fireZoneOf(inf!, board)).toHaveLength(6);
    expect(fireZoneOf(hq!, board)).toHaveLength(0);
  });

  it('a zone does not go up a cliff', () => {
    const cliff = smallMap(['CCC', 'CCC', 'CCC'], { hexsides: [{ a: '0202', b: '0201', kind: 'cliff', top: '0201' }] });
    const b = boardOf(cliff);
    const [below] = units([{ id: 'g', type: 'de-grenadier', hex: '0202' }]);
    const zone = fireZoneOf(below!, b).map((h) => b.id(h));
    expect(zone).not.toContain('0201');
    const [above] = units([{ id: 'g', type: 'de-grenadier', hex: '0201' }]);
    expect(fireZoneOf(above!, b).map((h) => b.id(h))).toContain('0202');
  });

  it('hidden positions add no zone to the US display, but do to the German one', () => {
    const cs = units([{ id: 'n', type: 'de-nest', hex: '0403', revealed: false }]);
    expect(sideZones(cs, 'german', board, 'us').hexes.size).toBe(0);
    expect(sideZones(cs, 'german', board, 'german').hexes.size).toBe(6);
  });

  it('enemy zones block a line of communication unless a friendly combat unit holds the hex', () => {
    const cs = units([
      { id: 'g', type: 'de-grenadier', side: 'german', hex: '0403' },
      { id: 'a', type: 'us-rifle', side: 'us', hex: '0402', formation: 'r' },
    ]);
    const blocked = locBlocker(cs, 'us', board, 'german');
    expect(blocked(board.hex('0403'))).toBe(true);
    expect(blocked(board.hex('0404'))).toBe(true);
    expect(blocked(board.hex('0402'))).toBe(false);
    expect(blocked(board.hex('0101'))).toBe(false);
  });

  it('a unit finds its way round the enemy to its HQ, or is cut off', () => {
    const open = units([
      { id: 'a', type: 'us-rifle', side: 'us', hex: '0101', formation: 'r' },
      { id: 'hq', type: 'us-regiment-hq', side: 'us', hex: '0705', formation: 'r' },
      { id: 'g', type: 'de-grenadier', side: 'german', hex: '0403' },
    ]);
    const formations = [{ id: 'r', hq: 'hq' }];
    const r = locToHq(open[0]!, open, formations, board, 'us');
    expect(r.path).toBeDefined();
    const zone = new Set(fireZoneOf(open[2]!, board).map(hexKey));
    for (const h of r.path!.slice(1, -1)) expect(zone.has(hexKey(h))).toBe(false);
    // A wall of Germans across the map cuts it off.
    const wall = units([
      ...['0301', '0302', '0303', '0304', '0305'].map((hex, i) => ({
        id: `w${i}`,
        type: 'de-grenadier',
        side: 'german',
        hex,
      })),
      { id: 'a', type: 'us-rifle', side: 'us', hex: '0101', formation: 'r' },
      { id: 'hq', type: 'us-regiment-hq', side: 'us', hex: '0705', formation: 'r' },
    ]);
    const cut = locToHq(
      wall.find((c) => c.id === 'a')!,
      wall,
      formations,
      board,
      'us',
    );
    expect(cut.hq?.id).toBe('hq');
    expect(cut.path).toBeUndefined();
  });

  it('legal small-arms targets are adjacent enemies the viewer can see', () => {
    const cs = units([
      { id: 'a', type: 'us-rifle', side: 'us', hex: '0403' },
      { id: 'g', type: 'de-grenadier', side: 'german', hex: '0404' },
      { id: 'far', type: 'de-grenadier', side: 'german', hex: '0406' },
      { id: 'n', type: 'de-nest', side: 'german', hex: '0402', revealed: false },
    ]);
    expect(smallArmsTargets(cs[0]!, cs, board, 'us').map((c) => c.id)).toEqual(['g']);
    expect(
      smallArmsTargets(cs[0]!, cs, board, 'german')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['g', 'n']);
  });
});
