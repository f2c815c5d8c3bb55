import { svg, nothing, type SVGTemplateResult } from 'lit';
import { faceDown, valueLine, type CounterView, type SideId, type Symbol } from './counters.ts';

/**
 * Counters drawn as wargamers expect, in map units (a hex's radius is 20): a square counter with the unit's
 * name along the top, a NATO-style symbol in the middle and its ratings along the bottom; step pips down the
 * left edge, a hit marker and a pin marker when they apply. US counters are square-cornered with a star,
 * German counters have cut corners and a cross, so the sides differ in shape as well as colour.
 */
export const COUNTER = 30;
const H = COUNTER / 2;
const CUT = 4.2;

const GERMAN_BODY = `M${-H + CUT},${-H} H${H - CUT} L${H},${-H + CUT} V${H - CUT} L${H - CUT},${H} H${-H + CUT} L${-H},${H - CUT} V${-H + CUT} Z`;

const FRAME = 'M-7,-5H7V4H-7Z';
const CROSS = 'M-7,-5L7,4M7,-5L-7,4';

/**
 * The symbol inside its frame (a 14 x 9 box centred a little above the counter's centre), as one stroked path
 * and at most one filled path or text, to keep the SVG small.
 */
export const SYMBOLS: Readonly<Record<Symbol, { stroke: string; fill?: string; text?: string }>> = {
  infantry: { stroke: `${FRAME}${CROSS}` },
  ranger: { stroke: `${FRAME}${CROSS}`, fill: 'M-7,-5H7V-3.2H-7Z' },
  weapons: { stroke: `${FRAME}${CROSS}`, fill: 'M-1.6,-0.5a1.6,1.6 0 1 0 3.2,0a1.6,1.6 0 1 0 -3.2,0Z' },
  engineer: { stroke: `${FRAME}M-4,2V-2H4V2M0,-2V2` },
  armour: { stroke: `${FRAME}M-2.7,-2.6H2.7A2.1,2.1 0 0 1 2.7,1.6H-2.7A2.1,2.1 0 0 1 -2.7,-2.6Z` },
  'dd-armour': { stroke: `${FRAME}M-2.9,-1.6H2.9A1.9,1.9 0 0 1 2.9,2.2H-2.9A1.9,1.9 0 0 1 -2.9,-1.6Z`, text: 'DD' },
  'assault-gun': { stroke: `${FRAME}M-3,-2.4H0.5A2,2 0 0 1 0.5,1.6H-3A2,2 0 0 1 -3,-2.4ZM2.5,-0.4H6` },
  hq: { stroke: `${FRAME}M-7,4V8`, text: 'HQ' },
  pillbox: { stroke: 'M-7.5,3H7.5M-2.5,-0.5H2.5', fill: 'M-6,3A6,6 0 0 1 6,3Z' },
  battery: { stroke: `${FRAME}M0,-0.5L6,-4`, fill: 'M-2.6,-0.5a2.6,2.6 0 1 0 5.2,0a2.6,2.6 0 1 0 -5.2,0Z' },
  nest: { stroke: 'M-4.8,-0.5a4.8,4.8 0 1 0 9.6,0a4.8,4.8 0 1 0 -9.6,0ZM-3.4,-3.9L3.4,2.9M3.4,-3.9L-3.4,2.9' },
};

export function symbolSvg(s: Symbol): SVGTemplateResult {
  const d = SYMBOLS[s];
  return svg`<path class="sym" d=${d.stroke}></path>${d.fill ? svg`<path class="sym-fill" d=${d.fill}></path>` : nothing}${d.text ? svg`<text class=${`sym-text${s === 'hq' ? ' big' : ''}`} x="0" y=${s === 'hq' ? 1.4 : -2.3}>${d.text}</text>` : nothing}`;
}

/** The direction (degrees from east, clockwise) of the vertex a facing names: between side f (its middle at -90 + 60 f) and side f + 1. */
export function facingAngle(facing: number): number {
  return -60 + 60 * facing;
}

/**
 * A triangle on the counter's edge pointing at the vertex a pillbox or nest faces (6.1.1, 6.1.3), set up facing
 * its way (11.2.5): large enough to read at arm's length, ringed in paper so it shows on any terrain.
 */
function facingMark(c: CounterView): SVGTemplateResult | typeof nothing {
  if (c.facing === undefined) return nothing;
  const r = H * 1.05;
  return svg`<path class="facing" transform=${`rotate(${facingAngle(c.facing)})`} d=${`M${r},-4.6 L${r + 6.5},0 L${r},4.6 Z`}></path>`;
}

function sideMark(side: SideId): SVGTemplateResult {
  if (side === 'us') {
    // A five-pointed star.
    return svg`<path class="mark" transform=${`translate(${-H + 3.4},${-H + 3.4}) scale(0.26)`} d="M0,-10 L2.9,-4 L9.5,-3.1 L4.7,1.5 L5.9,8.1 L0,5 L-5.9,8.1 L-4.7,1.5 L-9.5,-3.1 L-2.9,-4 Z"></path>`;
  }
  return svg`<path class="mark" transform=${`translate(${-H + 4},${-H + 4})`} d="M-0.9,-2.6 H0.9 V-0.9 H2.6 V0.9 H0.9 V2.6 H-0.9 V0.9 H-2.6 V-0.9 H-0.9 Z"></path>`;
}

/** Step pips down the left edge: filled for steps left, open for steps lost (two paths in all). */
export function pipPaths(steps: number, maxSteps: number): { on: string; off: string } {
  let on = '';
  let off = '';
  for (let i = 0; i < maxSteps; i++) {
    const sq = `M${-H + 1.2},${(-4.5 + i * 3.3).toFixed(1)}h2.4v2.4h-2.4Z`;
    if (i < steps) on += sq;
    else off += sq;
  }
  return { on, off };
}

function pips(c: CounterView): SVGTemplateResult | typeof nothing {
  if (c.maxSteps <= 1) return nothing;
  const p = pipPaths(c.steps, c.maxSteps);
  return svg`${p.on ? svg`<path class="pip on" d=${p.on}></path>` : nothing}${p.off ? svg`<path class="pip" d=${p.off}></path>` : nothing}`;
}

/**
 * A pinned counter's marker sits in the middle band, under a smaller symbol, between the step pips and the
 * movement allowance: the name, the ratings, the pips and the allowance all stay in sight (8.3.2).
 */
const PINNED_SYMBOL = 'translate(0,-3.6) scale(0.7)';
const PIN = svg`<g class="pin"><rect x="-9" y="-0.2" width="18" height="7" rx="1"></rect><text y="5.3" textLength="15" lengthAdjust="spacingAndGlyphs">PIN</text></g>`;

/** One counter, centred on (0, 0). */
export function counterSvg(
  c: CounterView,
  viewer: SideId,
  opts: { selected?: boolean; target?: boolean } = {},
): SVGTemplateResult {
  const side = c.side === 'us' ? 'us' : 'de';
  const body =
    c.side === 'us'
      ? svg`<rect class="body" x=${-H} y=${-H} width=${COUNTER} height=${COUNTER} rx="1.2"></rect>`
      : svg`<path class="body" d=${GERMAN_BODY}></path>`;
  const ring = opts.target
    ? svg`<circle class="target-ring" r=${H + 4}></circle>`
    : opts.selected
      ? svg`<rect class="selected-ring" x=${-H - 2.5} y=${-H - 2.5} width=${COUNTER + 5} height=${COUNTER + 5} rx="3"></rect>`
      : nothing;
  if (faceDown(c, viewer)) {
    return svg`<g class="counter face-down ${side}">${ring}${body}${sideMark(c.side)}<text class="hidden-q" x="0" y="3.5">?</text>${facingMark(c)}</g>`;
  }
  const label = c.label.length > 12 ? `${c.label.slice(0, 11)}…` : c.label;
  const values = valueLine(c);
  return svg`<g class=${`counter ${side}${c.reduced ? ' reduced' : ''}${c.pinned ? ' pinned' : ''}`}>
    ${ring}${body}
    ${c.reduced ? svg`<rect class="band" x=${-H + 0.6} y=${-H + 0.6} width=${COUNTER - 1.2} height="6.4"></rect>` : nothing}
    ${sideMark(c.side)}
    <text class="name" x="2.4" y=${-H + 5.4} textLength=${label.length > 5 ? 21 : nothing} lengthAdjust="spacingAndGlyphs">${label}</text>
    <g transform=${c.pinned ? PINNED_SYMBOL : 'translate(0,1.2)'}>${symbolSvg(c.symbol)}</g>
    <text class="values" x="0.6" y=${H - 2} textLength=${values.length > 5 ? 25 : nothing} lengthAdjust="spacingAndGlyphs">${values}</text>
    ${pips(c)}
    ${c.movement > 0 && c.unitClass !== 'pillbox' && c.unitClass !== 'nest' ? svg`<text class="mp" x=${H - 1.4} y="2.6">${c.movement}</text>` : nothing}
    ${c.hits > 0 ? svg`<circle class="hit" cx=${H} cy=${-H} r="4.6"></circle><text class="hit-t" x=${H} y=${-H + 2.2}>${c.hits > 1 ? c.hits : 'H'}</text>` : nothing}
    ${c.pinned ? PIN : nothing}
    ${facingMark(c)}
  </g>`;
}

/** Offset of the n-th counter of a stack (up and left, so the ones beneath peek out). */
export function stackOffset(i: number, n: number): { x: number; y: number } {
  const step = n > 3 ? 2 : 3;
  const o = (i - (n - 1) / 2) * step;
  return { x: -o, y: -o };
}
