import { arr, bool, int, literal, obj, optional, record, SchemaError, str, validate } from '../../../engine/index.ts';
import { type Axial, distance, HexNumberError, offsetToAxial, parseHexNumber } from '../../../boards/hex/index.ts';
import type { MapDoc } from './types.ts';

const HEX = str({ pattern: /^\d{4,5}$/ });

const shape = obj({
  $schema: optional(str()),
  id: str({ min: 1 }),
  system: literal('bloody-beach'),
  title: str({ min: 1 }),
  kind: literal('map'),
  provisional: bool,
  note: str(),
  grid: obj({
    colMin: int({ min: 0 }),
    colMax: int({ min: 0, max: 999 }),
    rowMin: int({ min: 0 }),
    rowMax: int({ min: 0, max: 99 }),
    parity: literal('even-q', 'odd-q'),
    digits: int({ min: 2, max: 2 }),
    metresPerHex: int({ min: 1 }),
  }),
  legend: record(str({ min: 1 })),
  terrain: arr(str()),
  elevation: arr(str({ pattern: /^\d*$/ })),
  hexsides: arr(obj({ a: HEX, b: HEX, kind: literal('cliff', 'steep-slope'), top: HEX })),
  roads: arr(obj({ kind: literal('road', 'secondary'), name: str(), hexes: arr(HEX) })),
  places: arr(obj({ name: str({ min: 1 }), kind: literal('village', 'town'), hexes: arr(HEX, { min: 1 }) })),
  sectors: arr(obj({ id: str({ min: 1 }), name: str({ min: 1 }), hexes: arr(HEX) })),
  draws: arr(obj({ id: str({ min: 1 }), name: str({ min: 1 }), hexes: arr(HEX) })),
  landingBoxes: arr(
    obj({ id: str({ min: 1 }), name: str({ min: 1 }), sector: str(), hexes: arr(HEX), noDrift: optional(bool) }),
  ),
  roadblocks: arr(HEX),
  labels: arr(obj({ hex: HEX, text: str({ min: 1 }) })),
});

/**
 * Checks a map document: its shape, then that rows and columns match the grid, every code is in the legend
 * (and every legend entry a terrain of `terrainKeys`), every named hex is on the map, hexsides join neighbours
 * with the top on one side, and roads run hex to adjacent hex.
 */
export function checkMap(value: unknown, file = 'map', terrainKeys?: readonly string[]): MapDoc {
  const doc = validate(shape, value, file) as MapDoc;
  const at = (path: string, expected: string) => new SchemaError(path, expected, file);
  const g = doc.grid;
  if (g.colMax < g.colMin || g.rowMax < g.rowMin) throw at('.grid', 'colMax ≥ colMin and rowMax ≥ rowMin');
  const rows = g.rowMax - g.rowMin + 1;
  const cols = g.colMax - g.colMin + 1;
  for (const [code, key] of Object.entries(doc.legend)) {
    if (code.length !== 1) throw at(`.legend.${code}`, 'a one-character map code');
    if (terrainKeys && !terrainKeys.includes(key))
      throw at(`.legend.${code}`, `a terrain of the Terrain Effects Chart (${terrainKeys.join(', ')}), got "${key}"`);
  }
  for (const [name, lines] of [
    ['terrain', doc.terrain],
    ['elevation', doc.elevation],
  ] as const) {
    if (lines.length !== rows) throw at(`.${name}`, `${rows} rows (rows ${g.rowMin}-${g.rowMax}), got ${lines.length}`);
    lines.forEach((line, i) => {
      if (line.length !== cols)
        throw at(`.${name}[${i}]`, `${cols} characters (columns ${g.colMin}-${g.colMax}), got ${line.length}`);
      if (name === 'terrain')
        for (let c = 0; c < line.length; c++) {
          const code = line.charAt(c);
          if (!(code in doc.legend))
            throw at(`.terrain[${i}]`, `map codes from the legend, got "${code}" at column ${g.colMin + c}`);
        }
    });
  }
  const onMap = (h: string, path: string) => {
    let o;
    try {
      o = parseHexNumber(h, g.digits);
    } catch (e) {
      if (e instanceof HexNumberError) throw at(path, e.message);
      throw e;
    }
    if (o.col < g.colMin || o.col > g.colMax || o.row < g.rowMin || o.row > g.rowMax)
      throw at(path, `a hex on the map, got ${h}`);
    return offsetToAxial(o, g.parity);
  };
  doc.hexsides.forEach((s, i) => {
    const a = onMap(s.a, `.hexsides[${i}].a`);
    const b = onMap(s.b, `.hexsides[${i}].b`);
    if (distance(a, b) !== 1) throw at(`.hexsides[${i}]`, `two adjacent hexes, got ${s.a} and ${s.b}`);
    if (s.top !== s.a && s.top !== s.b) throw at(`.hexsides[${i}].top`, `${s.a} or ${s.b}`);
  });
  doc.roads.forEach((r, i) => {
    let before: { id: string; hex: Axial } | undefined;
    r.hexes.forEach((h, j) => {
      const here = onMap(h, `.roads[${i}].hexes[${j}]`);
      if (before && distance(before.hex, here) !== 1)
        throw at(`.roads[${i}].hexes[${j}]`, `a hex next to ${before.id}, got ${h}`);
      before = { id: h, hex: here };
    });
  });
  for (const [name, list] of [
    ['places', doc.places],
    ['sectors', doc.sectors],
    ['draws', doc.draws],
    ['landingBoxes', doc.landingBoxes],
  ] as const) {
    list.forEach((item, i) => item.hexes.forEach((h, j) => onMap(h, `.${name}[${i}].hexes[${j}]`)));
  }
  doc.roadblocks.forEach((h, i) => onMap(h, `.roadblocks[${i}]`));
  doc.labels.forEach((l, i) => onMap(l.hex, `.labels[${i}].hex`));
  return doc;
}
