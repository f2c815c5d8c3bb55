import { describe, expect, it } from 'vitest';
import { hexToPixel, layout } from '../../../src/boards/hex/index.ts';
import { firstView, START_ZOOM } from '../../../src/ui/boards/bloody-beach/map-stage.ts';
import { mapToScreen } from '../../../src/ui/boards/bloody-beach/viewport.ts';
import { boardOf, smallMap } from './helpers.ts';

describe('the first view', () => {
  const L = layout(20);
  const doc = smallMap(['SSSSSS', 'BBBBBB', 'CCCCCC'], {
    landingBoxes: [
      { id: 'dog', name: 'Dog', hexes: ['0202'] },
      { id: 'pointe-du-hoc', name: 'Pointe du Hoc', hexes: ['0602'] },
    ],
  } as never);
  const board = boardOf(doc);

  it('opens on the Omaha landing boxes (Pointe du Hoc aside), at the reading zoom', () => {
    const v = firstView(doc, board, L, 800, 600, [0.1, 4], 'landing');
    expect(v.k).toBe(START_ZOOM);
    // a larger text size zooms in as much, so the counters' text grows with it
    expect(firstView(doc, board, L, 800, 600, [0.1, 4], 'landing', 1.25).k).toBeCloseTo(START_ZOOM * 1.25, 9);
    // the map is smaller than the view, so centred in it, the landing hex in view
    const at = mapToScreen(v, hexToPixel(L, board.hex('0202')));
    expect(at.x).toBeGreaterThan(0);
    expect(at.x).toBeLessThan(800);
    expect(at.y).toBeGreaterThan(0);
    expect(at.y).toBeLessThan(600);
  });

  it('opens where most of the play is: the counters on the map count with the landing hexes', () => {
    const wide = smallMap(['S'.repeat(40), 'B'.repeat(40), 'C'.repeat(40)], {
      landingBoxes: [{ id: 'dog', name: 'Dog', hexes: ['0201', '0301'] }],
    } as never);
    const on = boardOf(wide);
    const units = ['3002', '3102', '3203', '3302'].map((id) => on.hex(id));
    const v = firstView(wide, on, L, 400, 300, [0.1, 4], 'landing', 1, units);
    const middle = mapToScreen(v, hexToPixel(L, on.hex('3102')));
    expect(Math.abs(middle.x - 200)).toBeLessThan(40);
    // the landing hexes far to the west are out of view
    expect(mapToScreen(v, hexToPixel(L, on.hex('0201'))).x).toBeLessThan(0);
    // with no counters, the landing hexes
    const boxes = mapToScreen(firstView(wide, on, L, 400, 300, [0.1, 4], 'landing'), hexToPixel(L, on.hex('0201')));
    expect(boxes.x).toBeGreaterThan(0);
    expect(boxes.x).toBeLessThan(400);
  });

  it('keeps the zoom within the limits, and shows the whole map when asked', () => {
    expect(firstView(doc, board, L, 800, 600, [0.1, 1], 'landing').k).toBe(1);
    expect(firstView(doc, board, L, 800, 600, [0.1, 4], 'whole').k).not.toBe(START_ZOOM);
  });
});
