import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { modifierText, toldText, type ToldBody, type ToldDice } from '../../engine/index.ts';
import { typedMark } from './headline.ts';
import '../procedure/dice-face.ts';

/** How a told line draws its parts: dice (the group's label, the faces, "thrown" when typed in), modifier chips, the outcome. */
export const toldParts = css`
  .dice {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.2rem;
    vertical-align: middle;
    align-items: center;
    --die-size: var(--told-die, 26px);
    margin: 0 0.15rem;
  }
  .group {
    font-size: 0.82rem;
    color: var(--ink-2);
    margin-left: 0.2rem;
  }
  .typed {
    font-size: 0.78rem;
    color: var(--ink-2);
  }
  .mod {
    display: inline-block;
    font-size: 0.82rem;
    padding: 0 0.4rem;
    border: 1px solid var(--line);
    border-radius: 999px;
    background: var(--chip);
    margin: 0 0.1rem;
    white-space: nowrap;
  }
  .out {
    font-weight: 800;
  }
`;

/**
 * One group of dice as drawn (styled by toldParts): its label, the faces with the deciding ones ringed, and `mark`
 * after them (by default the group's own "thrown" or "drawn").
 */
export function toldDice(d: ToldDice, mark = typedMark(d)) {
  const decisive = new Set(d.decisive ?? []);
  return html`${d.label ? html`<span class="group">${d.label}</span>` : nothing}<span class="dice"
      >${d.values.map((face, i) => html`<umpire-die .face=${face} .die=${d.die} ?decisive=${decisive.has(i)}></umpire-die>`)}${
        mark ? html`<span class="typed">${mark}</span>` : nothing
      }</span
    >`;
}

/**
 * One thing that happened, as the table hears it: who did what, the dice drawn as dice (the deciding ones
 * ringed), the modifiers as chips, the outcome in bold and the rules section. Screen readers get the same
 * sentence as plain text (toldText); the drawn part is hidden from them.
 */
@customElement('umpire-told')
export class ToldLine extends UmpireElement {
  static override styles = [
    shared,
    toldParts,
    css`
      :host {
        display: block;
        line-height: 1.45;
      }
      .line {
        display: inline;
      }
      .src {
        color: var(--ink-2);
        font-size: 0.82rem;
        white-space: nowrap;
      }
    `,
  ];

  @property({ attribute: false }) told?: ToldBody;

  override render() {
    const t = this.told;
    if (!t) return nothing;
    return html`<span class="sr-only">${toldText(t)}</span
      ><span class="line" aria-hidden="true"
        >${t.text.replace(/[.:\s]+$/, '')}${t.dice?.length || t.modifiers?.length || t.outcome ? ':' : ''}
        ${(t.dice ?? []).map((d) => toldDice(d))}
        ${(t.modifiers ?? []).map((m) => html`<span class="mod">${modifierText(m)}</span>`)}
        ${t.outcome ? html`${t.dice?.length || t.modifiers?.length ? html`→ ` : nothing}<span class="out">${t.outcome}</span>` : nothing}
        ${t.source ? html`<span class="src">(${t.source})</span>` : nothing}</span
      >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-told': ToldLine;
  }
}
