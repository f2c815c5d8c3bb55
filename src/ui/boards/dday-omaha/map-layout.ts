import { hex } from '../../../boards/index.ts';
import { PARITY, hexNumber, type OmahaMap } from '../../../systems/dday-omaha/map/omaha-map.ts';

/** Hex size in map units (centre to corner). Counters and labels are sized against it. */
export const HEX = 40;
const W = HEX * 2;
const H = Math.sqrt(3) * HEX;
/** The strip of landing boxes below the low-water line. */
export const BOX_GAP = 14;
export const BOX_H = 100;

export interface BoxRect {
  readonly box: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where every hex and landing box sits on the drawing (flat-topped hexes, column 01 at the left, row 01 at the
 * top, the sea below), and the way the arrow keys walk it. Pure: built once per map.
 */
export class MapLayout {
  readonly layout = hex.layout(HEX, { x: -HEX / 2, y: 0 });
  readonly centers = new Map<string, hex.Point>();
  readonly corners = new Map<string, string>();
  readonly boxes: BoxRect[];
  readonly bounds: hex.Rect;

  constructor(
    readonly map: OmahaMap,
    boxOrder: readonly string[],
  ) {
    for (const h of map.hexes.values()) {
      const c = hex.offsetToPixel(this.layout, { col: h.col, row: h.row }, PARITY);
      this.centers.set(h.id, c);
      this.corners.set(
        h.id,
        hex
          .hexCorners(this.layout, h.at)
          .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
          .join(' '),
      );
    }
    const maxY = Math.max(...[...this.centers.values()].map((p) => p.y)) + H / 2;
    const top = maxY + BOX_GAP;
    this.boxes = boxOrder.map((box) => {
      const cols = map.data.boxes[box] ?? [];
      const xs = cols.map((c) => hex.offsetToPixel(this.layout, { col: c, row: 1 }, PARITY).x);
      const x0 = Math.min(...xs) - HEX * 0.7;
      const x1 = Math.max(...xs) + HEX * 0.7;
      return { box, x: x0 + 3, y: top, width: x1 - x0 - 6, height: BOX_H };
    });
    const maxX = Math.max(...[...this.centers.values()].map((p) => p.x)) + HEX;
    this.bounds = { x: 0, y: 0, width: maxX, height: top + BOX_H + 6 };
  }

  center(id: string): hex.Point {
    return this.centers.get(id) ?? { x: 0, y: 0 };
  }

  /** The hex under a drawing point, or undefined off the map. */
  hexAt(p: hex.Point): string | undefined {
    const a = hex.pixelToHex(this.layout, p);
    const o = hex.axialToOffset(a, PARITY);
    const id = o.col > 0 && o.row > 0 && o.row < 100 ? hexNumber(o.col, o.row) : '';
    return this.map.hex(id) ? id : undefined;
  }

  boxAt(p: hex.Point): string | undefined {
    return this.boxes.find((b) => p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height)?.box;
  }

  /** The rectangle of a hex, for bringing it into view. */
  hexRect(id: string): hex.Rect {
    const c = this.center(id);
    return { x: c.x - HEX, y: c.y - H / 2, width: W, height: H };
  }

  /**
   * The arrow keys on the map: left and right along the row, up and down the column; down from the sea's edge
   * goes to the landing box facing that column, up from a box back to the beach.
   */
  step(from: string, key: string): string | undefined {
    const box = this.boxes.find((b) => b.box === from);
    if (box) {
      const i = this.boxes.indexOf(box);
      if (key === 'ArrowLeft') return this.boxes[i - 1]?.box;
      if (key === 'ArrowRight') return this.boxes[i + 1]?.box;
      if (key === 'ArrowUp') {
        const col = this.map.data.boxes[box.box]?.[0] ?? 1;
        return hexNumber(col, this.map.data.rows);
      }
      return undefined;
    }
    const h = this.map.hex(from);
    if (!h) return undefined;
    const d: Readonly<Record<string, [number, number]>> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const [dc, dr] = d[key] ?? [0, 0];
    if (key === 'ArrowDown' && h.row === this.map.data.rows)
      return Object.entries(this.map.data.boxes).find(([, cols]) => cols.includes(h.col))?.[0];
    const next = hexNumber(h.col + dc, h.row + dr);
    return this.map.hex(next) ? next : undefined;
  }
}
