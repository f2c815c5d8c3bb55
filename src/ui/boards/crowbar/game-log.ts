import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';

/**
 * The game's own account of what happened (dice faces, hits, chits, cards, combats), which the session log
 * does not hold (it records the player's choices): the lines the last choice added, read out politely, and
 * every line of the game, newest first, one tap away.
 */
@customElement('umpire-crowbar-log')
export class CrowbarLog extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; font-size: .88rem; }
      .recent { margin: 0; padding-left: 1.1rem; line-height: 1.4; }
      .recent:empty { display: none; }
      h3 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--ink-2); margin: 0 0 .2rem; }
      details { margin-top: .3rem; }
      summary { cursor: pointer; min-height: var(--tap); display: flex; align-items: center; color: var(--ink-2); font-weight: 600; }
      .all { max-height: 16rem; overflow: auto; margin: 0; padding-left: 2.6rem; line-height: 1.4; }
    `,
  ];

  /** Every line of the game's log, oldest first. */
  @property({ attribute: false }) lines: readonly string[] = [];
  /** How many of them were there before the last choice (the rest are new). */
  @property({ type: Number }) since = 0;
  @state() private open = false;

  override render() {
    const all = this.lines;
    const fresh = all.slice(Math.min(this.since, all.length));
    return html`
      <h3>What just happened</h3>
      <ul class="recent" aria-live="polite">${fresh.map((l) => html`<li>${l}</li>`)}</ul>
      ${fresh.length ? nothing : html`<p class="muted">Nothing yet since the last choice.</p>`}
      <details @toggle=${(e: Event) => (this.open = (e.currentTarget as HTMLDetailsElement).open)}>
        <summary>The whole game log (${all.length} line${all.length === 1 ? '' : 's'})</summary>
        ${this.open ? html`<ol class="all" reversed>${[...all].reverse().map((l) => html`<li>${l}</li>`)}</ol>` : nothing}
      </details>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-log': CrowbarLog;
  }
}
