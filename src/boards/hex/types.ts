/**
 * Hex coordinates. Inside, hexes are axial (q, r) with the cube's third axis s = -q - r implied; at the edges
 * they are printed map numbers such as "2003" (column 20, row 03) read through an offset layout.
 */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

export interface Cube extends Axial {
  readonly s: number;
}

/** A printed column and row, as numbered on the map. */
export interface Offset {
  readonly col: number;
  readonly row: number;
}

/**
 * Which columns are pushed half a hex down, for flat-topped hexes in vertical columns: `even-q` pushes even
 * columns down (0201 sits lower right of 0101), `odd-q` pushes odd columns down.
 */
export type OffsetParity = 'even-q' | 'odd-q';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A pixel rectangle (x, y of the top-left corner). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The six sides of a flat-topped hex, clockwise from the top. */
export type Side = 0 | 1 | 2 | 3 | 4 | 5;
