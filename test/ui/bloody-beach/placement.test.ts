import { describe, expect, it } from 'vitest';
import { hexToPixel, layout } from '../../../src/boards/hex/index.ts';
import { facingAngle } from '../../../src/ui/boards/bloody-beach/counter-svg.ts';
import { facingTapped } from '../../../src/ui/boards/bloody-beach/placement.ts';

describe('choosing a facing by a tap on its arrow (6.1.1, 11.2.5)', () => {
  const L = layout(20);
  const hex = { q: 3, r: 2 };
  const c = hexToPixel(L, hex);
  /** A point at `share` of the radius from the middle, `turn` degrees off the arrow of `facing`. */
  const toward = (facing: number, share = 0.8, turn = 0) => {
    const a = ((facingAngle(facing) + turn) * Math.PI) / 180;
    return { x: c.x + Math.cos(a) * 20 * share, y: c.y + Math.sin(a) * 20 * share };
  };
  const all = [0, 1, 2, 3, 4, 5];

  it('reads the arrow a tap is nearest, its head or its shaft, a little off its line too', () => {
    for (const f of all) {
      expect(facingTapped(L, hex, toward(f), all)).toBe(f);
      expect(facingTapped(L, hex, toward(f, 0.4, 20), all)).toBe(f);
      expect(facingTapped(L, hex, toward(f, 0.9, -25), all)).toBe(f);
    }
  });

  it('chooses nothing on the middle of the hex, nor an arrow not offered', () => {
    expect(facingTapped(L, hex, { x: c.x + 2, y: c.y - 1 }, all)).toBeUndefined();
    expect(facingTapped(L, hex, toward(4), [0, 1, 2])).toBeUndefined();
  });
});
