import { nothing, svg, type SVGTemplateResult } from 'lit';
import { CELL, colX, rallyStripRect, rowY, starPoints } from './geometry.ts';
import type { GermanView, RangerView, RallyView, SpaceMarkers } from './model.ts';
import { symbolSvg } from './die-svg.ts';

/**
 * Counters as wargamers draw them. Rangers: a square blue counter with the NATO friendly infantry box (a
 * rectangle with a cross). Germans: a brown counter with cut corners and the NATO hostile diamond. Colour and
 * shape both tell the sides apart. Markers sit on the counter's corners; what they mean is in the legend.
 *
 * Every word or number on a counter is COUNTER_TEXT map units or more, so that at the board's default zoom
 * (view.ts READABLE_ZOOM) it reads at 12 CSS px or more; the rest is told by shapes. The lettering grows with
 * the text-size setting (`t`, the board's --t) while the counters and the map keep their size: at the largest
 * text the map then fits the screen at the same zoom, twelve columns across, with every word larger.
 */

/** The counter's side in map units (a space is CELL). */
const C = 40;
/**
 * The smallest text on a counter or marker, in map units at text size 1: large enough that the map's twelve
 * columns and their row labels fit beside the side panel at 1024x768 at the zoom where it reads at 12 px.
 */
export const COUNTER_TEXT = 11.5;
/** A tag's and a Commander's size for the text size t: their words are COUNTER_TEXT at t (drawn for 11 first). */
const grow = (t: number): number => (t * COUNTER_TEXT) / 11;

function origin(col: number, row: number): { x: number; y: number } {
  return { x: colX(col) + (CELL - C) / 2, y: rowY(row) + (CELL - C) / 2 };
}

/** A glyph's width on a tag at text size 1, in map units (the bold sans the app draws them in). */
function glyphWidth(ch: string): number {
  if ('I!-'.includes(ch)) return 4.8;
  if (ch === '?') return 6.4;
  return /[0-9]/.test(ch) ? 7.7 : 8.2;
}

/** A tag's width for its word at text size t: the word's glyphs and a little room either side. */
function tagWidth(text: string, t: number): number {
  return (
    Math.max(
      14,
      [...text].reduce((w, ch) => w + glyphWidth(ch), 3),
    ) * grow(t)
  );
}

/**
 * A small tag with a word on it ("PIN", "-1", "?2"), its left edge at x, sized for text size t; given a width
 * `w` narrower than the word's, the word is squeezed into it.
 */
function tag(x: number, y: number, cls: string, text: string, t: number, w = tagWidth(text, t)): SVGTemplateResult {
  const g = grow(t);
  // squeezed, the word keeps the most of the plate it can (a thinner margin than at full width)
  const squeeze = w < tagWidth(text, t) ? w - 2 * g : undefined;
  return svg`<g class=${`tag ${cls}`}><rect x=${x} y=${y} width=${w} height=${13 * g} rx="2.5"></rect><text x=${x + w / 2} y=${y + 10.5 * g} textLength=${squeeze ?? nothing} lengthAdjust=${squeeze ? 'spacingAndGlyphs' : nothing}>${text}</text></g>`;
}

/** A tag as laid on a German counter: its class, word, left edge, top and width, in map units. */
export interface TagBox {
  readonly cls: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A tag's class and word, before it is laid. */
export interface TagWord {
  readonly cls: string;
  readonly text: string;
}

/**
 * The gun markers lying in a space as tags: the unrevealed ones counted ("?2"), the German player's own named
 * by initial (his screen only), the revealed ones ("!").
 */
export function gunWords(m: Pick<SpaceMarkers, 'guns' | 'secret' | 'revealed'> | undefined): TagWord[] {
  if (!m) return [];
  const out: TagWord[] = [];
  if (m.guns) out.push({ cls: 'gun-token', text: `?${m.guns > 1 ? m.guns : ''}` });
  if (m.secret.length) out.push({ cls: 'gun-token secret', text: m.secret.map((k) => k.charAt(0)).join('') });
  if (m.revealed.length) out.push({ cls: 'gun-token revealed', text: '!' });
  return out;
}

/** The space between two tags in a row, in map units. */
const TAG_GAP = 1;

/**
 * One row of tags from `left` to `right` at `top`: `lead` packed from the left, `end` against the right. Where
 * they do not all fit (the largest text), every tag is squeezed alike and the row packed from the left.
 */
function tagRow(
  lead: readonly TagWord[],
  end: readonly TagWord[],
  left: number,
  right: number,
  top: number,
  t: number,
): TagBox[] {
  const gap = TAG_GAP;
  const all = [...lead, ...end];
  const widths = all.map((w) => tagWidth(w.text, t));
  const room = right - left - gap * Math.max(0, all.length - 1);
  const natural = widths.reduce((a, b) => a + b, 0);
  const k = natural > room ? room / natural : 1;
  const height = 13 * grow(t);
  const out: TagBox[] = [];
  let x = left;
  all.forEach((w, i) => {
    const width = (widths[i] ?? 0) * k;
    out.push({ ...w, x, y: top, width, height });
    x += width + gap;
  });
  if (k === 1) {
    // The end tags against the right edge.
    let r = right;
    for (let i = all.length - 1; i >= lead.length; i--) {
      const b = out[i];
      if (!b) continue;
      r -= b.width;
      out[i] = { ...b, x: r };
      r -= gap;
    }
  }
  return out;
}

/**
 * The tags along the top edge of a German counter, inside its own space (so they never meet a neighbour's): the
 * gun markers lying in its space (they would otherwise take the same corner) and PIN at the top-left, in place
 * of the diamond, leaving the strength figure at the foot in sight; the Incoming Fire! count at the top-right.
 * Tags too many for the row are squeezed alike (germanLayout sends the count down where that reads better).
 */
export function germanTags(
  u: Pick<GermanView, 'col' | 'row' | 'pinned' | 'incoming'>,
  t = 1,
  guns: readonly TagWord[] = [],
  withCount = true,
): TagBox[] {
  const x = colX(u.col);
  const lead = u.pinned ? [...guns, { cls: 'pin', text: 'PIN' }] : guns;
  const end = u.incoming && withCount ? [countWord(u.incoming)] : [];
  return tagRow(lead, end, x + 0.5, x + CELL - 0.5, rowY(u.row) + (CELL - C) / 2 - 5, t);
}

const countWord = (n: number): TagWord => ({ cls: 'if-token', text: `-${n}` });

/** A box in map units. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where the parts of a whole German counter stand, in map units. */
export interface GermanLayout {
  /** The tags along its top edge, and the Incoming Fire! count at its foot where it went down. */
  readonly tags: TagBox[];
  /** The face-down Incoming Fire! markers lying in its space (bottom-left), when any. */
  readonly lying?: TagBox | undefined;
  /** The strength figure: its middle, baseline and size, and the box of its ink. */
  readonly strength: { readonly x: number; readonly y: number; readonly size: number; readonly box: Box };
  /** The pale plate under a reduced unit's strength figure. */
  readonly plate?: Box | undefined;
  /** The type's word: the box of its ink. */
  readonly kind: Box;
  /** The hostile diamond's box; undefined where PIN takes its place or a tag would touch it. */
  readonly diamond?: Box | undefined;
}

/** Whether two boxes overlap or come within `margin` of each other. */
function near(a: Box, b: Box, margin: number): boolean {
  return (
    a.x < b.x + b.width + margin &&
    b.x < a.x + a.width + margin &&
    a.y < b.y + b.height + margin &&
    b.y < a.y + a.height + margin
  );
}

/** The height of a capital or a figure, as a share of its font size. */
const CAP = 0.73;
/** The least share of its width a tag is squeezed to. */
const LEAST_SHARE = 0.8;

/**
 * The strength figure's middle and size in the room from `left` to `right`: at its full size `full`, in the
 * counter's middle `cx` where it fits there, else smaller down to COUNTER_TEXT (still 12 px at the readable
 * zoom); undefined when even that does not fit.
 */
function fitFigure(text: string, full: number, left: number, right: number, cx: number) {
  const per = text.length * 0.62;
  const size = Math.min(full, (right - left) / per);
  if (size < COUNTER_TEXT) return undefined;
  const half = (per * size) / 2;
  return { x: Math.min(Math.max(cx, left + half), right - half), size };
}

/** The room a reduced unit's plate leaves around its strength figure. */
const PLATE_PAD = 1;

/** The pale plate under a reduced unit's strength figure (its ink `box`). */
function plateAround(box: Box): Box {
  return {
    x: box.x - PLATE_PAD,
    y: box.y - PLATE_PAD,
    width: box.width + 2 * PLATE_PAD,
    height: box.height + 2 * PLATE_PAD,
  };
}

/**
 * A whole German counter's parts (not a fight's strip), each clear of the others. At the top, its tags
 * (germanTags). At the foot, its strength figure (on a pale plate when the unit is reduced) between what the
 * corners hold: the face-down Incoming Fire! markers lying in its space at the bottom-left (`lying`), and the
 * unit's own Incoming Fire! count at the bottom-right where the top row would squeeze its tags below 80% of their
 * width. The figure grows smaller where it must (never below COUNTER_TEXT) and the corner tags narrower (to 80%
 * of their width at least) before the count goes back up.
 */
export function germanLayout(
  u: Pick<GermanView, 'col' | 'row' | 'pinned' | 'incoming' | 'reduced' | 'kind'>,
  t: number,
  guns: readonly TagWord[],
  strength: string,
  lying = 0,
): GermanLayout {
  const { x, y } = origin(u.col, u.row);
  const cx = x + C / 2;
  const h = 13 * grow(t);
  const footY = rowY(u.row) + CELL - 1 - h;
  const spaceLeft = colX(u.col) + 0.5;
  const spaceRight = colX(u.col) + CELL - 0.5;
  const full = Math.max(13, COUNTER_TEXT * t);
  const baseline = y + 37.5 + 2 * (t - 1);
  const pad = u.reduced ? PLATE_PAD : 0;
  const lyingWord = lying ? countWord(lying) : undefined;
  const count = u.incoming ? countWord(u.incoming) : undefined;
  const top = germanTags(u, t, guns);
  const crowded = count && top.some((b) => b.width < LEAST_SHARE * tagWidth(b.text, t) - 1e-9);
  // the figure's room between the corners, for a share of their tags' widths, the count up or down
  const lay = (share: number, down: boolean) => {
    const cornerTag = (w: TagWord, left: number): TagBox => {
      const width = tagWidth(w.text, t) * share;
      return { ...w, x: left < 0 ? spaceRight - width : left, y: footY, width, height: h };
    };
    const lyingBox = lyingWord && cornerTag(lyingWord, spaceLeft);
    const countBox = down && count ? cornerTag(count, -1) : undefined;
    const left = Math.max(x + 2, lyingBox ? lyingBox.x + lyingBox.width + 1 : -Infinity) + pad;
    const right = Math.min(x + C - 2, countBox ? countBox.x - 1 : Infinity) - pad;
    return { figure: fitFigure(strength, full, left, right, cx), lyingBox, countBox };
  };
  const shares = [1, 0.9, LEAST_SHARE];
  const tries = [...(crowded ? shares.map((k) => lay(k, true)) : []), ...shares.map((k) => lay(k, false))];
  const fitted = tries.find((f) => f.figure) ?? lay(LEAST_SHARE, false);
  const figure = fitted.figure ?? { x: cx, size: COUNTER_TEXT };
  const width = strength.length * 0.62 * figure.size;
  const box = { x: figure.x - width / 2, y: baseline - CAP * figure.size, width, height: CAP * figure.size };
  const d = 6.5 / t;
  const kindWidth = Math.min(KIND_LABEL[u.kind].length * 0.72 * COUNTER_TEXT * t, C - 4);
  const kindBase = y + 1.5 + 2 * d + 10.5 * t;
  const tags = fitted.countBox ? [...germanTags(u, t, guns, false), fitted.countBox] : top;
  const mark = { x: cx - d, y: y + 1.5, width: 2 * d, height: 2 * d };
  return {
    tags,
    diamond: u.pinned || tags.some((b) => near(b, mark, 1)) ? undefined : mark,
    lying: fitted.lyingBox,
    strength: { x: figure.x, y: baseline, size: figure.size, box },
    plate: u.reduced ? plateAround(box) : undefined,
    kind: {
      x: cx - kindWidth / 2,
      y: kindBase - CAP * COUNTER_TEXT * t,
      width: kindWidth,
      height: CAP * COUNTER_TEXT * t,
    },
  };
}

/** A crate with straps: Supplies (G-10). */
function crate(x: number, y: number): SVGTemplateResult {
  return svg`<g class="crate"><rect x=${x} y=${y} width="12" height="9" rx="1"></rect><path d=${`M${x} ${y + 4.5} h12 M${x + 6} ${y} v9`}></path></g>`;
}

export function rangerSvg(r: RangerView, t = 1): SVGTemplateResult {
  const { x, y } = origin(r.col, r.row);
  const boat =
    r.lca !== 'none'
      ? svg`<path class=${`lca ${r.lca}`} d=${`M${x - 4} ${y + 24} h${C + 8} l-6 ${CELL - 28} h${-(C - 4)} z`}></path>`
      : svg``;
  const cmd = r.commanders.map(
    (c, i) =>
      svg`<g class=${`cmd ${c.used ? 'used' : ''}`}><circle cx=${x + C - 2 - i * 15 * grow(t)} cy=${y + C - 1} r=${7.5 * grow(t)}></circle><text x=${x + C - 2 - i * 15 * grow(t)} y=${y + C - 1 + 4 * grow(t)}>${c.name.charAt(0)}</text></g>`,
  );
  // PIN at the top-right, squeezed at the largest text to leave the Company letter clear.
  const pin = Math.min(tagWidth('PIN', t), C - 0.5 - glyphWidth('D') * grow(t));
  return svg`<g class=${`counter us ${r.active ? 'active' : ''} ${r.activated ? 'done' : ''}`} data-space=${r.space}>
    ${boat}
    <rect class="body" x=${x} y=${y} width=${C} height=${C} rx="3"></rect>
    <rect class="sym" x=${x + 15} y=${y + 4} width="20" height="12"></rect>
    <path class="sym" d=${`M${x + 15} ${y + 4} l20 12 m0 -12 l-20 12`}></path>
    <text class="co" x=${x + 3} y=${y + 3 + 11 * t}>${r.company.charAt(0).toUpperCase()}</text>
    <text class="sp" x=${x + C / 2} y=${y + 35}>${r.sp}</text>
    ${r.shaken ? svg`<g class="shaken-b"><rect x=${x - 5} y=${y + 17} width="14" height="14" rx="3"></rect>${symbolSvg({ kind: 'shaken' }, x + 2, y + 24, 5.8, '#1f2521', '#f2b33d')}</g>` : svg``}
    ${r.pinned ? tag(x + C + 3.5 - pin, y - 5, 'pin', 'PIN', t, pin) : svg``}
    ${r.heroic ? svg`<g class="hero"><polygon points=${starPoints(x - 1, y - 1, 6)}></polygon></g>` : svg``}
    ${r.supplies ? crate(x + C - 5, y + 18) : svg``}
    ${r.activated ? svg`<path class="tick" d=${`M${x + 2} ${y + 32} l2.5 2.5 l5 -6`}></path>` : svg``}
    ${cmd}
  </g>`;
}

const KIND_LABEL: Record<GermanView['kind'], string> = {
  hka: 'HKA',
  grenadier: 'GREN',
  mg: 'MG',
  flak: 'FLAK',
  command: 'CMD',
};

export function germanSvg(u: GermanView, t = 1, guns: readonly TagWord[] = [], lying = 0): SVGTemplateResult {
  const { x, y } = origin(u.col, u.row);
  const k = 7;
  const body = `M${x + k} ${y} h${C - 2 * k} l${k} ${k} v${C - 2 * k} l${-k} ${k} h${-(C - 2 * k)} l${-k} ${-k} v${-(C - 2 * k)} z`;
  const cx = x + C / 2;
  // The diamond gives way to larger lettering: drawn about its centre, 6.5 units across at text size 1.
  const d = 6.5 / t;
  const label = KIND_LABEL[u.kind];
  // A four-letter word at the largest text is held to the counter's width.
  const squeeze = label.length * 0.72 * COUNTER_TEXT * t > C - 4 ? C - 4 : undefined;
  const spText = u.kind === 'mg' || u.kind === 'flak' ? `${u.fire}/${u.close}` : String(u.fire);
  const l = germanLayout(u, t, guns, spText, lying);
  const plate = l.plate;
  return svg`<g class=${`counter de ${u.reduced ? 'reduced' : ''}`} data-space=${u.space}>
    <path class="body" d=${body}></path>
    ${l.diamond ? diamond(u.kind, cx, l.diamond.y + d, d) : nothing}
    <text class="kind" x=${cx} y=${y + 1.5 + 2 * d + 10.5 * t} textLength=${squeeze ?? nothing} lengthAdjust=${squeeze ? 'spacingAndGlyphs' : nothing}>${label}</text>
    ${plate ? svg`<rect class="plate" x=${plate.x} y=${plate.y} width=${plate.width} height=${plate.height} rx="2"></rect>` : nothing}
    <text class="sp de-sp" x=${l.strength.x} y=${l.strength.y} style=${`font-size: ${l.strength.size}px`}>${spText}</text>
    ${l.tags.map((b) => tag(b.x, b.y, b.cls, b.text, t, b.width))}
    ${l.lying ? tag(l.lying.x, l.lying.y, l.lying.cls, l.lying.text, t, l.lying.width) : nothing}
  </g>`;
}

/** The NATO hostile diamond with the unit type's sign inside, drawn about (cx, cy), `d` units from centre to tip. */
function diamond(kind: GermanView['kind'], cx: number, cy: number, d: number): SVGTemplateResult {
  const inner =
    kind === 'mg'
      ? svg`<path class="sym" d="M-3 0 h6 M-3 -1.5 v3"></path>`
      : kind === 'flak'
        ? svg`<path class="sym" d="M-3 1.5 q3 -5 6 0"></path>`
        : svg`<path class="sym" d="M-2.5 -2.5 l5 5 m0 -5 l-5 5"></path>`;
  return svg`<g transform=${`translate(${cx} ${cy}) scale(${d / 6.5})`}>
      <path class="sym" d="M0 -6.5 l6.5 6.5 l-6.5 6.5 l-6.5 -6.5 z"></path>
      ${inner}
    </g>`;
}

/**
 * A Ranger and a German unit fighting a Close Combat in one space (J: the attacker enters the defender's space),
 * drawn as two strips so that neither hides the other: the German above (south, where it stands), its tags along
 * the top edge as on its own counter, its strength and type sign under them; the Ranger below (north, where
 * Rangers come from), its Company letter, strength, Shaken and PIN in one line. Commanders and the rest stay in
 * the space card and the prompt while they fight.
 */
export function fightSvg(u: GermanView, r: RangerView, t = 1, guns: readonly TagWord[] = []): SVGTemplateResult {
  const x = colX(u.col);
  const y = rowY(u.row);
  const h = 13 * grow(t);
  const figure = Math.max(13, COUNTER_TEXT * t);
  const tags = germanTags(u, t, guns);
  const split = y - 1 + h + 0.75 * figure + 3.5;
  const k = 5;
  const gw = CELL - 4;
  const gh = split - (y + 1);
  const gBody = `M${x + 2 + k} ${y + 1} h${gw - 2 * k} l${k} ${k} v${gh - 2 * k} l${-k} ${k} h${-(gw - 2 * k)} l${-k} ${-k} v${-(gh - 2 * k)} z`;
  const spText = u.kind === 'mg' || u.kind === 'flak' ? `${u.fire}/${u.close}` : String(u.fire);
  const rTop = split + 1;
  const base = y + 45.5;
  const letter = glyphWidth('D') * grow(t);
  const rFigure = x + 5 + letter + 1;
  const used = rFigure + [...String(r.sp)].length * 0.62 * figure + 2;
  const badge = Math.min(12, y + 47 - rTop - 2);
  const pinRoom = x + CELL - 2.5 - (used + (r.shaken ? badge + 1 : 0));
  const spWidth = spText.length * 0.62 * figure;
  const plate = u.reduced
    ? plateAround({
        x: x + CELL / 2 - 3 - spWidth / 2,
        y: split - 2.5 - CAP * figure,
        width: spWidth,
        height: CAP * figure,
      })
    : undefined;
  return svg`<g class=${`counter de fight ${u.reduced ? 'reduced' : ''}`} data-space=${u.space}>
      <path class="body" d=${gBody}></path>
      ${plate ? svg`<rect class="plate" x=${plate.x} y=${plate.y} width=${plate.width} height=${plate.height} rx="2"></rect>` : nothing}
      ${diamond(u.kind, x + CELL - 10, split - 2.5 - 0.36 * figure, 5)}
      <text class="sp de-sp" x=${x + CELL / 2 - 3} y=${split - 2.5}>${spText}</text>
      ${tags.map((b) => tag(b.x, b.y, b.cls, b.text, t, b.width))}
    </g>
    <g class=${`counter us fight ${r.active ? 'active' : ''}`} data-space=${r.space}>
      <rect class="body" x=${x + 2} y=${rTop} width=${gw} height=${y + 47 - rTop} rx="3"></rect>
      <text class="co" x=${x + 5} y=${base}>${r.company.charAt(0).toUpperCase()}</text>
      <text class="sp de-sp start" x=${rFigure} y=${base}>${r.sp}</text>
      ${r.shaken ? svg`<g class="shaken-b"><rect x=${used} y=${y + 46 - badge} width=${badge} height=${badge} rx="3"></rect>${symbolSvg({ kind: 'shaken' }, used + badge / 2, y + 46 - badge / 2, badge * 0.41, '#1f2521', '#f2b33d')}</g>` : svg``}
      ${r.pinned ? tag(x + CELL - 2.5 - Math.min(tagWidth('PIN', t), pinRoom), y + 47.5 - h, 'pin', 'PIN', t, Math.min(tagWidth('PIN', t), pinRoom)) : svg``}
    </g>`;
}

/**
 * Markers lying in a space: face-down Incoming Fire! (common side, -1 SP each), face-down gun markers (the
 * German player's own, named by initial, on his screen only), revealed ones, an Obstacle, Rudder's HQ, Supplies.
 * Where a German unit stands (`german`), its counter carries the space's gun markers (germanTags), and a whole
 * counter (not a fight's strip) its Incoming Fire! markers too (germanLayout).
 */
export function markersSvg(
  s: number,
  col: number,
  row: number,
  m: SpaceMarkers,
  occupied: boolean,
  t = 1,
  german = false,
  fight = false,
): SVGTemplateResult {
  const x = colX(col);
  const y = rowY(row);
  const items: SVGTemplateResult[] = [];
  // Gun markers along the top-left corner (on a German unit's counter where one stands); Incoming Fire! at the
  // bottom-left.
  let left = x + 1;
  if (!german)
    for (const w of gunWords(m)) {
      items.push(tag(left, y - 1, w.cls, w.text, t));
      left += tagWidth(w.text, t) + 2;
    }
  if (m.incoming && (!german || fight))
    items.push(tag(x + 1, y + CELL - 1 - 13 * grow(t), 'if-token', `-${m.incoming}`, t));
  if (m.obstacle)
    items.push(
      svg`<path class="obstacle" d=${`M${x + 4} ${y + 4} l${CELL - 8} ${CELL - 8} m0 ${-(CELL - 8)} l${-(CELL - 8)} ${CELL - 8}`}></path>`,
    );
  if (m.hq) items.push(svg`<g class="hq"><path d=${`M${x + CELL - 8} ${y + 17} v-14 l-11 4 l11 4`}></path></g>`);
  if (m.supplies.length && !occupied) items.push(crate(x + CELL - 15, y + 4));
  return svg`<g class="markers" data-space=${s}>${items}</g>`;
}

/** A Rally Point marker: in its space's lower-left corner, or behind Start; "Activated" side shows a tick. */
export function rallySvg(r: RallyView): SVGTemplateResult {
  const strip = rallyStripRect(r.col);
  const x = r.row === 0 ? strip.x + CELL / 2 - 6 : colX(r.col) + 2;
  const y = r.row === 0 ? strip.y + 3 : rowY(r.row) + 1;
  const h = r.row === 0 ? 15 : 14;
  return svg`<g class=${`rally ${r.activated ? 'flipped' : ''}`}>
    <path d=${`M${x} ${y + h} v${-h} l12 4 l-12 4`}></path>
    ${r.activated ? svg`<path class="tick" d=${`M${x + 2} ${y + 4} l2 2 l4 -4`}></path>` : svg``}
  </g>`;
}
