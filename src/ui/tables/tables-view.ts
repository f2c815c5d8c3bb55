import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { pageStyles } from '../page-styles.ts';
import { store, saveFile } from '../store.ts';
import { packMessage, refusalMessage } from '../home/messages.ts';
import { LiveQueryController } from '../controllers/live-query-controller.ts';
import { MAX_PACK_FILE_CHARS, type Cell, type TableOverrides } from '../../engine/index.ts';
import { isSystemId, loadSystem, systemInfo } from '../../systems/registry.ts';
import type { SystemModule } from '../../systems/types.ts';
import './table-editor.ts';
import { inputOf } from '../fields.ts';
import { errorMessage } from '../../engine/index.ts';

/** Every table of a system, as printed, with this device's edits; opened from home or from a procedure. */
@customElement('umpire-tables-view')
export class TablesView extends UmpireElement {
  static override styles = [
    shared,
    pageStyles,
    css`
      :host { max-width: 72rem; }
      header { margin-bottom: .5rem; flex-wrap: wrap; }
      h1 { font-size: 1.4rem; flex: 1; }
      label.btn { cursor: pointer; }
      .intro { color: var(--ink-2); margin-bottom: 1rem; line-height: 1.45; }
      nav ul { list-style: none; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap; gap: .35rem; }
      nav a { text-decoration: none; color: inherit; min-height: 36px; }
      umpire-table-editor { margin-bottom: 1.75rem; scroll-margin-top: 1rem; }
      umpire-table-editor.focus { outline: 3px solid var(--focus); outline-offset: 6px; border-radius: 4px; }
    `,
  ];

  @property() system = '';
  @property() focusTable = '';
  @state() private module?: SystemModule;
  @state() private error = '';
  private readonly overrides = new LiveQueryController<TableOverrides>(this, () => store.getOverrides());

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('system')) {
      this.module = undefined;
      this.error = '';
      if (!isSystemId(this.system)) this.error = `There is no system "${this.system}".`;
      else void loadSystem(this.system).then((m) => (this.module = m), (e: unknown) => (this.error = errorMessage(e)));
    }
  }

  override updated(): void {
    if (this.focusTable && this.module) {
      const el = this.renderRoot.querySelector<HTMLElement>(`umpire-table-editor[data-id="${CSS.escape(this.focusTable)}"]`);
      if (el && !el.classList.contains('focus')) {
        el.classList.add('focus');
        el.scrollIntoView({ block: 'start' });
      }
    }
  }

  override render() {
    const name = isSystemId(this.system) ? systemInfo(this.system).name : this.system;
    const m = this.module;
    const all = this.overrides.value ?? {};
    return html`
      <header>
        <button class="btn ghost icon" aria-label="Back" @click=${() => (history.length > 1 ? history.back() : (location.hash = '#/'))}>${icons.back}</button>
        <h1>Tables: ${name}</h1>
        ${this.renderPackButtons(all)}
      </header>
      <p class="intro">Values as printed carry their rules section; values the rules do not give are marked provisional with a note. Any value can be changed here: the change applies to every session of ${name} from its next roll, is written in that session's log, and goes with exports.</p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${!m && !this.error ? html`<p class="muted">Loading the tables…</p>` : nothing}
      ${m && m.tables.length === 0 ? html`<p class="muted">${name} has no tables yet.</p>` : nothing}
      ${m && m.tables.length > 1
        ? html`<nav aria-label="Tables"><ul>${m.tables.map((t) => html`<li><a class="chip" href=${`#/tables/${this.system}/${encodeURIComponent(t.id)}`}>${t.title}</a></li>`)}</ul></nav>`
        : nothing}
      ${m?.tables.map(
        (t) => html`<umpire-table-editor data-id=${t.id} .table=${t} .edits=${all[t.id] ?? {}} @umpire-cell=${this.onCell}></umpire-table-editor>`,
      )}
    `;
  }

  /** A pack carries this device's corrections to another device or to the club, checked there as here. */
  private renderPackButtons(all: TableOverrides) {
    const edited = Object.keys(all).some((id) => id.startsWith(`${this.system}.`));
    return html`<button class="btn" ?disabled=${!edited} title=${edited ? '' : 'No table of this game is corrected yet'} @click=${this.exportPack}>${icons.download} Export corrections</button>
      <button class="btn" @click=${this.pickPack}>${icons.upload} Import corrections</button>
      <input hidden type="file" accept=".json,application/json" @change=${this.importPack} />`;
  }

  private readonly pickPack = (): void => {
    this.renderRoot.querySelector<HTMLInputElement>('input[type="file"]')?.click();
  };

  private readonly exportPack = async (): Promise<void> => {
    try {
      const name = isSystemId(this.system) ? systemInfo(this.system).name : this.system;
      const pack = await store.exportPack(this.system, `${name}: corrections`);
      saveFile(`umpire-pack-${this.system}-${new Date().toISOString().slice(0, 10)}.json`, JSON.stringify(pack, null, 2));
    } catch (e) {
      this.emit('umpire-toast', { message: `The corrections could not be exported: ${errorMessage(e)}`, kind: 'error' });
    }
  };

  private readonly importPack = async (e: Event): Promise<void> => {
    const input = inputOf(e);
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      if (file.size > MAX_PACK_FILE_CHARS) throw new Error(`the file is too large to be a pack (${Math.round(file.size / 1048576)} MB)`);
      const tables = await store.importPack(await file.text(), file.name);
      this.emit('umpire-toast', { message: packMessage(file.name, tables.length) });
    } catch (err) {
      this.emit('umpire-toast', { message: refusalMessage(err, file.name), kind: 'error' });
    }
  };

  private readonly onCell = async (e: CustomEvent<{ table: string; row?: string; column?: string; value?: Cell }>): Promise<void> => {
    const d = e.detail;
    try {
      if (d.value !== undefined && d.row && d.column) await store.setOverrideCell(d.table, d.row, d.column, d.value);
      else await store.restoreOverride(d.table, d.row, d.column);
    } catch (err) {
      this.emit('umpire-toast', { message: `The change was not saved: ${errorMessage(err)}`, kind: 'error' });
    }
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-tables-view': TablesView;
  }
}
