import { isDark, mix, withAlpha, type ThemeColours } from './palette.ts';

/**
 * The canvas patterns of the map, drawn in map units: terrain textures that tell terrains apart by more than
 * colour (hedgerows, trees, reeds, houses, rocks), and the hatching of each side's fire zones.
 */

/** A square canvas of `size` px to draw one repeat of a pattern on. */
function tileOf(size: number): CanvasRenderingContext2D | null {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  return c.getContext('2d');
}

/** Terrains drawn with a texture over their fill. */
export const TEXTURED: readonly string[] = ['bocage', 'woods', 'marsh', 'town', 'village', 'rocky-beach'];

/** A terrain's texture over its fill colour, in the theme's ink; 16 px of pattern to 0.8 of a hex radius reads well at every zoom. */
export function terrainTexture(
  key: string,
  fill: string,
  theme: ThemeColours,
  hexRadius: number,
): CanvasPattern | undefined {
  const size = 16;
  const g = tileOf(size);
  if (!g) return undefined;
  const dark = isDark(theme);
  const ink = withAlpha(mix(fill, theme.ink, dark ? 0.25 : 0.5), dark ? 0.55 : 0.5);
  g.strokeStyle = ink;
  g.fillStyle = ink;
  g.lineWidth = 1;
  g.lineCap = 'round';
  switch (key) {
    case 'bocage':
      // Hedgerows: a loose net of short strokes.
      g.beginPath();
      g.moveTo(1, 4);
      g.lineTo(9, 2);
      g.moveTo(9, 10);
      g.lineTo(15, 14);
      g.moveTo(3, 9);
      g.lineTo(4, 15);
      g.stroke();
      break;
    case 'woods':
      for (const [x, y] of [
        [4, 4],
        [12, 7],
        [6, 12],
      ] as const) {
        g.beginPath();
        g.arc(x, y, 2.2, 0, Math.PI * 2);
        g.fill();
      }
      break;
    case 'marsh':
      g.beginPath();
      for (const [x, y] of [
        [2, 5],
        [10, 12],
      ] as const) {
        g.moveTo(x, y);
        g.lineTo(x + 5, y);
        g.moveTo(x + 1, y - 2);
        g.lineTo(x + 1.5, y);
        g.moveTo(x + 3.5, y - 2);
        g.lineTo(x + 3, y);
      }
      g.stroke();
      break;
    case 'town':
    case 'village':
      g.fillRect(3, 3, 4, 4);
      g.fillRect(10, 9, 4, 4);
      if (key === 'town') g.fillRect(9, 2, 3, 3);
      break;
    case 'rocky-beach':
      for (const [x, y] of [
        [3, 3],
        [11, 6],
        [6, 12],
        [13, 13],
      ] as const)
        g.fillRect(x, y, 1.6, 1.6);
      break;
  }
  const pattern = g.createPattern(g.canvas, 'repeat') ?? undefined;
  pattern?.setTransform(new DOMMatrix().scale((hexRadius * 0.8) / size));
  return pattern;
}

/** A fire zone's hatching in its side's colour, leaning forward for one side and back for the other. */
export function zoneHatch(
  ctx: CanvasRenderingContext2D,
  colour: string,
  forward: boolean,
  hexRadius: number,
): CanvasPattern | undefined {
  const size = 10;
  const g = tileOf(size);
  if (!g) return undefined;
  g.fillStyle = withAlpha(colour, 0.08);
  g.fillRect(0, 0, size, size);
  g.strokeStyle = withAlpha(colour, 0.45);
  g.lineWidth = 1.3;
  g.beginPath();
  if (forward) {
    g.moveTo(0, size);
    g.lineTo(size, 0);
    g.moveTo(-2, 2);
    g.lineTo(2, -2);
    g.moveTo(size - 2, size + 2);
    g.lineTo(size + 2, size - 2);
  } else {
    g.moveTo(0, 0);
    g.lineTo(size, size);
    g.moveTo(size - 2, -2);
    g.lineTo(size + 2, 2);
    g.moveTo(-2, size - 2);
    g.lineTo(2, size + 2);
  }
  g.stroke();
  const p = ctx.createPattern(g.canvas, 'repeat') ?? undefined;
  p?.setTransform(new DOMMatrix().scale((hexRadius * 0.5) / size));
  return p;
}
