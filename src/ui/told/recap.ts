import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { stripLabel } from '../strip-label.ts';
import { toldFor, type SessionEvent } from '../../engine/index.ts';
import './told-line.ts';

/**
 * "What just happened": what the latest event of the log did, in the same words as the log (the told lines the
 * viewer may see), with its dice drawn as dice. After an undo it says what was undone.
 */
@customElement('umpire-recap')
export class Recap extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      section {
        display: flex;
        gap: 0.5rem;
        align-items: baseline;
        padding: 0.35rem 0.6rem;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--paper-2);
      }
      h2 {
        ${stripLabel}
        margin: 0;
      }
      .lines {
        display: grid;
        gap: 0.15rem;
        flex: 1;
        min-width: 0;
        font-size: 0.95rem;
      }
      .lines:focus-visible {
        outline: 3px solid var(--focus);
        outline-offset: 2px;
      }
    `,
  ];

  /** The latest events of the log, oldest first. */
  @property({ attribute: false }) events: readonly SessionEvent[] = [];
  @property() viewer?: string;

  override render() {
    const last = this.events[this.events.length - 1];
    const told = (last?.told ?? []).flatMap((t) => toldFor(t, this.viewer) ?? []);
    if (told.length === 0) return nothing;
    return html`<section aria-labelledby="recap-h">
      <h2 id="recap-h">Just now</h2>
      <div class="lines" role="group" tabindex="0" aria-label="What just happened (the log keeps it all)">
        ${told.map((t) => html`<umpire-told .told=${t}></umpire-told>`)}
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-recap': Recap;
  }
}
