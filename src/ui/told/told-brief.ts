import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { modifierText, toldText, type ToldBody } from '../../engine/index.ts';
import { briefOrder, headOutcome, rollMarks } from './headline.ts';
import { toldDice, toldParts } from './told-line.ts';

/**
 * An event told in one line for a strip read at arm's length: the dice and the outcome of its headline (its
 * first roll, "thrown" said once for all its groups) first and whole, then who did what and why, then the event's
 * other lines; only that tail gives way to an ellipsis. A head longer than the line wraps rather than be cut, and
 * the tail goes on from where it ends, given a line of its own only where the head's last line leaves it less than
 * a few words. Screen readers hear every line as the log says it.
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
      /* One flow, the head first, clamped to the lines the head takes (see fit): the tail follows the head on
         its last line while that leaves it a few words, else it has one line more. */
      .brief {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: var(--lines, 2);
        overflow: hidden;
        white-space: normal;
      }
      .head .dice {
        margin-left: 0;
      }
      .head + .tail::before {
        content: ' — ';
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
  /** A new width or text size moves the head's line breaks: fitted again in the next frame, out of the observer. */
  private readonly resized = new ResizeObserver(() => requestAnimationFrame(() => this.fit()));

  override connectedCallback(): void {
    super.connectedCallback();
    this.resized.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resized.disconnect();
  }

  override updated(): void {
    this.fit();
  }

  /** Clamps the flow to the lines the head takes, and one more where its last line leaves the tail under 12rem. */
  private fit(): void {
    const brief = this.renderRoot.querySelector<HTMLElement>('.brief');
    if (!brief) return;
    brief.style.setProperty('--lines', 'none');
    const rects = [...(brief.querySelector('.head')?.getClientRects() ?? [])];
    const last = rects[rects.length - 1];
    const lines = new Set(rects.map((r) => Math.round(r.bottom))).size;
    const fewWords = 12 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const roomy = last !== undefined && brief.getBoundingClientRect().right - last.right >= fewWords;
    brief.style.setProperty('--lines', String(roomy ? lines : lines + 1));
  }

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
                    ? html`${head.dice?.length ? '→ ' : nothing}<span class="out">${headOutcome(head)}</span>`
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
