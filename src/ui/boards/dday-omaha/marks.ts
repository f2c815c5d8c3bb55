import { svg, type SVGTemplateResult } from 'lit';
import type { UnitType } from '../../../systems/dday-omaha/rules/units.ts';

/**
 * The two sides drawn as NATO map symbols: US units in a rectangle (friendly frame) in the US colour with the
 * unit-type glyph, German positions in a diamond (hostile frame) in the German colour. Shape and colour both
 * tell the sides apart. Decorative: every mark sits next to a text label.
 */

function glyph(t: UnitType): SVGTemplateResult {
  switch (t) {
    case 'infantry':
      return svg`<path d="M4 4 28 20M28 4 4 20"/>`;
    case 'ranger':
      return svg`<path d="M4 4 28 20M28 4 4 20"/><text x="16" y="31" text-anchor="middle" class="t">R</text>`;
    case 'heavy-infantry':
      return svg`<path d="M4 4 28 20M28 4 4 20"/><circle cx="16" cy="12" r="3" class="f"/>`;
    case 'tank':
      return svg`<rect x="7" y="7" width="18" height="10" rx="5"/>`;
    case 'anti-aircraft':
      return svg`<path d="M6 20 Q16 4 26 20"/>`;
    case 'anti-tank':
      return svg`<path d="M4 20 16 4 28 20"/>`;
    case 'artillery':
      return svg`<circle cx="16" cy="12" r="4" class="f"/>`;
    case 'hq':
    case 'command-post':
      return svg`<text x="16" y="16.5" text-anchor="middle" class="t">${t === 'hq' ? 'HQ' : 'CP'}</text>`;
    case 'general':
      return svg`<path class="f" d="M16 4l2.4 5 5.4.6-4 3.7 1.1 5.3L16 16l-4.9 2.6 1.1-5.3-4-3.7 5.4-.6z"/>`;
  }
}

/** A US unit: rectangle frame with its type glyph. */
export function usMark(t: UnitType): SVGTemplateResult {
  return svg`<svg class="mark us" viewBox="-2 -2 36 28" aria-hidden="true" focusable="false">
    <rect x="0" y="0" width="32" height="24" rx="1.5" class="frame"/>${glyph(t)}</svg>`;
}

/** A German position: diamond frame; filled when occupied, dashed when empty, "?" when face down. */
export function germanMark(kind: 'wn' | 'reinforcement', occupied: boolean, revealed: boolean): SVGTemplateResult {
  return svg`<svg class=${`mark de${occupied ? '' : ' empty'}`} viewBox="-2 -2 36 36" aria-hidden="true" focusable="false">
    <path d="M16 0 32 16 16 32 0 16z" class="frame"/>
    ${occupied && !revealed ? svg`<text x="16" y="21" text-anchor="middle" class="t">?</text>` : kind === 'wn' ? svg`<path d="M9 19h14M11 19v-5h10v5"/>` : svg`<path d="M10 16h12M16 10v12"/>`}
  </svg>`;
}

/** Styles for the marks, shared by every element that draws them. */
export const MARK_CSS = `
  .mark { width: 2.1rem; height: 2.1rem; flex: none; stroke-width: 2; fill: none; }
  .mark .t { font: 700 11px var(--font); stroke: none; }
  .mark.us { stroke: var(--us); }
  .mark.us .frame { fill: color-mix(in srgb, var(--us) 16%, var(--paper)); }
  .mark.us .f, .mark.us .t { fill: var(--us); }
  .mark.de { stroke: var(--de); }
  .mark.de .frame { fill: color-mix(in srgb, var(--de) 22%, var(--paper)); }
  .mark.de .t { fill: var(--de); }
  .mark.de.empty .frame { fill: none; stroke-dasharray: 4 3; }
`;
