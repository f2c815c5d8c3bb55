import { svg, nothing, type SVGTemplateResult } from 'lit';
import type { TokenView, UnitView } from './model.ts';
import { TEXT, UNIT, unitLayout, type Tag, type Words } from './unit-layout.ts';

/**
 * Counters in map units (a square is 100 across), drawn as a wargamer stacks them: one pile per square, a
 * pinned counter on top, else the strongest, an edge showing for each counter under it and their number in a corner badge (the
 * square's card lists them all). Every word on a counter is at least TEXT map units high, so at the default fit
 * (the whole map on a 1024x768 screen) it reads at 12 CSS px or more.
 *
 * US units are square counters with a NATO infantry frame (size bars beside it: one for a company, two for a
 * battalion), their designation and combat factor; the disrupted side is pale with the reduced CF on a plate;
 * a pinned unit carries a yellow PIN tag and a Tank an armour oval with its value (unit-layout.ts places them
 * clear of everything else). German tokens
 * are octagons, so the sides differ in shape as well as colour: face down, a cross (red for Strongpoints,
 * black for Encounters) and nothing else; face up, the value or what it is.
 */
export { TEXT, UNIT };
export const TOKEN = 60;
/** A face-down token: no words on it, so it may be smaller (two fit side by side). */
export const BACK = 40;
const H = UNIT / 2;
/** How far each counter under the top one shows. */
const EDGE = 5;
/** At most this many edges are drawn under a pile. */
const MAX_EDGES = 2;

function octagon(r: number): string {
  const c = r * 0.42;
  return `M${-r + c},${-r} H${r - c} L${r},${-r + c} V${r - c} L${r - c},${r} H${-r + c} L${-r},${r - c} V${-r + c} Z`;
}

const CROSS = 'M-3,-10.5 H3 V-3 H10.5 V3 H3 V10.5 H-3 V3 H-10.5 V-3 H-3 Z';

function divClass(u: UnitView): string {
  return u.division === '1st' ? 'd1' : u.division === '29th' ? 'd29' : 'dr';
}

/** The NATO frame of an infantry unit with its size bars; Rangers add a bar along the top of the frame. */
function symbol(u: UnitView): SVGTemplateResult {
  const bars = u.kind === 'battalion' ? [17, 21] : [19];
  return svg`<path class="sym" d="M-15,-8 H11 V8 H-15 Z M-15,-8 L11,8 M11,-8 L-15,8"></path>
    ${u.division === 'rangers' ? svg`<path class="sym-fill" d="M-15,-8 H11 V-4 H-15 Z"></path>` : nothing}
    ${bars.map((x) => svg`<path class="sym" d=${`M${x},-7 V7`}></path>`)}`;
}

function drawWords(cls: string, w: Words, text: string | number): SVGTemplateResult {
  return svg`<text class=${cls} x=${w.x} y=${w.y} textLength=${w.fit ?? nothing} lengthAdjust=${w.fit ? 'spacingAndGlyphs' : nothing}>${text}</text>`;
}

function drawTag(cls: string, t: Tag, text: string, rx: number): SVGTemplateResult {
  const p = t.plate;
  return svg`<g class=${cls}><rect x=${p.x} y=${p.y} width=${p.width} height=${p.height} rx=${rx}></rect>${drawWords('', t.words, text)}</g>`;
}

/** One US unit, centred on (0, 0), its parts placed by unitLayout so that none covers another. */
export function unitCounter(u: UnitView): SVGTemplateResult {
  const l = unitLayout(u);
  const cls = `unit ${divClass(u)}${u.disrupted ? ' disrupted' : ''}${u.pinned ? ' pinned' : ''}${l.pin || l.tank ? ' tagged' : ''}`;
  const plate = l.plate;
  return svg`<g class=${cls}>
    <rect class="body" x=${-H} y=${-H} width=${UNIT} height=${UNIT} rx="3"></rect>
    ${drawWords('name', l.name, u.name)}
    <g class="symbol" transform=${`translate(${l.symbol.dx},${l.symbol.dy})`}>${symbol(u)}</g>
    ${plate ? svg`<rect class="plate" x=${plate.x} y=${plate.y} width=${plate.width} height=${plate.height} rx="2"></rect>` : nothing}
    ${drawWords('cf', l.cf, u.cf)}
    ${l.pin ? drawTag('pin', l.pin, 'PIN', 3) : nothing}
    ${l.tank ? drawTag('tank', l.tank, `+${u.tank}`, l.tank.plate.height / 2) : nothing}
  </g>`;
}

/** A Tank token left without a unit (its unit was eliminated: 9.1c). */
export function looseTank(strength: number, x: number, y: number): SVGTemplateResult {
  return svg`<g class="tank loose" transform=${`translate(${x},${y})`}><rect x="-18" y="-11" width="36" height="22" rx="11"></rect><text y="6">+${strength}</text></g>`;
}

const FACE_WORD: Readonly<Record<Exclude<TokenView, { hidden: true }>['face'], string>> = {
  number: '',
  mine: 'Mines',
  sniper: 'Sniper',
  stug: 'StuG',
  event: 'Event',
};

function face(t: Extract<TokenView, { hidden: false }>): SVGTemplateResult {
  const r = TOKEN / 2;
  switch (t.face) {
    case 'number':
      return svg`<text class="small" y=${-r + TEXT + 2}>${t.pool === 'strongpoint' ? 'SP' : 'CF'}</text><text class="big" y="20">${t.value ?? 0}</text>`;
    case 'mine':
      return svg`<circle class="glyph" cy="-4" r="7"></circle><path class="glyph" d="M0,-16V-11M0,3V8M-12,-4H-7M7,-4H12"></path><text class="small" y=${r - 7}>${FACE_WORD.mine}</text>`;
    case 'sniper':
      return svg`<circle class="glyph" cy="-5" r="8"></circle><path class="glyph" d="M0,-17V7M-12,-5H12"></path><text class="small" y=${r - 7}>${FACE_WORD.sniper}</text>`;
    case 'stug':
      return svg`<path class="glyph" d="M-12,-9H5A5,5 0 0 1 5,1H-12A5,5 0 0 1 -12,-9Z M5,-5 H16"></path><text class="small" y=${r - 7}>${FACE_WORD.stug}</text>`;
    case 'event':
      return svg`<text class="big ev" y="2">RE</text><text class="small" y=${r - 7}>${FACE_WORD.event}</text>`;
  }
}

/** One German token, centred on (0, 0): its back while hidden, its face once revealed. */
export function tokenCounter(t: TokenView): SVGTemplateResult {
  const pool = t.pool === 'strongpoint' ? 'sp' : 'enc';
  if (t.hidden)
    return svg`<g class=${`token back ${pool}`}><path class="body" d=${octagon(BACK / 2)}></path><path class="cross" d=${CROSS}></path></g>`;
  return svg`<g class=${`token face ${pool}`}><path class="body" d=${octagon(TOKEN / 2)}></path>${face(t)}</g>`;
}

/**
 * A pile of counters centred on (x, y): the first drawn on top, an edge for each one under it (up to two),
 * and when there are several, their number in a badge on the bottom right corner, over the edges (the top
 * right is the square's own: its VP, Exit, obstacle or Gap).
 */
export function pile(
  count: number,
  size: number,
  top: SVGTemplateResult,
  x: number,
  y: number,
  edge: (i: number) => SVGTemplateResult,
): SVGTemplateResult {
  const edges = Math.min(MAX_EDGES, count - 1);
  const h = size / 2;
  return svg`<g class="pile" transform=${`translate(${x},${y})`}>
    ${Array.from({ length: edges }, (_, i) => svg`<g transform=${`translate(${(edges - i) * EDGE},${(edges - i) * EDGE})`}>${edge(i)}</g>`)}
    ${top}
    ${count > 1 ? svg`<g class="count" transform=${`translate(${h + 2},${h + 2})`}><circle r="12"></circle><text y="6">${count}</text></g>` : nothing}
  </g>`;
}

/**
 * The order of a square's US units in its pile, the first on top: a pinned unit first (a PIN marker lies on the
 * pile, and its tag is then in sight without opening the square), else the strongest first.
 */
export function pileOrder(units: readonly UnitView[]): UnitView[] {
  return [...units].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.cf - a.cf);
}

/** The edge of a counter under the top one: its outline in its side's colour. */
export function unitEdge(u: UnitView): SVGTemplateResult {
  return svg`<rect class=${`edge unit ${divClass(u)}`} x=${-H} y=${-H} width=${UNIT} height=${UNIT} rx="3"></rect>`;
}

export function tokenEdge(t: TokenView): SVGTemplateResult {
  return svg`<path class=${`edge token ${t.pool === 'strongpoint' ? 'sp' : 'enc'}`} d=${octagon((t.hidden ? BACK : TOKEN) / 2)}></path>`;
}

/** A Czech hedgehog (the Beach Obstacle) or the Gap cut through it. */
export function obstacleMark(kind: 'standing' | 'gap', x: number, y: number): SVGTemplateResult {
  if (kind === 'gap')
    return svg`<g class="gap" transform=${`translate(${x},${y})`}><rect x="-20" y="-9" width="40" height="18" rx="3"></rect><text y="5.5">GAP</text></g>`;
  return svg`<g class="obstacle" transform=${`translate(${x},${y})`}><path d="M-9,-8 L9,8 M9,-8 L-9,8 M0,-10 V10"></path></g>`;
}

/** The "+1" VP icon in its roundel. */
export function vpMark(vp: number, x: number, y: number): SVGTemplateResult {
  return svg`<g class="vp" transform=${`translate(${x},${y})`}><circle r="10.5"></circle><text y="4.5">+${vp}</text></g>`;
}

/** A small house for town squares (and the town inside a Strongpoint square). */
export function townMark(x: number, y: number): SVGTemplateResult {
  return svg`<path class="house" transform=${`translate(${x},${y})`} d="M-7,1 L0,-6 L7,1 V7 H-7 Z"></path>`;
}
