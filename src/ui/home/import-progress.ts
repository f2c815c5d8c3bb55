import { html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';

/** The import running now, for the progress bar: the file, events checked out of the total, and its cancel. */
export interface ImportJob {
  readonly file: string;
  /** Which file of how many (a drop may bring several). */
  readonly index: number;
  readonly count: number;
  /** Events replayed and checked so far, out of the total (both 0 while the file is read). */
  readonly done: number;
  readonly total: number;
  /** Every event is checked: the import is being written and can no longer be cancelled. */
  readonly saving: boolean;
  readonly cancelled: boolean;
}

/** The one import at a time, observable (the progress element listens for `change`). */
export class ImportState extends EventTarget {
  job?: ImportJob;
  private controller?: AbortController;

  get running(): boolean {
    return this.controller !== undefined;
  }

  /** Starts a job: its signal is passed to the store, which writes nothing once it is aborted. */
  begin(): AbortSignal {
    this.controller = new AbortController();
    return this.controller.signal;
  }

  /** Stops the import before anything is written (ignored once it is saving). */
  cancel(): void {
    if (!this.job || this.job.saving || !this.controller) return;
    this.controller.abort();
    this.set({ ...this.job, cancelled: true });
  }

  set(job: ImportJob): void {
    this.job = job;
    this.changed();
  }

  end(): void {
    this.job = undefined;
    this.controller = undefined;
    this.changed();
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

export const importState = new ImportState();

/**
 * The progress of an import, with Cancel: a bar of events checked out of the total, floating at the top of
 * whatever screen the file was picked or dropped on. Renders nothing when no import runs.
 */
@customElement('umpire-import-progress')
export class ImportProgress extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        position: fixed;
        top: 0.75rem;
        left: 50%;
        transform: translateX(-50%);
        z-index: 60;
        width: min(30rem, calc(100vw - 1.5rem));
      }
      .panel {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.35rem 0.75rem;
        align-items: center;
        padding: 0.7rem 0.9rem;
        background: var(--paper);
        border: 2px solid var(--accent);
        border-radius: var(--radius);
        box-shadow: var(--shadow);
        /* A quick import finishes before the panel shows, so it never flashes. */
        animation: appear 0s linear 0.25s both;
      }
      @keyframes appear {
        from {
          visibility: hidden;
        }
        to {
          visibility: visible;
        }
      }
      .what {
        font-weight: 600;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .count {
        grid-column: 1;
        color: var(--ink-2);
        font-size: 0.9rem;
        font-variant-numeric: tabular-nums;
      }
      progress {
        grid-column: 1 / -1;
        width: 100%;
        height: 0.75rem;
        accent-color: var(--accent);
      }
      button {
        grid-row: 1 / span 2;
        grid-column: 2;
      }
    `,
  ];

  @state() private job?: ImportJob;
  private readonly onChange = (): void => {
    this.job = importState.job;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    importState.addEventListener('change', this.onChange);
    this.job = importState.job;
  }
  override disconnectedCallback(): void {
    super.disconnectedCallback();
    importState.removeEventListener('change', this.onChange);
  }

  override render() {
    const j = this.job;
    if (!j) return nothing;
    const of = j.count > 1 ? ` (file ${j.index} of ${j.count})` : '';
    const count = j.cancelled
      ? 'Cancelling: nothing will be saved…'
      : j.saving
        ? 'Every event checked; saving…'
        : j.total > 0
          ? `${j.done.toLocaleString('en')} of ${j.total.toLocaleString('en')} events checked against the hash chain and the seed`
          : 'Reading the file…';
    const label = `Importing ${j.file}`;
    return html`<div class="panel" role="group" aria-label=${label}>
      <span class="what">${label}${of}</span>
      <button class="btn" ?disabled=${j.saving || j.cancelled} @click=${() => importState.cancel()}>
        ${icons.close} Cancel
      </button>
      <span class="count">${count}</span>
      ${j.total > 0 ? html`<progress aria-label=${`${label}: events checked`} max=${j.total} .value=${j.done}></progress>` : html`<progress aria-label=${`${label}: reading`}></progress>`}
    </div>`;
  }
}

/** Puts one progress element on the page (on the body, so it shows over any screen). */
export function mountImportProgress(): void {
  if (document.querySelector('umpire-import-progress')) return;
  document.body.append(document.createElement('umpire-import-progress'));
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-import-progress': ImportProgress;
  }
}
