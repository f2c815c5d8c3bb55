import { svg, nothing, type SVGTemplateResult } from 'lit';
import type { TokenView, UnitView } from './model.ts';

/**
 * Counters in map units (a square is 100 across). US units are square counters with a NATO infantry frame,
 * their size mark (I company, II battalion), designation and combat factor; the disrupted side is pale with a
 * corner flash and the reduced CF; a pinned unit carries a yellow PIN tag and a Tank an armour oval. German
 * tokens are octagons with a cross (red for Strongpoints, black for Encounters) while face down, so the sides
 * differ in shape as well as colour; a hidden token shows its back and nothing else.
 */
export const UNIT = 46;
export const TOKEN = 38;
const H = UNIT / 2;
const T = TOKEN / 2;
const CUT = 9;

const OCTAGON = `M${-T + CUT},${-T} H${T - CUT} L${T},${-T + CUT} V${T - CUT} L${T - CUT},${T} H${-T + CUT} L${-T},${T - CUT} V${-T + CUT} Z`;
const CROSS = 'M-2.6,-9 H2.6 V-2.6 H9 V2.6 H2.6 V9 H-2.6 V2.6 H-9 V-2.6 H-2.6 Z';

function divClass(u: UnitView): string {
  return u.division === '1st' ? 'd1' : u.division === '29th' ? 'd29' : 'dr';
}

/** The NATO frame of an infantry unit (a rectangle with a cross); Rangers add a bar along the top. */
function symbol(u: UnitView): SVGTemplateResult {
  const size = u.kind === 'battalion' ? 'II' : 'I';
  return svg`<text class="size" x="0" y="-7.5">${size}</text>
    <path class="sym" d="M-10,-6 H10 V6 H-10 Z M-10,-6 L10,6 M10,-6 L-10,6"></path>
    ${u.division === 'rangers' ? svg`<path class="sym-fill" d="M-10,-6 H10 V-3 H-10 Z"></path>` : nothing}`;
}

/** One US unit, centred on (0, 0). */
export function unitCounter(u: UnitView, x: number, y: number, scale = 1): SVGTemplateResult {
  const cls = `unit ${divClass(u)}${u.disrupted ? ' disrupted' : ''}${u.pinned ? ' pinned' : ''}`;
  const name = u.id.length > 9 ? `${u.id.slice(0, 8)}…` : u.id;
  return svg`<g class=${cls} transform=${`translate(${x},${y})${scale === 1 ? '' : ` scale(${scale})`}`}>
    <rect class="body" x=${-H} y=${-H} width=${UNIT} height=${UNIT} rx="2.5"></rect>
    ${u.disrupted ? svg`<path class="flash" d=${`M${-H},${-H + 14} V${-H + 2.5} Q${-H},${-H} ${-H + 2.5},${-H} H${-H + 14} Z`}></path>` : nothing}
    <text class=${name.length > 6 ? 'name long' : 'name'} x="0" y=${-H + 10}>${name}</text>
    <g transform="translate(0,1.5)">${symbol(u)}</g>
    <text class="cf" x="0" y=${H - 3.5}>${u.cf}</text>
    <text class="div" x=${-H + 3} y=${H - 3.5}>${u.division === '1st' ? '1' : u.division === '29th' ? '29' : 'R'}</text>
    ${u.tank ? svg`<g class="tank" transform=${`translate(${H - 10},${H - 8})`}><rect x="-8" y="-5.5" width="16" height="11" rx="5.5"></rect><text y="3.6">+${u.tank}</text></g>` : nothing}
    ${u.pinned ? svg`<g class="pin" transform="translate(0,2) rotate(-12)"><rect x="-15" y="-6" width="30" height="12" rx="2"></rect><text y="4">PIN</text></g>` : nothing}
  </g>`;
}

/** A Tank token left without a unit (its unit was eliminated). */
export function looseTank(strength: number, x: number, y: number): SVGTemplateResult {
  return svg`<g class="tank loose" transform=${`translate(${x},${y})`}><rect x="-11" y="-7" width="22" height="14" rx="7"></rect><text y="4">+${strength}</text></g>`;
}

function face(t: Extract<TokenView, { hidden: false }>): SVGTemplateResult {
  switch (t.face) {
    case 'number':
      return svg`<text class="big" y="7">${t.value ?? 0}</text><text class="small" y=${-T + 10}>${t.pool === 'strongpoint' ? 'SP' : 'CF'}</text>`;
    case 'mine':
      return svg`<circle class="glyph" r="7"></circle><path class="glyph" d="M0,-12V-7M0,7V12M-12,0H-7M7,0H12M-8.5,-8.5L-5,-5M5,5L8.5,8.5M8.5,-8.5L5,-5M-5,5L-8.5,8.5"></path><text class="small" y=${T - 4}>MINES</text>`;
    case 'sniper':
      return svg`<circle class="glyph" r="8"></circle><path class="glyph" d="M0,-12V12M-12,0H12"></path><text class="small" y=${T - 4}>SNIPER</text>`;
    case 'stug':
      return svg`<path class="glyph" d="M-9,-4H5A4,4 0 0 1 5,4H-9A4,4 0 0 1 -9,-4Z M5,-1 H13"></path><text class="small" y=${T - 5}>StuG</text>`;
    case 'event':
      return svg`<text class="big ev" y="6">RE</text>`;
  }
}

/** One German token, centred on (0, 0): its back while hidden, its face once revealed. */
export function tokenCounter(t: TokenView, x: number, y: number): SVGTemplateResult {
  const pool = t.pool === 'strongpoint' ? 'sp' : 'enc';
  if (t.hidden) {
    return svg`<g class=${`token back ${pool}`} transform=${`translate(${x},${y})`}><path class="body" d=${OCTAGON}></path><path class="cross" d=${CROSS}></path></g>`;
  }
  return svg`<g class=${`token face ${pool}`} transform=${`translate(${x},${y})`}><path class="body" d=${OCTAGON}></path>${face(t)}</g>`;
}

/** A Czech hedgehog (the Beach Obstacle) or the Gap cut through it. */
export function obstacleMark(kind: 'standing' | 'gap', x: number, y: number): SVGTemplateResult {
  if (kind === 'gap') return svg`<g class="gap" transform=${`translate(${x},${y})`}><rect x="-15" y="-7" width="30" height="14" rx="3"></rect><text y="4">GAP</text></g>`;
  return svg`<g class="obstacle" transform=${`translate(${x},${y})`}><path d="M-8,-7 L8,7 M8,-7 L-8,7 M0,-9 V9"></path></g>`;
}

/** The "+1" VP icon in its roundel. */
export function vpMark(vp: number, x: number, y: number): SVGTemplateResult {
  return svg`<g class="vp" transform=${`translate(${x},${y})`}><circle r="9"></circle><text y="3.6">+${vp}</text></g>`;
}

/** A small house for town squares (and the town inside a Strongpoint square). */
export function townMark(x: number, y: number): SVGTemplateResult {
  return svg`<path class="house" transform=${`translate(${x},${y})`} d="M-6,1 L0,-5 L6,1 V6 H-6 Z"></path>`;
}

/** Where n counters sit in a square's unit area (centre cx, cy): one centred, then side by side, then 2 x 2. */
export function slots(n: number, cx: number, cy: number, size = UNIT): { x: number; y: number }[] {
  const g = size / 2 + 2;
  if (n <= 1) return [{ x: cx, y: cy }];
  if (n === 2) return [{ x: cx - g, y: cy }, { x: cx + g, y: cy }];
  return [
    { x: cx - g, y: cy - g },
    { x: cx + g, y: cy - g },
    { x: cx - g, y: cy + g },
    { x: cx + g, y: cy + g },
  ].slice(0, Math.min(n, 4));
}
