import { html, css } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons, type IconName } from '../icons.ts';
import { shared } from '../styles.ts';
import { when } from '../procedure/format.ts';
import { isSystemId, systemInfo } from '../../systems/registry.ts';
import type { SessionMeta } from '../../engine/index.ts';

export type SessionAction = 'rename' | 'duplicate' | 'export' | 'delete';

const TOOLS: readonly { readonly action: SessionAction; readonly label: string; readonly icon: IconName }[] = [
  { action: 'rename', label: 'Rename', icon: 'pencil' },
  { action: 'duplicate', label: 'Duplicate', icon: 'copy' },
  { action: 'export', label: 'Export', icon: 'download' },
  { action: 'delete', label: 'Delete', icon: 'trash' },
];

/** A saved session in the "Continue" list: resume, rename, duplicate, export, delete. */
@customElement('umpire-session-row')
export class SessionRow extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .row {
        display: flex;
        align-items: center;
        gap: 0.75rem;
        flex-wrap: wrap;
        padding: 0.6rem 0.75rem;
      }
      .what {
        flex: 1 1 14rem;
        min-width: 0;
      }
      .name {
        font-weight: 700;
        font-size: 1.05rem;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .meta {
        color: var(--ink-2);
        font-size: 0.9rem;
      }
      .tools,
      .manage {
        display: flex;
        gap: 0.25rem;
        flex-wrap: wrap;
      }
    `,
  ];

  @property({ attribute: false }) meta!: SessionMeta;
  /** The tool that takes the Tab stop of the row's toolbar (arrow keys move between them). */
  @state() private tool = 0;

  override render() {
    const m = this.meta;
    const system = isSystemId(m.system) ? systemInfo(m.system).name : m.system;
    const where = m.status
      ? `Turn ${m.status.turn}, ${m.status.phase}`
      : `${m.eventCount} event${m.eventCount === 1 ? '' : 's'} logged`;
    return html`<div class="row card">
      <div class="what">
        <div class="name">${m.name}</div>
        <div class="meta">${system} · ${where} · ${when(m.updatedAt)}</div>
      </div>
      <div class="tools">
        <a class="btn primary" href=${`#/session/${encodeURIComponent(m.id)}`} aria-label=${`Resume ${m.name}`}
          >${icons.play} Resume</a
        >
        <div class="manage" role="toolbar" aria-label=${`Manage ${m.name}`} @keydown=${this.onToolKey}>
          ${TOOLS.map((t, i) => html`<button class="btn ghost icon" tabindex=${i === this.tool ? 0 : -1} title=${t.label} aria-label=${`${t.label} ${m.name}`} @click=${() => this.act(t.action)} @focus=${() => (this.tool = i)}>${icons[t.icon]}</button>`)}
        </div>
      </div>
    </div>`;
  }

  private readonly onToolKey = (e: KeyboardEvent): void => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? TOOLS.length - 1
          : step === undefined
            ? undefined
            : (this.tool + step + TOOLS.length) % TOOLS.length;
    if (to === undefined) return;
    e.preventDefault();
    this.tool = to;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')[to]?.focus(),
    );
  };

  private act(action: SessionAction): void {
    this.emit('umpire-session-action', { id: this.meta.id, action });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-session-row': SessionRow;
  }
}
