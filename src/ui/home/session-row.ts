import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { when } from '../procedure/format.ts';
import { isSystemId, systemInfo } from '../../systems/registry.ts';
import type { SessionMeta } from '../../engine/index.ts';

export type SessionAction = 'rename' | 'duplicate' | 'export' | 'delete';

/** A saved session in the "Continue" list: resume, rename, duplicate, export, delete. */
@customElement('umpire-session-row')
export class SessionRow extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; }
      .row { display: flex; align-items: center; gap: .75rem; flex-wrap: wrap; padding: .6rem .75rem; }
      .what { flex: 1 1 14rem; min-width: 0; }
      .name { font-weight: 700; font-size: 1.05rem; overflow: hidden; text-overflow: ellipsis; }
      .meta { color: var(--ink-2); font-size: .9rem; }
      .tools { display: flex; gap: .25rem; flex-wrap: wrap; }
    `,
  ];

  @property({ attribute: false }) meta!: SessionMeta;

  override render() {
    const m = this.meta;
    const system = isSystemId(m.system) ? systemInfo(m.system).name : m.system;
    const where = m.status ? `Turn ${m.status.turn}, ${m.status.phase}` : `${m.eventCount} event${m.eventCount === 1 ? '' : 's'} logged`;
    return html`<div class="row card">
      <div class="what">
        <div class="name">${m.name}</div>
        <div class="meta">${system} · ${where} · ${when(m.updatedAt)}</div>
      </div>
      <div class="tools">
        <a class="btn primary" href=${`#/session/${encodeURIComponent(m.id)}`} aria-label=${`Resume ${m.name}`}>${icons.play} Resume</a>
        <button class="btn ghost icon" title="Rename" aria-label=${`Rename ${m.name}`} @click=${() => this.act('rename')}>${icons.pencil}</button>
        <button class="btn ghost icon" title="Duplicate" aria-label=${`Duplicate ${m.name}`} @click=${() => this.act('duplicate')}>${icons.copy}</button>
        <button class="btn ghost icon" title="Export" aria-label=${`Export ${m.name}`} @click=${() => this.act('export')}>${icons.download}</button>
        <button class="btn ghost icon" title="Delete" aria-label=${`Delete ${m.name}`} @click=${() => this.act('delete')}>${icons.trash}</button>
      </div>
    </div>`;
  }

  private act(action: SessionAction): void {
    this.emit('umpire-session-action', { id: this.meta.id, action });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-session-row': SessionRow;
  }
}
