import { describe, expect, it } from 'vitest';
import mapJson from '../../../scenarios/bloody-beach/map.json';
import geography from '../../../scenarios/bloody-beach/geography.json';
import terrainJson from '../../../tables/bloody-beach/terrain.json';
import reinforcementsJson from '../../../tables/bloody-beach/german-reinforcements.json';
import { SchemaError, validateTable } from '../../../src/engine/index.ts';
import { neighbors } from '../../../src/boards/hex/index.ts';
import { buildBoard } from '../../../src/systems/bloody-beach/map/board.ts';
import { buildSchematicMap, type Geography } from '../../../scripts/build-bloody-beach-map.ts';
import { checkMap } from '../../../src/systems/bloody-beach/map/check-map.ts';
import { formatMapJson } from '../../../src/systems/bloody-beach/map/format-map.ts';
import { generateTestMap } from '../../fixtures/bloody-beach/test-map.ts';

const terrain = validateTable(terrainJson, 'tables/bloody-beach/terrain.json');
const keys = terrain.rows.map((r) => r.key);
const doc = checkMap(mapJson, 'scenarios/bloody-beach/map.json', keys);
const board = buildBoard(doc, terrain);

describe('schematic map', () => {
  it('is marked provisional and passes its schema check', () => {
    expect(doc.provisional).toBe(true);
    expect(doc.note).toMatch(/not in the rules text/);
  });
  it('is the shipped output of the generator (nothing edited by hand since)', () => {
    expect(formatMapJson(buildSchematicMap(geography as unknown as Geography))).toBe(formatMapJson(doc));
  });
  it('holds about 5,000 hexes at 300 m a hex', () => {
    expect(board.size).toBeGreaterThan(4500);
    expect(doc.grid.metresPerHex).toBe(300);
  });
  it('puts Pointe du Hoc at 2003, on the plateau, ringed by cliffs above rocky beach', () => {
    const pdh = board.hex('2003');
    expect(doc.labels).toContainEqual({ hex: '2003', text: 'Pointe du Hoc' });
    expect(board.terrain(pdh).beach).toBe(false);
    const rocky = neighbors(pdh).filter((n) => board.inMap(n) && board.terrain(n).key === 'rocky-beach');
    expect(rocky.length).toBeGreaterThanOrEqual(2);
    for (const n of rocky) {
      expect(board.hexside(n, pdh)?.kind).toBe('cliff');
      expect(board.climbs(n, pdh)).toBe(true);
      expect(board.climbs(pdh, n)).toBe(false);
    }
  });
  it('names the three scoring towns of the automatic victory as towns', () => {
    for (const name of ['Trévières', 'Grandcamp les Bains', 'Tour-en-Bessin']) {
      const p = doc.places.find((x) => x.name === name);
      expect(p?.kind).toBe('town');
      for (const h of p?.hexes ?? []) expect(board.terrain(board.hex(h)).key).toBe('town');
    }
  });
  it('has the eight Omaha sectors with landing boxes on beach hexes, plus Pointe du Hoc', () => {
    expect(doc.sectors.map((s) => s.id)).toEqual([
      'charlie',
      'dog-green',
      'dog-white',
      'dog-red',
      'easy-green',
      'easy-red',
      'fox-green',
      'fox-red',
    ]);
    for (const box of doc.landingBoxes) {
      expect(box.hexes.length).toBeGreaterThan(0);
      for (const h of box.hexes) expect(board.terrain(board.hex(h)).beach).toBe(true);
    }
    expect(doc.landingBoxes.map((b) => b.id)).toContain('pointe-du-hoc');
  });
  it('has steep slopes between beach and bluff, draws through them, and roadblocks in the draws', () => {
    expect(doc.hexsides.some((s) => s.kind === 'steep-slope')).toBe(true);
    expect(doc.draws.map((d) => d.id)).toEqual(['D-1', 'D-3', 'E-1', 'E-3', 'F-1']);
    for (const d of doc.draws) expect(d.hexes.length).toBeGreaterThan(0);
    for (const h of doc.roadblocks) expect(board.terrain(board.hex(h)).key).toBe('draw');
  });
  it('joins road hexes so that road movement can follow them', () => {
    const n13 = doc.roads.find((r) => r.name.includes('N13'));
    expect(n13).toBeDefined();
    const [a, b] = [board.hex(n13!.hexes[0]!), board.hex(n13!.hexes[1]!)];
    expect(board.road(a, b)).toBe('road');
    expect(board.hasRoad(a)).toBe(true);
  });
});

describe('11.4.2 German entry hexes on the schematic map (provisional)', () => {
  const { colMax, rowMax } = doc.grid;
  const southOrEast = (h: string) => Number(h.slice(0, 2)) === colMax || Number(h.slice(2)) === rowMax;
  const entries = [
    ...new Set(
      validateTable(reinforcementsJson, 'tables/bloody-beach/german-reinforcements.json').rows.map((r) =>
        String(r.values.entry),
      ),
    ),
  ];
  it('every entry hex is on the south or east edge, on a road that runs on into the map', () => {
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const h of entries) {
      expect(southOrEast(h), h).toBe(true);
      const at = board.hex(h);
      expect(board.hasRoad(at), h).toBe(true);
      expect(
        neighbors(at).some((n) => board.inMap(n) && board.road(at, n) !== undefined),
        h,
      ).toBe(true);
    }
  });
  it('roads leave by the south edge (toward Cerisy, Le Molay-Littry, St-Lô) and the east (toward Bayeux)', () => {
    const edgeRoads = (pick: (h: string) => boolean) => doc.roads.filter((r) => r.hexes.some(pick)).map((r) => r.name);
    expect(edgeRoads((h) => Number(h.slice(2)) === rowMax)).toHaveLength(3);
    expect(edgeRoads((h) => Number(h.slice(0, 2)) === colMax).length).toBeGreaterThanOrEqual(3);
    expect(doc.roads.find((r) => r.name.includes('N13'))?.hexes.at(-1)).toBe('9637');
  });
});

describe('map schema check (checkMap)', () => {
  it('names the path of a wrong row length', () => {
    const bad = { ...doc, terrain: [doc.terrain[0]!.slice(1), ...doc.terrain.slice(1)] };
    expect(() => checkMap(bad, 'bad.json', keys)).toThrow(/bad\.json: terrain\[0\]: 96 characters/);
  });
  it('refuses a code missing from the legend, and a hexside between hexes apart', () => {
    const badCode = { ...doc, terrain: ['X' + doc.terrain[0]!.slice(1), ...doc.terrain.slice(1)] };
    expect(() => checkMap(badCode, 'x', keys)).toThrow(SchemaError);
    const badSide = { ...doc, hexsides: [{ a: '2003', b: '2005', kind: 'cliff', top: '2003' }] };
    expect(() => checkMap(badSide, 'x', keys)).toThrow(/two adjacent hexes/);
  });
  it('refuses a legend entry that is not on the Terrain Effects Chart', () => {
    expect(() => checkMap({ ...doc, legend: { ...doc.legend, S: 'lava' } }, 'x', keys)).toThrow(
      /Terrain Effects Chart/,
    );
  });
});

describe('large test map', () => {
  it('builds about 5,000 hexes in the same format and passes the check', () => {
    const big = checkMap(generateTestMap(90, 56, 7), 'test', keys);
    const b = buildBoard(big, terrain);
    expect(b.size).toBe(5040);
    expect(b.terrain(b.hex('0101')).key).toBe('sea');
    expect(formatMapJson(generateTestMap(90, 56, 7))).toBe(formatMapJson(big));
  });
});
