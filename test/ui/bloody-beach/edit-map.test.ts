import { describe, expect, it } from 'vitest';
import { checkMap } from '../../../src/systems/bloody-beach/map/check-map.ts';
import { formatMapJson } from '../../../src/systems/bloody-beach/map/format-map.ts';
import type { MapDoc } from '../../../src/systems/bloody-beach/map/types.ts';
import {
  eraseRoads,
  extendRoad,
  paintElevation,
  paintTerrain,
  resizeGrid,
  setLabel,
  startRoad,
  tidyLegend,
  toggleBoxHex,
  toggleHexside,
  togglePlace,
  toggleRoadblock,
} from '../../../src/ui/boards/bloody-beach/edit-map.ts';
import { MAP_SETTING, mapInForce, parseMapText, shippedMap } from '../../../src/ui/boards/bloody-beach/map-source.ts';
import { makeContext } from '../../../src/engine/index.ts';
import { smallMap, system, terrainTable } from './helpers.ts';

const keys = terrainTable.rows.map((r) => r.key);
const valid = (doc: MapDoc) => checkMap(JSON.parse(JSON.stringify(doc)), 'edited', keys);

describe('map editing', () => {
  const base = smallMap(['SSSS', 'BBBB', 'CCCC', 'CCCC']);

  it('paints terrain and elevation without touching the old map', () => {
    const a = paintTerrain(base, ['0203', '0303'], 'bocage');
    expect(a.terrain[2]).toBe('CHHC');
    expect(base.terrain[2]).toBe('CCCC');
    const b = paintElevation(a, ['0203'], 2);
    expect(b.elevation[2]).toBe('0200');
    expect(valid(b).terrain[2]).toBe('CHHC');
  });

  it('adds a legend code for a terrain the map did not use yet', () => {
    const a = paintTerrain(base, ['0104'], 'woods', 'W');
    expect(a.legend.W).toBe('woods');
    expect(a.terrain[3]).toBe('WCCC');
    valid(a);
  });

  it('sets, replaces and clears a hexside', () => {
    const a = toggleHexside(base, '0103', '0102', 'cliff');
    expect(a.hexsides).toEqual([{ a: '0103', b: '0102', kind: 'cliff', top: '0103' }]);
    const b = toggleHexside(a, '0103', '0102', 'steep-slope');
    expect(b.hexsides).toHaveLength(1);
    expect(b.hexsides[0]?.kind).toBe('steep-slope');
    expect(toggleHexside(b, '0103', '0102', 'steep-slope').hexsides).toHaveLength(0);
    expect(toggleHexside(base, '0101', '0104', 'cliff')).toBe(base);
    valid(b);
  });

  it('draws a road hex by hex, steps back on its last hex, and starts anew away from it', () => {
    let r = startRoad(base, 'road', 'Coast road', '0103');
    r = extendRoad(r.doc, r.index, '0203');
    r = extendRoad(r.doc, r.index, '0303');
    expect(r.doc.roads[0]?.hexes).toEqual(['0103', '0203', '0303']);
    valid(r.doc);
    r = extendRoad(r.doc, r.index, '0303');
    expect(r.doc.roads[0]?.hexes).toEqual(['0103', '0203']);
    r = extendRoad(r.doc, r.index, '0404');
    expect(r.doc.roads).toHaveLength(2);
    expect(r.index).toBe(1);
    const erased = eraseRoads(
      startRoad(
        extendRoad(extendRoad(startRoad(base, 'secondary', '', '0101').doc, 0, '0102').doc, 0, '0103').doc,
        'road',
        '',
        '0404',
      ).doc,
      '0102',
    );
    expect(erased.roads).toHaveLength(0);
  });

  it('towns, names, landing boxes and roadblocks toggle hex by hex', () => {
    let d = togglePlace(base, '0303', 'Formigny', 'village');
    d = togglePlace(d, '0403', 'Formigny', 'village');
    expect(d.places).toEqual([{ name: 'Formigny', kind: 'village', hexes: ['0303', '0403'] }]);
    d = togglePlace(d, '0303', 'Formigny', 'village');
    expect(d.places[0]?.hexes).toEqual(['0403']);
    d = setLabel(d, '0403', 'Formigny');
    expect(d.labels).toEqual([{ hex: '0403', text: 'Formigny' }]);
    expect(setLabel(d, '0403', '  ').labels).toEqual([]);
    d = toggleBoxHex(d, { id: 'dog-red', name: 'Dog Red', sector: '' }, '0102');
    d = toggleBoxHex(d, { id: 'dog-red', name: 'Dog Red', sector: '' }, '0202');
    expect(d.landingBoxes[0]?.hexes).toEqual(['0102', '0202']);
    d = toggleRoadblock(d, '0203');
    expect(d.roadblocks).toEqual(['0203']);
    expect(toggleRoadblock(d, '0203').roadblocks).toEqual([]);
    valid(d);
  });

  it('resizes the grid, filling new hexes and dropping what falls off', () => {
    const withRoad = startRoad(base, 'road', '', '0404').doc;
    const big = resizeGrid(withRoad, { colMin: 1, colMax: 6, rowMin: 1, rowMax: 5 });
    expect(big.terrain).toHaveLength(5);
    expect(big.terrain[0]).toBe('SSSSCC');
    valid(big);
    const small = resizeGrid(withRoad, { colMin: 1, colMax: 3, rowMin: 1, rowMax: 3 });
    expect(small.roads).toHaveLength(0);
    valid(small);
    expect(() => resizeGrid(base, { colMin: 3, colMax: 1, rowMin: 1, rowMax: 2 })).toThrow(RangeError);
  });

  it('export tidies the legend and the file reads back the same map', () => {
    const d = tidyLegend(paintTerrain(base, ['0101'], 'town'));
    expect(Object.values(d.legend).sort()).toEqual(['beach', 'clear', 'sea', 'town']);
    const back = parseMapText(formatMapJson(d), system);
    expect(back.ok && back.doc.terrain).toEqual(d.terrain);
  });
});

describe('map files and the map in force', () => {
  it('a bad file gives one sentence naming the problem', () => {
    const notJson = parseMapText('{ oops', system, 'map.json');
    expect(notJson.ok).toBe(false);
    expect(!notJson.ok && notJson.message).toMatch(/^map\.json is not valid JSON/);
    const wrongKind = parseMapText('{"kind":"table"}', system, 'map.json');
    expect(!wrongKind.ok && wrongKind.message).toMatch(/not a Bloody Beach map/);
    const bad = smallMap(['SS', 'BB']);
    const badRows = parseMapText(JSON.stringify({ ...bad, terrain: ['SS'] }), system, 'map.json');
    expect(!badRows.ok && badRows.message).toMatch(/map\.json: terrain: 2 rows/);
    const badHex = parseMapText(JSON.stringify({ ...bad, roadblocks: ['0909'] }), system, 'map.json');
    expect(!badHex.ok && badHex.message).toMatch(/roadblocks\[0\]/);
    const proto = parseMapText(
      JSON.stringify(bad).replace('"legend":{', '"legend":{"__proto__":"x",'),
      system,
      'map.json',
    );
    expect(proto.ok).toBe(false);
    expect(parseMapText('x'.repeat(2_000_001), system).ok).toBe(false);
  });

  it('the session setting wins over the shipped map; a broken one falls back with a reason', () => {
    const shipped = shippedMap(system);
    expect(shipped?.kind).toBe('map');
    expect(mapInForce(system, makeContext(system.tables, system.settings), undefined).origin).toBe('shipped');
    const edited = paintTerrain(shipped as MapDoc, ['2003'], 'town');
    const ctx = makeContext(system.tables, system.settings, { [MAP_SETTING]: JSON.stringify(edited) });
    const inForce = mapInForce(system, ctx, undefined);
    expect(inForce.origin).toBe('session');
    expect(inForce.doc?.terrain).toEqual(edited.terrain);
    const broken = mapInForce(
      system,
      makeContext(system.tables, system.settings, { [MAP_SETTING]: '{"kind":"map"}' }),
      undefined,
    );
    expect(broken.origin).toBe('shipped');
    expect(broken.problem).toMatch(/session map/);
    const given = smallMap(['SS']);
    expect(mapInForce(system, ctx, undefined, given).doc).toBe(given);
  });
});
