import { svg, nothing, type SVGTemplateResult } from 'lit';
import {
  BACK,
  looseTank,
  obstacleMark,
  pile,
  pileOrder,
  TOKEN,
  tokenCounter,
  tokenEdge,
  townMark,
  TEXT,
  UNIT,
  unitCounter,
  unitEdge,
  vpMark,
} from './counters.ts';
import type { Role } from './describe.ts';
import { CELL, GUTTER, nameLines, wordWidth, type Rect } from './layout.ts';
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

/** The square's ground: its terrain fill and border, ID, VP roundel, Exit, town and obstacle. */
export function squareGround(q: SquareView, r: Rect): SVGTemplateResult {
  const right = r.x + r.width;
  const bottom = r.y + r.height;
  const mark = q.obstacle
    ? obstacleMark(q.obstacle, q.obstacle === 'gap' ? right - 22 : right - 13, r.y + 12)
    : nothing;
  return svg`<g class=${`sq ${TERRAIN_CLASS[q.terrain]}${q.deep ? ' deep' : ''}`}>
    <rect class="ground" x=${r.x} y=${r.y} width=${r.width} height=${r.height} rx="3"></rect>
    ${q.terrain === 'hedgerow' ? svg`<rect class="hedges" x=${r.x} y=${r.y} width=${r.width} height=${r.height} rx="3"></rect>` : nothing}
    <text class="id" x=${r.x + 5} y=${r.y + 16}>${q.id}${q.alias ? svg`<tspan class="alias" dx="3">${q.alias}</tspan>` : nothing}</text>
    ${q.vp ? vpMark(q.vp, right - 13, r.y + 13) : nothing}
    ${q.exit ? svg`<g class="exit" transform=${`translate(${right - 43},${r.y + 13})`}><rect x="-15" y="-9" width="30" height="18" rx="9"></rect><text y="5">${q.exit}</text></g>` : nothing}
    ${q.town ? townMark(r.x + 12, bottom - 12) : nothing}
    ${mark}
  </g>`;
}

/** Room for a line of a beach's name over its square. */
const NAME_ROOM = CELL - GUTTER - 6;

/**
 * A beach's name in the shore band just above its square (layout.ts SHORE), in counter-sized words, where no
 * counter ever stands: one line, or two when it is long; a line still too wide is drawn narrower, never smaller.
 */
export function beachName(q: SquareView, r: Rect): SVGTemplateResult | typeof nothing {
  if (!q.label) return nothing;
  const lines = nameLines(q.label, TEXT, NAME_ROOM);
  const x = r.x + r.width / 2;
  return svg`<text class="beach-name">${lines.map((line, i) => {
    const narrow = wordWidth(line, TEXT) > NAME_ROOM;
    return svg`<tspan x=${x} y=${r.y - 8 - (lines.length - 1 - i) * (TEXT + 1)} textLength=${narrow ? NAME_ROOM : nothing} lengthAdjust=${narrow ? 'spacingAndGlyphs' : nothing}>${line}</tspan>`;
  })}</text>`;
}

/** Where a square's pile stands: below the square's header line. */
function pileCentre(r: Rect): { x: number; y: number } {
  return { x: r.x + r.width / 2 - 3, y: r.y + 50 };
}

/** What stands in the square: its German tokens or its US units as a pile, and a Tank left without a unit. */
export function squareContents(q: SquareView, r: Rect): SVGTemplateResult | typeof nothing {
  if (!q.tokens.length && !q.units.length && !q.looseTanks) return nothing;
  const c = pileCentre(r);
  const parts: SVGTemplateResult[] = [];
  if (q.tokens.length && q.tokens.every((t) => t.hidden)) {
    // face-down tokens carry no words: they stand side by side, small
    const n = Math.min(q.tokens.length, 2);
    q.tokens
      .slice(0, n)
      .forEach((t, i) =>
        parts.push(
          svg`<g transform=${`translate(${c.x + (i - (n - 1) / 2) * (BACK + 4)},${c.y})`}>${tokenCounter(t)}</g>`,
        ),
      );
  } else if (q.tokens.length) {
    const shown = [...q.tokens].sort((a, b) => Number(a.hidden) - Number(b.hidden));
    const [top] = shown;
    if (top) parts.push(pile(shown.length, TOKEN, tokenCounter(top), c.x, c.y, (i) => tokenEdge(shown[i + 1] ?? top)));
  }
  if (q.units.length) {
    const shown = pileOrder(q.units);
    const [top] = shown;
    if (top) parts.push(pile(shown.length, UNIT, unitCounter(top), c.x, c.y, (i) => unitEdge(shown[i + 1] ?? top)));
  }
  if (q.looseTanks) parts.push(looseTank(q.looseTanks, r.x + 22, r.y + r.height - 14));
  return svg`${parts}`;
}

/** Outlines over a square: the selection, the keyboard cursor, and legal targets (solid, dashed, red). */
export function squareMarks(r: Rect, m: Marks): SVGTemplateResult | typeof nothing {
  const role = m.related ?? m.role;
  if (!role && !m.selected && !m.cursor) return nothing;
  const cls = [
    role ? `hl ${role}${m.related ? ' strong' : ''}` : '',
    m.selected ? 'selected' : '',
    m.cursor ? 'cursor' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return svg`<rect class=${`mark ${cls}`} x=${r.x + 1.5} y=${r.y + 1.5} width=${r.width - 3} height=${r.height - 3} rx="3"></rect>`;
}
