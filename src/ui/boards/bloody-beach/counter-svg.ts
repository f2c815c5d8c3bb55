import { svg, nothing, type SVGTemplateResult } from 'lit';
import { faceDown, valueLine, type CounterView, type SideId, type Symbol } from './counters.ts';

/**
 * Counters drawn as wargamers expect, in map units (a hex's radius is 20): a square counter with the unit's
 * name along the top, a NATO-style symbol in the middle and its ratings along the bottom; step pips down the
 * left edge, a hit marker and a pin marker when they apply. US counters are square-cornered with a star,
 * German counters have cut corners and a cross, so the sides differ in shape as well as colour.
 */
export const COUNTER = 26;
const H = COUNTER / 2;
const CUT = 4.2;

const GERMAN_BODY = `M${-H + CUT},${-H} H${H - CUT} L${H},${-H + CUT} V${H - CUT} L${H - CUT},${H} H${-H + CUT} L${-H},${H - CUT} V${-H + CUT} Z`;

/** The symbol inside its frame (a 14 x 9 box centred a little above the counter's centre). */
export function symbolSvg(s: Symbol): SVGTemplateResult {
  const frame = svg`<rect class="frame" x="-7" y="-5" width="14" height="9"></rect>`;
  const cross = svg`<path class="sym" d="M-7,-5 L7,4 M7,-5 L-7,4"></path>`;
  switch (s) {
    case 'infantry':
      return svg`${frame}${cross}`;
    case 'ranger':
      return svg`${frame}${cross}<path class="sym-fill" d="M-7,-5 H7 V-3.2 H-7 Z"></path>`;
    case 'weapons':
      return svg`${frame}${cross}<circle class="sym-fill" cx="0" cy="-0.5" r="1.6"></circle>`;
    case 'engineer':
      return svg`${frame}<path class="sym" d="M-4,2 V-2 H4 V2 M0,-2 V2"></path>`;
    case 'armour':
      return svg`${frame}<rect class="sym" x="-4.8" y="-2.6" width="9.6" height="4.2" rx="2.1"></rect>`;
    case 'dd-armour':
      return svg`${frame}<rect class="sym" x="-4.8" y="-1.6" width="9.6" height="3.8" rx="1.9"></rect><text class="sym-text" x="0" y="-2.3">DD</text>`;
    case 'assault-gun':
      return svg`${frame}<rect class="sym" x="-5" y="-2.4" width="7.5" height="4" rx="2"></rect><path class="sym" d="M2.5,-0.4 H6"></path>`;
    case 'hq':
      return svg`${frame}<text class="sym-text big" x="0" y="0.8">HQ</text><path class="sym" d="M-7,4 V8"></path>`;
    case 'pillbox':
      return svg`<path class="sym-fill" d="M-6,3 A6,6 0 0 1 6,3 Z"></path><path class="sym" d="M-7.5,3 H7.5 M-2.5,-0.5 H2.5"></path>`;
    case 'battery':
      return svg`${frame}<circle class="sym-fill" cx="0" cy="-0.5" r="2.6"></circle><path class="sym" d="M0,-0.5 L6,-4"></path>`;
    case 'nest':
      return svg`<circle class="sym" cx="0" cy="-0.5" r="4.8"></circle><path class="sym" d="M-3.4,-3.9 L3.4,2.9 M3.4,-3.9 L-3.4,2.9"></path>`;
  }
}

/** A small triangle on the counter's edge pointing at the vertex a pillbox faces (6.1.1). */
function facingMark(c: CounterView): SVGTemplateResult | typeof nothing {
  if (c.facing === undefined) return nothing;
  // Vertex between side f (centre at -90 + 60 f degrees) and side f + 1: at -60 + 60 f degrees.
  const deg = -60 + 60 * c.facing;
  return svg`<g transform=${`rotate(${deg})`}><path class="facing" d=${`M${H + 0.5},-3 L${H + 4.5},0 L${H + 0.5},3 Z`}></path></g>`;
}

function sideMark(side: SideId): SVGTemplateResult {
  if (side === 'us') {
    // A five-pointed star.
    return svg`<path class="mark" transform=${`translate(${-H + 3.4},${-H + 3.4}) scale(0.26)`} d="M0,-10 L2.9,-4 L9.5,-3.1 L4.7,1.5 L5.9,8.1 L0,5 L-5.9,8.1 L-4.7,1.5 L-9.5,-3.1 L-2.9,-4 Z"></path>`;
  }
  return svg`<path class="mark" transform=${`translate(${-H + 4},${-H + 4})`} d="M-0.9,-2.6 H0.9 V-0.9 H2.6 V0.9 H0.9 V2.6 H-0.9 V0.9 H-2.6 V-0.9 H-0.9 Z"></path>`;
}

function pips(c: CounterView): SVGTemplateResult | typeof nothing {
  if (c.maxSteps <= 1) return nothing;
  const out: SVGTemplateResult[] = [];
  for (let i = 0; i < c.maxSteps; i++) {
    const y = -4.5 + i * 3.3;
    out.push(svg`<rect class=${i < c.steps ? 'pip on' : 'pip'} x=${-H + 1.2} y=${y} width="2.4" height="2.4"></rect>`);
  }
  return svg`${out}`;
}

/** One counter, centred on (0, 0). */
export function counterSvg(c: CounterView, viewer: SideId, opts: { selected?: boolean; target?: boolean } = {}): SVGTemplateResult {
  const side = c.side === 'us' ? 'us' : 'de';
  const body = c.side === 'us' ? svg`<rect class="body" x=${-H} y=${-H} width=${COUNTER} height=${COUNTER} rx="1.2"></rect>` : svg`<path class="body" d=${GERMAN_BODY}></path>`;
  const ring = opts.target ? svg`<circle class="target-ring" r=${H + 4}></circle>` : opts.selected ? svg`<rect class="selected-ring" x=${-H - 2.5} y=${-H - 2.5} width=${COUNTER + 5} height=${COUNTER + 5} rx="3"></rect>` : nothing;
  if (faceDown(c, viewer)) {
    return svg`<g class="counter face-down ${side}">${ring}${body}${sideMark(c.side)}<text class="hidden-q" x="0" y="3.5">?</text>${facingMark(c)}</g>`;
  }
  const label = c.label.length > 9 ? `${c.label.slice(0, 8)}…` : c.label;
  return svg`<g class=${`counter ${side}${c.reduced ? ' reduced' : ''}${c.pinned ? ' pinned' : ''}`}>
    ${ring}${body}
    ${c.reduced ? svg`<rect class="band" x=${-H + 0.6} y=${-H + 0.6} width=${COUNTER - 1.2} height="6.4"></rect>` : nothing}
    ${sideMark(c.side)}
    <text class="name" x="1.6" y=${-H + 5.2}>${label}</text>
    <g transform="translate(0,1.2)">${symbolSvg(c.symbol)}</g>
    <text class="values" x="0" y=${H - 2}>${valueLine(c)}</text>
    ${pips(c)}
    ${c.movement > 0 && c.unitClass !== 'pillbox' && c.unitClass !== 'nest' ? svg`<text class="mp" x=${H - 2.2} y="2">${c.movement}</text>` : nothing}
    ${c.hits > 0 ? svg`<g class="hit" transform=${`translate(${H - 2},${-H + 2})`}><circle r="3.6"></circle><text y="1.4">${c.hits > 1 ? c.hits : 'H'}</text></g>` : nothing}
    ${c.pinned ? svg`<g class="pin" transform=${`translate(0,${H - 8.5}) rotate(-12)`}><rect x="-7.5" y="-3" width="15" height="6" rx="1"></rect><text y="1.9">PIN</text></g>` : nothing}
    ${facingMark(c)}
  </g>`;
}

/** Offset of the n-th counter of a stack (up and left, so the ones beneath peek out). */
export function stackOffset(i: number, n: number): { x: number; y: number } {
  const step = n > 3 ? 2 : 3;
  const o = (i - (n - 1) / 2) * step;
  return { x: -o, y: -o };
}
