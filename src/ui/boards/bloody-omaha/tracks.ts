import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';

/**
 * The Game Track (4.9) in one line: the turn, the Initiative Points of each division and the Engineer Points,
 * as the markers stand now, and the new IP still to be split between the divisions.
 */
@customElement('umpire-bo-tracks')
export class OmahaTracks extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      dl {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        margin: 0;
      }
      div {
        display: flex;
        align-items: baseline;
        gap: 0.3rem;
        padding: 0.15rem 0.55rem;
        border: 1px solid var(--line);
        border-radius: 999px;
        background: var(--paper);
      }
      dt {
        font-size: 0.78rem;
        font-weight: 700;
        color: var(--ink-2);
        text-transform: uppercase;
        letter-spacing: 0.03em;
      }
      dd {
        margin: 0;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
      }
      .t1 {
        border-color: var(--us);
      }
      .t29 {
        border-color: #2f5f63;
      }
      .assign {
        border-color: var(--warn);
      }
      .assign dd {
        color: var(--warn);
      }
    `,
  ];

  @property({ type: Number }) turn = 1;
  @property({ type: Number }) lastTurn = 10;
  @property({ type: Number }) ip1 = 0;
  @property({ type: Number }) ip29 = 0;
  @property({ type: Number }) ep = 0;
  @property({ type: Number }) toAssign = 0;

  override render() {
    return html`<dl aria-label="Game Track">
      <div>
        <dt>Turn</dt>
        <dd>${this.turn} of ${this.lastTurn}</dd>
      </div>
      <div class="t1">
        <dt>1st IP</dt>
        <dd>${this.ip1}</dd>
      </div>
      <div class="t29">
        <dt>29th IP</dt>
        <dd>${this.ip29}</dd>
      </div>
      <div>
        <dt>EP</dt>
        <dd>${this.ep}</dd>
      </div>
      ${
        this.toAssign
          ? html`<div class="assign">
              <dt>New IP</dt>
              <dd>${this.toAssign}</dd>
            </div>`
          : ''
      }
    </dl>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-tracks': OmahaTracks;
  }
}
