import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { tapRow } from '../tap-row.ts';
import type {
  AnyProcedure,
  DiceGroup,
  DieSpec,
  ResolvedRoll,
  RulesContext,
  TableCellRef,
  TableData,
} from '../../engine/index.ts';
import { signed } from './format.ts';
import './dice-face.ts';

/** The die a pool entry was thrown with, rebuilt from what the result records. */
export function dieOf(entry: ResolvedRoll['pool'][number], groups: readonly DiceGroup[]): DieSpec {
  return groups.find((g) => g.name === entry.group)?.die ?? { id: entry.die, label: entry.die, faces: entry.faces };
}

/**
 * A result in large type, one line of why, the dice drawn as dice with the decisive ones ringed, each modifier
 * with its source, the table cell read, and the full explanation.
 */
@customElement('umpire-result-card')
export class ResultCard extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        margin-top: 0.5rem;
      }
      .card {
        padding: 1rem;
        border-left: 6px solid var(--accent);
      }
      :host([stale]) .card {
        opacity: 0.7;
        border-left-color: var(--line);
      }
      .summary {
        font-size: 2rem;
        font-weight: 800;
        letter-spacing: 0.01em;
        line-height: 1.1;
      }
      .why {
        margin-top: 0.35rem;
        font-size: 1.05rem;
        line-height: 1.4;
      }
      .stale {
        font-size: 0.85rem;
        color: var(--ink-2);
        margin-top: 0.25rem;
      }
      .dice {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem;
        margin-top: 0.75rem;
      }
      .group {
        display: grid;
        gap: 0.25rem;
      }
      .group .gl {
        font-size: 0.8rem;
        color: var(--ink-2);
      }
      .faces {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        --die-size: 2.5rem;
      }
      .mods {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        margin-top: 0.6rem;
      }
      details {
        margin-top: 0.6rem;
      }
      summary {
        ${tapRow}
        font-weight: 600;
      }
      ol {
        margin: 0.25rem 0 0;
        padding-left: 1.3rem;
        line-height: 1.45;
      }
      .cell {
        margin-top: 0.4rem;
        font-size: 0.9rem;
      }
      .cell a {
        color: var(--accent);
      }
      .src {
        font-size: 0.85rem;
        color: var(--ink-2);
      }
    `,
  ];

  @property({ attribute: false }) result!: ResolvedRoll;
  @property({ attribute: false }) procedure?: AnyProcedure;
  @property({ attribute: false }) groups: readonly DiceGroup[] = [];
  @property({ type: Boolean, reflect: true }) stale = false;
  @property({ attribute: false }) ctx?: RulesContext;

  /** The table cell read, named as printed (table title, row label, column label) with a link to the table. */
  private renderCell(cell: TableCellRef) {
    let table: TableData | undefined;
    try {
      table = this.ctx?.table(cell.table);
    } catch {
      table = undefined;
    }
    const row = table?.rows.find((x) => x.key === cell.row);
    const col = cell.column ? table?.columns.find((c) => c.key === cell.column) : undefined;
    const system = this.procedure?.system ?? this.result.procedure.split('.')[0] ?? '';
    return html`<p class="cell">
      Read from <a href=${`#/tables/${system}/${encodeURIComponent(cell.table)}`}>${table?.title ?? cell.table}</a>: row
      ${row?.label ?? cell.row}${cell.column ? `, column ${col?.label ?? cell.column}` : ''}${row?.provisional || table?.provisional ? html` <span class="badge provisional">provisional</span>` : nothing}
    </p>`;
  }

  override render() {
    const r = this.result;
    const why = r.explanation[r.explanation.length - 1] ?? '';
    const thrown = r.pool.filter((g) => g.values.length > 0);
    return html`<div class="card" aria-label="Result">
      <div class="summary">${r.summary}</div>
      ${why ? html`<p class="why">${why}</p>` : nothing}
      ${this.stale ? html`<p class="stale">Rolled with other inputs than those now set.</p>` : nothing}
      ${
        thrown.length
          ? html`<div class="dice">
              ${thrown.map((g) => {
                const decisive = new Set(r.decisive?.[g.group] ?? []);
                const die = dieOf(g, this.groups);
                return html`<div class="group">
                  <span class="gl">${g.label}${r.diceSource === 'typed' ? ' (typed in)' : ''}</span>
                  <div class="faces">
                    ${g.values.map((f, i) => html`<umpire-die .face=${f} .die=${die} ?decisive=${decisive.has(i)} ?faded=${r.decisive !== undefined && !decisive.has(i)}></umpire-die>`)}
                  </div>
                </div>`;
              })}
            </div>`
          : nothing
      }
      ${
        r.modifiers.length
          ? html`<div class="mods">
              ${r.modifiers.map((m) => html`<span class="chip">${m.label} <b>${signed(m.amount)}</b> <span class="src">${m.source}</span></span>`)}
            </div>`
          : nothing
      }
      ${r.cell ? this.renderCell(r.cell) : nothing}
      ${
        r.explanation.length > 1
          ? html`<details>
              <summary>Explanation</summary>
              <ol>
                ${r.explanation.map((line) => html`<li>${line}</li>`)}
              </ol>
            </details>`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-result-card': ResultCard;
  }
}
