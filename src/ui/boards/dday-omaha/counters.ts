import { svg, nothing, type SVGTemplateResult } from 'lit';
import { isLeader, type UnitType } from '../../../systems/dday-omaha/rules/units.ts';
import type { Position, Unit } from '../../../systems/dday-omaha/game/state.ts';

/**
 * Counters drawn on the map, in map units (the map's zoom scales them): a US unit as a square counter with its
 * NATO type drawn faintly behind its designation on two lines and its steps as pips; a German position as its
 * name, a diamond (filled when occupied, "?" face down) and its markers. Text is 20 units: 12 CSS px or more at
 * the default fit.
 */
export const COUNTER_W = 64;
export const COUNTER_H = 56;
export const TEXT = 20;

/** "E/2/16" → ["E/2", "16"]; "Gen. Cota" → ["Gen.", "Cota"]; "58AFA" → ["58AFA"]. */
export function counterLines(id: string): string[] {
  if (id.includes(' ')) return id.split(' ');
  const i = id.lastIndexOf('/');
  return i > 0 ? [id.slice(0, i), id.slice(i + 1)] : [id];
}

function glyph(t: UnitType): SVGTemplateResult {
  const w = COUNTER_W / 2 - 5;
  const h = COUNTER_H / 2 - 5;
  switch (t) {
    case 'infantry':
    case 'ranger':
    case 'heavy-infantry':
      return svg`<path class="glyph" d=${`M${-w} ${-h} ${w} ${h}M${w} ${-h} ${-w} ${h}`}/>`;
    case 'tank':
      return svg`<rect class="glyph" x=${-w + 6} y=${-h + 8} width=${2 * w - 12} height=${2 * h - 16} rx=${h - 8}/>`;
    case 'anti-aircraft':
      return svg`<path class="glyph" d=${`M${-w} ${h} Q0 ${-h * 1.4} ${w} ${h}`}/>`;
    case 'anti-tank':
      return svg`<path class="glyph" d=${`M${-w} ${h} 0 ${-h} ${w} ${h}`}/>`;
    case 'artillery':
      return svg`<circle class="glyph" r=${h - 6}/>`;
    default:
      return svg``;
  }
}

/** One US counter centred at (x, y); `more` other units stand under it. */
export function usCounter(
  u: Unit,
  x: number,
  y: number,
  more: number,
  marks: { readonly selected: boolean; readonly hit: boolean; readonly planned?: boolean },
): SVGTemplateResult {
  const lines = counterLines(u.id);
  const leader = isLeader(u.type);
  const pips = leader ? [] : Array.from({ length: Math.max(u.maxSteps, u.steps) }, (_, i) => i < u.steps);
  const cls = `counter us ${leader ? 'leader' : ''} ${marks.selected ? 'selected' : ''} ${marks.hit ? 'hit' : ''} ${marks.planned ? 'planned' : ''} ${u.disrupted ? 'disrupted' : ''}`;
  const y0 = lines.length === 1 ? 4 : -6;
  return svg`<g class=${cls} transform=${`translate(${x.toFixed(1)},${y.toFixed(1)})`}>
    ${more ? svg`<rect class="under" x=${-COUNTER_W / 2 + 5} y=${-COUNTER_H / 2 - 5} width=${COUNTER_W} height=${COUNTER_H} rx="5"/>` : nothing}
    <rect class="face" x=${-COUNTER_W / 2} y=${-COUNTER_H / 2} width=${COUNTER_W} height=${COUNTER_H} rx="5"/>
    ${glyph(u.type)}
    ${lines.map((l, i) => svg`<text class="label" x="0" y=${y0 + i * TEXT} text-anchor="middle">${l}</text>`)}
    ${pips.map((on, i) => svg`<rect class=${`pip ${on ? 'on' : ''}`} x=${-((pips.length * 12) / 2) + i * 12 + 1} y=${COUNTER_H / 2 - 9} width="10" height="5" rx="1"/>`)}
    ${u.disrupted ? svg`<path class="dmark" d=${`M${-COUNTER_W / 2} ${COUNTER_H / 2} ${COUNTER_W / 2} ${-COUNTER_H / 2}`}/>` : nothing}
    ${u.hero !== 'none' ? svg`<path class="hero" d="M22 -26l2.4 5 5.4.6-4 3.7 1.1 5.3L22 -14l-4.9 2.6 1.1-5.3-4-3.7 5.4-.6z"/>` : nothing}
    ${u.climb !== 'none' ? svg`<text class="tag" x=${-COUNTER_W / 2 + 3} y=${-COUNTER_H / 2 + 14}>${u.climb === 'climb' ? '▲' : '▲▲'}</text>` : nothing}
    ${more ? svg`<text class="more" x=${COUNTER_W / 2 - 2} y=${-COUNTER_H / 2 + 2} text-anchor="end">+${more}</text>` : nothing}
  </g>`;
}

/** A German position's marks in one of its hexes: name (first hex only), diamond, units, Depth, Disrupted. */
export function positionMarks(
  p: Position,
  x: number,
  y: number,
  first: boolean,
  marks: { readonly selected: boolean; readonly acting: boolean },
): SVGTemplateResult {
  const cls = `pos ${p.occupied ? 'occupied' : 'empty'} ${marks.selected ? 'selected' : ''} ${marks.acting ? 'acting' : ''} color-${p.color}`;
  const top = y - 18;
  return svg`<g class=${cls}>
    <path class="diamond" d=${`M${x - 26} ${top} l10 -10 10 10 -10 10z`}/>
    ${p.occupied && !p.revealed ? svg`<text class="q" x=${x - 16} y=${top + 6} text-anchor="middle">?</text>` : nothing}
    ${first ? svg`<text class="name" x=${x + 6} y=${top + 7} text-anchor="middle">${p.name}</text>` : nothing}
    ${first && p.depth ? svg`<text class="depth" x=${x} y=${y + 30} text-anchor="middle">D${p.depth}</text>` : nothing}
    ${p.disrupted ? svg`<path class="dmark" d=${`M${x - 30} ${y + 30} ${x + 30} ${y - 30}`}/>` : nothing}
  </g>`;
}

/** The field-of-fire mark of a hex: ● intense, ⊕ steady, ○ sporadic. */
export function fofMark(intensity: 'intense' | 'steady' | 'sporadic', x: number, y: number): SVGTemplateResult {
  const cx = x + 24;
  const cy = y + 20;
  return svg`<g class="fof">
    <circle cx=${cx} cy=${cy} r="8" class=${intensity === 'intense' ? 'solid' : 'ring'}/>
    ${intensity === 'steady' ? svg`<path d=${`M${cx - 8} ${cy}h16M${cx} ${cy - 8}v16`}/>` : nothing}
  </g>`;
}
