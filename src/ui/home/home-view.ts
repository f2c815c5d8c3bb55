import { html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../base.ts';
import { icons, logo } from '../icons.ts';
import { shared } from '../styles.ts';
import { skipLinkStyles } from '../skip-link.ts';
import { loadSystem, SYSTEMS, systemInfo } from '../../systems/registry.ts';
import type { SystemId } from '../../systems/types.ts';
import type { SessionMeta } from '../../engine/index.ts';
import { exportFileName, exportText, StorageFullError, type StorageUsage } from '../../storage/index.ts';
import { LiveQueryController } from '../controllers/live-query-controller.ts';
import { store, saveFile } from '../store.ts';
import { IMPORT_PROOF, storageFullMessage, storageLine, type RefusedChange } from './messages.ts';
import { importFiles, importState } from '../import-files.ts';
import { navigate } from '../router.ts';
import { PwaController } from '../pwa.ts';
import { ask } from '../controls/confirm-dialog.ts';
import './system-card.ts';
import './session-row.ts';
import { inputOf } from '../fields.ts';
import { errorMessage } from '../../engine/index.ts';
import { forgetSession } from '../kept-on-device.ts';

const STRIPES: Record<SystemId, string> = {
  brecourt: 'var(--bocage)',
  crowbar: 'var(--bluff)',
  'bloody-omaha': 'var(--beach)',
  'dday-omaha': 'var(--sea)',
  'bloody-beach': 'var(--town)',
};

/** The first screen: saved sessions, the five systems, import/export, storage, install and update. */
@customElement('umpire-home')
export class HomeView extends UmpireElement {
  static override styles = [
    shared,
    skipLinkStyles,
    css`
      :host {
        display: block;
        max-width: 1200px;
        margin: 0 auto;
        padding: 1rem 1.25rem 3rem;
      }
      header {
        display: flex;
        align-items: center;
        gap: 0.75rem;
        flex-wrap: wrap;
        margin-bottom: 0.5rem;
      }
      header h1 {
        font-size: 1.6rem;
        letter-spacing: 0.01em;
      }
      header .tag {
        color: var(--ink-2);
        flex: 1;
        min-width: 12rem;
      }
      header svg {
        width: 40px;
        height: 40px;
      }
      .banner {
        display: flex;
        align-items: center;
        gap: 0.75rem;
        flex-wrap: wrap;
        padding: 0.6rem 0.9rem;
        border-radius: var(--radius);
        border: 2px solid var(--accent);
        background: var(--paper-2);
        margin: 0.5rem 0;
      }
      .banner p {
        flex: 1;
        min-width: 12rem;
      }
      h2 {
        font-size: 1.2rem;
      }
      .section-head {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        flex-wrap: wrap;
        margin: 1.25rem 0 0.6rem;
      }
      .section-head h2 {
        flex: 1;
      }
      .systems {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
        gap: 1rem;
      }
      .sessions {
        display: grid;
        gap: 0.5rem;
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .empty {
        padding: 1rem;
        border: 1px dashed var(--line);
        border-radius: var(--radius);
        color: var(--ink-2);
      }
      .more {
        margin-top: 0.5rem;
      }
      .storage {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        flex-wrap: wrap;
        color: var(--ink-2);
        font-size: 0.95rem;
        margin: 0 0 0.25rem;
        min-height: var(--tap);
      }
      .storage svg {
        width: 1.2em;
        height: 1.2em;
        flex: none;
      }
      .storage .what {
        flex: 1 1 14rem;
        min-width: 0;
      }
      .banner.full {
        border-color: var(--danger);
      }
      .banner.full p {
        color: var(--ink);
      }
      .persist-no {
        color: var(--warn);
        font-weight: 600;
      }
      .persist-yes {
        color: var(--ok);
        font-weight: 600;
      }
      #systems:focus {
        outline: none;
      }
      .drop-hint {
        font-size: 0.85rem;
        color: var(--ink-2);
      }
      .proof {
        margin-top: 0.5rem;
        font-size: 0.9rem;
        color: var(--ink-2);
        max-width: 48rem;
      }
      .proof summary {
        cursor: pointer;
        padding: 0.7rem 0;
        color: var(--ink);
        font-weight: 600;
      }
      .proof p {
        margin: 0.25rem 0 0.5rem;
        line-height: 1.4;
      }
    `,
  ];

  private readonly pwa = new PwaController(this);
  private readonly sessions = new LiveQueryController<SessionMeta[]>(this, () => store.list());
  @state() private busy = false;
  @state() private usage?: StorageUsage;
  @state() private showAll = false;
  /** The last change refused for lack of space (one sentence), until dismissed or a later change succeeds. */
  @state() private full?: string;

  private readonly onImportChange = (): void => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    importState.addEventListener('change', this.onImportChange);
    void this.refreshUsage();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    importState.removeEventListener('change', this.onImportChange);
  }

  private async refreshUsage(): Promise<void> {
    try {
      this.usage = await store.usage();
    } catch {
      this.usage = {};
    }
  }

  override render() {
    const p = this.pwa.state;
    const all = this.sessions.value ?? [];
    const list = this.showAll ? all : all.slice(0, 8);
    const continueSection = html`<section aria-labelledby="cont">
      <div class="section-head">
        <h2 id="cont">Continue</h2>
        <button class="btn" ?disabled=${importState.running} @click=${this.pickFiles}>${icons.upload} Import</button>
        <input
          hidden
          type="file"
          accept=".json,application/json"
          multiple
          ?disabled=${importState.running}
          @change=${this.onPick}
        />
        <button class="btn" ?disabled=${all.length === 0} @click=${this.exportAll}>
          ${icons.download} Export everything
        </button>
      </div>
      ${
        !this.sessions.settled
          ? html`<p class="empty">Reading saved sessions…</p>`
          : this.sessions.error
            ? html`<p class="empty error" role="alert">
                The saved sessions could not be read: ${errorMessage(this.sessions.error)}
              </p>`
            : all.length === 0
              ? html`<p class="empty">
                  No saved sessions yet: start one from a system below, or import a session file (you can also drop one
                  anywhere on this page).
                </p>`
              : html`<ul class="sessions">
                    ${list.map((m) => html`<li><umpire-session-row .meta=${m} @umpire-session-action=${this.onAction}></umpire-session-row></li>`)}
                  </ul>
                  ${all.length > list.length ? html`<button class="btn more" @click=${() => (this.showAll = true)}>Show all ${all.length} sessions</button>` : nothing}
                  <p class="drop-hint">Drop a session, backup or pack file anywhere to import it.</p>`
      }
      ${this.renderImportProof()}
    </section>`;
    const systems = html`<section id="systems" tabindex="-1" aria-labelledby="sys">
      <div class="section-head"><h2 id="sys">Systems</h2></div>
      <div class="systems">
        ${SYSTEMS.map(
          (s) =>
            html`<umpire-system-card
              data-system=${s.id}
              style=${`--stripe: ${STRIPES[s.id]}`}
              .info=${s}
              .sessions=${all.filter((x) => x.system === s.id).length}
              ?busy=${this.busy}
              @umpire-new-session=${(e: CustomEvent<{ system: SystemId }>) => void this.newSession(e.detail.system)}
            ></umpire-system-card>`,
        )}
      </div>
    </section>`;
    return html`
      <a class="btn primary skip" href="#/" @click=${this.skip}>Skip to the systems</a>
      <header>
        ${logo}
        <h1>Umpire</h1>
        <p class="tag">Referee for five D-Day wargames: odds, dice and a log that is always saved.</p>
        ${p.installEvent ? html`<button class="btn primary" @click=${() => void p.install()}>${icons.install} Install</button>` : nothing}
        <a class="btn ghost" href="#/settings">${icons.gear} Settings</a>
      </header>
      <main>
        ${this.renderStorage()}
        ${
          this.full
            ? html`<div class="banner full" role="alert">
                <p>${this.full}</p>
                <button class="btn" @click=${() => (this.full = undefined)}>OK</button>
              </div>`
            : nothing
        }
        ${
          p.updateWaiting
            ? html`<div class="banner" role="status">
                <p>A new version of Umpire is ready. Nothing is lost by reloading: every result is already saved.</p>
                <button class="btn primary" @click=${() => p.acceptUpdate()}>
                  ${icons.refresh} New version ready - reload
                </button>
              </div>`
            : nothing
        }
        ${
          p.offlineReady
            ? html`<div class="banner" role="status">
                <p>Umpire is ready to work offline.</p>
                <button class="btn" @click=${() => ((p.offlineReady = false), this.requestUpdate())}>OK</button>
              </div>`
            : nothing
        }
        ${all.length > 0 ? html`${continueSection}${systems}` : html`${systems}${continueSection}`}
      </main>
    `;
  }

  /** What checking an imported file proves and what it cannot, one tap away from Import. */
  private renderImportProof() {
    return html`<details class="proof">
      <summary>What an import checks</summary>
      <p><b>Proved:</b> ${IMPORT_PROOF.proves}</p>
      <p><b>Not proved:</b> ${IMPORT_PROOF.cannot}</p>
    </details>`;
  }

  /** Space used and whether the browser promised to keep it, at the top where it is always in view. */
  private renderStorage() {
    if (!this.usage) return html`<p class="storage">${icons.drive} Storage: checking…</p>`;
    const { used, persistent } = storageLine(this.usage);
    return html`<p class="storage" data-persistent=${persistent ? 'yes' : 'no'}>
      ${icons.drive}
      <span class="what"
        >Storage: ${used} ·
        ${
          persistent
            ? html`<span class="persist-yes">persistent</span> (the browser will not clear it)`
            : html`<span class="persist-no">not persistent</span> (the browser may clear it when space runs short)`
        }</span
      >
      ${persistent ? nothing : html`<button class="btn" @click=${this.persist}>Keep my data</button>`}
    </p>`;
  }

  /** A refused change: a full disk gets the standing message; anything else a toast. */
  private refused(change: RefusedChange, e: unknown, prefix = ''): void {
    if (e instanceof StorageFullError) {
      this.full = storageFullMessage(change);
      announce(this.full);
    } else this.emit('umpire-toast', { message: `${prefix}${errorMessage(e)}`, kind: 'error' });
    void this.refreshUsage();
  }

  private saved(): void {
    this.full = undefined;
    void this.refreshUsage();
  }

  private readonly pickFiles = (): void => {
    this.renderRoot.querySelector<HTMLInputElement>('input[type="file"]')?.click();
  };

  /** The skip link: past the header and the saved sessions, to the systems and their "New session". */
  private readonly skip = (e: Event): void => {
    e.preventDefault();
    this.renderRoot.querySelector<HTMLElement>('#systems')?.focus();
  };

  private readonly onPick = async (e: Event): Promise<void> => {
    const input = inputOf(e);
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const r = await importFiles(files);
    if (r.storageFull) this.full = r.messages.join(' ');
    else this.emit('umpire-toast', { message: r.messages.join(' '), kind: r.failed ? 'error' : 'info' });
    void this.refreshUsage();
  };

  private readonly exportAll = async (): Promise<void> => {
    try {
      const doc = await store.exportAll();
      saveFile(`umpire-backup-${new Date().toISOString().slice(0, 10)}.json`, exportText(doc));
    } catch (e) {
      this.emit('umpire-toast', { message: `The backup could not be made: ${errorMessage(e)}`, kind: 'error' });
    }
  };

  private readonly persist = async (): Promise<void> => {
    const ok = await store.requestPersistence();
    await this.refreshUsage();
    this.emit('umpire-toast', {
      message: ok
        ? "The browser will keep Umpire's data."
        : 'The browser declined for now (installing Umpire, or using it often, usually changes its mind), so export a backup to be safe.',
    });
  };

  private readonly onAction = async (
    e: CustomEvent<{ id: string; action: 'rename' | 'duplicate' | 'export' | 'delete' }>,
  ): Promise<void> => {
    const meta = this.sessions.value?.find((m) => m.id === e.detail.id);
    if (!meta) return;
    try {
      switch (e.detail.action) {
        case 'rename': {
          const r = await ask({
            heading: 'Rename session',
            inputLabel: 'Name',
            inputValue: meta.name,
            confirmLabel: 'Rename',
          });
          if (r.confirmed) {
            await store.rename(meta.id, r.value);
            announce(`Renamed to ${r.value}`);
          }
          break;
        }
        case 'duplicate': {
          const copy = await store.duplicate(meta.id, `${meta.name} (copy)`);
          announce(`Duplicated as ${copy.name}`);
          break;
        }
        case 'export': {
          const doc = await store.exportSession(meta.id);
          saveFile(exportFileName(meta), exportText(doc));
          break;
        }
        case 'delete': {
          const r = await ask({
            heading: `Delete "${meta.name}"?`,
            message: `Its log of ${meta.eventCount} event${meta.eventCount === 1 ? '' : 's'} will be gone from this device. Export it first if you may want it back.`,
            confirmLabel: 'Delete',
            danger: true,
          });
          if (r.confirmed) {
            await store.delete(meta.id);
            forgetSession(meta.id);
            announce(`Deleted ${meta.name}`);
          }
          break;
        }
      }
      if (e.detail.action !== 'export') this.saved();
    } catch (err) {
      const action = e.detail.action;
      if (action === 'export')
        this.emit('umpire-toast', { message: `The export failed: ${errorMessage(err)}`, kind: 'error' });
      else this.refused({ kind: action, name: meta.name }, err);
    }
  };

  private async newSession(system: SystemId): Promise<void> {
    this.busy = true;
    try {
      const name = systemInfo(system).name;
      // Settings the game is set up from are asked now: they cannot change once play has begun.
      const choices = (await loadSystem(system)).settings.filter((d) => d.setup);
      let settings = {};
      if (choices.length) {
        const answer = await ask({
          heading: `New session of ${name}`,
          message: 'These are fixed for the whole game.',
          confirmLabel: 'Start',
          choices,
        });
        if (!answer.confirmed) return;
        settings = answer.choices;
      }
      const count = (this.sessions.value ?? []).filter((x) => x.system === system).length;
      const s = await store.create(system, `${name} ${count + 1}`, { settings });
      navigate({ name: 'session', id: s.meta.id });
    } catch (e) {
      this.refused({ kind: 'new', system: systemInfo(system).name }, e, 'The session could not be created: ');
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
