import { hex } from '../../../boards/index.ts';
import { required } from '../../../engine/index.ts';
import type { Intensity } from '../rules/units.ts';
import type { MapData, SideKind, Terrain } from './map-data.ts';

export interface MapHex {
  /** The printed number, column then row ("0712"). */
  readonly id: string;
  readonly col: number;
  readonly row: number;
  readonly at: hex.Axial;
  readonly terrain: Terrain;
  readonly sector: 'east' | 'west';
}

export interface Hexside {
  readonly kind: SideKind;
  /** The higher hex: crossing into it climbs (for a bluff, a cliff or a slope). */
  readonly top?: string;
}

/** Terrain on the plateau above the bluffs (2: high ground controls the low ground below it). */
const HIGH: ReadonlySet<Terrain> = new Set(['high-ground', 'bocage', 'orchard', 'woods', 'buildings', 'rough']);
const SHORE: ReadonlySet<Terrain> = new Set(['tidal', 'beach']);

export function isHigh(t: Terrain): boolean {
  return HIGH.has(t);
}
export function isShore(t: Terrain): boolean {
  return SHORE.has(t);
}

export const PARITY: hex.OffsetParity = 'even-q';

export function hexNumber(col: number, row: number): string {
  return hex.formatHexNumber({ col, row });
}

/** What the terrain pair of two neighbours implies for the side between them, when the map lists nothing. */
function impliedSide(a: MapHex, b: MapHex): Hexside | undefined {
  const lowA = !isHigh(a.terrain);
  const lowB = !isHigh(b.terrain);
  if (lowA !== lowB) {
    const low = lowA ? a : b;
    const top = lowA ? b.id : a.id;
    return { kind: low.terrain === 'draw' ? 'slope' : 'bluff', top };
  }
  if (!lowA) return undefined;
  const shoreA = isShore(a.terrain);
  if (shoreA !== isShore(b.terrain)) return { kind: 'shingle' };
  return undefined;
}

/**
 * The game map, compiled from the scenario's map section: hexes by printed number, neighbours and distances,
 * the hexside between two hexes (the map's own list, else what the terrain on both sides implies), roads,
 * exits, the columns each landing box faces, and the positions' fields of fire.
 */
export class OmahaMap {
  readonly hexes: ReadonlyMap<string, MapHex>;
  private readonly byAxial = new Map<string, string>();
  private readonly sides = new Map<string, Hexside>();
  private readonly roadSides = new Map<string, 'major' | 'secondary'>();
  private readonly fofs = new Map<string, ReadonlyMap<string, Intensity>>();

  constructor(
    readonly data: MapData,
    fields: Readonly<Record<string, Readonly<Record<Intensity, string>>>>,
  ) {
    const hexes = new Map<string, MapHex>();
    data.terrain.forEach((line, i) => {
      const row = i + 1;
      [...line].forEach((ch, j) => {
        const col = j + 1;
        const terrain = required(data.legend[ch], `the terrain of map code "${ch}"`);
        const id = hexNumber(col, row);
        const sector = col >= (data.sectors.west[0] ?? 1) && col <= (data.sectors.west[1] ?? 0) ? 'west' : 'east';
        const at = hex.offsetToAxial({ col, row }, PARITY);
        hexes.set(id, { id, col, row, at, terrain, sector });
        this.byAxial.set(hex.hexKey(at), id);
      });
    });
    this.hexes = hexes;
    for (const s of data.sides) {
      const [a, b] = s.hexes as [string, string];
      const ha = hexes.get(a);
      const hb = hexes.get(b);
      const top = ha && hb && isHigh(ha.terrain) !== isHigh(hb.terrain) ? (isHigh(ha.terrain) ? a : b) : undefined;
      this.sides.set(this.pairKey(a, b), { kind: s.kind, ...(top ? { top } : {}) });
    }
    for (const r of data.roads) {
      let before: string | undefined;
      for (const h of r.hexes) {
        if (before !== undefined) this.roadSides.set(this.pairKey(before, h), r.kind);
        before = h;
      }
    }
    for (const [id, f] of Object.entries(fields)) {
      const m = new Map<string, Intensity>();
      for (const intensity of ['sporadic', 'steady', 'intense'] as const) {
        for (const h of f[intensity].split(/\s+/).filter(Boolean)) m.set(h, intensity);
      }
      this.fofs.set(id, m);
    }
  }

  private pairKey(a: string, b: string): string {
    return a < b ? `${a}|${b}` : `${b}|${a}`;
  }

  hex(id: string): MapHex | undefined {
    return this.hexes.get(id);
  }

  terrain(id: string): Terrain | undefined {
    return this.hexes.get(id)?.terrain;
  }

  neighbors(id: string): string[] {
    const h = this.hexes.get(id);
    if (!h) return [];
    return hex.neighbors(h.at).flatMap((n) => {
      const x = this.byAxial.get(hex.hexKey(n));
      return x ? [x] : [];
    });
  }

  adjacent(a: string, b: string): boolean {
    return this.distance(a, b) === 1;
  }

  distance(a: string, b: string): number {
    const ha = this.hexes.get(a);
    const hb = this.hexes.get(b);
    return ha && hb ? hex.distance(ha.at, hb.at) : Infinity;
  }

  /** Hexes from `a` to the nearest of `to`. */
  distanceTo(a: string, to: readonly string[]): number {
    return Math.min(Infinity, ...to.map((b) => this.distance(a, b)));
  }

  side(a: string, b: string): Hexside | undefined {
    const listed = this.sides.get(this.pairKey(a, b));
    if (listed) return listed;
    const ha = this.hexes.get(a);
    const hb = this.hexes.get(b);
    return ha && hb && this.adjacent(a, b) ? impliedSide(ha, hb) : undefined;
  }

  road(a: string, b: string): 'major' | 'secondary' | undefined {
    return this.roadSides.get(this.pairKey(a, b));
  }

  /** The intensity of the position's fire in each hex it reaches. */
  fieldOfFire(position: string): ReadonlyMap<string, Intensity> {
    return this.fofs.get(position) ?? new Map();
  }

  get exits(): Readonly<Record<string, string>> {
    return this.data.exits;
  }

  get boxes(): readonly string[] {
    return Object.keys(this.data.boxes);
  }

  /** The hexes of the columns a landing box faces, from the sea edge inland, while on the shore. */
  boxShore(box: string): MapHex[] {
    const cols = this.data.boxes[box] ?? [];
    return [...this.hexes.values()]
      .filter((h) => cols.includes(h.col) && isShore(h.terrain))
      .sort((a, b) => b.row - a.row || a.col - b.col);
  }

  /** Every hex within `radius` of `center` on the map. */
  within(center: string, radius: number): string[] {
    const h = this.hexes.get(center);
    if (!h) return [];
    return hex.hexesWithin(h.at, radius).flatMap((a) => {
      const x = this.byAxial.get(hex.hexKey(a));
      return x ? [x] : [];
    });
  }
}
