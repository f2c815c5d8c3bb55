import type { Axial, Offset, OffsetParity } from './types.ts';

/** Axial to a printed column/row; the inverse of offsetToAxial. */
export function axialToOffset(h: Axial, parity: OffsetParity = 'even-q'): Offset {
  const odd = h.q & 1;
  const row = parity === 'even-q' ? h.r + (h.q + odd) / 2 : h.r + (h.q - odd) / 2;
  return { col: h.q, row };
}
