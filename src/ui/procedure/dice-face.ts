import { html, css, svg, type SVGTemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import type { DieSpec, Face } from '../../engine/index.ts';

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

/**
 * A system's own drawing of its custom dice (Crowbar!'s Movement Dice): the die and face drawn on a 100 x 100
 * box, or undefined for a die it does not know. Registered by the system's board when it loads.
 */
export type DieArt = (die: Pick<DieSpec, 'id'>, face: Face) => SVGTemplateResult | undefined;
const arts: DieArt[] = [];

export function registerDieArt(art: DieArt): void {
  if (!arts.includes(art)) arts.push(art);
}

function artFor(die: DieSpec | undefined, face: Face): SVGTemplateResult | undefined {
  if (!die) return undefined;
  for (const art of arts) {
    const drawn = art(die, face);
    if (drawn) return drawn;
  }
  return undefined;
}

/** Whether a die is an ordinary six-sider (drawn with pips). */
function pipDie(die: DieSpec | undefined, face: Face): face is number {
  return (
    typeof face === 'number' &&
    face >= 1 &&
    face <= 6 &&
    (!die || die.faces.every((f) => typeof f === 'number' && f >= 1 && f <= 6))
  );
}

/** The text written on a face: its number, or its label for symbol dice. */
export function faceText(die: DieSpec | undefined, face: Face): string {
  if (typeof face === 'string') return die?.faceLabels?.[face] ?? face;
  return String(face);
}

/** One die drawn as a die: pips for d6, the number for other dice, the label for custom faces. */
@customElement('umpire-die')
export class DiceFace extends UmpireElement {
  static override styles = css`
    :host {
      display: inline-block;
      width: var(--die-size, 44px);
      height: var(--die-size, 44px);
      flex: none;
    }
    svg {
      width: 100%;
      height: 100%;
      display: block;
      overflow: visible;
    }
    .body {
      fill: var(--die-fill, var(--paper));
      stroke: var(--ink);
      stroke-width: 3;
    }
    :host([decisive]) .body {
      stroke: var(--focus);
      stroke-width: 7;
    }
    :host([faded]) {
      opacity: 0.45;
    }
    .pip {
      fill: var(--ink);
    }
    .text {
      fill: var(--ink);
      font: 700 40px var(--font);
      dominant-baseline: central;
      text-anchor: middle;
    }
    .text.small {
      font-size: 26px;
    }
    .text.tiny {
      font-size: 19px;
    }
    :host([rolling]) svg {
      animation: tumble 0.12s linear infinite alternate;
    }
    @keyframes tumble {
      from {
        transform: rotate(-8deg) scale(0.96);
      }
      to {
        transform: rotate(8deg) scale(1.02);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      :host([rolling]) svg {
        animation: none;
      }
    }
  `;

  @property({ attribute: false }) face: Face = 1;
  @property({ attribute: false }) die?: DieSpec;
  @property({ type: Boolean, reflect: true }) decisive = false;
  @property({ type: Boolean, reflect: true }) faded = false;
  @property({ type: Boolean, reflect: true }) rolling = false;

  override render() {
    const f = this.face;
    const label = `${this.die?.label ?? 'die'} showing ${faceText(this.die, f)}${this.decisive ? ', decisive' : ''}`;
    const art = artFor(this.die, f);
    if (art) return html`<svg viewBox="0 0 100 100" role="img" aria-label=${label}>${art}</svg>`;
    let inner;
    if (pipDie(this.die, f)) {
      inner = (PIPS[f] ?? []).map(([x, y]) => svg`<circle class="pip" cx=${x} cy=${y} r="9"></circle>`);
    } else {
      const t = faceText(this.die, f);
      const size = t.length <= 2 ? '' : t.length <= 4 ? 'small' : 'tiny';
      inner = svg`<text class=${`text ${size}`} x="50" y="52">${t.length > 7 ? t.slice(0, 6) + '…' : t}</text>`;
    }
    const d10 = this.die?.id === 'd10' || this.die?.id === 'd100';
    const body = d10
      ? svg`<path class="body" d="M50 4 L95 40 L80 92 L20 92 L5 40 Z"></path>`
      : svg`<rect class="body" x="4" y="4" width="92" height="92" rx="18"></rect>`;
    return html`<svg viewBox="0 0 100 100" role="img" aria-label=${label}>${body}${inner}</svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-die': DiceFace;
  }
}
