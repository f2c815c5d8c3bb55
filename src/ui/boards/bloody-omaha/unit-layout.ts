import type { Rect } from './layout.ts';
import { wordWidth } from './layout.ts';
import type { UnitView } from './model.ts';

/** A US counter is UNIT map units square, centred on (0, 0). */
export const UNIT = 64;
/** The size of a counter's words in map units (counters.ts TEXT). */
export const TEXT = 18;
const H = UNIT / 2;
/** A name wider than this (map units) is drawn narrower, never smaller. */
const NAME_ROOM = UNIT - 8;
/** The CF's size on a plain counter, and beside the symbol on a tagged one. */
export const CF_SIZE = 27;
export const CF_TAGGED_SIZE = 23;
/** How high a capital or a figure stands, as a share of its font size. */
const CAP = 0.73;
/** How far a letter may reach below the line ('/' and the like), as a share of its font size. */
const DESCENT = 0.24;

/** A line of words: its middle, its baseline, its size, and the width it is drawn at when narrowed. */
export interface Words {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly fit?: number | undefined;
  /** The box the words take, for checking that nothing covers them. */
  readonly box: Rect;
}

/** A tag on a counter (PIN, the Tank's value): its plate and its words. */
export interface Tag {
  readonly plate: Rect;
  readonly words: Words;
}

/** Where each part of a US counter stands, in map units around its middle. */
export interface UnitLayout {
  readonly name: Words;
  /** The NATO symbol's offset and the box it takes. */
  readonly symbol: { readonly dx: number; readonly dy: number; readonly box: Rect };
  readonly cf: Words;
  /** The plate under the reduced CF of a disrupted unit. */
  readonly plate?: Rect | undefined;
  readonly pin?: Tag | undefined;
  readonly tank?: Tag | undefined;
}

/** The symbol's extent around its own middle (symbol() in counters.ts: the frame and up to two size bars). */
const SYMBOL = { x: -15, y: -8, width: 36, height: 16 };

function words(text: string, x: number, y: number, size: number, room: number, descends = false): Words {
  const natural = wordWidth(text, size);
  const width = Math.min(natural, room);
  const box = { x: x - width / 2, y: y - CAP * size, width, height: (CAP + (descends ? DESCENT : 0)) * size };
  return { x, y, size, fit: natural > room ? room : undefined, box };
}

function tag(text: string, x: number, width: number): Tag {
  const plate = { x, y: H - 20, width, height: 19 };
  const middle = plate.y + plate.height / 2;
  return { plate, words: words(text, x + width / 2, middle + (CAP * TEXT) / 2, TEXT, width - 4) };
}

/**
 * A US counter's parts, placed so that none covers another. Plain, it reads as printed: the name on top, the
 * NATO symbol in the middle, the CF below. With a tag (pinned, or a Tank attached) the symbol and the CF share
 * the middle row and the tags take the bottom one, PIN on the left and the Tank's value on the right. A
 * disrupted unit's reduced CF stands on a plate of its formation's colour (with the pale body, its step shown
 * by shape as well as colour).
 */
export function unitLayout(u: Pick<UnitView, 'name' | 'cf' | 'disrupted' | 'pinned' | 'tank'>): UnitLayout {
  const name = words(u.name, 0, -H + TEXT - 1, TEXT, NAME_ROOM, true);
  const cfText = String(u.cf);
  const tagged = u.pinned || u.tank > 0;
  if (!tagged) {
    const cf = words(cfText, 0, H - 4, CF_SIZE, UNIT);
    return {
      name,
      symbol: { dx: 0, dy: -2, box: { ...SYMBOL, y: SYMBOL.y - 2 } },
      cf,
      plate: u.disrupted ? around(cf.box) : undefined,
    };
  }
  const cf = words(cfText, 20, 9.5, CF_TAGGED_SIZE, UNIT);
  return {
    name,
    symbol: { dx: -13, dy: -1, box: { ...SYMBOL, x: SYMBOL.x - 13, y: SYMBOL.y - 1 } },
    cf,
    plate: u.disrupted ? around(cf.box) : undefined,
    pin: u.pinned ? tag('PIN', -H + 1, 34) : undefined,
    tank: u.tank ? tag(`+${u.tank}`, 5, 26) : undefined,
  };
}

/** A plate a little larger than a box of words. */
function around(b: Rect): Rect {
  const pad = 2;
  const width = Math.max(b.width, 12) + 2 * pad;
  return { x: b.x + b.width / 2 - width / 2, y: b.y - pad, width, height: b.height + 2 * pad };
}
