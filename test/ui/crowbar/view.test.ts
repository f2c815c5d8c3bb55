import { describe, expect, it } from 'vitest';
import {
  besideRect,
  fitChoices,
  fitView,
  keepMapIn,
  keyView,
  mapToScreen,
  moveCursor,
  revealInOrder,
  revealRect,
  screenToMap,
  zoomAbout,
  zoomLimits,
} from '../../../src/ui/boards/crowbar/view.ts';
import { CELL, MAP_RECT, spaceRect } from '../../../src/ui/boards/crowbar/geometry.ts';

const limits: [number, number] = [0.4, 3];

describe('Crowbar! board view (zoom and pan)', () => {
  it('converts between screen and map both ways', () => {
    const v = { k: 1.5, x: 20, y: -40 };
    const p = { x: 123, y: 456 };
    const back = mapToScreen(v, screenToMap(v, p));
    expect(back.x).toBeCloseTo(p.x, 9);
    expect(back.y).toBeCloseTo(p.y, 9);
  });

  it('fits the whole map inside the stage, centred', () => {
    const v = fitView(MAP_RECT, 500, 400, 8);
    const a = mapToScreen(v, { x: 0, y: 0 });
    const b = mapToScreen(v, { x: MAP_RECT.width, y: MAP_RECT.height });
    expect(a.x).toBeGreaterThanOrEqual(7.99);
    expect(a.y).toBeGreaterThanOrEqual(7.99);
    expect(b.x).toBeLessThanOrEqual(500.01);
    expect(b.y).toBeLessThanOrEqual(392.01);
    expect((a.x + b.x) / 2).toBeCloseTo(250, 6);
  });

  it('zooming keeps the point under the finger still and respects the limits', () => {
    const v = { k: 1, x: 10, y: 10 };
    const p = { x: 200, y: 150 };
    const z = zoomAbout(v, 1.25, p, limits);
    const m0 = screenToMap(v, p);
    const m1 = screenToMap(z, p);
    expect(m1.x).toBeCloseTo(m0.x, 9);
    expect(m1.y).toBeCloseTo(m0.y, 9);
    expect(zoomAbout({ k: 2.9, x: 0, y: 0 }, 2, p, limits).k).toBe(3);
    expect(zoomAbout({ k: 0.5, x: 0, y: 0 }, 0.5, p, limits).k).toBe(0.4);
  });

  it('keys: Shift+arrows pan, + and - zoom, 0 fits; plain arrows are left to the selection cursor', () => {
    const v = { k: 1, x: 0, y: 0 };
    expect(keyView('ArrowLeft', true, v, 500, 400, limits, MAP_RECT)?.x).toBeGreaterThan(0);
    expect(keyView('ArrowDown', true, v, 500, 400, limits, MAP_RECT)?.y).toBeLessThan(0);
    expect(keyView('ArrowLeft', false, v, 500, 400, limits, MAP_RECT)).toBeUndefined();
    expect(keyView('+', false, v, 500, 400, limits, MAP_RECT)?.k).toBeGreaterThan(1);
    expect(keyView('-', false, v, 500, 400, limits, MAP_RECT)?.k).toBeLessThan(1);
    expect(keyView('0', false, v, 500, 400, limits, MAP_RECT)).toEqual(fitView(MAP_RECT, 500, 400, 8, limits));
    expect(keyView('x', false, v, 500, 400, limits, MAP_RECT)).toBeUndefined();
  });

  it('the selection cursor moves one space and stays on the grid (up is forward, toward Row 15)', () => {
    expect(moveCursor('ArrowUp', 3, 4)).toEqual({ col: 3, row: 5 });
    expect(moveCursor('ArrowDown', 3, 0)).toEqual({ col: 3, row: 0 });
    expect(moveCursor('ArrowLeft', 1, 7)).toEqual({ col: 1, row: 7 });
    expect(moveCursor('ArrowRight', 12, 7)).toEqual({ col: 12, row: 7 });
    expect(moveCursor('Enter', 2, 2)).toBeUndefined();
  });

  it('reveals a space off screen with the smallest pan, and leaves a visible one alone', () => {
    const v = { k: 1, x: 0, y: 0 };
    const seen = { x: 50, y: 50, width: CELL, height: CELL };
    expect(revealRect(v, seen, 500, 400)).toBe(v);
    const below = { x: 50, y: 600, width: CELL, height: CELL };
    const r = revealRect(v, below, 500, 400, 12);
    expect(r.x).toBe(0);
    expect(mapToScreen(r, { x: 0, y: 600 + CELL }).y).toBeCloseTo(388, 9);
  });

  it('brings every space of a decision wholly into sight with the least pan, or as many as fit, the first ones first', () => {
    const v = { k: 1, x: 0, y: 0 };
    const at = (x: number, y: number) => ({ x, y, width: CELL, height: CELL });
    // all in sight: the view stays as it is
    expect(revealInOrder(v, [at(50, 50), at(200, 300)], 500, 400)).toBe(v);
    // one in sight and one half off the foot (the pan the board made only when none showed): both come in
    const both = revealInOrder(v, [at(50, 50), at(200, 370)], 500, 400, 8);
    expect(both.x).toBe(0);
    expect(mapToScreen(both, { x: 0, y: 370 + CELL }).y).toBeCloseTo(392, 9);
    expect(mapToScreen(both, { x: 0, y: 50 }).y).toBeGreaterThanOrEqual(0);
    // neither in sight and too far apart to show together: the first whole, the later one left out
    const first = revealInOrder(v, [at(50, 420), at(50, -100)], 500, 400, 8);
    expect(mapToScreen(first, { x: 0, y: 420 + CELL }).y).toBeCloseTo(392, 9);
    // more than fit together, and the view shows one of them whole: it stays
    expect(revealInOrder(v, [at(50, 900), at(50, 10)], 500, 400)).toBe(v);
  });

  it('zoom limits let the whole map show and a space grow to about 150 px', () => {
    const [min, max] = zoomLimits(MAP_RECT, 500, 400, CELL);
    expect(MAP_RECT.height * min).toBeLessThanOrEqual(400);
    expect(CELL * max).toBeCloseTo(150, 6);
  });

  it('puts the choice card beside a space with room on that side, else below or above it, never over it', () => {
    const overlaps = (
      r: { x: number; y: number; width: number; height: number },
      left: number,
      top: number,
      w: number,
      h: number,
    ) => left < r.x + r.width && left + w > r.x && top < r.y + r.height && top + h > r.y;
    // A wide stage: to the right of a space in the left half, to the left of one in the right half.
    const left = besideRect({ x: 100, y: 200, width: 40, height: 40 }, 1000, 600, 300);
    expect(left.left).toBe(146);
    expect(left.top).toBe(200);
    const right = besideRect({ x: 800, y: 200, width: 40, height: 40 }, 1000, 600, 300);
    expect(right.left).toBe(494);
    // A narrow stage: no room on either side, so below the space (more room there) ...
    const space = { x: 200, y: 150, width: 30, height: 30 };
    const below = besideRect(space, 540, 600, 340);
    expect(below.top).toBe(186);
    expect(overlaps(space, below.left, below.top ?? 0, 340, below.maxHeight)).toBe(false);
    // ... or above it, its bottom edge just over the space.
    const low = { x: 200, y: 500, width: 30, height: 30 };
    const above = besideRect(low, 540, 600, 340);
    expect(above.top).toBeNull();
    expect(above.bottom).toBe(106);
    expect(above.maxHeight).toBe(488);
  });

  it('fits one choice at a readable zoom with every column holding a unit across the free area, not beyond it', () => {
    const area = { x: 0, y: 0, width: 706, height: 580 };
    const one = [{ x: 0, y: 300, width: 1, height: 1 }, spaceRect(2, 3)];
    const keep = { x: spaceRect(1, 0).x, y: 0, width: spaceRect(12, 0).x + CELL - spaceRect(1, 0).x, height: 1 };
    const v = fitChoices(one, area, limits, 12 / 11, 2, spaceRect(2, 3), keep);
    expect(v).toBeDefined();
    if (!v) return;
    expect(v.k).toBeGreaterThanOrEqual(12 / 11);
    const left = mapToScreen(v, { x: 0, y: 0 }).x;
    const right = mapToScreen(v, { x: keep.x + keep.width, y: 0 }).x;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(area.width);
    // Without the columns to keep, one space is fitted closer and the far columns run on past the area.
    const close = fitChoices(one, area, limits, 12 / 11, 2, spaceRect(2, 3));
    expect(close && mapToScreen(close, { x: keep.x + keep.width, y: 0 }).x).toBeGreaterThan(area.width);
    // Columns too wide for a readable zoom: the zoom stays readable (the choice first).
    const narrow = fitChoices(one, { ...area, width: 400 }, limits, 12 / 11, 2, spaceRect(2, 3), keep);
    expect(narrow?.k).toBeCloseTo(12 / 11, 9);
  });

  it('keeps the map in the free area: a larger map covers it to within the slack, a smaller one stays inside', () => {
    const map = { x: 0, y: 0, width: 1000, height: 800 };
    const area = { x: 0, y: 0, width: 600, height: 500 };
    const edges = (v: { k: number; x: number; y: number }) => ({
      left: mapToScreen(v, { x: 0, y: 0 }).x,
      top: mapToScreen(v, { x: 0, y: 0 }).y,
      right: mapToScreen(v, { x: 1000, y: 800 }).x,
      bottom: mapToScreen(v, { x: 1000, y: 800 }).y,
    });
    // Pushed far right and down: the map's near edges come back to 12 px inside the area.
    expect(edges(keepMapIn({ k: 1, x: 900, y: 900 }, map, area))).toMatchObject({ left: 12, top: 12 });
    // Pushed far left and up: its far edges stop 12 px inside the area's (the last column clear of a panel).
    expect(edges(keepMapIn({ k: 1, x: -5000, y: -5000 }, map, area))).toMatchObject({ right: 588, bottom: 488 });
    // A view within bounds is left alone.
    expect(keepMapIn({ k: 1, x: -100, y: -50 }, map, area)).toEqual({ k: 1, x: -100, y: -50 });
    // Zoomed out so that the map is smaller than the area: it stays wholly inside.
    const small = edges(keepMapIn({ k: 0.25, x: 590, y: -300 }, map, area));
    expect(small.left).toBeGreaterThanOrEqual(12);
    expect(small.right).toBeLessThanOrEqual(588);
    expect(small.top).toBeGreaterThanOrEqual(12);
  });
});
