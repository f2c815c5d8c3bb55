import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { hexToPixel, layout, mapPixelBounds, offsetToAxial, type Axial } from '../../../src/boards/hex/index.ts';
import {
  boundsOf,
  clearestCentre,
  busiestCentre,
  centreOn,
  containsRect,
  fitView,
  hexAtScreen,
  hexsideAtScreen,
  keepCull,
  keepOnMap,
  keyView,
  landwardView,
  followView,
  SEA_AIM,
  shownWithin,
  viewShowing,
  mapToScreen,
  screenToMap,
  sideSegment,
  visibleMapRect,
  zoomAbout,
  zoomLimits,
} from '../../../src/ui/boards/bloody-beach/viewport.ts';

const L = layout(20);
const GRID = { colMin: 1, colMax: 96, rowMin: 1, rowMax: 52, parity: 'even-q' as const };

describe('view transforms', () => {
  it('screen and map coordinates are inverse', () => {
    const v = { k: 2.5, x: -300, y: 120 };
    const p = { x: 123.4, y: 567.8 };
    const back = mapToScreen(v, screenToMap(v, p));
    expect(back.x).toBeCloseTo(p.x, 9);
    expect(back.y).toBeCloseTo(p.y, 9);
  });

  it('the visible rectangle is the viewport divided by the zoom', () => {
    expect(visibleMapRect({ k: 2, x: -100, y: -50 }, 800, 600)).toEqual({ x: 50, y: 25, width: 400, height: 300 });
  });

  it('zooming about a point keeps that point still and respects the limits', () => {
    const v = { k: 1, x: 10, y: 20 };
    const p = { x: 300, y: 200 };
    const z = zoomAbout(v, 2, p, [0.5, 4]);
    expect(z.k).toBe(2);
    const before = screenToMap(v, p);
    const after = screenToMap(z, p);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    expect(zoomAbout(v, 100, p, [0.5, 4]).k).toBe(4);
  });

  it('fit and centre put the rectangle in the middle of the viewport', () => {
    const r = { x: 100, y: 100, width: 400, height: 200 };
    const v = fitView(r, 800, 600, 0);
    expect(v.k).toBe(2);
    const c = mapToScreen(v, { x: 300, y: 200 });
    expect(c).toEqual({ x: 400, y: 300 });
    expect(centreOn(r, 800, 600, 1)).toEqual({ k: 1, x: 100, y: 100 });
  });

  it('zoom limits let the whole map show and a hex grow to 90 px of radius', () => {
    const map = mapPixelBounds(L, GRID);
    const [min, max] = zoomLimits(map, 600, 500, 20);
    expect(map.width * min).toBeLessThan(600);
    expect(map.height * min).toBeLessThan(500);
    expect(max * 20).toBeCloseTo(90, 9);
  });
});

describe('keyboard', () => {
  const v = { k: 1, x: 0, y: 0 };
  it('arrows pan a fifth of the view, the map moving under the view', () => {
    expect(keyView('ArrowRight', v, 1000, 500, [0.1, 5])).toEqual({ k: 1, x: -200, y: 0 });
    expect(keyView('ArrowUp', v, 1000, 500, [0.1, 5])).toEqual({ k: 1, x: 0, y: 100 });
  });
  it('plus and minus zoom about the centre; other keys do nothing', () => {
    expect(keyView('+', v, 1000, 500, [0.1, 5])?.k).toBeCloseTo(1.25, 9);
    expect(keyView('-', v, 1000, 500, [0.1, 5])?.k).toBeCloseTo(0.8, 9);
    expect(keyView('a', v, 1000, 500, [0.1, 5])).toBeUndefined();
  });
});

describe('hit testing', () => {
  const v = { k: 1.7, x: -250, y: -90 };
  it('a tap on any hex centre finds that hex', () => {
    for (const [col, row] of [
      [1, 1],
      [20, 3],
      [43, 36],
      [96, 52],
      [57, 10],
    ] as const) {
      const h = offsetToAxial({ col, row }, 'even-q');
      expect(hexAtScreen(L, v, mapToScreen(v, hexToPixel(L, h)), GRID)).toEqual(h);
    }
  });

  it('a tap near a corner of the hex (inside it) still finds it, and off the map finds nothing', () => {
    const h = offsetToAxial({ col: 20, row: 3 }, 'even-q');
    const c = hexToPixel(L, h);
    const near = mapToScreen(v, { x: c.x + 20 * 0.85, y: c.y });
    expect(hexAtScreen(L, v, near, GRID)).toEqual(h);
    expect(hexAtScreen(L, v, mapToScreen(v, { x: -500, y: -500 }), GRID)).toBeUndefined();
  });

  it('a tap near an edge names that side, and the side segment lies on the border with the neighbour', () => {
    const h: Axial = offsetToAxial({ col: 30, row: 20 }, 'even-q');
    const c = hexToPixel(L, h);
    const id = { k: 1, x: 0, y: 0 };
    // Just inside the top edge: side 0 (N); just inside the lower right edge: side 2 (SE).
    expect(hexsideAtScreen(L, id, { x: c.x, y: c.y - 15 }, GRID)?.side).toBe(0);
    const se = { x: c.x + 13 * Math.cos(Math.PI / 6), y: c.y + 13 * Math.sin(Math.PI / 6) };
    expect(hexsideAtScreen(L, id, se, GRID)?.side).toBe(2);
    const [a, b] = sideSegment(L, h, 0);
    expect((a.y + b.y) / 2).toBeCloseTo(c.y - (20 * Math.sqrt(3)) / 2, 9);
    expect((a.x + b.x) / 2).toBeCloseTo(c.x, 9);
  });
});

describe('rectangles round hexes, and the counters kept in the SVG layer', () => {
  it('bounds points with a margin, and tells a rectangle wholly inside another', () => {
    const r = boundsOf(
      [
        { x: 10, y: 20 },
        { x: 30, y: 5 },
      ],
      2,
    );
    expect(r).toEqual({ x: 8, y: 3, width: 24, height: 19 });
    expect(containsRect(r, { x: 10, y: 5, width: 20, height: 15 })).toBe(true);
    expect(containsRect(r, { x: 0, y: 5, width: 20, height: 15 })).toBe(false);
  });

  it('keeps the culled rectangle while the view stays in it and the zoom within a factor of two', () => {
    const first = keepCull(undefined, { k: 1, x: 0, y: 0 }, 100, 100, 20);
    expect(first).toEqual({ k: 1, rect: { x: -70, y: -70, width: 240, height: 240 } });
    expect(keepCull(first, { k: 1, x: -30, y: -30 }, 100, 100, 20)).toBe(first);
    expect(keepCull(first, { k: 2.5, x: 0, y: 0 }, 100, 100, 20)).not.toBe(first);
    expect(keepCull(first, { k: 1, x: -200, y: 0 }, 100, 100, 20)).not.toBe(first);
  });
});

describe('the busiest part of the map', () => {
  it('centres on the points the fullest window holds, leaving a lone point out', () => {
    const cluster = [
      { x: 100, y: 100 },
      { x: 140, y: 120 },
      { x: 120, y: 160 },
    ];
    const lone = { x: 900, y: 900 };
    expect(busiestCentre([lone, ...cluster], 100, 100)).toEqual({ x: 120, y: 130 });
    // a window wide enough for all of them centres on all of them
    expect(busiestCentre([lone, ...cluster], 1000, 1000)).toEqual({ x: 500, y: 500 });
    expect(busiestCentre([], 100, 100)).toBeUndefined();
  });

  it('finds the same window as trying every pair of points, ties included', () => {
    type P = { x: number; y: number };
    const everyPair = (points: P[], width: number, height: number): P | undefined => {
      let best: P[] = [];
      for (const left of points)
        for (const top of points) {
          const inside = points.filter(
            (p) => p.x >= left.x && p.x <= left.x + width && p.y >= top.y && p.y <= top.y + height,
          );
          if (inside.length > best.length) best = inside;
        }
      if (!best.length) return undefined;
      const r = boundsOf(best);
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    };
    const rng = Rng.fromSeed('busiest');
    for (let t = 0; t < 300; t++) {
      const points = Array.from({ length: 1 + rng.int(40) }, () => ({ x: rng.int(200), y: rng.int(200) }));
      const [width, height] = [rng.int(100), rng.int(100)];
      expect(busiestCentre(points, width, height), `case ${t}`).toEqual(everyPair(points, width, height));
    }
  });
});

describe('following the play', () => {
  const row = (n: number, y = 100) => Array.from({ length: n }, (_, i) => ({ x: 100 + i * 30, y }));

  it('leaves the view alone when the points show, and centres on them at its zoom when they fit', () => {
    const v = { k: 2, x: -100, y: -100 };
    // the view shows map x 50-450, y 50-350
    expect(viewShowing(v, 800, 600, row(5), 20)).toBeUndefined();
    const off = row(5).map((p) => ({ x: p.x + 1000, y: p.y }));
    const moved = viewShowing(v, 800, 600, off, 20);
    expect(moved?.k).toBe(2);
    expect(containsRect(visibleMapRect(moved ?? v, 800, 600), boundsOf(off, 20))).toBe(true);
  });

  it('zooms in to the reading zoom at least, keeping a closer zoom', () => {
    const far = { k: 1, x: 0, y: 0 };
    expect(viewShowing(far, 800, 600, row(3), 20, 1.9)?.k).toBe(1.9);
    const close = { k: 3, x: -200, y: -200 };
    expect(viewShowing(close, 800, 600, row(3, 5000), 20, 1.9)?.k).toBe(3);
  });

  it('shows the most of them when they do not fit, and stays put when it already does', () => {
    // 20 points along a line 570 map units long; at k 2 an 800 px view is 400 map units wide
    const wave = row(20);
    const v = viewShowing({ k: 2, x: 0, y: 1000 }, 800, 600, wave, 20);
    expect(v).toBeDefined();
    const shown = (view: { k: number; x: number; y: number }) => {
      const r = visibleMapRect(view, 800, 600);
      return wave.filter(
        (p) => p.x >= r.x + 20 && p.x <= r.x + r.width - 20 && p.y >= r.y + 20 && p.y <= r.y + r.height - 20,
      ).length;
    };
    // 360 map units inside the margins hold 13 points 30 apart
    expect(shown(v ?? { k: 2, x: 0, y: 0 })).toBe(13);
    expect(viewShowing(v ?? { k: 2, x: 0, y: 0 }, 800, 600, wave, 20)).toBeUndefined();
  });

  it('finds the clearest stretch: the most wanted points, each worth two unwanted ones', () => {
    const sea = [...row(6, 60), ...row(2, 70)];
    // centred on the top row of the wanted points, the view holds the sea too; one row lower, the wanted ones only
    const near = [...row(6, 100), ...row(6, 130)];
    const candidates = [
      { x: 175, y: 100 },
      { x: 175, y: 130 },
    ];
    expect(clearestCentre(candidates, near, sea, 200, 90)).toEqual({ x: 175, y: 130 });
    // 12 wanted points and 8 of sea beat 6 wanted points alone (at one for one, the 6 alone would win)
    const apart = [...row(6, 100), ...row(6, 140)];
    const lower = [
      { x: 175, y: 100 },
      { x: 175, y: 150 },
    ];
    expect(clearestCentre(lower, apart, sea, 200, 90)).toEqual({ x: 175, y: 100 });
    expect(clearestCentre([], near, sea, 200, 90)).toBeUndefined();
  });
});

describe('moving a view landward', () => {
  // a beach along y = 500; sea above it (y < 500), land below, a point every 20 map units; a 400 x 800 portrait view
  const grid = (from: number, to: number) =>
    Array.from({ length: 50 * ((to - from) / 20) }, (_, i) => ({
      x: (i % 50) * 20,
      y: from + Math.floor(i / 50) * 20,
    }));
  const ground = { sea: grid(0, 500), land: grid(500, 1600) };
  const map = { x: 0, y: 0, width: 1000, height: 1600 };
  const beach = [100, 200, 300].map((x) => ({ x, y: 500 }));
  const seaIn = (view: { k: number; x: number; y: number }) => {
    const r = visibleMapRect(view, 400, 800);
    const inside = (p: { x: number; y: number }) =>
      p.y >= r.y && p.y <= r.y + r.height && p.x >= r.x && p.x <= r.x + r.width;
    const sea = ground.sea.filter(inside).length;
    return sea / (sea + ground.land.filter(inside).length);
  };

  it('comes under the sea aim while the points it keeps stay in view, and stays when there is no sea', () => {
    const v = { k: 1, x: 0, y: -100 }; // shows y from 100 to 900: half sea
    const moved = landwardView(v, 400, 800, beach, 20, ground, map);
    const seen = visibleMapRect(moved, 400, 800);
    // the beach stays in view within the margin, near the top of it now
    for (const p of beach)
      expect(containsRect({ ...seen, y: seen.y + 20, height: seen.height - 40 }, { ...p, width: 0, height: 0 })).toBe(
        true,
      );
    expect(seaIn(moved)).toBeLessThanOrEqual(SEA_AIM);
    expect(seaIn(v)).toBeGreaterThan(0.4);
    expect(moved.k).toBe(1);
    // nothing to avoid: the view stays where it was
    expect(landwardView(v, 400, 800, beach, 20, { sea: [], land: ground.land }, map)).toEqual(
      keepOnMap(v, 400, 800, map),
    );
  });

  it('lets points go out of view to come under the sea aim, but never below the number it must keep', () => {
    // points strung out to sea: a view under a fifth of sea cannot hold the lowest and the highest
    const out = [100, 300, 500].map((y) => ({ x: 200, y }));
    const v = { k: 1, x: 0, y: -100 };
    expect(seaIn(landwardView(v, 400, 800, out, 20, ground, map))).toBeLessThanOrEqual(SEA_AIM);
    // all three must stay: the view holds them, the sea notwithstanding
    const all = landwardView(v, 400, 800, out, 20, ground, map, 3);
    expect(shownWithin(all, 400, 800, out, 20)).toBe(3);
  });

  it('follows the play: brought to points out of view, then landward; undefined when it stays', () => {
    const v = { k: 1, x: 0, y: -1000 }; // all land, far from the beach
    const to = followView(v, 400, 800, beach, 20, map, { minK: 1, ground });
    expect(to && shownWithin(to, 400, 800, beach, 20)).toBe(3);
    // already there: it stays
    expect(to && followView(to, 400, 800, beach, 20, map, { minK: 1, ground })).toBeUndefined();
    // without the ground, only brought to them
    const plain = followView(v, 400, 800, beach, 20, map, { minK: 1 });
    expect(plain && visibleMapRect(plain, 400, 800).y).toBeLessThan(400);
  });
});

describe('keeping the view on the map', () => {
  const map = { x: 0, y: 0, width: 1000, height: 800 };

  it('moves a view that shows space beyond an edge back onto the map, as little as it takes', () => {
    // at k 2 an 800 x 600 view shows 400 x 300 map units: here x 800-1200, beyond the right edge by 200
    expect(keepOnMap({ k: 2, x: -1600, y: -200 }, 800, 600, map)).toEqual({ k: 2, x: -1200, y: -200 });
    // and above the top of a map whose top is at y -100
    expect(keepOnMap({ k: 2, x: -200, y: 300 }, 800, 600, { ...map, y: -100 })).toEqual({ k: 2, x: -200, y: 200 });
    // a view inside the map stays
    expect(keepOnMap({ k: 2, x: -300, y: -400 }, 800, 600, map)).toEqual({ k: 2, x: -300, y: -400 });
  });

  it('centres a map smaller than the view across it', () => {
    expect(keepOnMap({ k: 0.5, x: 50, y: 0 }, 800, 600, map)).toEqual({ k: 0.5, x: 150, y: 100 });
  });
});
