import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';

/** How many boxes a points track shows at least (it grows when the points do). */
const MIN_BOXES = 13;

/**
 * The Game Track (4.9): the turn, the Initiative Points of each division and the Engineer Points, each a row
 * of numbered boxes with its marker, and its value in words for screen readers.
 */
@customElement('umpire-bo-tracks')
export class OmahaTracks extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; }
      .track { display: grid; grid-template-columns: 4.8rem 1fr; align-items: center; gap: .4rem; margin: .15rem 0; }
      .name { font-size: .8rem; font-weight: 700; color: var(--ink-2); text-transform: uppercase; letter-spacing: .04em; line-height: 1.1; }
      ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px; }
      li { min-width: 1.7rem; height: 1.7rem; display: grid; place-items: center; font-size: .8rem; font-variant-numeric: tabular-nums; border: 1px solid var(--line); border-radius: 4px; color: var(--ink-2); background: var(--paper); }
      li.on { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); font-weight: 800; box-shadow: 0 0 0 2px var(--accent); }
      li.past { background: var(--paper-3); }
      .t1 li.on { background: var(--us); border-color: var(--us); color: var(--paper); box-shadow: 0 0 0 2px var(--us); }
      .t29 li.on { background: #2f5f63; border-color: #2f5f63; color: #fff; box-shadow: 0 0 0 2px #2f5f63; }
      .ep li.on { background: var(--bluff); border-color: var(--ink); color: var(--ink); box-shadow: 0 0 0 2px var(--ink); }
      .assign { font-size: .85rem; margin-left: .4rem; color: var(--warn); font-weight: 700; }
    `,
  ];

  @property({ type: Number }) turn = 1;
  @property({ type: Number }) lastTurn = 10;
  @property({ type: Number }) ip1 = 0;
  @property({ type: Number }) ip29 = 0;
  @property({ type: Number }) ep = 0;
  @property({ type: Number }) toAssign = 0;

  private points(name: string, cls: string, v: number, label: string) {
    const n = Math.max(MIN_BOXES, v + 1);
    return html`<div class="track ${cls}" role="group" aria-label=${`${label}: ${v}`}>
      <span class="name" aria-hidden="true">${name}</span>
      <ol aria-hidden="true">${Array.from({ length: n }, (_, i) => html`<li class=${i === v ? 'on' : ''}>${i}</li>`)}</ol>
    </div>`;
  }

  override render() {
    return html`
      <div class="track" role="group" aria-label=${`Turn ${this.turn} of ${this.lastTurn}`}>
        <span class="name" aria-hidden="true">Turn</span>
        <ol aria-hidden="true">${Array.from({ length: this.lastTurn }, (_, i) => html`<li class=${i + 1 === this.turn ? 'on' : i + 1 < this.turn ? 'past' : ''}>${i + 1}</li>`)}</ol>
      </div>
      ${this.points('IP 1st', 't1', this.ip1, '1st Division Initiative Points')}
      ${this.points('IP 29th', 't29', this.ip29, '29th Division and Rangers Initiative Points')}
      ${this.points('EP', 'ep', this.ep, 'Engineer Points')}
      ${this.toAssign ? html`<p class="assign" role="status">${this.toAssign} new IP to assign between the divisions</p>` : ''}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-tracks': OmahaTracks;
  }
}
