import { hexToPixel } from './hex-to-pixel.ts';
import type { Layout } from './layout.ts';
import type { Axial, Point } from './types.ts';

/** The six corners of a flat-topped hex, clockwise from the east corner (screen y grows downward). */
export function hexCorners(l: Layout, h: Axial): Point[] {
  const c = hexToPixel(l, h);
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push({ x: c.x + l.size.x * Math.cos(a), y: c.y + l.size.y * Math.sin(a) });
  }
  return out;
}
