import { arr, bool, int, literal, obj, record, str } from '../../../engine/index.ts';

/** Hex terrain as the rules name it (9.4, 9.6); a tidal hex is beach that high tide covers. */
export const TERRAINS = [
  'tidal',
  'beach',
  'pavillon',
  'draw',
  'high-ground',
  'bocage',
  'orchard',
  'woods',
  'buildings',
  'rough',
] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Hexside features (9.4, 9.6). */
export const SIDE_KINDS = [
  'shingle',
  'seawall',
  'bluff',
  'slope',
  'scaleable-cliff',
  'sheer-cliff',
  'anti-tank-ditch',
] as const;
export type SideKind = (typeof SIDE_KINDS)[number];

const hexNumber = str({ pattern: /^\d{4}$/ });

/** The map section of the scenario: terrain rows, the hexsides the terrain does not imply, roads, exits, boxes. */
export const mapCheck = obj({
  provisional: bool,
  note: str({ min: 1 }),
  columns: int({ min: 1, max: 99 }),
  rows: int({ min: 1, max: 99 }),
  /** One string a row, from row 01 (inland) to the last (the low-water line); one letter a column. */
  terrain: arr(str({ min: 1 }), { min: 1 }),
  legend: record(literal(...TERRAINS)),
  /** First and last column of each sector. */
  sectors: obj({ east: arr(int({ min: 1 }), { min: 2, max: 2 }), west: arr(int({ min: 1 }), { min: 2, max: 2 }) }),
  sides: arr(obj({ hexes: arr(hexNumber, { min: 2, max: 2 }), kind: literal(...SIDE_KINDS) })),
  roads: arr(obj({ kind: literal('major', 'secondary'), hexes: arr(hexNumber, { min: 2 }) })),
  /** German exit hexes A-G (2). */
  exits: record(hexNumber),
  /** The columns each landing box faces. */
  boxes: record(arr(int({ min: 1 }), { min: 1 })),
  /** Beach hexes with obstacles at the start. */
  obstacles: arr(hexNumber),
});

export type MapData = ReturnType<typeof mapCheck>;

/** A position's printed fields of fire: hex numbers by intensity, separated by spaces. */
export const fofCheck = obj({ intense: str(), steady: str(), sporadic: str() });
