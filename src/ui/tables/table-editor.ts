import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { isProvisional, rowSource, type Cell, type TableColumn, type TableData } from '../../engine/index.ts';
import { parseCell } from './parse-cell.ts';
import { inputOf, valueOf } from '../fields.ts';
import { errorMessage } from '../../engine/index.ts';

type Rows = Readonly<Record<string, Readonly<Record<string, Cell>>>>;

function show(v: Cell | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

/**
 * One table as printed: rows and columns, each row marked printed (with its section) or provisional (with its
 * note). Every value can be edited in place, checked as it is typed; edits are stored as overrides, shown as
 * changed, and each has "restore the shipped value". Emits `umpire-cell` (value undefined restores).
 */
@customElement('umpire-table-editor')
export class TableEditor extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; }
      .head { display: flex; gap: .5rem; align-items: baseline; flex-wrap: wrap; margin-bottom: .35rem; }
      h2 { font-size: 1.15rem; }
      .desc, .note { color: var(--ink-2); font-size: .92rem; margin-bottom: .5rem; line-height: 1.4; }
      .scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: var(--radius); }
      table { border-collapse: collapse; width: 100%; font-size: .95rem; }
      th, td { padding: .3rem .5rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
      thead th { background: var(--paper-2); font-size: .85rem; position: sticky; top: 0; }
      tbody th { font-weight: 600; white-space: nowrap; }
      td.cell { min-width: 6rem; }
      .edit { display: flex; align-items: center; gap: .25rem; }
      input, select { min-height: var(--tap); width: 100%; min-width: 4.5rem; padding: 0 .45rem; border: 1px solid var(--control-line); border-radius: 8px; background: var(--paper); font-size: 1rem; }
      input[aria-invalid='true'] { border: 2px solid var(--danger); }
      .changed input, .changed select { border: 2px solid var(--accent); background: var(--paper-2); }
      .err { color: var(--danger); font-size: .82rem; display: block; margin-top: .15rem; }
      .was { color: var(--ink-2); font-size: .8rem; display: block; margin-top: .1rem; }
      .prov { font-size: .82rem; color: var(--ink-2); max-width: 22rem; }
      .restore { min-height: var(--tap); min-width: var(--tap); }
      tr.prov-row th { color: var(--warn); }
    `,
  ];

  @property({ attribute: false }) table!: TableData;
  /** This device's edits of this table. */
  @property({ attribute: false }) edits: Rows = {};
  @state() private errors: Record<string, string> = {};

  override render() {
    const t = this.table;
    const changedCount = Object.values(this.edits).reduce((n, r) => n + Object.keys(r).length, 0);
    return html`
      <div class="head">
        <h2 id=${`t-${t.id}`}>${t.title}</h2>
        ${t.provisional ? html`<span class="badge provisional">provisional</span>` : t.source ? html`<span class="badge printed">printed</span> <span class="muted">${t.source}</span>` : nothing}
        ${changedCount ? html`<span class="badge changed">${changedCount} changed</span>
          <button class="btn" @click=${() => this.emit('umpire-cell', { table: t.id })}>${icons.restore} Restore the whole table</button>` : nothing}
      </div>
      ${t.description ? html`<p class="desc">${t.description}</p>` : nothing}
      ${t.note ? html`<p class="note">Note: ${t.note}</p>` : nothing}
      ${t.referenceOnly ? html`<p class="note">For reference only: ${t.referenceOnly} A change here alters nothing in play.</p>` : nothing}
      <div class="scroll">
        <table aria-labelledby=${`t-${t.id}`}>
          <thead><tr><th scope="col">Row</th>${t.columns.map((c) => html`<th scope="col">${c.label}</th>`)}<th scope="col">Source</th></tr></thead>
          <tbody>
            ${t.rows.map((row) => {
              const prov = isProvisional(t, row);
              const src = rowSource(t, row);
              return html`<tr class=${prov ? 'prov-row' : ''}>
                <th scope="row">${row.label ?? row.key}</th>
                ${t.columns.map((c) => this.renderCell(row.key, row.label ?? row.key, c, row.values[c.key]))}
                <td class="prov">${prov ? html`<span class="badge provisional">provisional</span> ${row.note ?? t.note ?? ''}` : html`<span class="badge printed">printed</span> ${src ?? ''}`}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
    `;
  }

  private renderCell(rowKey: string, rowLabel: string, c: TableColumn, shipped: Cell | undefined) {
    const edits = this.edits[rowKey] ?? {};
    const changed = c.key in edits;
    const value = changed ? edits[c.key] : shipped;
    const id = `${rowKey}.${c.key}`;
    const err = this.errors[id];
    const label = `${rowLabel}, ${c.label}`;
    const control =
      c.type === 'boolean' || c.options
        ? html`<select aria-label=${label} @change=${(e: Event) => this.commit(rowKey, c, valueOf(e), shipped)}>
            ${(c.type === 'boolean' ? ['yes', 'no'] : c.options ?? []).map((o) => html`<option value=${o} ?selected=${show(value) === o}>${o}</option>`)}
          </select>`
        : html`<input aria-label=${label} .value=${show(value)} inputmode=${c.type === 'number' ? 'decimal' : 'text'}
            aria-invalid=${err ? 'true' : 'false'} aria-describedby=${err ? `e-${id}` : nothing}
            @input=${(e: Event) => this.check(id, c, valueOf(e))}
            @change=${(e: Event) => this.commit(rowKey, c, valueOf(e), shipped)}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && inputOf(e).blur()} />`;
    return html`<td class=${`cell ${changed ? 'changed' : ''}`}>
      <div class="edit">${control}
        ${changed ? html`<button class="btn ghost icon restore" aria-label=${`Restore the shipped value of ${label} (${show(shipped) || 'empty'})`} title="Restore the shipped value"
          @click=${() => this.emit('umpire-cell', { table: this.table.id, row: rowKey, column: c.key })}>${icons.restore}</button>` : nothing}
      </div>
      ${err ? html`<span class="err" id=${`e-${id}`} role="alert">${err}</span>` : nothing}
      ${changed ? html`<span class="was">shipped: ${show(shipped) || 'empty'}</span>` : nothing}
    </td>`;
  }

  private check(id: string, c: TableColumn, text: string): boolean {
    try {
      parseCell(c, text);
      if (this.errors[id]) this.errors = { ...this.errors, [id]: '' };
      return true;
    } catch (e) {
      this.errors = { ...this.errors, [id]: errorMessage(e) };
      return false;
    }
  }

  private commit(rowKey: string, c: TableColumn, text: string, shipped: Cell | undefined): void {
    const id = `${rowKey}.${c.key}`;
    if (!this.check(id, c, text)) return;
    const v = c.type === 'boolean' ? text === 'yes' : parseCell(c, text);
    const current = this.edits[rowKey]?.[c.key];
    if (v === shipped) {
      if (this.edits[rowKey] && c.key in this.edits[rowKey]) this.emit('umpire-cell', { table: this.table.id, row: rowKey, column: c.key });
      return;
    }
    if (v === current) return;
    this.emit('umpire-cell', { table: this.table.id, row: rowKey, column: c.key, value: v });
    announce(`${c.label} changed to ${show(v) || 'empty'}`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-table-editor': TableEditor;
  }
}
