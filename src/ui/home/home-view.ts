import { html, css } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons, logo } from '../icons.ts';
import { shared } from '../styles.ts';
import { SYSTEMS, systemInfo } from '../../systems/registry.ts';
import type { SystemId } from '../../systems/types.ts';
import { data, type SessionSummary } from '../data.ts';
import { navigate } from '../router.ts';
import { PwaController } from '../pwa.ts';
import './system-card.ts';

const STRIPES: Record<SystemId, string> = {
  brecourt: 'var(--bocage)',
  crowbar: 'var(--bluff)',
  'bloody-omaha': 'var(--beach)',
  'dday-omaha': 'var(--sea)',
  'bloody-beach': 'var(--town)',
};

/** The first screen: the five systems, the saved sessions, import/export, storage, install and update. */
@customElement('umpire-home')
export class HomeView extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; max-width: 1200px; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
      header { display: flex; align-items: center; gap: .75rem; flex-wrap: wrap; margin-bottom: 1rem; }
      header h1 { font-size: 1.6rem; letter-spacing: .01em; }
      header .tag { color: var(--ink-2); flex: 1; min-width: 12rem; }
      header svg { width: 40px; height: 40px; }
      .banners { display: grid; gap: .5rem; margin-bottom: 1rem; }
      .banner { display: flex; align-items: center; gap: .75rem; flex-wrap: wrap; padding: .6rem .9rem; border-radius: var(--radius); border: 1px solid var(--accent); background: var(--paper-2); }
      .banner p { flex: 1; min-width: 12rem; }
      h2 { font-size: 1.2rem; margin: 1.5rem 0 .75rem; }
      .systems { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 1rem; }
      .empty { padding: 1rem; border: 1px dashed var(--line); border-radius: var(--radius); color: var(--ink-2); }
    `,
  ];

  private readonly pwa = new PwaController(this);
  @state() private sessions: SessionSummary[] = [];
  @state() private busy = false;
  private off?: () => void;

  override connectedCallback(): void {
    super.connectedCallback();
    this.off = data.subscribe(() => void this.load());
    void this.load();
  }
  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.off?.();
  }

  private async load(): Promise<void> {
    this.sessions = await data.list();
  }

  override render() {
    const p = this.pwa.state;
    return html`
      <header>
        ${logo}
        <h1>Umpire</h1>
        <p class="tag">Referee for five D-Day wargames: odds, dice and a log that is always saved.</p>
        ${p.installEvent ? html`<button class="btn" @click=${() => void p.install()}>${icons.install} Install</button>` : ''}
        <a class="btn ghost" href="#/settings">${icons.gear} Settings</a>
      </header>
      <div class="banners">
        ${p.updateWaiting
          ? html`<div class="banner" role="status"><p>A new version of Umpire is ready. Your sessions are kept.</p><button class="btn primary" @click=${() => p.acceptUpdate()}>${icons.refresh} New version ready - reload</button></div>`
          : ''}
      </div>
      <section aria-labelledby="sys">
        <h2 id="sys">Systems</h2>
        <div class="systems">
          ${SYSTEMS.map(
            (s) => html`<umpire-system-card
              style=${`--stripe: ${STRIPES[s.id]}`}
              .info=${s}
              .sessions=${this.sessions.filter((x) => x.system === s.id).length}
              ?busy=${this.busy}
              @umpire-new-session=${(e: CustomEvent<{ system: SystemId }>) => void this.newSession(e.detail.system)}
            ></umpire-system-card>`,
          )}
        </div>
      </section>
      <section aria-labelledby="cont">
        <h2 id="cont">Continue</h2>
        ${this.sessions.length === 0
          ? html`<p class="empty">No saved sessions yet. Start one from a system above.</p>`
          : html`<ul>${this.sessions.map((s) => html`<li><a href=${`#/session/${s.id}`}>${s.name}</a></li>`)}</ul>`}
      </section>
    `;
  }

  private async newSession(system: SystemId): Promise<void> {
    this.busy = true;
    try {
      const count = this.sessions.filter((x) => x.system === system).length;
      const s = await data.create(system, `${systemInfo(system).name} ${count + 1}`);
      navigate({ name: 'session', id: s.id });
    } finally {
      this.busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-home': HomeView;
  }
}
