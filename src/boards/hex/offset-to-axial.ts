import type { Axial, Offset, OffsetParity } from './types.ts';

/** A printed column/row to axial, for flat-topped hexes in columns (Red Blob's evenq/oddq conversion). */
export function offsetToAxial(o: Offset, parity: OffsetParity = 'even-q'): Axial {
  const odd = o.col & 1;
  const r = parity === 'even-q' ? o.row - (o.col + odd) / 2 : o.row - (o.col - odd) / 2;
  return { q: o.col, r };
}
