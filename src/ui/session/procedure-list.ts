import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import type { AnyProcedure } from '../../engine/index.ts';
import { valueOf } from '../fields.ts';

/** The system's procedures as a list to pick from (the current one marked). */
@customElement('umpire-procedure-list')
export class ProcedureList extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.4rem;
        grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
      }
      button {
        width: 100%;
        min-height: 56px;
        text-align: left;
        padding: 0.55rem 0.75rem;
        border-radius: var(--radius);
        border: 1px solid var(--line);
        background: var(--paper);
        display: grid;
        gap: 0.1rem;
        box-shadow: var(--shadow);
      }
      button:hover {
        background: var(--paper-2);
      }
      button[aria-current='true'] {
        border: 2px solid var(--accent);
        background: var(--paper-2);
      }
      .t {
        font-weight: 700;
      }
      .s {
        font-size: 0.85rem;
        color: var(--ink-2);
        display: -webkit-box;
        -webkit-line-clamp: 2;
        -webkit-box-orient: vertical;
        overflow: hidden;
      }
      .filter {
        margin-bottom: 0.6rem;
        display: flex;
        gap: 0.5rem;
        align-items: center;
      }
      .filter input {
        min-height: var(--tap);
        flex: 1;
        max-width: 22rem;
        padding: 0 0.6rem;
        border: 1px solid var(--control-line);
        border-radius: var(--radius);
        background: var(--paper);
        font-size: 1rem;
      }
      .empty {
        color: var(--ink-2);
        padding: 0.5rem 0;
      }
    `,
  ];

  @property({ attribute: false }) procedures: readonly AnyProcedure[] = [];
  @property() current = '';
  @state() private filter = '';

  override render() {
    if (this.procedures.length === 0) return html`<p class="empty">This system has no procedures yet.</p>`;
    const f = this.filter.trim().toLowerCase();
    const shown = f
      ? this.procedures.filter((p) => `${p.title} ${p.source} ${p.description}`.toLowerCase().includes(f))
      : this.procedures;
    return html`${
        this.procedures.length > 8
          ? html`<div class="filter">
              <input
                type="search"
                aria-label="Find a procedure"
                placeholder="Find a procedure (name or section)"
                .value=${this.filter}
                @input=${(e: Event) => (this.filter = valueOf(e))}
              />
            </div>`
          : nothing
      }
      ${shown.length === 0 ? html`<p class="empty">No procedure matches "${this.filter}".</p>` : nothing}
      <ul>
        ${shown.map(
          (p) =>
            html`<li>
              <button
                aria-current=${p.id === this.current ? 'true' : 'false'}
                @click=${() => this.emit('umpire-menu', { id: `procedure:${p.id}` })}
              >
                <span class="t">${p.title} <span class="muted" style="font-weight:400">${p.source}</span></span
                ><span class="s">${p.description}</span>
              </button>
            </li>`,
        )}
      </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-procedure-list': ProcedureList;
  }
}
