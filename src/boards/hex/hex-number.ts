import type { Offset } from './types.ts';

export class HexNumberError extends Error {
  override name = 'HexNumberError';
}

/**
 * Reads a printed hex number, column digits then row digits ("2003" is column 20, row 3). `digits` is the
 * width of the row part (2 on a four-digit map); the column takes what is left.
 */
export function parseHexNumber(text: string, digits = 2): Offset {
  const t = text.trim();
  if (!/^\d+$/.test(t) || t.length <= digits)
    throw new HexNumberError(`"${text}" is not a hex number (column digits then ${digits} row digits, e.g. 2003)`);
  return { col: Number(t.slice(0, t.length - digits)), row: Number(t.slice(t.length - digits)) };
}

/** Writes a printed hex number: the column padded to `digits`, then the row padded to `digits`. */
export function formatHexNumber(o: Offset, digits = 2): string {
  if (!Number.isInteger(o.col) || !Number.isInteger(o.row) || o.col < 0 || o.row < 0 || o.row >= 10 ** digits) {
    throw new HexNumberError(`column ${o.col}, row ${o.row} has no ${digits * 2}-digit hex number`);
  }
  return `${String(o.col).padStart(digits, '0')}${String(o.row).padStart(digits, '0')}`;
}
