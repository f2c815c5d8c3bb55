import type { OffsetParity } from '../../../boards/hex/index.ts';

export type HexsideKind = 'cliff' | 'steep-slope';
export type RoadKind = 'road' | 'secondary';
export type PlaceKind = 'village' | 'town';

export interface MapGrid {
  readonly colMin: number;
  readonly colMax: number;
  readonly rowMin: number;
  readonly rowMax: number;
  readonly parity: OffsetParity;
  /** Width of the row part of a printed number (2 on this map: 2003). */
  readonly digits: number;
  readonly metresPerHex: number;
}

/** The map as stored in scenarios/bloody-beach/map.json. Hexes are named by their printed numbers. */
export interface MapDoc {
  readonly id: string;
  readonly system: 'bloody-beach';
  readonly title: string;
  readonly kind: 'map';
  readonly provisional: boolean;
  readonly note: string;
  readonly grid: MapGrid;
  /** Map code (one character) -> terrain key of bloody-beach.terrain. */
  readonly legend: Readonly<Record<string, string>>;
  /** One string per row from rowMin, one code per column from colMin. */
  readonly terrain: readonly string[];
  /** One string per row, one digit (elevation level) per column. */
  readonly elevation: readonly string[];
  readonly hexsides: readonly {
    readonly a: string;
    readonly b: string;
    readonly kind: HexsideKind;
    readonly top: string;
  }[];
  readonly roads: readonly { readonly kind: RoadKind; readonly name: string; readonly hexes: readonly string[] }[];
  readonly places: readonly { readonly name: string; readonly kind: PlaceKind; readonly hexes: readonly string[] }[];
  readonly sectors: readonly { readonly id: string; readonly name: string; readonly hexes: readonly string[] }[];
  readonly draws: readonly { readonly id: string; readonly name: string; readonly hexes: readonly string[] }[];
  readonly landingBoxes: readonly {
    readonly id: string;
    readonly name: string;
    readonly sector: string;
    readonly hexes: readonly string[];
    readonly noDrift?: boolean;
  }[];
  readonly roadblocks: readonly string[];
  readonly labels: readonly { readonly hex: string; readonly text: string }[];
}
