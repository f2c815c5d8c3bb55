import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { modifierText, toldText, type ToldBody } from '../../engine/index.ts';
import { briefOrder, rollMarks } from './headline.ts';
import { toldDice, toldParts } from './told-line.ts';

/**
 * An event told in one line for a strip read at arm's length: the dice and the outcome of its headline (its
 * first roll, "thrown" said once for all its groups) first and whole, then who did what and why, then the event's
 * other lines; only that tail gives way to an ellipsis. A head too long to leave the tail a few words takes a line
 * of its own (two where it is longer than the line) rather than be cut. Screen readers hear every line as the log
 * says it.
 */
@customElement('umpire-told-brief')
export class ToldBrief extends UmpireElement {
  static override styles = [
    shared,
    toldParts,
    css`
      :host {
        display: block;
        min-width: 0;
        line-height: 1.45;
      }
      .brief {
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        column-gap: 0.45rem;
        min-width: 0;
      }
      .head {
        flex: 0 1 auto;
        min-width: 0;
        white-space: normal;
      }
      .head .dice {
        margin-left: 0;
      }
      /* Beside the head while the line leaves it room for a few words, else on a line of its own under it. */
      .tail {
        flex: 1 1 12rem;
        min-width: 0;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head + .tail::before {
        content: '— ';
        color: var(--ink-2);
      }
      .tail umpire-told {
        display: inline;
      }
      .tail > * + umpire-told::before {
        content: ' · ';
        color: var(--ink-2);
      }
    `,
  ];

  /** The lines of one event the viewer may read, in the order they happened. */
  @property({ attribute: false }) told: readonly ToldBody[] = [];

  override render() {
    if (this.told.length === 0) return nothing;
    const { head, rest } = briefOrder(this.told);
    const marks = rollMarks(head?.dice ?? []);
    return html`<span class="sr-only">${this.told.map((t) => toldText(t)).join(' ')}</span>
      <div class="brief" aria-hidden="true">
        ${
          head
            ? html`<span class="head"
                >${(head.dice ?? []).map((d, i) => toldDice(d, marks[i]))}${
                  head.outcome
                    ? html`${head.dice?.length ? '→ ' : nothing}<span class="out">${head.outcome}</span>`
                    : nothing
                }</span
              >`
            : nothing
        }<span class="tail"
          >${
            head
              ? html`<span class="why"
                  >${head.text.replace(/[.:\s]+$/, '')}${(head.modifiers ?? []).map(
                    (m) => html` <span class="mod">${modifierText(m)}</span>`,
                  )}</span
                >`
              : nothing
          }${rest.map((t) => html`<umpire-told .told=${t}></umpire-told>`)}</span
        >
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-told-brief': ToldBrief;
  }
}
