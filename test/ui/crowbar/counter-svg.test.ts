import { describe, expect, it } from 'vitest';
import { germanTags, type TagBox } from '../../../src/ui/boards/crowbar/counter-svg.ts';
import { CELL, colX, rowY } from '../../../src/ui/boards/crowbar/geometry.ts';

const meets = (a: TagBox, b: TagBox): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the tags on a German counter', () => {
  for (const t of [1, 1.3])
    it(`at text size ${t}: PIN lies above the strength figure, the tags (the space's gun markers too) stay in the unit's own space and apart`, () => {
      for (const incoming of [0, 1, 2, 3]) {
        const tags = germanTags({ col: 4, row: 5, pinned: true, incoming }, t);
        const crowded = germanTags({ col: 4, row: 5, pinned: true, incoming }, t, [{ cls: 'gun-token', text: '?2' }]);
        crowded.forEach((a, i) => {
          for (const b of crowded.slice(i + 1)) expect(meets(a, b)).toBe(false);
          expect(a.x).toBeGreaterThanOrEqual(colX(4));
          expect(a.x + a.width).toBeLessThanOrEqual(colX(4) + CELL);
        });
        expect(crowded.map((b) => b.text)).toEqual(['?2', 'PIN', ...(incoming ? [`-${incoming}`] : [])]);
        const pin = tags.find((b) => b.cls === 'pin');
        if (!pin) throw new Error('no PIN tag');
        // The strength figure's top: its baseline less the height of its digits (counter-svg.ts, board-styles.ts).
        const font = Math.max(13, 11.5 * t);
        const figureTop = rowY(5) + 4 + 37.5 + 2 * (t - 1) - 0.73 * font;
        expect(pin.y + pin.height).toBeLessThan(figureTop);
        for (const b of tags) {
          expect(b.x).toBeGreaterThanOrEqual(colX(4));
          expect(b.x + b.width).toBeLessThanOrEqual(colX(4) + CELL);
        }
        const [a, b] = tags;
        if (a && b) expect(meets(a, b)).toBe(false);
        // Squeezed to leave the count whole, PIN keeps most of its width.
        expect(pin.width).toBeGreaterThan(
          0.75 * (germanTags({ col: 4, row: 5, pinned: true, incoming: 0 }, t)[0]?.width ?? 0),
        );
      }
    });

  for (const t of [1, 1.3])
    it(`at text size ${t}: a gun marker, PIN and an Incoming Fire! count on one counter each keep at least 80% of their width, the count beside the strength at the foot`, () => {
      const gun = { cls: 'gun-token', text: '?2' };
      const natural = {
        '?2': germanTags({ col: 4, row: 5, pinned: false, incoming: 0 }, t, [gun])[0]?.width ?? 0,
        PIN: germanTags({ col: 4, row: 5, pinned: true, incoming: 0 }, t)[0]?.width ?? 0,
        '-3': germanTags({ col: 4, row: 5, pinned: false, incoming: 3 }, t)[0]?.width ?? 0,
      };
      const tags = germanTags({ col: 4, row: 5, pinned: true, incoming: 3 }, t, [gun], '2');
      expect(tags.map((b) => b.text)).toEqual(['?2', 'PIN', '-3']);
      tags.forEach((a, i) => {
        expect(a.width, a.text).toBeGreaterThanOrEqual(0.8 * natural[a.text as keyof typeof natural]);
        for (const b of tags.slice(i + 1)) expect(meets(a, b)).toBe(false);
        expect(a.x).toBeGreaterThanOrEqual(colX(4));
        expect(a.x + a.width).toBeLessThanOrEqual(colX(4) + CELL);
        expect(a.y).toBeGreaterThanOrEqual(rowY(5) - 1);
        expect(a.y + a.height).toBeLessThanOrEqual(rowY(5) + CELL);
      });
      // the count at the foot stands below the type's word (its baseline, counter-svg.ts germanSvg)
      const count = tags[2];
      if (!count) throw new Error('no count');
      expect(count.y).toBeGreaterThan(rowY(5) + 4 + 1.5 + (2 * 6.5) / t + 10.5 * t);
      // an MG's two figures (fire/close) leave no room beside the count at the largest text: it stays on top
      const mg = germanTags({ col: 4, row: 5, pinned: true, incoming: 3 }, t, [gun], '5/3');
      if (t > 1) expect(new Set(mg.map((b) => b.y)).size).toBe(1);
    });
});
