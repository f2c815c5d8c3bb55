import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { when } from '../procedure/format.ts';
import type { InputValues, SessionEvent } from '../../engine/index.ts';
import '../procedure/dice-face.ts';

function inputsText(inputs: InputValues): string {
  return Object.entries(inputs)
    .map(([k, v]) => (typeof v === 'boolean' ? (v ? k : '') : `${k} ${String(v)}`))
    .filter(Boolean)
    .join(', ');
}

/** The action's fields, for games that do not describe their actions in words. */
function actionFields(action: { readonly type: string }): string {
  const rest = Object.entries(action).filter(([k]) => k !== 'type').map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return rest.length ? `${action.type} (${rest.join(', ')})` : action.type;
}

/** The session's log, newest first: every event readable, undone ones struck through; undo and export. */
@customElement('umpire-session-log')
export class SessionLog extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; }
      .bar { display: flex; align-items: center; gap: .5rem; padding: .5rem .75rem; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
      .bar h2 { font-size: 1.1rem; flex: 1; }
      ol { list-style: none; margin: 0; padding: .25rem .75rem 1rem; overflow: auto; flex: 1; }
      li { padding: .55rem 0; border-bottom: 1px solid var(--line); display: grid; gap: .2rem; }
      .top { display: flex; gap: .5rem; align-items: baseline; flex-wrap: wrap; }
      .seq { color: var(--ink-2); font-variant-numeric: tabular-nums; font-size: .85rem; min-width: 2.5rem; }
      .title { font-weight: 600; }
      .summary { font-weight: 800; }
      .time { color: var(--ink-2); font-size: .85rem; margin-left: auto; }
      .detail { color: var(--ink-2); font-size: .9rem; padding-left: 3rem; }
      .dice { display: flex; flex-wrap: wrap; gap: .2rem; --die-size: 26px; padding-left: 3rem; }
      .undone .title, .undone .summary { text-decoration: line-through; color: var(--ink-2); }
      .badge.undone-b { color: var(--danger); }
      details { padding-left: 3rem; font-size: .9rem; }
      summary { cursor: pointer; min-height: 32px; display: flex; align-items: center; color: var(--ink-2); }
      .empty { padding: 1rem .75rem; color: var(--ink-2); }
    `,
  ];

  @property({ attribute: false }) events: readonly SessionEvent[] = [];
  @property({ attribute: false }) undone: readonly string[] = [];
  @property({ attribute: false }) titles: ReadonlyMap<string, string> = new Map();
  @property({ type: Number }) total = 0;
  /** The game's own wording of an action (which may keep a secret choice out of the log). */
  @property({ attribute: false }) describe?: (action: { readonly type: string }) => string | undefined;
  @property({ type: Boolean }) closable = false;

  override render() {
    const undone = new Set(this.undone);
    const bySeqId = new Map(this.events.map((e) => [e.id, e]));
    const list = [...this.events].reverse();
    return html`<div class="bar">
        <h2 id="log-h">Log <span class="muted">(${this.total} event${this.total === 1 ? '' : 's'})</span></h2>
        <button class="btn" @click=${() => this.emit('umpire-menu', { id: 'undo' })} aria-label="Undo the last roll or action">${icons.undo} Undo</button>
        <button class="btn" @click=${() => this.emit('umpire-menu', { id: 'export' })}>${icons.download} Export</button>
        ${this.closable ? html`<button class="btn ghost icon" aria-label="Close the log" @click=${() => this.emit('umpire-menu', { id: 'close-log' })}>${icons.close}</button>` : nothing}
      </div>
      ${list.length === 0
        ? html`<p class="empty">Nothing logged yet. Every roll and every change is recorded here as it happens.</p>`
        : html`<ol aria-labelledby="log-h">${list.map((e) => this.renderEvent(e, undone.has(e.id), bySeqId))}</ol>`}
      ${this.total > this.events.length
        ? html`<p class="empty">Showing the latest ${this.events.length} of ${this.total}.
            <button class="btn" @click=${() => this.emit('umpire-menu', { id: 'older' })}>Show older events</button></p>`
        : nothing}`;
  }

  private renderEvent(e: SessionEvent, isUndone: boolean, byId: ReadonlyMap<string, SessionEvent>) {
    const b = e.body;
    const head = (title: unknown, summary?: string) => html`<div class="top">
      <span class="seq">#${e.seq}</span><span class="title">${title}</span>${summary ? html`<span class="summary">${summary}</span>` : nothing}
      ${isUndone ? html`<span class="badge undone-b">undone</span>` : nothing}
      <span class="time">${when(e.at)}</span></div>`;
    switch (b.kind) {
      case 'roll': {
        const r = b.result;
        const inputs = inputsText(r.inputs);
        return html`<li class=${isUndone ? 'undone' : ''} data-seq=${e.seq}>
          ${head(this.titles.get(b.procedure) ?? b.procedure, r.summary)}
          ${r.pool.some((g) => g.values.length)
            ? html`<div class="dice" aria-label="Dice">${r.pool.flatMap((g) => g.values.map((f, i) => html`<umpire-die .face=${f} .die=${{ id: g.die, label: g.die, faces: g.faces }} ?decisive=${(r.decisive?.[g.group] ?? []).includes(i)}></umpire-die>`))}
                <span class="muted" style="font-size:.8rem;align-self:center">${b.dice ? 'typed in' : 'rolled'}</span></div>`
            : nothing}
          ${inputs ? html`<div class="detail">${inputs}</div>` : nothing}
          ${r.explanation.length ? html`<details><summary>Why</summary><ol>${r.explanation.map((l) => html`<li>${l}</li>`)}</ol></details>` : nothing}
        </li>`;
      }
      case 'undo': {
        const t = byId.get(b.target);
        const what = t ? (t.body.kind === 'roll' ? `#${t.seq} ${this.titles.get(t.body.procedure) ?? t.body.procedure}` : `#${t.seq}`) : 'an earlier event';
        return html`<li data-seq=${e.seq}>${head(html`Undid ${what}`)}</li>`;
      }
      case 'action':
        return html`<li class=${isUndone ? 'undone' : ''} data-seq=${e.seq}>${head(html`Action: ${this.describe?.(b.action) ?? actionFields(b.action)}`)}</li>`;
      case 'settings': {
        const parts: string[] = [];
        if (b.settings) parts.push(...Object.entries(b.settings).map(([k, v]) => `${k} set to ${String(v)}`));
        if (b.overrides) {
          const n = Object.keys(b.overrides).length;
          parts.push(n ? `table edits in force for ${n} table${n === 1 ? '' : 's'}` : 'shipped tables back in force');
        }
        return html`<li data-seq=${e.seq}>${head(html`Settings: ${parts.join('; ') || 'unchanged'}`)}</li>`;
      }
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-session-log': SessionLog;
  }
}
