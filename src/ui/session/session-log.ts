import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { when } from '../procedure/format.ts';
import { toldFor, type SessionEvent, type Told } from '../../engine/index.ts';
import '../told/told-line.ts';

/** The session's log, newest first: every event readable, undone ones struck through; undo and export. */
@customElement('umpire-session-log')
export class SessionLog extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 0;
      }
      .bar {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        padding: 0.5rem 0.75rem;
        border-bottom: 1px solid var(--line);
        flex-wrap: wrap;
      }
      .bar h2 {
        font-size: 1.1rem;
        flex: 1;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0.25rem 0.75rem 1rem;
        overflow: auto;
        flex: 1;
      }
      li {
        padding: 0.55rem 0;
        border-bottom: 1px solid var(--line);
        display: grid;
        gap: 0.2rem;
      }
      .top {
        display: flex;
        gap: 0.5rem;
        align-items: baseline;
        flex-wrap: wrap;
      }
      .seq {
        color: var(--ink-2);
        font-variant-numeric: tabular-nums;
        font-size: 0.85rem;
        min-width: 2.5rem;
      }
      .told {
        flex: 1;
        min-width: 0;
        display: grid;
        gap: 0.25rem;
      }
      .time {
        color: var(--ink-2);
        font-size: 0.85rem;
        margin-left: auto;
      }
      .undone .told {
        text-decoration: line-through;
        color: var(--ink-2);
      }
      .badge.undone-b {
        color: var(--danger);
      }
      details {
        padding-left: 3rem;
        font-size: 0.9rem;
      }
      summary {
        cursor: pointer;
        min-height: 32px;
        display: flex;
        align-items: center;
        color: var(--ink-2);
      }
      .empty {
        padding: 1rem 0.75rem;
        color: var(--ink-2);
      }
    `,
  ];

  @property({ attribute: false }) events: readonly SessionEvent[] = [];
  @property({ attribute: false }) undone: readonly string[] = [];
  @property({ type: Number }) total = 0;
  /** The side whose eyes the log is for (a game with secrets tells the others less); none: public words only. */
  @property() viewer?: string;
  @property({ type: Boolean }) closable = false;

  override render() {
    const undone = new Set(this.undone);
    const list = [...this.events].reverse();
    return html`<div class="bar">
        <h2 id="log-h">Log <span class="muted">(${this.total} event${this.total === 1 ? '' : 's'})</span></h2>
        <button
          class="btn"
          @click=${() => this.emit('umpire-menu', { id: 'undo' })}
          aria-label="Undo the last roll or action"
        >
          ${icons.undo} Undo
        </button>
        <button class="btn" @click=${() => this.emit('umpire-menu', { id: 'export' })}>${icons.download} Export</button>
        ${this.closable ? html`<button class="btn ghost icon" aria-label="Close the log" @click=${() => this.emit('umpire-menu', { id: 'close-log' })}>${icons.close}</button>` : nothing}
      </div>
      ${
        list.length === 0
          ? html`<p class="empty">Nothing logged yet. Every roll and every change is recorded here as it happens.</p>`
          : html`<ol aria-labelledby="log-h">
              ${repeat(
                list,
                (e) => e.id,
                (e) => this.renderEvent(e, undone.has(e.id)),
              )}
            </ol>`
      }
      ${
        this.total > this.events.length
          ? html`<p class="empty">
              Showing the latest ${this.events.length} of ${this.total}.
              <button class="btn" @click=${() => this.emit('umpire-menu', { id: 'older' })}>Show older events</button>
            </p>`
          : nothing
      }`;
  }

  private renderEvent(e: SessionEvent, isUndone: boolean) {
    const told = (e.told ?? []).flatMap((t: Told) => toldFor(t, this.viewer) ?? []);
    const why = e.body.kind === 'roll' ? e.body.result.explanation : [];
    return html`<li class=${isUndone ? 'undone' : ''} data-seq=${e.seq}>
      <div class="top">
        <span class="seq">#${e.seq}</span>
        <div class="told">
          ${told.length ? told.map((t) => html`<umpire-told .told=${t}></umpire-told>`) : html`<span class="muted">Nothing this side may see.</span>`}
        </div>
        ${isUndone ? html`<span class="badge undone-b">undone</span>` : nothing}
        <span class="time">${when(e.at)}</span>
      </div>
      ${
        why.length
          ? html`<details>
              <summary>Why</summary>
              <ol>
                ${why.map((l) => html`<li>${l}</li>`)}
              </ol>
            </details>`
          : nothing
      }
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-session-log': SessionLog;
  }
}
