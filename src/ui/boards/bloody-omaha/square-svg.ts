import { svg, nothing, type SVGTemplateResult } from 'lit';
import { looseTank, obstacleMark, slots, tokenCounter, townMark, unitCounter, vpMark, UNIT, TOKEN } from './counters.ts';
import type { Role } from './describe.ts';
import type { Rect } from './layout.ts';
import type { SquareView } from './model.ts';

const TERRAIN_CLASS: Readonly<Record<SquareView['terrain'], string>> = {
  'reinforcement-sea': 'sea-r',
  'second-wave': 'sea-2',
  'first-wave': 'sea-1',
  beach: 'beach',
  strongpoint: 'sp',
  town: 'town',
  hedgerow: 'hedge',
};

export interface Marks {
  /** The role this square plays among the legal actions now. */
  readonly role?: Role | undefined;
  /** The role it plays for the selected square's actions. */
  readonly related?: Role | undefined;
  readonly selected: boolean;
  readonly cursor: boolean;
}

/** The square's ground: its terrain fill and border, ID, beach name, exit, VP roundel, town and obstacle marks. */
export function squareGround(q: SquareView, r: Rect): SVGTemplateResult {
  const right = r.x + r.width;
  const bottom = r.y + r.height;
  return svg`<g class=${`sq ${TERRAIN_CLASS[q.terrain]}${q.deep ? ' deep' : ''}`}>
    <rect class="ground" x=${r.x} y=${r.y} width=${r.width} height=${r.height} rx="3"></rect>
    ${q.terrain === 'hedgerow' ? svg`<rect class="hedges" x=${r.x} y=${r.y} width=${r.width} height=${r.height} rx="3"></rect>` : nothing}
    <text class="id" x=${r.x + 5} y=${r.y + 14}>${q.id}${q.alias ? svg`<tspan class="alias" dx="3">${q.alias}</tspan>` : nothing}</text>
    ${q.vp ? vpMark(q.vp, right - 12, r.y + 12) : nothing}
    ${q.town ? townMark(q.vp ? right - 30 : right - 12, r.y + 11) : nothing}
    ${q.exit ? svg`<g class="exit" transform=${`translate(${right - 22},${bottom - 10})`}><rect x="-19" y="-7.5" width="38" height="15" rx="7.5"></rect><text y="4">${q.exit}</text></g>` : nothing}
    ${q.label ? svg`<text class="beach-name" x=${r.x + r.width / 2} y=${bottom - 5}>${q.label}</text>` : nothing}
    ${q.obstacle ? obstacleMark(q.obstacle, q.obstacle === 'gap' ? right - 20 : right - 12, r.y + 13) : nothing}
  </g>`;
}

/** What stands in the square: German tokens, US units (up to four drawn, then "+n"), loose Tanks. */
export function squareContents(q: SquareView, r: Rect): SVGTemplateResult | typeof nothing {
  if (!q.tokens.length && !q.units.length && !q.looseTanks) return nothing;
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2 + 6;
  const parts: SVGTemplateResult[] = [];
  if (q.tokens.length) {
    const at = slots(Math.min(q.tokens.length, 2), cx, cy, TOKEN);
    q.tokens.slice(0, 2).forEach((t, i) => {
      const p = at[i];
      if (p) parts.push(tokenCounter(t, p.x, p.y));
    });
    if (q.tokens.length > 2) parts.push(svg`<text class="more" x=${cx} y=${r.y + r.height - 6}>+${q.tokens.length - 2} more</text>`);
  }
  if (q.units.length) {
    const n = q.units.length;
    const scale = n > 2 ? 0.82 : 1;
    const shown = n > 4 ? q.units.slice(0, 3) : q.units;
    const at = slots(Math.min(n, 4), cx, cy, UNIT * scale);
    shown.forEach((u, i) => {
      const p = at[i];
      if (p) parts.push(unitCounter(u, p.x, p.y, scale));
    });
    const last = at[3];
    if (n > 4 && last) parts.push(svg`<g class="more-units" transform=${`translate(${last.x},${last.y})`}><rect x="-18" y="-18" width="36" height="36" rx="3"></rect><text y="5">+${n - 3}</text></g>`);
  }
  if (q.looseTanks) parts.push(looseTank(q.looseTanks, r.x + r.width / 2, r.y + 10));
  return svg`${parts}`;
}

/** Outlines over a square: the selection, the keyboard cursor, and legal targets (solid, dashed, red). */
export function squareMarks(r: Rect, m: Marks): SVGTemplateResult | typeof nothing {
  const role = m.related ?? m.role;
  if (!role && !m.selected && !m.cursor) return nothing;
  const cls = [role ? `hl ${role}${m.related ? ' strong' : ''}` : '', m.selected ? 'selected' : '', m.cursor ? 'cursor' : ''].filter(Boolean).join(' ');
  return svg`<rect class=${`mark ${cls}`} x=${r.x + 1.5} y=${r.y + 1.5} width=${r.width - 3} height=${r.height - 3} rx="3"></rect>`;
}
