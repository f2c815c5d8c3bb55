import { svg, type SVGTemplateResult } from 'lit';
import { CELL, colX, rallyStripRect, rowY, starPoints } from './geometry.ts';
import type { GermanView, RangerView, RallyView, SpaceMarkers } from './model.ts';
import { symbolSvg } from './die-svg.ts';

/**
 * Counters as wargamers draw them. Rangers: a square blue counter with the NATO friendly infantry box (a
 * rectangle with a cross). Germans: a brown counter with cut corners and the NATO hostile diamond. Colour and
 * shape both tell the sides apart. Markers sit on the counter's corners.
 */

const C = 32;

function origin(col: number, row: number): { x: number; y: number } {
  return { x: colX(col) + (CELL - C) / 2, y: rowY(row) + 8 };
}

function badge(x: number, y: number, cls: string, text: string): SVGTemplateResult {
  return svg`<g class=${`badge ${cls}`}><rect x=${x} y=${y} width=${Math.max(13, text.length * 5.4 + 5)} height="11" rx="2.5"></rect><text x=${x + Math.max(13, text.length * 5.4 + 5) / 2} y=${y + 8.6}>${text}</text></g>`;
}

export function rangerSvg(r: RangerView): SVGTemplateResult {
  const { x, y } = origin(r.col, r.row);
  const boat = r.lca !== 'none'
    ? svg`<path class=${`lca ${r.lca}`} d=${`M${x - 6} ${y + 18} h${C + 12} l-5 ${CELL - 28} h${-(C + 2)} z`}></path>
        <text class="lca-t" x=${x + C / 2} y=${y + CELL - 12}>${r.lca === 'damaged' ? 'LCA dmg' : 'LCA'}</text>`
    : svg``;
  const cmd = r.commanders.map((c, i) => svg`<g class=${`cmd ${c.used ? 'used' : ''}`}><circle cx=${x + C + 2 - i * 11} cy=${y + C - 1} r="5.5"></circle><text x=${x + C + 2 - i * 11} y=${y + C + 2}>${c.name.charAt(0)}</text></g>`);
  return svg`<g class=${`counter us ${r.active ? 'active' : ''} ${r.activated ? 'done' : ''}`} data-space=${r.space}>
    ${boat}
    <rect class="body" x=${x} y=${y} width=${C} height=${C} rx="3"></rect>
    <rect class="sym" x=${x + 8} y=${y + 4} width="18" height="11"></rect>
    <path class="sym" d=${`M${x + 8} ${y + 4} l18 11 m0 -11 l-18 11`}></path>
    <text class="co" x=${x + 3} y=${y + 11}>${r.company.charAt(0).toUpperCase()}</text>
    <text class="sp" x=${x + C / 2} y=${y + 29.5}>${r.sp}</text>
    ${r.shaken ? svg`<g class="shaken-b"><rect x=${x - 6} y=${y + 17} width="13" height="13" rx="3"></rect>${symbolSvg({ kind: 'shaken' }, x + 0.5, y + 23.5, 5.5, '#1f2521', '#f2b33d')}</g>` : svg``}
    ${r.pinned ? badge(x - 5, y + C - 8, 'pin', 'PIN') : svg``}
    ${r.heroic ? svg`<g class="hero"><polygon points=${starPoints(x + C + 1, y + 1, 6)}></polygon></g>` : svg``}
    ${r.supplies ? badge(x + C - 6, y - 6, 'supply', 'Sup') : svg``}
    ${r.activated ? svg`<path class="tick" d=${`M${x + C - 11} ${y + 26} l3 3 l6 -7`}></path>` : svg``}
    ${cmd}
  </g>`;
}

const KIND_LABEL: Record<GermanView['kind'], string> = { hka: 'HKA', grenadier: 'GREN', mg: 'MG', flak: 'FLAK', command: 'CMD' };

export function germanSvg(u: GermanView): SVGTemplateResult {
  const { x, y } = origin(u.col, u.row);
  const k = 6;
  const body = `M${x + k} ${y} h${C - 2 * k} l${k} ${k} v${C - 2 * k} l${-k} ${k} h${-(C - 2 * k)} l${-k} ${-k} v${-(C - 2 * k)} z`;
  const cx = x + C / 2;
  const inner =
    u.kind === 'mg'
      ? svg`<path class="sym" d=${`M${cx - 5} ${y + 10} h10 M${cx - 5} ${y + 8} v4`}></path>`
      : u.kind === 'flak'
        ? svg`<path class="sym" d=${`M${cx - 5} ${y + 12} q5 -8 10 0`}></path>`
        : svg`<path class="sym" d=${`M${cx - 3.5} ${y + 6.5} l7 7 m0 -7 l-7 7`}></path>`;
  const spText = u.kind === 'mg' || u.kind === 'flak' ? `${u.fire}/${u.close}` : String(u.fire);
  const tokens = [];
  for (let i = 0; i < u.incoming; i++) tokens.push(svg`<g class="if-token"><rect x=${x + C - 5 - i * 5} y=${y - 5 + i * 3} width="11" height="11" rx="1.5"></rect><text x=${x + C + 0.5 - i * 5} y=${y + 3 + i * 3}>-1</text></g>`);
  return svg`<g class=${`counter de ${u.reduced ? 'reduced' : ''}`} data-space=${u.space}>
    <path class="body" d=${body}></path>
    ${u.reduced ? svg`<path class="band" d=${`M${x + 2} ${y + C - 12} L${x + 12} ${y + C - 2}`}></path>` : svg``}
    <path class="sym" d=${`M${cx} ${y + 2} l8 8 l-8 8 l-8 -8 z`}></path>
    ${inner}
    <text class="kind" x=${cx} y=${y + 23}>${KIND_LABEL[u.kind]}</text>
    <text class="sp de-sp" x=${cx} y=${y + 31}>${spText}</text>
    ${u.pinned ? badge(x - 5, y + C - 8, 'pin', 'PIN') : svg``}
    ${tokens}
  </g>`;
}

/** Markers lying in a space: face-down Incoming Fire! (common side, -1 SP), face-down gun markers, and the rest. */
export function markersSvg(s: number, col: number, row: number, m: SpaceMarkers, occupied: boolean): SVGTemplateResult {
  const x = colX(col);
  const y = rowY(row);
  const items: SVGTemplateResult[] = [];
  const bottom = y + CELL - 10;
  let left = x + 2;
  if (m.incoming) {
    items.push(svg`<g class="if-token" data-space=${s}><rect x=${left} y=${bottom} width="17" height="9.5" rx="1.5"></rect><text x=${left + 8.5} y=${bottom + 7.6}>${m.incoming > 1 ? `-1×${m.incoming}` : '-1'}</text></g>`);
    left += 19;
  }
  if (m.guns) {
    items.push(svg`<g class="gun-token"><rect x=${left} y=${bottom} width="15" height="9.5" rx="1.5"></rect><text x=${left + 7.5} y=${bottom + 7.6}>?${m.guns > 1 ? m.guns : ''}</text></g>`);
    left += 17;
  }
  if (m.secret.length) {
    const text = m.secret.map((k) => k.charAt(0)).join('');
    items.push(svg`<g class="gun-token secret"><rect x=${left} y=${bottom} width=${5 + 5 * text.length} height="9.5" rx="1.5"></rect><text x=${left + 2.5 + 2.5 * text.length} y=${bottom + 7.6}>${text}</text></g>`);
    left += 7 + 5 * text.length;
  }
  if (m.revealed.length) {
    items.push(svg`<g class="gun-token revealed"><rect x=${left} y=${bottom} width="13" height="9.5" rx="1.5"></rect><text x=${left + 6.5} y=${bottom + 7.6}>!</text></g>`);
    left += 15;
  }
  if (m.obstacle) items.push(svg`<path class="obstacle" d=${`M${x + 4} ${y + 4} l${CELL - 8} ${CELL - 8} m0 ${-(CELL - 8)} l${-(CELL - 8)} ${CELL - 8}`}></path>`);
  if (m.hq) items.push(svg`<g class="hq"><path d=${`M${x + CELL - 14} ${y + CELL - 3} v-16 l10 4 l-10 4`}></path><text x=${x + CELL - 9} y=${y + CELL - 3}>HQ</text></g>`);
  if (m.supplies.length && !occupied) items.push(badge(x + CELL - 20, y + 3, 'supply', 'Sup'));
  return svg`<g class="markers">${items}</g>`;
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
