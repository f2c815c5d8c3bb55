import { html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { UmpireElement, announce, type UmpireEvents } from './base.ts';
import { shared } from './styles.ts';
import { RouteController, type Route } from './router.ts';
import { SettingsController } from './app-settings.ts';
import { PwaController } from './pwa.ts';
import { icons } from './icons.ts';
import { importFiles } from './import-files.ts';
import './home/home-view.ts';

/**
 * The app: picks the screen from the location hash, keeps the polite live region that announces results, and
 * loads each screen's code only when it is first shown.
 */
@customElement('umpire-app')
export class AppShell extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        min-height: 100vh;
        min-height: 100dvh;
      }
      .loading {
        padding: 2rem;
        color: var(--ink-2);
      }
      .update {
        position: fixed;
        left: 0.75rem;
        bottom: 0.75rem;
        z-index: 45;
        display: flex;
        gap: 0.6rem;
        align-items: center;
        flex-wrap: wrap;
        max-width: min(32rem, calc(100vw - 1.5rem));
        padding: 0.5rem 0.75rem;
        border: 2px solid var(--accent);
        border-radius: var(--radius);
        background: var(--paper-2);
        box-shadow: var(--shadow);
      }
      .toast {
        position: fixed;
        left: 50%;
        bottom: 1.25rem;
        transform: translateX(-50%);
        z-index: 50;
        max-width: min(36rem, calc(100vw - 2rem));
        padding: 0.75rem 1rem;
        border-radius: var(--radius);
        background: var(--ink);
        color: var(--paper);
        box-shadow: var(--shadow);
        display: flex;
        gap: 0.75rem;
        align-items: center;
      }
      .toast.error {
        background: var(--danger);
        color: var(--paper);
      }
      .toast button {
        background: transparent;
        border: 1px solid currentColor;
        color: inherit;
        border-radius: 8px;
        min-height: 36px;
        padding: 0 0.6rem;
      }
    `,
  ];

  private readonly router = new RouteController(this);
  private readonly settings = new SettingsController(this);
  private readonly pwa = new PwaController(this);
  @state() private loaded = new Set<string>();
  @state() private announcement = '';
  @state() private toast?: { message: string; kind: 'info' | 'error' };
  /** The visit to a screen on which the new-version note was put off with "Later": it stays away until another. */
  @state() private updateLaterOn?: Route;
  private toastTimer = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('umpire-announce', this.onAnnounce);
    this.addEventListener('umpire-toast', this.onToast);
    document.addEventListener('umpire-toast', this.onToast);
    window.addEventListener('dragover', this.onDragOver);
    window.addEventListener('drop', this.onDrop);
  }
  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('umpire-announce', this.onAnnounce);
    document.removeEventListener('umpire-toast', this.onToast);
    window.removeEventListener('dragover', this.onDragOver);
    window.removeEventListener('drop', this.onDrop);
  }

  private readonly onDragOver = (e: DragEvent): void => {
    if (e.dataTransfer?.types.includes('Files')) {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    }
  };

  /** A session or backup file dropped anywhere is imported (checked and replayed first). */
  private readonly onDrop = (e: DragEvent): void => {
    const files = [...(e.dataTransfer?.files ?? [])];
    if (files.length === 0) return;
    e.preventDefault();
    // A listener's promise is dropped by the DOM: the outcome, good or bad, is shown from here.
    void importFiles(files).then(
      (r) => {
        this.showToast(r.messages.join(' '), r.failed ? 'error' : 'info');
        announce(r.messages.join(' '));
      },
      (err: unknown) =>
        this.showToast(
          `The dropped files could not be read: ${err instanceof Error ? err.message : String(err)}`,
          'error',
        ),
    );
  };

  private showToast(message: string, kind: 'info' | 'error'): void {
    this.toast = { message, kind };
    clearTimeout(this.toastTimer);
    this.toastTimer = window.setTimeout(() => (this.toast = undefined), kind === 'error' ? 12000 : 5000);
  }

  private readonly onAnnounce = (e: Event): void => {
    // Clear first so the same words said twice are announced twice.
    this.announcement = '';
    const msg = e instanceof CustomEvent && typeof e.detail === 'string' ? e.detail : '';
    requestAnimationFrame(() => (this.announcement = msg));
  };

  private readonly onToast = (e: CustomEvent<UmpireEvents['umpire-toast']>): void => {
    const d = e.detail;
    e.stopPropagation();
    this.showToast(d.message, d.kind ?? 'info');
  };

  /** Loads a screen's module once; renders a short notice meanwhile. */
  private lazy(key: string, load: () => Promise<unknown>): boolean {
    if (this.loaded.has(key)) return true;
    void load().then(() => (this.loaded = new Set([...this.loaded, key])));
    return false;
  }

  override render() {
    void this.settings.value;
    const r = this.router.route;
    let screen;
    switch (r.name) {
      case 'home':
        screen = html`<umpire-home></umpire-home>`;
        break;
      case 'settings':
        screen = this.lazy('settings', () => import('./settings/settings-view.ts'))
          ? html`<umpire-settings-view></umpire-settings-view>`
          : this.wait();
        break;
      case 'tables':
        screen = this.lazy('tables', () => import('./tables/tables-view.ts'))
          ? html`<umpire-tables-view .system=${r.system} .focusTable=${r.table ?? ''}></umpire-tables-view>`
          : this.wait();
        break;
      case 'session':
        screen = this.lazy('session', () => import('./session/session-view.ts'))
          ? html`<umpire-session-view .sessionId=${r.id} .sub=${r.sub ?? ''}></umpire-session-view>`
          : this.wait();
        break;
      case 'join':
        screen = this.lazy('join', () => import('./sync/join-view.ts'))
          ? html`<umpire-join-view .code=${r.code}></umpire-join-view>`
          : this.wait();
        break;
    }
    const pwa = this.pwa.state;
    return html`${
        r.name !== 'home' && pwa.updateWaiting && this.updateLaterOn !== r
          ? html`<div class="update" role="status">
              A new version of Umpire is ready; every result is saved.
              <button class="btn" @click=${() => pwa.acceptUpdate()}>
                ${icons.refresh} New version ready - reload
              </button>
              <button class="btn ghost" @click=${() => (this.updateLaterOn = r)}>Later</button>
            </div>`
          : nothing
      }
      ${screen}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      ${
        this.toast
          ? html`<div class=${`toast ${this.toast.kind}`} role=${this.toast.kind === 'error' ? 'alert' : 'status'}>
              <span>${this.toast.message}</span
              ><button @click=${() => (this.toast = undefined)} aria-label="Dismiss">OK</button>
            </div>`
          : nothing
      }`;
  }

  private wait() {
    return html`<p class="loading">Opening…</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-app': AppShell;
  }
}
