import { svg, type SVGTemplateResult } from 'lit';
import type { DieArt } from '../../procedure/dice-face.ts';
import { movementColor, parseFaceCode, type FaceParts } from '../../../systems/crowbar/game/told-dice.ts';
import type { DieColor } from '../../../systems/crowbar/game/types.ts';
import { DIE_STYLE, faceSymbols, type DieSymbol } from './dice.ts';
import { starPoints } from './geometry.ts';

/**
 * A Movement Die drawn as the die it is: its own colour, and each face's symbols as the key in A-7 lists them
 * (arrow with dots for Advances, filled or open explosion, R or G chit, clock, stop sign, kneeling or running
 * man). The die is 60 x 60 units; the caller scales it.
 */

/** The eight-pointed star of the explosion faces. */
function star(cx: number, cy: number, r: number): string {
  return starPoints(cx, cy, r, 8, 0.48, 2);
}

function octagon(cx: number, cy: number, r: number): string {
  const out: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i + Math.PI / 8;
    out.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}

/** One symbol centred at (cx, cy), about 2r across. */
export function symbolSvg(
  s: DieSymbol,
  cx: number,
  cy: number,
  r: number,
  ink: string,
  body: string,
): SVGTemplateResult {
  switch (s.kind) {
    case 'advance': {
      const dots = [];
      for (let i = 0; i < s.n; i++)
        dots.push(
          svg`<circle cx=${cx + (i - (s.n - 1) / 2) * r * 0.62} cy=${cy - r * 0.72} r=${r * 0.2} fill=${ink}></circle>`,
        );
      return svg`<g>${dots}<path d=${`M${cx} ${cy - r * 0.35} L${cx + r * 0.62} ${cy + r * 0.25} L${cx + r * 0.22} ${cy + r * 0.25} L${cx + r * 0.22} ${cy + r * 0.95} L${cx - r * 0.22} ${cy + r * 0.95} L${cx - r * 0.22} ${cy + r * 0.25} L${cx - r * 0.62} ${cy + r * 0.25} Z`} fill=${ink}></path></g>`;
    }
    case 'hit':
      return svg`<polygon points=${star(cx, cy, r * 0.95)} fill=${ink}></polygon>`;
    case 'variable':
      return svg`<polygon points=${star(cx, cy, r * 0.95)} fill="none" stroke=${ink} stroke-width=${r * 0.16} stroke-linejoin="round"></polygon>`;
    case 'chit':
      return svg`<g><circle cx=${cx} cy=${cy} r=${r * 0.9} fill="none" stroke=${ink} stroke-width=${r * 0.14}></circle><text x=${cx} y=${cy + r * 0.4} text-anchor="middle" font-size=${r * 1.15} font-weight="800" fill=${ink} font-family="system-ui, sans-serif">${s.side}</text></g>`;
    case 'card':
      return svg`<g><circle cx=${cx} cy=${cy} r=${r * 0.88} fill="none" stroke=${ink} stroke-width=${r * 0.16}></circle><path d=${`M${cx} ${cy - r * 0.55} L${cx} ${cy} L${cx + r * 0.42} ${cy + r * 0.22}`} stroke=${ink} stroke-width=${r * 0.16} fill="none" stroke-linecap="round"></path></g>`;
    case 'stop':
      return svg`<g><polygon points=${octagon(cx, cy, r * 0.95)} fill=${ink}></polygon><rect x=${cx - r * 0.55} y=${cy - r * 0.14} width=${r * 1.1} height=${r * 0.28} fill=${body}></rect></g>`;
    case 'shaken':
      // A kneeling figure: head, bent body, knee on the ground.
      return svg`<g stroke=${ink} stroke-width=${r * 0.2} stroke-linecap="round" stroke-linejoin="round" fill="none">
        <circle cx=${cx - r * 0.05} cy=${cy - r * 0.68} r=${r * 0.2} fill=${ink} stroke="none"></circle>
        <path d=${`M${cx - r * 0.1} ${cy - r * 0.42} L${cx - r * 0.2} ${cy + r * 0.2} L${cx + r * 0.45} ${cy + r * 0.25} L${cx + r * 0.45} ${cy + r * 0.85}`}></path>
        <path d=${`M${cx - r * 0.2} ${cy + r * 0.2} L${cx - r * 0.45} ${cy + r * 0.85} L${cx - r * 0.75} ${cy + r * 0.85}`}></path>
        <path d=${`M${cx - r * 0.12} ${cy - r * 0.2} L${cx + r * 0.4} ${cy - r * 0.1}`}></path></g>`;
    case 'rout':
      // A running figure: leaning forward, legs apart.
      return svg`<g stroke=${ink} stroke-width=${r * 0.2} stroke-linecap="round" stroke-linejoin="round" fill="none">
        <circle cx=${cx + r * 0.3} cy=${cy - r * 0.7} r=${r * 0.2} fill=${ink} stroke="none"></circle>
        <path d=${`M${cx + r * 0.15} ${cy - r * 0.45} L${cx - r * 0.1} ${cy + r * 0.1}`}></path>
        <path d=${`M${cx - r * 0.1} ${cy + r * 0.1} L${cx + r * 0.35} ${cy + r * 0.45} L${cx + r * 0.2} ${cy + r * 0.9}`}></path>
        <path d=${`M${cx - r * 0.1} ${cy + r * 0.1} L${cx - r * 0.45} ${cy + r * 0.5} L${cx - r * 0.85} ${cy + r * 0.4}`}></path>
        <path d=${`M${cx + r * 0.1} ${cy - r * 0.3} L${cx + r * 0.6} ${cy - r * 0.05} M${cx + r * 0.1} ${cy - r * 0.3} L${cx - r * 0.45} ${cy - r * 0.3}`}></path></g>`;
  }
}

/** Places for one, two or three symbols on a 60-unit face. */
function slots(n: number): { x: number; y: number; r: number }[] {
  if (n <= 1) return [{ x: 30, y: 30, r: 17 }];
  if (n === 2)
    return [
      { x: 18, y: 30, r: 11.5 },
      { x: 42, y: 30, r: 11.5 },
    ];
  return [
    { x: 17, y: 20, r: 9.5 },
    { x: 43, y: 20, r: 9.5 },
    { x: 30, y: 44, r: 9.5 },
  ];
}

/** The die body with a face, or blank (a die not rolled yet shows its colour and risk only). */
export function dieSvg(color: DieColor, face: FaceParts | undefined): SVGTemplateResult {
  const st = DIE_STYLE[color];
  const syms = face ? faceSymbols(face) : [];
  const places = slots(syms.length);
  return svg`<rect x="2" y="2" width="56" height="56" rx="11" fill=${st.body} stroke=${color === 'black' ? '#8a8a8a' : '#1f2521'} stroke-width="2"></rect>
    ${
      syms.length
        ? syms.map((s, i) => {
            const p = places[i] ?? { x: 30, y: 30, r: 9 };
            return symbolSvg(s, p.x, p.y, p.r, st.ink, st.body);
          })
        : svg`<text x="30" y="36" text-anchor="middle" font-size="15" font-weight="700" fill=${st.ink} font-family="system-ui, sans-serif">${color.charAt(0).toUpperCase()}</text>`
    }`;
}

/** A Movement Die as told (told-dice.ts: its colour in the id, the face as a code), for umpire-die. */
export const movementDieArt: DieArt = (die, face) => {
  const color = movementColor(die.id);
  const parts = color ? parseFaceCode(String(face)) : undefined;
  if (!color || !parts) return undefined;
  return svg`<g transform="scale(1.6667)">${dieSvg(color, parts)}</g>`;
};
