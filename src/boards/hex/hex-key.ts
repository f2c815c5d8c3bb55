import type { Axial } from './types.ts';

/** A string key for sets and maps of hexes. */
export function hexKey(h: Axial): string {
  return `${h.q},${h.r}`;
}

export function hexFromKey(key: string): Axial {
  const i = key.indexOf(',');
  return { q: Number(key.slice(0, i)), r: Number(key.slice(i + 1)) };
}
